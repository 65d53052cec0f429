import "server-only";
/**
 * The reminder sender, as a job of the registry's shape (`{ name, cron, run }`). Every minute it
 * looks at the users who can receive reminders (a device with notifications on, or e-mail chosen
 * as the fallback) and, in each one's zone, finds what is due (due-reminders.ts): blocks about to
 * start, habits at their time, the morning and evening nudges.
 *
 * Exactly once, across instances: before sending, a row is inserted in reminder_claims under a key
 * naming the reminder and its time (block:<id>:<date>:<start>, habit:<id>:<date>, ...), with ON
 * CONFLICT DO NOTHING; only the run whose insert returned the row sends. A block that moved since
 * the run read it gets a new key for its new time, and is read again right after the claim: if it
 * was moved or checked off meanwhile, nothing is sent for its old time.
 */
import { logger } from "@/server/logger";
import { and, eq, gte, lt, or, sql } from "drizzle-orm";
import { formatClockTime, toMinutes } from "@/lib/time/clock";
import { appUrl } from "@/lib/env";
import { translate } from "@/i18n/messages";
import { directionOf, toLocale, type Locale } from "@/i18n/locales";
import { localizedPathname } from "@/i18n/pathname";
import { getDb } from "@/server/db/client";
import { blocks, pushSubscriptions, reminderClaims, reminderPreferences, users } from "@/server/db/schema";
import { reminderHabits } from "@/server/habits/reminder-data";
import { todaysReminders } from "@/server/habits/reminders";
import { sendMail } from "@/server/mail/send-mail";
import { zonedNow } from "@/lib/time/zones";
import { getPreferences } from "./devices";
import { blockReminderDue, clockReminderDue, inQuietHours, WINDOW_MIN } from "./due-reminders";
import { enabledDevices, sendToUser, type PushPayload } from "./send-push";

const CLAIM_RETENTION_DAYS = 3;

type Owner = { id: string; email: string; language: string; timezone: string; clockFormat: "auto" | "12h" | "24h" };

async function claim(key: string, userId: string, now: Date): Promise<boolean> {
  const rows = await getDb()
    .insert(reminderClaims)
    .values({ key, userId, claimedAt: now })
    .onConflictDoNothing()
    .returning({ key: reminderClaims.key });
  return rows.length === 1;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);
}

async function deliver(owner: Owner, payload: PushPayload, emailFallback: boolean, hasDevice: boolean): Promise<void> {
  if (hasDevice) {
    const { sent } = await sendToUser(owner.id, payload);
    if (sent > 0 || !emailFallback) return;
  }
  if (!emailFallback) return;
  const locale = toLocale(owner.language);
  const link = `${appUrl()}${payload.url}`;
  const footer = translate(locale, "push.notifications.mailFooter");
  await sendMail({
    to: owner.email,
    subject: payload.title,
    text: `${payload.body}\n\n${link}\n\n${footer}`,
    html:
      `<div dir="${directionOf(locale)}"><p><strong>${escapeHtml(payload.title)}</strong></p>` +
      `<p>${escapeHtml(payload.body)}</p><p><a href="${link}">${escapeHtml(link)}</a></p>` +
      `<p style="color:#64748b">${escapeHtml(footer)}</p></div>`,
  });
}

const path = (href: string, locale: Locale) => localizedPathname({ href, locale });

