import "server-only";
/**
 * Demo habits for demo@rhythm.local: four habits with 60 days of check-ins (a fixed pattern, so
 * every seeding gives the same history relative to today), their points in the ledger, and two
 * rewards to buy. Runs once: a demo account that already has habits is left alone. None takes
 * time in the day, so the demo's plans (which the dashboard's end-to-end tests check) stay as
 * described; add a duration to one to see it planned.
 */
import { and, count, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits, rewardBalances, rewardItems, rewardLedger, users } from "@/server/db/schema";
import { habitPoints } from "@/server/rewards/rules";
import { zonedNow } from "@/lib/time/zones";
import { addDays, isoWeekday } from "@/lib/time/dates";
import { checkMap, rulesOf } from "./habit-view";
import { habitStreaks } from "./streak";
import type { CreateHabitInput } from "./schemas";

export const DEMO_HABIT_DAYS = 60;

const DEMO_HABITS: (Omit<CreateHabitInput, "startDate"> & { key: string; miss: number; skip: number })[] = [
  {
    key: "water",
    name: "Water",
    icon: "💧",
    color: "#0891b2",
    schedule: { type: "daily" },
    target: { value: 8, unit: "glasses" },
    miss: 5,
    skip: 11,
  },
  {
    key: "gym",
    name: "Gym",
    icon: "🏋️",
    color: "#dc2626",
    schedule: { type: "timesPerWeek", times: 3 },
    miss: 3,
    skip: 0,
  },
  {
    key: "reading",
    name: "Reading",
    icon: "📚",
    color: "#7c3aed",
    schedule: { type: "daily" },
    reminderTime: "21:00",
    miss: 7,
    skip: 13,
  },
  {
    key: "meditate",
    name: "Meditate",
    icon: "🧘",
    color: "#16a34a",
    schedule: { type: "weekdays", days: [1, 2, 3, 4, 5] },
    miss: 4,
    skip: 0,
  },
];

/** A fixed pattern: day i is missed when i % miss === 2, skipped when skip > 0 and i % skip === 6; gym on Mon/Wed/Fri. */
function status(h: (typeof DEMO_HABITS)[number], i: number, date: string): "done" | "skipped" | null {
  if (h.key === "gym") {
    const wd = isoWeekday(date);
    return [1, 3, 5].includes(wd) && i % h.miss !== 2 ? "done" : null;
  }
  if (h.skip > 0 && i % h.skip === 6) return "skipped";
  return i % h.miss === 2 ? null : "done";
}

export async function seedDemoHabits(email = "demo@rhythm.local", now = new Date()): Promise<void> {
  const db = getDb();
  const [user] = await db.select().from(users).where(eq(users.email, email));
  if (!user) return;
  const [{ n }] = await db.select({ n: count() }).from(habits).where(eq(habits.userId, user.id));
  if (n > 0) return;
  const today = zonedNow(user.timezone, now).date;
  const start = addDays(today, -DEMO_HABIT_DAYS);
  await db.transaction(async (tx) => {
    let xp = 0;
    let coins = 0;
    for (const [index, h] of DEMO_HABITS.entries()) {
      const [row] = await tx
        .insert(habits)
        .values({
          userId: user.id,
          name: h.name,
          icon: h.icon,
          color: h.color,
          schedule: h.schedule,
          targetValue: h.target?.value ?? null,
          targetUnit: h.target?.unit ?? null,
          durationMinutes: h.durationMinutes ?? null,
          window: h.window ?? null,
          reminderTime: h.reminderTime ?? null,
          startDate: start,
          // One second apart, so the list keeps this order.
          createdAt: new Date(now.getTime() - DEMO_HABIT_DAYS * 86_400_000 + index * 1000),
        })
        .returning();
      const checks: { date: string; status: "done" | "skipped"; value: number | null; note: string | null }[] = [];
      const ledger: (typeof rewardLedger.$inferInsert)[] = [];
      for (let i = 0; i < DEMO_HABIT_DAYS; i++) {
        const date = addDays(start, i);
        const s = status(h, i, date);
        if (!s) continue;
        const value = s === "done" && h.target ? (i % 4 === 1 ? 6 : 8) : null;
        checks.push({ date, status: s, value, note: null });
        if (s === "done") {
          const streak = habitStreaks(rulesOf(row), checkMap(checks), date).current;
          const p = habitPoints(streak);
          xp += p.xp;
          coins += p.coins;
          ledger.push({
            userId: user.id,
            source: `habit:${row.id}:${date}`,
            seq: 1,
            category: "habit",
            day: date,
            xp: p.xp,
            coins: p.coins,
            meta: { type: "award", title: h.name, streak },
            createdAt: new Date(`${date}T20:00:00Z`),
          });
        }
      }
      if (checks.length > 0)
        await tx.insert(habitCheckIns).values(checks.map((c) => ({ ...c, habitId: row.id, userId: user.id })));
      if (ledger.length > 0) await tx.insert(rewardLedger).values(ledger);
    }
    await tx
      .insert(rewardBalances)
      .values({ userId: user.id, xp, coins })
      .onConflictDoUpdate({ target: rewardBalances.userId, set: { xp, coins } });
    const [{ items }] = await tx
      .select({ items: count() })
      .from(rewardItems)
      .where(and(eq(rewardItems.userId, user.id)));
    if (items === 0) {
      await tx.insert(rewardItems).values([
        { userId: user.id, title: "An episode of a series", cost: 50 },
        { userId: user.id, title: "A fancy coffee", cost: 120 },
      ]);
    }
  });
}
