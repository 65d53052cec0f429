import "server-only";
/**
 * Demo data for the premium demo account's calendar: the current week (Monday to Sunday in the
 * user's zone) gets a few events "imported from a work calendar" (a daily standup, a 1:1, a
 * review, an all-day offsite on Friday) and, for today and the days after it that have no plan
 * yet, a plan made by the rules engine around those events. Idempotent: imported events are keyed
 * by UID and date (the same unique key a real import uses), and a day that already has a plan is
 * left alone, so restarts add nothing. Days before today are left to the history seeding.
 */
import { and, eq, gte, lte } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, plans, type User } from "@/server/db/schema";
import { planDay } from "@/server/planner";
import { dayContext } from "@/server/schedule/day-context";
import { otherDayBlocks, replacePlan } from "@/server/schedule/plan-store";
import { addDays, isoWeekday } from "@/lib/time/dates";
import { safeZone, todayIn } from "@/lib/time/zones";

interface DemoEvent {
  uid: string;
  title: string;
  /** ISO weekdays (1 = Monday). */
  days: number[];
  start: number;
  end: number;
  allDay?: boolean;
}

const EVENTS: DemoEvent[] = [
  { uid: "demo-standup", title: "Team standup", days: [1, 2, 3, 4], start: 9 * 60, end: 9 * 60 + 15 },
  { uid: "demo-one-on-one", title: "1:1 with Sam", days: [2], start: 14 * 60, end: 14 * 60 + 30 },
  { uid: "demo-review", title: "Design review", days: [3], start: 11 * 60, end: 12 * 60 },
  { uid: "demo-offsite", title: "Team offsite", days: [5], start: 0, end: 24 * 60, allDay: true },
  { uid: "demo-yoga", title: "Yoga class", days: [6], start: 10 * 60, end: 11 * 60 },
];

const DESCRIPTIONS = [
  "2 hours on the quarterly report, emails, lunch, 45 minutes of reading, gym at 6pm",
  "write the project proposal for 3 hours, call the bank, lunch, walk for 30 minutes",
  "prepare slides for 90 minutes, review pull requests, lunch, groceries after work",
];

export async function seedDemoCalendar(user: User, at: Date = new Date()): Promise<void> {
  const zone = safeZone(user.timezone);
  const today = todayIn(zone, at);
  const monday = addDays(today, 1 - isoWeekday(today));
  const week = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  const rows = week.flatMap((day) =>
    EVENTS.filter((e) => e.days.includes(isoWeekday(day))).map((e) => ({
      userId: user.id,
      date: day,
      startMin: e.start,
      endMin: e.end,
      allDay: e.allDay === true,
      title: e.title,
      kind: "event",
      fixed: true,
      source: "import" as const,
      importUid: `${e.uid}@demo.rhythm`,
    })),
  );
  const db = getDb();
  await db.insert(blocks).values(rows).onConflictDoNothing();

  const planned = new Set(
    (
      await db
        .select({ date: plans.date })
        .from(plans)
        .where(and(eq(plans.userId, user.id), gte(plans.date, today), lte(plans.date, week[6])))
    ).map((p) => p.date),
  );
  for (const date of week.filter((d) => d >= today)) {
    if (planned.has(date)) continue;
    const description = DESCRIPTIONS[isoWeekday(date) % DESCRIPTIONS.length];
    const ctx = dayContext(user, date, "en", at);
    const others = await otherDayBlocks(user.id, date);
    const pinned = others.map(({ source: _source, conflict: _conflict, ...b }) => ({ ...b, fixed: true }));
    const result = planDay(description, ctx.options, { pinned });
    const otherIds = new Set(others.map((b) => b.id));
    const own = result.blocks.filter((b) => !otherIds.has(b.id)).map((b) => ({ ...b, id: crypto.randomUUID() }));
    await replacePlan(user.id, date, {
      description,
      engine: "rules",
      blocks: own,
      unscheduled: result.unscheduled,
      warnings: result.warnings ?? [],
    });
  }
}
