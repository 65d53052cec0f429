/**
 * Forgotten and changed passwords (issue 17) against a real database: identical answers for known
 * and unknown addresses, single-use and expiring links, the per-account limit, the old password
 * and the old sessions refused afterwards, and the mails in the local mailbox.
 */
import { verify } from "@node-rs/argon2";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { passwordResetTokens, sessions } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { unsafeListMailbox } from "@/server/mail/send-mail";
import { consume, resetAllLimitsForTests } from "@/server/rate-limit/limiters";
import { insertTestUser, readTestUser, uniqueTestEmail } from "@/server/users/testing/user-fixtures";
import { changePassword } from "./change-password";
import { confirmPasswordReset, inspectResetToken, PASSWORD_RESET_TTL_MS, requestPasswordReset } from "./password-reset";
import { createSessionRecord, getUserBySession } from "./session-records";
import { hashPassword } from "./sign-up";

setupTestDatabase();

const OLD = "old-passphrase-1";
const NEW = "brand-new-passphrase-2";

beforeEach(() => resetAllLimitsForTests());

let ip = 0;
const nextIp = () => `ip:test-${process.pid}-${++ip}`;

async function userWithPassword(values: Parameters<typeof insertTestUser>[0] = {}) {
  return insertTestUser({ email: uniqueTestEmail("reset"), passwordHash: await hashPassword(OLD), ...values });
}

/** Asks for a link and reads it back from the mailbox, as the owner would. */
async function mailedToken(email: string): Promise<string> {
  const outcome = await requestPasswordReset(email, nextIp(), "en");
  await outcome.delivery();
  const [mail] = await unsafeListMailbox(email, 1);
  const match = /\/auth\/reset\?token=([\w-]+)/.exec(mail?.text ?? "");
  if (!match) throw new Error("no reset link in the mailbox");
  return match[1];
}

describe(`password reset (${testDatabaseKind()})`, () => {
  test("known and unknown addresses get the same answer; only the known one gets a mail", async () => {
    const user = await userWithPassword();
    const unknown = uniqueTestEmail("nobody");
    const known = await requestPasswordReset(user.email.toUpperCase(), nextIp(), "en");
    const missing = await requestPasswordReset(unknown, nextIp(), "en");
    expect(JSON.stringify(known.body)).toBe(JSON.stringify(missing.body));
    await known.delivery();
    await missing.delivery();
    expect(await unsafeListMailbox(user.email)).toHaveLength(1);
    expect(await unsafeListMailbox(unknown)).toHaveLength(0);
    const [mail] = await unsafeListMailbox(user.email);
    expect(mail.subject).toBe("Reset your Rhythm password");
    // Stored hashed: the token in the mail is not in the table.
    const token = /token=([\w-]+)/.exec(mail.text)![1];
    const rows = await getDb().select().from(passwordResetTokens).where(eq(passwordResetTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0].tokenHash).not.toBe(token);
  });

  test("a link sets the password once, verifies the address and signs out every session", async () => {
    const user = await userWithPassword({ emailVerified: null });
    const sidA = await createSessionRecord(user.id);
    const sidB = await createSessionRecord(user.id);
    const token = await mailedToken(user.email);
    expect(await inspectResetToken(token)).toBe("valid");

    await expect(confirmPasswordReset(token, NEW)).resolves.toEqual({ email: user.email });
    const after = await readTestUser(user.id);
    expect(await verify(after!.passwordHash!, NEW)).toBe(true);
    expect(await verify(after!.passwordHash!, OLD)).toBe(false);
    expect(after!.emailVerified).toBeInstanceOf(Date);
    expect(after!.tokenVersion).toBe(user.tokenVersion + 1);
    expect(await getUserBySession(user.id, sidA)).toBeUndefined();
    expect(await getUserBySession(user.id, sidB)).toBeUndefined();

    // The second use is refused with its own message, and the password stays the first one.
    await expect(confirmPasswordReset(token, "yet-another-passphrase-3")).rejects.toMatchObject({
      status: 400,
      messageKey: "accounts.reset.errors.used",
    });
    expect(await verify((await readTestUser(user.id))!.passwordHash!, NEW)).toBe(true);
  });

  test("an expired link is refused and changes nothing; an unknown one is invalid", async () => {
    const user = await userWithPassword();
    const token = await mailedToken(user.email);
    const later = new Date(Date.now() + PASSWORD_RESET_TTL_MS + 1000);
    expect(await inspectResetToken(token, later)).toBe("expired");
    await expect(confirmPasswordReset(token, NEW, later)).rejects.toMatchObject({
      status: 400,
      messageKey: "accounts.reset.errors.expired",
    });
    await expect(confirmPasswordReset("not-a-real-token", NEW)).rejects.toMatchObject({
      status: 400,
      messageKey: "accounts.reset.errors.invalid",
    });
    expect(await verify((await readTestUser(user.id))!.passwordHash!, OLD)).toBe(true);
  });

  test("a password the policy refuses does not use up the link", async () => {
    const user = await userWithPassword();
    const token = await mailedToken(user.email);
    await expect(confirmPasswordReset(token, "123")).rejects.toMatchObject({
      status: 400,
      messageKey: "auth.errors.passwordTooShort",
    });
    await expect(confirmPasswordReset(token, "password")).rejects.toMatchObject({ status: 400 });
    await expect(confirmPasswordReset(token, NEW)).resolves.toEqual({ email: user.email });
  });

  test("a newer link and an older one: using one makes the other unusable", async () => {
    const user = await userWithPassword();
    const first = await mailedToken(user.email);
    const second = await mailedToken(user.email);
    await confirmPasswordReset(second, NEW);
    await expect(confirmPasswordReset(first, "third-passphrase-4")).rejects.toMatchObject({
      messageKey: "accounts.reset.errors.used",
    });
  });

  test("20 requests for one account from different clients are limited, for unknown addresses too", async () => {
    for (const email of [(await userWithPassword()).email, uniqueTestEmail("nobody")]) {
      const statuses: number[] = [];
      for (let i = 0; i < 20; i++) {
        statuses.push(
          await requestPasswordReset(email, nextIp(), "en").then(
            () => 200,
            (err: { status: number }) => err.status,
          ),
        );
      }
      expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
      expect(statuses.slice(5).every((s) => s === 429)).toBe(true);
    }
  });

  test("one client asking for many addresses is limited too", async () => {
    const client = nextIp();
    const statuses: number[] = [];
    for (let i = 0; i < 55; i++)
      statuses.push(
        await requestPasswordReset(uniqueTestEmail("many"), client, "en").then(
          () => 200,
          (e: { status: number }) => e.status,
        ),
      );
    expect(statuses.filter((s) => s === 429).length).toBe(5);
  });

  test("an account without a password (Google or Apple only) sets its first one", async () => {
    const user = await insertTestUser({ email: uniqueTestEmail("oauth"), passwordHash: null });
    const token = await mailedToken(user.email);
    await confirmPasswordReset(token, NEW);
    expect(await verify((await readTestUser(user.id))!.passwordHash!, NEW)).toBe(true);
  });

  test("a disabled account gets no mail", async () => {
    const user = await userWithPassword({ disabled: true });
    const outcome = await requestPasswordReset(user.email, nextIp(), "en");
    await outcome.delivery();
    expect(await unsafeListMailbox(user.email)).toHaveLength(0);
  });
});

