import "server-only";
/**
 * Email verification links: a random token, stored only as its SHA-256 hash, single-use, valid
 * for 24 hours. Verifying sets emailVerified (and, for an email change, moves the pending address
 * into place). A change of address gets its own wording: the person already has an account.
 */
import { createHash, randomBytes } from "node:crypto";
import { and, eq, gt, ne, sql } from "drizzle-orm";
import { appUrl } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { users, verificationTokens } from "@/server/db/schema";
import { renderActionMail } from "@/server/mail/action-mail";
import { sendMail } from "@/server/mail/send-mail";
import { translate } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";

const VERIFICATION_TTL_MS = 24 * 60 * 60 * 1000;

const hash = (token: string) => createHash("sha256").update(token).digest("hex");

/** identifier is "verify:<userId>:<email>" so a link verifies one address of one account. */
const identifierFor = (userId: string, email: string) => `verify:${userId}:${email}`;

export async function sendVerificationEmail(
  user: { id: string; email: string; pendingEmail?: string | null },
  locale: Locale,
): Promise<void> {
  const email = user.pendingEmail ?? user.email;
  const token = randomBytes(32).toString("base64url");
  const identifier = identifierFor(user.id, email);
  const db = getDb();
  // A new link replaces older ones for the same address.
  await db.delete(verificationTokens).where(eq(verificationTokens.identifier, identifier));
  await db
    .insert(verificationTokens)
    .values({ identifier, token: hash(token), expires: new Date(Date.now() + VERIFICATION_TTL_MS) });
  const link = `${appUrl()}/api/auth/verify?token=${token}&uid=${encodeURIComponent(user.id)}`;
  const wording = user.pendingEmail ? "mail.emailChange" : "mail.verify";
  const t = (key: string) => translate(locale, `${wording}.${key}`, { link });
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

/**
 * "changed": the link confirmed a new address, which is now the account's sign-in address.
 * "taken": the link was for a new address that another account took meanwhile (signed up with it);
 * the link is used up, the pending change dropped, and the account keeps its address.
 */
type VerifyResult = "verified" | "changed" | "invalid" | "taken";

const isUniqueViolation = (err: unknown) =>
  (err as { code?: string }).code === "23505" ||
  (err as { cause?: { code?: string } }).cause?.code === "23505" ||
  /unique|duplicate/i.test(String((err as Error)?.message));

/** Consumes a link: single use, unexpired, for the address it was sent to. */
export async function verifyEmailToken(userId: string, token: string): Promise<VerifyResult> {
  if (!token || token.length > 200 || !userId || userId.length > 100) return "invalid";
  const db = getDb();
  const consume = () =>
    db.transaction(async (tx): Promise<VerifyResult> => {
      const [row] = await tx
        .delete(verificationTokens)
        .where(
          and(
            eq(verificationTokens.token, hash(token)),
            sql`${verificationTokens.identifier} like ${`verify:${userId}:%`}`,
            gt(verificationTokens.expires, new Date()),
          ),
        )
        .returning();
      if (!row) return "invalid";
      const email = row.identifier.slice(`verify:${userId}:`.length);
      const [user] = await tx.select().from(users).where(eq(users.id, userId));
      if (!user) return "invalid";
      if (user.pendingEmail === email) {
        const [owner] = await tx
          .select({ id: users.id })
          .from(users)
          .where(and(sql`lower(${users.email}) = lower(${email})`, ne(users.id, userId)))
          .limit(1);
        if (owner) {
          await tx.update(users).set({ pendingEmail: null }).where(eq(users.id, userId));
          return "taken";
        }
        await tx
          .update(users)
          .set({ email, pendingEmail: null, emailVerified: new Date() })
          .where(eq(users.id, userId));
        return "changed";
      } else if (user.email === email) {
        await tx.update(users).set({ emailVerified: new Date() }).where(eq(users.id, userId));
      } else {
        return "invalid";
      }
      return "verified";
    });
  try {
    return await consume();
  } catch (err) {
    // A sign-up with the address between the check and the update: the unique index decides.
    if (!isUniqueViolation(err)) throw err;
    await db.update(users).set({ pendingEmail: null }).where(eq(users.id, userId));
    return "taken";
  }
}
