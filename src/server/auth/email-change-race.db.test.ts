/**
 * An e-mail change whose address someone else signs up with before the link is opened (issue 22,
 * item 4): opening the link answers 409 with a clear, translated message, never a 500; the account
 * keeps its address and the other account its own.
 */
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { mailMessages, users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { insertTestUser, readTestUser, uniqueTestEmail } from "@/server/users/testing/user-fixtures";
import { GET as verify } from "@/app/api/auth/verify/route";
import { signUp } from "./sign-up";
import { sendVerificationEmail, verifyEmailToken } from "./verification";

setupTestDatabase();

beforeAll(() => {
  process.env.DEV_MAILBOX = "1";
  resetEnvForTests();
});

async function pendingChange(locale: "en" | "ar" = "en") {
  const user = await insertTestUser({ emailVerified: new Date() });
  const wanted = uniqueTestEmail("wanted");
  await getDb().update(users).set({ pendingEmail: wanted }).where(eq(users.id, user.id));
  await sendVerificationEmail({ id: user.id, email: user.email, pendingEmail: wanted }, locale);
  const [mail] = await getDb().select().from(mailMessages).where(eq(mailMessages.to, wanted));
  const link = /(\/api\/auth\/verify\?[^\s"]+)/.exec(mail.text)![1];
  return { user, wanted, link };
}

describe(`e-mail change race (${testDatabaseKind()})`, () => {
  test("the link of an address taken meanwhile answers 409 with a clear message; both accounts keep their address", async () => {
    const { user, wanted, link } = await pendingChange();
    const other = await signUp({ email: wanted.toUpperCase(), password: "a-good-passphrase" }, "en");
    const res = await verify(new Request(`http://localhost${link}`));
    expect(res.status).toBe(409);
    expect(await res.text()).toContain("This address now belongs to another account");
    expect(await readTestUser(user.id)).toMatchObject({ email: user.email, pendingEmail: null });
    expect(await readTestUser(other.id)).toMatchObject({ email: wanted });
    // The link is used up.
    expect((await verify(new Request(`http://localhost${link}`))).status).toBe(303);
  });

  test("in the user's language, and a free address still changes (303 to the confirmation page)", async () => {
    const taken = await pendingChange("ar");
    await signUp({ email: taken.wanted, password: "a-good-passphrase" }, "ar");
    const res = await verify(new Request(`http://localhost${taken.link}`, { headers: { cookie: "NEXT_LOCALE=ar" } }));
    expect(res.status).toBe(409);
    const html = await res.text();
    expect(html).toContain('dir="rtl"');
    expect(html).toContain("هذا العنوان يخص الآن حسابًا آخر");

    const free = await pendingChange();
    const ok = await verify(new Request(`http://localhost${free.link}`));
    expect(ok.status).toBe(303);
    expect(ok.headers.get("location")).toContain("changed=1");
    expect(await readTestUser(free.user.id)).toMatchObject({ email: free.wanted, pendingEmail: null });
  });

  test("the unique index decides a sign-up between the check and the update: still 'taken', never a 500", async () => {
    const { user, wanted, link } = await pendingChange();
    const token = new URL(`http://localhost${link}`).searchParams.get("token")!;
    // Both at once: whichever lands first, the other never fails with a 500.
    const [signed, verified] = await Promise.allSettled([
      signUp({ email: wanted, password: "a-good-passphrase" }, "en"),
      verifyEmailToken(user.id, token),
    ]);
    expect(verified.status).toBe("fulfilled");
    const result = (verified as PromiseFulfilledResult<string>).value;
    if (signed.status === "fulfilled") {
      expect(result).toBe("taken");
      expect(await readTestUser(user.id)).toMatchObject({ email: user.email });
    } else {
      expect(result).toBe("changed");
      expect(signed.reason).toMatchObject({ status: 409 });
    }
  });
});