describe(`change password (${testDatabaseKind()})`, () => {
  test("keeps this session, signs out the others, refuses the old password and mails a notice", async () => {
    const user = await userWithPassword();
    const mine = await createSessionRecord(user.id);
    const other = await createSessionRecord(user.id);
    await expect(changePassword(user.id, mine, { currentPassword: OLD, newPassword: NEW }, "es")).resolves.toEqual({
      signedOutSessions: 1,
    });
    expect(await getUserBySession(user.id, mine)).toMatchObject({ id: user.id, email: user.email });
    expect(await getUserBySession(user.id, other)).toBeUndefined();
    const hash = (await readTestUser(user.id))!.passwordHash!;
    expect(await verify(hash, NEW)).toBe(true);
    expect(await verify(hash, OLD)).toBe(false);
    const [mail] = await unsafeListMailbox(user.email);
    expect(mail.subject).toBe("Tu contraseña de Rhythm ha cambiado");
    expect(mail.text).toContain("/es/auth/reset");
    expect(
      (await getDb().select().from(sessions).where(eq(sessions.userId, user.id))).map((s) => s.sessionToken),
    ).toEqual([mine]);
  });

  test("a wrong current password is refused and counted by the sign-in limiter", async () => {
    const user = await userWithPassword();
    const sid = await createSessionRecord(user.id);
    for (let i = 0; i < 9; i++) {
      await expect(
        changePassword(user.id, sid, { currentPassword: "wrong-one", newPassword: NEW }, "en"),
      ).rejects.toMatchObject({ status: 400, messageKey: "accounts.password.errors.currentWrong" });
    }
    // Nine guesses here and one at sign-in use up the account's ten.
    await consume("signInEmail", user.email);
    await expect(changePassword(user.id, sid, { currentPassword: OLD, newPassword: NEW }, "en")).rejects.toMatchObject({
      status: 429,
    });
    expect(await verify((await readTestUser(user.id))!.passwordHash!, OLD)).toBe(true);
  });

  test("the policy, the same password and a password-less account get clear messages", async () => {
    const user = await userWithPassword();
    const sid = await createSessionRecord(user.id);
    await expect(changePassword(user.id, sid, { currentPassword: OLD, newPassword: "12" }, "en")).rejects.toMatchObject(
      { messageKey: "auth.errors.passwordTooShort" },
    );
    await expect(changePassword(user.id, sid, { currentPassword: OLD, newPassword: OLD }, "en")).rejects.toMatchObject({
      messageKey: "accounts.password.errors.same",
    });
    const oauth = await insertTestUser({ passwordHash: null });
    await expect(changePassword(oauth.id, sid, { currentPassword: "x", newPassword: NEW }, "en")).rejects.toMatchObject(
      { messageKey: "accounts.password.errors.noPassword" },
    );
  });
});