/** Everything due for one user now; answers how many reminders it claimed. */
async function remindUser(owner: Owner, now: Date): Promise<number> {
  const prefs = await getPreferences(owner.id);
  const clock = zonedNow(owner.timezone, now);
  const nowMin = clock.minutes;
  if (inQuietHours(prefs.quietStart, prefs.quietEnd, nowMin)) return 0;
  const locale = toLocale(owner.language);
  const t = (key: string, params: Record<string, string | number> = {}) =>
    translate(locale, `push.notifications.${key}`, params);
  const time = (min: number) => formatClockTime(min, locale, owner.clockFormat);
  const hasDevice = (await enabledDevices(owner.id)).length > 0;
  const db = getDb();
  let claimed = 0;
  const send = async (key: string, payload: PushPayload, stillDue: () => Promise<boolean> = async () => true) => {
    if (!(await claim(key, owner.id, now))) return;
    claimed += 1;
    if (!(await stillDue())) return;
    await deliver(owner, payload, prefs.emailFallback, hasDevice);
  };

  const soon = await db
    .select()
    .from(blocks)
    .where(
      and(
        eq(blocks.userId, owner.id),
        eq(blocks.date, clock.date),
        eq(blocks.allDay, false),
        eq(blocks.done, false),
        gte(blocks.startMin, nowMin),
        lt(blocks.startMin, nowMin + 121),
      ),
    );
  for (const b of soon) {
    const lead = prefs.blockLeads[b.kind as keyof typeof prefs.blockLeads];
    if (!blockReminderDue(b.startMin, lead, nowMin)) continue;
    await send(
      `block:${b.id}:${b.date}:${b.startMin}`,
      {
        title: t("blockTitle", { title: b.title, minutes: Math.max(0, b.startMin - nowMin) }),
        body: t("blockBody", { start: time(b.startMin), end: time(b.endMin) }),
        url: path("/dashboard", locale),
        tag: `block-${b.id}`,
      },
      async () => {
        // Moved or checked off since it was read: its old time's reminder is not sent.
        const [row] = await db
          .select({ id: blocks.id })
          .from(blocks)
          .where(
            and(
              eq(blocks.id, b.id),
              eq(blocks.userId, owner.id),
              eq(blocks.date, b.date),
              eq(blocks.startMin, b.startMin),
              eq(blocks.done, false),
            ),
          );
        return Boolean(row);
      },
    );
  }

  for (const { habit, inMinutes } of todaysReminders(
    await reminderHabits([owner.id], clock.date),
    clock.date,
    nowMin,
  )) {
    if (inMinutes > 0 || inMinutes <= -WINDOW_MIN) continue;
    await send(`habit:${habit.id}:${clock.date}`, {
      title: t("habitTitle", { name: habit.name }),
      body: t("habitBody", { time: time(toMinutes(habit.reminderTime!)) }),
      url: path("/habits", locale),
      tag: `habit-${habit.id}`,
    });
  }

  if (clockReminderDue(prefs.morningTime, nowMin)) {
    await send(`morning:${owner.id}:${clock.date}`, {
      title: t("morningTitle"),
      body: t("morningBody"),
      url: path("/dashboard", locale),
      tag: "morning",
    });
  }
  if (clockReminderDue(prefs.eveningTime, nowMin)) {
    const [{ open }] = await db
      .select({ open: sql<number>`count(*)::int` })
      .from(blocks)
      .where(
        and(eq(blocks.userId, owner.id), eq(blocks.date, clock.date), eq(blocks.done, false), eq(blocks.kind, "task")),
      );
    if (open > 0) {
      await send(`evening:${owner.id}:${clock.date}`, {
        title: t("eveningTitle"),
        body: t("eveningBody", { count: open }),
        url: path("/dashboard", locale),
        tag: "evening",
      });
    }
  }
  return claimed;
}

export async function sendDueReminders(now: Date = new Date()): Promise<{ users: number; claimed: number }> {
  const db = getDb();
  const owners = await db
    .selectDistinct({
      id: users.id,
      email: users.email,
      language: users.language,
      timezone: users.timezone,
      clockFormat: users.clockFormat,
    })
    .from(users)
    .leftJoin(pushSubscriptions, and(eq(pushSubscriptions.userId, users.id), eq(pushSubscriptions.enabled, true)))
    .leftJoin(reminderPreferences, eq(reminderPreferences.userId, users.id))
    .where(
      and(
        eq(users.notificationsEnabled, true),
        eq(users.disabled, false),
        or(sql`${pushSubscriptions.id} is not null`, eq(reminderPreferences.emailFallback, true)),
      ),
    );
  let claimed = 0;
  for (const owner of owners) {
    try {
      claimed += await remindUser(owner, now);
    } catch (err) {
      logger.error({ err: (err as Error).message }, "push reminders for a user failed");
    }
  }
  // Claims older than a few days can no longer collide with a reminder that is due.
  await db
    .delete(reminderClaims)
    .where(lt(reminderClaims.claimedAt, new Date(now.getTime() - CLAIM_RETENTION_DAYS * 86_400_000)));
  return { users: owners.length, claimed };
}

/** Registry entry: every minute. */
export const pushReminderJob = {
  name: "push-reminders",
  cron: "* * * * *",
  run: async (): Promise<void> => {
    await sendDueReminders();
  },
};
