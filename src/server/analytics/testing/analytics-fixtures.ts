import "server-only";
/**
 * Test rows for analytics, mood and export tests: premium users, plans rows and blocks rows
 * inserted directly (the blocks table is the calendar's model; plans.blocks is never read).
 */
import { getDb } from "@/server/db/client";
import { blocks, moods, plans, users, type NewUser, type User } from "@/server/db/schema";

let counter = 0;

export async function insertPremiumUser(values: Partial<NewUser> = {}): Promise<User> {
  counter += 1;
  const [user] = await getDb()
    .insert(users)
    .values({
      email: `analytics-${process.pid}-${counter}-${Math.random().toString(36).slice(2, 8)}@test.local`,
      name: "Analyst",
      hasCompletedOnboarding: true,
      subscriptionTier: "yearly",
      subscriptionStatus: "active",
      subscriptionEndDate: new Date(Date.now() + 86_400_000 * 30),
      timezone: "UTC",
      ...values,
    })
    .returning();
  return user;
}

export interface BlockSeed {
  date: string;
  start: number;
  end: number;
  kind?: string;
  done?: boolean;
  allDay?: boolean;
  title?: string;
}

export async function insertBlocks(userId: string, seeds: BlockSeed[]): Promise<void> {
  if (seeds.length === 0) return;
  await getDb()
    .insert(blocks)
    .values(
      seeds.map((s, i) => ({
        userId,
        date: s.date,
        startMin: s.start,
        endMin: s.end,
        kind: s.kind ?? "task",
        done: s.done ?? false,
        doneAt: s.done ? new Date() : null,
        allDay: s.allDay ?? false,
        title: s.title ?? `Block ${i + 1}`,
        source: "plan" as const,
      })),
    );
}

export async function insertPlanDays(userId: string, dates: string[]): Promise<void> {
  if (dates.length === 0) return;
  await getDb()
    .insert(plans)
    .values(dates.map((date) => ({ userId, date, description: "test day" })));
}

export async function insertMoods(
  userId: string,
  seeds: Array<{ date: string; score: number; energy?: number | null; tags?: string[]; note?: string | null }>,
): Promise<void> {
  if (seeds.length === 0) return;
  await getDb()
    .insert(moods)
    .values(
      seeds.map((m) => ({
        userId,
        date: m.date,
        score: m.score,
        energy: m.energy ?? null,
        tags: m.tags ?? [],
        note: m.note ?? null,
      })),
    );
}
