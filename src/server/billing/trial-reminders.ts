import "server-only";
/**
 * The email one day before a free trial converts (spec section 1: "3-day free trial, cancel
 * anytime"; a user must hear about the first charge before it happens).
 *
 * Who gets it: a user whose trial is still running, ends within TRIAL_REMINDER_LEAD_MS, has not
 * been cancelled (a cancelled trial does not convert) and has not had the reminder. With Stripe the
 * email names the plan, the price and the day of the first charge; with demo billing (which never
 * charges) it says that access ends then.
 *
 * Each reminder is claimed inside a transaction that holds the user's row (FOR UPDATE SKIP LOCKED,
 * re-checking every condition) while the mail goes out, and is marked sent in that transaction. So
 * several runners at once send it once (a second runner skips the locked row), a mail that fails
 * rolls the claim back, and a process that dies between claim and send leaves nothing claimed:
 * its connection closes, the transaction rolls back, and the next run sends the mail. The job runs
 * from src/server/jobs/definitions.ts.
 */
import { and, eq, gt, isNull, lte } from "drizzle-orm";
import { appUrl } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { users, type User } from "@/server/db/schema";
import { renderActionMail } from "@/server/mail/action-mail";
import { sendMail } from "@/server/mail/send-mail";
import { translate } from "@/i18n/messages";
import { toLocale, type Locale } from "@/i18n/locales";
import { localizedPathname } from "@/i18n/pathname";
import { formatPrice } from "@/lib/format-price";
import { logger } from "@/server/logger";
import { getPlanPrices } from "./prices";

/** How long before the trial's end the reminder goes out. */
export const TRIAL_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;

function formatDay(date: Date, locale: Locale, timeZone: string): string {
  // The zone is named: an email is read wherever the reader happens to be.
  const options: Intl.DateTimeFormatOptions = {
    weekday: "long",
    year: "numeric",
    month: "long",
    day: "numeric",
    hour: "numeric",
    minute: "2-digit",
    timeZoneName: "short",
  };
  try {
    return new Intl.DateTimeFormat(locale, { ...options, timeZone }).format(date);
  } catch {
    // A time zone the runtime does not know: UTC.
    return new Intl.DateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(date);
  }
}

/** The reminder for one user, in their language. */
export function trialReminderMail(
  user: Pick<User, "email" | "language" | "timezone" | "trialEndsAt" | "subscriptionTier" | "billingProvider">,
) {
  const locale = toLocale(user.language);
  const prices = getPlanPrices();
  const yearly = user.subscriptionTier === "yearly";
  const params = {
    date: formatDay(user.trialEndsAt ?? new Date(), locale, user.timezone),
    plan: translate(locale, yearly ? "mail.trialReminder.planYearly" : "mail.trialReminder.planMonthly"),
    price: formatPrice(yearly ? prices.yearlyMinor : prices.monthlyMinor, prices.currency, locale),
  };
  const demo = user.billingProvider !== "stripe";
  const t = (key: string) => translate(locale, `mail.trialReminder.${key}`, params);
  const link = `${appUrl()}${localizedPathname({ href: "/subscription", locale })}`;
  const body = demo ? t("bodyDemo") : t("body");
  return renderActionMail({
    locale,
    to: user.email,
    subject: t("subject"),
    paragraphs: [body],
    action: { label: t("button"), href: link, intro: t("manage") },
    footer: t("footer"),
  });
}

interface TrialReminderRun {
  sent: number;
  failed: number;
}

/** Sends every reminder that is due at `now`; safe to run concurrently from several processes. */
export async function sendTrialReminders(now: Date = new Date()): Promise<TrialReminderRun> {
  const db = getDb();
  const due = and(
    eq(users.subscriptionStatus, "active"),
    eq(users.cancelAtPeriodEnd, false),
    eq(users.disabled, false),
    isNull(users.trialReminderSentAt),
    gt(users.trialEndsAt, now),
    lte(users.trialEndsAt, new Date(now.getTime() + TRIAL_REMINDER_LEAD_MS)),
  );
  const candidates = await db.select({ id: users.id }).from(users).where(due).limit(500);
  const run: TrialReminderRun = { sent: 0, failed: 0 };
  for (const { id } of candidates) {
    try {
      const sent = await db.transaction(async (tx) => {
        // The claim re-checks every condition, so a user who cancelled meanwhile gets nothing.
        const [claimed] = await tx
          .select()
          .from(users)
          .where(and(eq(users.id, id), due))
          .for("update", { skipLocked: true });
        if (!claimed) return false;
        await sendMail(await trialReminderMail(claimed), tx);
        await tx.update(users).set({ trialReminderSentAt: now }).where(eq(users.id, id));
        return true;
      });
      if (sent) run.sent += 1;
    } catch (err) {
      run.failed += 1;
      logger.error({ userId: id, err: (err as Error).message }, "trial reminder failed; it will be tried again");
    }
  }
  return run;
}
