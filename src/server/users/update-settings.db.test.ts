/**
 * Settings: name and preferences saved on the caller's row; an email change waits in pendingEmail
 * with a link mailed to the new address (the local mailbox in tests); taken addresses refused.
 */
import { AppError } from "@/lib/errors";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { unsafeListMailbox } from "@/server/mail/send-mail";
import { verifyEmailToken } from "@/server/auth/verification";
import { settingsSchema, type SettingsInput } from "./schemas";
import { insertTestUser, readTestUser, uniqueTestEmail } from "./testing/user-fixtures";
import { isNewEmailRequest, updateSettings } from "./update-settings";

setupTestDatabase();

const base = (email: string, over: Partial<SettingsInput> = {}): SettingsInput =>
  settingsSchema.parse({ name: "Ada", email, theme: "light", language: "en", notificationsEnabled: true, ...over });

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

describe(`updateSettings (${testDatabaseKind()})`, () => {
  test("saves name, theme, language and notifications on the caller's row only", async () => {
    const me = await insertTestUser({ name: "Old" });
    const other = await insertTestUser({ name: "Other" });

    const result = await updateSettings(
      me.id,
      base(me.email, { name: " Grace ", theme: "dark", language: "ar", notificationsEnabled: false }),
    );

    expect(result).toMatchObject({
      name: "Grace",
      email: me.email,
      pendingEmail: null,
      theme: "dark",
      language: "ar",
      notificationsEnabled: false,
      verificationSent: false,
    });
    expect(await readTestUser(me.id)).toMatchObject({
      name: "Grace",
      theme: "dark",
      language: "ar",
      notificationsEnabled: false,
    });
    expect(await readTestUser(other.id)).toMatchObject({
      name: "Other",
      theme: "light",
      language: "en",
      notificationsEnabled: true,
    });
  });

  test("a new email waits in pendingEmail, the old one stays in use, and the link goes to the new address", async () => {
    const me = await insertTestUser({ emailVerified: new Date() });
    const next = uniqueTestEmail("new");

    const result = await updateSettings(me.id, base(`  ${next.toUpperCase()} `, { language: "es" }));

    expect(result).toMatchObject({ email: me.email, pendingEmail: next, verificationSent: true, emailVerified: true });
    expect(await readTestUser(me.id)).toMatchObject({ email: me.email, pendingEmail: next });
    const mails = await unsafeListMailbox(next);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail.text).toContain(`uid=${encodeURIComponent(me.id)}`);
    // In the language the user chose in the same save, and worded as a change, not a welcome.
    expect(mail.subject).toBe("Confirma tu nueva dirección de correo para Rhythm");
    expect(mail.text).not.toMatch(/bienvenid/i);
    expect(await unsafeListMailbox(me.email)).toHaveLength(0);

    // The link moves the new address into place, once.
    const token = /token=([\w-]+)/.exec(mail.text)?.[1] ?? "";
    expect(await verifyEmailToken(me.id, token)).toBe("changed");
    expect(await readTestUser(me.id)).toMatchObject({ email: next, pendingEmail: null });
    expect(await verifyEmailToken(me.id, token)).toBe("invalid");
  });

  test("saving the pending address again sends nothing; typing the current address cancels the change", async () => {
    const me = await insertTestUser();
    const next = uniqueTestEmail("pending");
    await updateSettings(me.id, base(next));
    expect(isNewEmailRequest((await readTestUser(me.id))!, next)).toBe(false);

    const again = await updateSettings(me.id, base(next));
    expect(again).toMatchObject({ pendingEmail: next, verificationSent: false });
    expect(await unsafeListMailbox(next)).toHaveLength(1);

    const cancelled = await updateSettings(me.id, base(me.email));
    expect(cancelled.pendingEmail).toBeNull();
    expect((await readTestUser(me.id))?.pendingEmail).toBeNull();
  });

  test("an address another account uses is refused with the sign-up message, and nothing is saved", async () => {
    const me = await insertTestUser({ name: "Mine", theme: "light" });
    const other = await insertTestUser();

    const err = await rejection(
      updateSettings(me.id, base(other.email.toUpperCase(), { name: "Changed", theme: "dark" })),
    );
    expect(err.status).toBe(409);
    expect(err.messageKey).toBe("auth.errors.emailTaken");
    expect(await readTestUser(me.id)).toMatchObject({
      name: "Mine",
      theme: "light",
      pendingEmail: null,
      email: me.email,
    });
  });

  test("the schema refuses bad values with messages keys", async () => {
    const ok = { name: "Ada", email: "ada@example.com", theme: "dark", language: "es", notificationsEnabled: true };
    expect(settingsSchema.safeParse(ok).success).toBe(true);
    const first = (v: Record<string, unknown>) => settingsSchema.safeParse({ ...ok, ...v }).error?.issues[0].message;
    expect(first({ theme: "purple" })).toBe("account.errors.invalidChoice");
    expect(first({ language: "fr" })).toBe("account.errors.invalidChoice");
    expect(first({ notificationsEnabled: "yes" })).toBe("account.errors.invalidChoice");
    expect(first({ email: "not-an-email" })).toBe("auth.errors.invalidEmail");
    expect(first({ name: "" })).toBe("account.errors.nameRequired");
    expect(first({ name: "x".repeat(81) })).toBe("account.errors.nameTooLong");
  });
});
