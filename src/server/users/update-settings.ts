import "server-only";
/**
 * The settings page's save: name and preferences (theme, language, notifications) of the caller's
 * account, and an email change. A new address is not used until it is verified: it waits in
 * pendingEmail, a verification link goes to it, and sign-in keeps using the old address. Typing
 * the current address again cancels a pending change. An address another account uses is refused.
 */
import { eq } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { Locale } from "@/i18n/routing";
import { sendVerificationEmail } from "@/server/auth/verification";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { getUserById, normalizeEmail, unsafeFindUserByEmail } from "./queries";
import type { Theme } from "./choices";
import type { SettingsInput } from "./schemas";
import { logger } from "@/server/logger";

interface SettingsResult {
  name: string | null;
  email: string;
  pendingEmail: string | null;
  emailVerified: boolean;
  theme: Theme;
  language: Locale;
  notificationsEnabled: boolean;
  /** True when this save asked for a new address and its verification link went out. */
  verificationSent: boolean;
  /** True when this save asked for a new address but the link could not be sent (resend later). */
  verificationFailed: boolean;
}

/** Whether saving `email` would start a new email change (and send a link) for this user. */
export function isNewEmailRequest(user: { email: string; pendingEmail: string | null }, email: string): boolean {
  const wanted = normalizeEmail(email);
  return wanted !== user.email && wanted !== user.pendingEmail;
}

export async function updateSettings(userId: string, input: SettingsInput): Promise<SettingsResult> {
  const current = await getUserById(userId);
  if (!current) throw notFound();

  const wanted = normalizeEmail(input.email);
  let pendingEmail = current.pendingEmail;
  let sendTo: string | null = null;
  if (wanted === current.email) {
    pendingEmail = null;
  } else if (wanted !== current.pendingEmail) {
    const other = await unsafeFindUserByEmail(wanted);
    if (other && other.id !== userId) throw conflict("auth.errors.emailTaken");
    pendingEmail = wanted;
    sendTo = wanted;
  }

  const [row] = await getDb()
    .update(users)
    .set({
      name: input.name,
      theme: input.theme,
      language: input.language,
      notificationsEnabled: input.notificationsEnabled,
      pendingEmail,
    })
    .where(eq(users.id, userId))
    .returning();
  if (!row) throw notFound();

  let verificationSent = false;
  let verificationFailed = false;
  if (sendTo) {
    try {
      // In the language the user just chose: it is the one they will read the app in.
      await sendVerificationEmail({ ...row, pendingEmail: sendTo }, input.language);
      verificationSent = true;
    } catch (err) {
      // The change is saved; the profile page's "Resend verification email" sends it again.
      logger.error({ err: (err as Error).message }, "verification email failed");
      verificationFailed = true;
    }
  }

  return {
    name: row.name,
    email: row.email,
    pendingEmail: row.pendingEmail,
    emailVerified: !!row.emailVerified,
    theme: input.theme,
    language: input.language,
    notificationsEnabled: row.notificationsEnabled,
    verificationSent,
    verificationFailed,
  };
}
