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
 * Each reminder is claimed with a conditional UPDATE (trial_reminder_sent_at IS NULL) before the
 * mail goes out, so several server instances running the job at once send it once; a mail that
 * fails to send gives the claim back and is tried again on the next run.
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
import { getPlanPrices } from "./prices";

/** How long before the trial's end the reminder goes out. */
export const TRIAL_REMINDER_LEAD_MS = 24 * 60 * 60 * 1000;
/** How often a server process looks for reminders to send. */
export const TRIAL_REMINDER_INTERVAL_MS = 10 * 60 * 1000;

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

export interface TrialReminderRun {
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
    // The claim re-checks every condition, so a user who cancelled meanwhile gets nothing.
    const [claimed] = await db
      .update(users)
      .set({ trialReminderSentAt: now })
      .where(and(eq(users.id, id), due))
      .returning();
    if (!claimed) continue;
    try {
      await sendMail(await trialReminderMail(claimed));
      run.sent += 1;
    } catch (err) {
      run.failed += 1;
      console.error(`[billing] trial reminder to user ${id} failed; it will be tried again:`, (err as Error).message);
      await db
        .update(users)
        .set({ trialReminderSentAt: null })
        .where(and(eq(users.id, id), eq(users.trialReminderSentAt, now)));
    }
  }
  return run;
}

const globalForJob = globalThis as unknown as { __rhythmTrialReminderTimer?: NodeJS.Timeout };

/** Runs sendTrialReminders now and then every TRIAL_REMINDER_INTERVAL_MS in this process. */
export function startTrialReminderJob(): void {
  if (globalForJob.__rhythmTrialReminderTimer) return;
  const tick = () => {
    sendTrialReminders().catch((err: unknown) => console.error("[billing] trial reminders:", (err as Error).message));
  };
  globalForJob.__rhythmTrialReminderTimer = setInterval(tick, TRIAL_REMINDER_INTERVAL_MS);
  // The job never keeps a process alive on its own.
  globalForJob.__rhythmTrialReminderTimer.unref();
  setTimeout(tick, 5_000).unref();
}
