import "server-only";
/**
 * Forgotten passwords (issue 17, spec sections 5 and 8). A request for an address answers the same
 * way, in about the same time, whether or not an account has it: the token is always made and
 * hashed, and the only work that depends on the account (storing the link, sending the mail) is
 * handed back as `delivery` for the caller to run after the answer (`after()` in the route).
 * A link is single-use, valid for an hour, stored only as its SHA-256 hash. Confirming it sets the
 * password under the policy, verifies the address (the link proved the mailbox), and signs out
 * every session: the token version goes up and every session record goes.
 * Accounts that only use Google or Apple have no password yet: this sets their first one.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, isNull, lt, sql } from "drizzle-orm";
import { appUrl } from "@/lib/env";
import { AppError, badRequest } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { passwordResetTokens, users } from "@/server/db/schema";
import { renderActionMail } from "@/server/mail/action-mail";
import { sendMail } from "@/server/mail/send-mail";
import { translate } from "@/i18n/messages";
import { localizedPathname } from "@/i18n/pathname";
import type { Locale } from "@/i18n/routing";
import { consume } from "@/server/rate-limit/limiters";
import { normalizeEmail, unsafeFindUserByEmail } from "@/server/users/queries";
import { clearSignInLimits } from "./credentials-throttle";
import { checkPassword } from "./password-policy";
import { revokeAllSessionRecords } from "./session-records";
import { hashPassword } from "./sign-up";
import { logger } from "@/server/logger";

export const PASSWORD_RESET_TTL_MS = 60 * 60 * 1000;

const hashToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The page the link opens, in the language the request was made in. */
function resetLink(token: string, locale: Locale): string {
  return `${appUrl()}${localizedPathname({ href: { pathname: "/auth/reset", query: { token } }, locale })}`;
}

interface ResetRequestOutcome {
  /** The same for every address. */
  body: { ok: true };
  /** Stores the link and mails it when the address has an account; nothing otherwise. Never rejects. */
  delivery: () => Promise<void>;
}

/**
 * Counts the request (per client, then per address: the address's count is kept whether or not
 * it has an account, so a 429 tells nothing either), then prepares the answer.
 */
export async function requestPasswordReset(
  rawEmail: string,
  ipKey: string,
  locale: Locale,
): Promise<ResetRequestOutcome> {
  const email = normalizeEmail(rawEmail).slice(0, 254);
  await consume("passwordResetIp", ipKey);
  await consume("passwordResetEmail", email);
  const user = await unsafeFindUserByEmail(email);
  const token = randomBytes(32).toString("base64url");
  const tokenHash = hashToken(token);
  const expires = new Date(Date.now() + PASSWORD_RESET_TTL_MS);
  const delivery = async () => {
    if (!user || user.disabled) return;
    try {
      await storeAndSend(user.id, user.email, token, tokenHash, expires, locale);
    } catch (err) {
      logger.error({ err: (err as Error).message }, "password reset mail failed");
    }
  };
  return { body: { ok: true }, delivery };
}

async function storeAndSend(
  userId: string,
  email: string,
  token: string,
  tokenHash: string,
  expires: Date,
  locale: Locale,
) {
  const db = getDb();
  // Expired links of this account are swept; unexpired ones stay valid until used or expired.
  await db
    .delete(passwordResetTokens)
    .where(and(eq(passwordResetTokens.userId, userId), lt(passwordResetTokens.expires, new Date())));
  await db.insert(passwordResetTokens).values({ tokenHash, userId, expires });
  const link = resetLink(token, locale);
  const t = (key: string) => translate(locale, `accounts.mail.reset.${key}`);
  await sendMail(
    await renderActionMail({
      locale,
      to: email,
      subject: t("subject"),
      paragraphs: [t("body")],
      action: { label: t("button"), href: link },
      footer: t("footer"),
    }),
  );
}

type ResetTokenState = "valid" | "used" | "expired" | "invalid";

/** What the reset page says before the user types a password (the link is not consumed). */
export async function inspectResetToken(token: string, now = new Date()): Promise<ResetTokenState> {
  if (!token || token.length > 200) return "invalid";
  const [row] = await getDb()
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.tokenHash, hashToken(token)))
    .limit(1);
  if (!row) return "invalid";
  if (row.usedAt) return "used";
  if (row.expires <= now) return "expired";
  return "valid";
}

const TOKEN_ERRORS: Record<Exclude<ResetTokenState, "valid">, string> = {
  invalid: "accounts.reset.errors.invalid",
  used: "accounts.reset.errors.used",
  expired: "accounts.reset.errors.expired",
};

/** A link that cannot be used (400, code "reset_link": the page offers a new one instead of a retry). */
const linkError = (state: Exclude<ResetTokenState, "valid">) => new AppError("reset_link", 400, TOKEN_ERRORS[state]);

/**
 * Sets the new password with a link. The password is checked first, so a refused password does not
 * use up the link. Returns the account's address so the page can offer to sign in with it.
 */
export async function confirmPasswordReset(
  token: string,
  password: string,
  now = new Date(),
): Promise<{ email: string }> {
  const problem = checkPassword(password);
  if (problem) throw badRequest(problem.key, problem.params);
  const state = await inspectResetToken(token, now);
  if (state !== "valid") throw linkError(state);
  const passwordHash = await hashPassword(password);
  const db = getDb();
  const email = await db.transaction(async (tx) => {
    // Marking it used is the single-use check: of two confirmations at once, one updates the row.
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(
        and(
          eq(passwordResetTokens.tokenHash, hashToken(token)),
          isNull(passwordResetTokens.usedAt),
          sql`${passwordResetTokens.expires} > ${now.toISOString()}::timestamptz`,
        ),
      )
      .returning({ userId: passwordResetTokens.userId });
    if (!used) return null;
    const [user] = await tx
      .update(users)
      .set({
        passwordHash,
        emailVerified: sql`coalesce(${users.emailVerified}, ${now.toISOString()}::timestamptz)`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
      })
      .where(eq(users.id, used.userId))
      .returning({ email: users.email });
    if (!user) return null;
    // Every other link of this account stops working too.
    await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.userId, used.userId), isNull(passwordResetTokens.usedAt)));
    await revokeAllSessionRecords(used.userId, tx);
    return user.email;
  });
  if (!email) throw linkError("used");
  // A locked-out owner who just proved the mailbox may sign in at once.
  await clearSignInLimits(email);
  return { email };
}
