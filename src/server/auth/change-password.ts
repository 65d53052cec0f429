import "server-only";
/**
 * Changing the password while signed in (issue 17): the current password is required and a wrong
 * one counts against the same per-account limit as sign-in guesses (so this form is no way around
 * it); the new one must meet the policy. Every other session of the account is signed out (its
 * record deleted), this one stays, and a mail tells the owner ("if this was not you, reset it").
 */
import { verify } from "@node-rs/argon2";
import { and, eq, ne } from "drizzle-orm";
import { appUrl } from "@/lib/env";
import { badRequest } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";
import { renderActionMail } from "@/server/mail/action-mail";
import { sendMail } from "@/server/mail/send-mail";
import { translate } from "@/i18n/messages";
import { localizedPathname } from "@/i18n/pathname";
import type { Locale } from "@/i18n/routing";
import { consume, resetLimit } from "@/server/rate-limit/limiters";
import { getUserById } from "@/server/users/queries";
import { ACCOUNT_LOCKED_KEY } from "./credentials-throttle";
import { checkPassword } from "./password-policy";
import { hashPassword } from "./sign-up";
import { logger } from "@/server/logger";

interface ChangePasswordInput {
  currentPassword: string;
  newPassword: string;
}

export async function changePassword(
  userId: string,
  sessionId: string,
  input: ChangePasswordInput,
  locale: Locale,
): Promise<{ signedOutSessions: number }> {
  const user = await getUserById(userId);
  if (!user) throw badRequest("errors.notFound");
  if (!user.passwordHash) throw badRequest("accounts.password.errors.noPassword");
  const problem = checkPassword(input.newPassword);
  if (problem) throw badRequest(problem.key, problem.params);
  // Counted before the check, as sign-in does; a right password clears the count.
  await consume("signInEmail", user.email, 1, ACCOUNT_LOCKED_KEY);
  const ok = await verify(user.passwordHash, input.currentPassword).catch(() => false);
  if (!ok) throw badRequest("accounts.password.errors.currentWrong");
  await resetLimit("signInEmail", user.email);
  if (input.newPassword === input.currentPassword) throw badRequest("accounts.password.errors.same");

  const passwordHash = await hashPassword(input.newPassword);
  const db = getDb();
  const removed = await db.transaction(async (tx) => {
    await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
    return tx
      .delete(sessions)
      .where(and(eq(sessions.userId, userId), ne(sessions.sessionToken, sessionId)))
      .returning({ sid: sessions.sessionToken });
  });
  try {
    await sendChangedMail(user.email, locale);
  } catch (err) {
    // The password is changed; a lost notice must not make it look as if it was not.
    logger.error({ err: (err as Error).message }, "password-changed mail failed");
  }
  return { signedOutSessions: removed.length };
}

async function sendChangedMail(email: string, locale: Locale) {
  const link = `${appUrl()}${localizedPathname({ href: "/auth/reset", locale })}`;
  const t = (key: string) => translate(locale, `accounts.mail.changed.${key}`);
  await sendMail(
    await renderActionMail({
      locale,
      to: email,
      subject: t("subject"),
      paragraphs: [t("body")],
      action: { label: t("button"), href: link, intro: t("notYou") },
    }),
  );
}
