import { eq, sql } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { mailMessages, users, verificationTokens } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { signUp } from "./sign-up";
import { verifyEmailToken } from "./verification";

setupTestDatabase();

beforeAll(() => {
  // The mailbox is on for the embedded database; on PostgreSQL it needs DEV_MAILBOX.
  process.env.DEV_MAILBOX = "1";
  resetEnvForTests();
});

async function errorOf(p: Promise<unknown>): Promise<AppError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(AppError);
  return err as AppError;
}

describe(`sign-up (${testDatabaseKind()})`, () => {
  test("creates the account lower-cased, sets the display name, and mails a single-use link", async () => {
    const created = await signUp(
      { email: "New.Person@Example.COM", password: "a-good-passphrase", displayName: "New Person" },
      "en",
    );
    expect(created.email).toBe("new.person@example.com");
    const [row] = await getDb().select().from(users).where(eq(users.id, created.id));
    expect(row.name).toBe("New Person");
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    expect(row.emailVerified).toBeNull();

    const [mail] = await getDb().select().from(mailMessages).where(eq(mailMessages.to, "new.person@example.com"));
    const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? "";
    expect(await verifyEmailToken(created.id, "not-the-token")).toBe("invalid");
    expect(await verifyEmailToken(created.id, token)).toBe("verified");
    expect(await verifyEmailToken(created.id, token)).toBe("invalid");
    const [after] = await getDb().select().from(users).where(eq(users.id, created.id));
    expect(after.emailVerified).toBeInstanceOf(Date);
  });

  test("an expired link does not verify", async () => {
    const created = await signUp({ email: "late@example.com", password: "a-good-passphrase" }, "en");
    const [mail] = await getDb().select().from(mailMessages).where(eq(mailMessages.to, "late@example.com"));
    const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? "";
    await getDb()
      .update(verificationTokens)
      .set({ expires: sql`now() - interval '1 second'` });
    expect(await verifyEmailToken(created.id, token)).toBe("invalid");
  });

  test("the spec's messages for a taken address, a short password; common passwords are refused", async () => {
    await signUp({ email: "taken@example.com", password: "a-good-passphrase" }, "en");
    const taken = await errorOf(signUp({ email: "TAKEN@example.com", password: "a-good-passphrase" }, "en"));
    expect([taken.status, taken.messageKey]).toEqual([409, "auth.errors.emailTaken"]);
    const short = await errorOf(signUp({ email: "short@example.com", password: "12345" }, "en"));
    expect([short.status, short.messageKey, short.params]).toEqual([400, "auth.errors.passwordTooShort", { min: 6 }]);
    const common = await errorOf(signUp({ email: "common@example.com", password: "Password1" }, "en"));
    expect(common.messageKey).toBe("auth.errors.passwordCommon");
  });

  test("two sign-ups with one address at once create one account", async () => {
    const results = await Promise.allSettled(
      Array.from({ length: 5 }, () => signUp({ email: "race@example.com", password: "a-good-passphrase" }, "en")),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(1);
    const rows = await getDb()
      .select()
      .from(users)
      .where(sql`lower(${users.email}) = 'race@example.com'`);
    expect(rows).toHaveLength(1);
  });
});
