/**
 * Rewards cannot be earned backwards (issue 22, item 2): a block dated more than 7 days back can be
 * made and checked off but earns nothing, and says why; a day that far back earns no full-day award;
 * a check-off over the daily cap says so too; dates far outside any sensible range are refused.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, rewardBalances } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { parseInput } from "@/server/http/route-handler";
import { createBlock } from "@/server/calendar/create-block";
import { createBlockSchema, updateCalendarBlockSchema } from "@/server/calendar/schemas";
import { updateCalendarBlock } from "@/server/calendar/update-block";
import { generateScheduleSchema } from "@/server/schedule/schemas";
import { insertTestUser } from "@/server/users/testing/user-fixtures";
import { EARN_DAYS_BACK } from "./rules";
import { CHECK_IN_DAYS_BACK } from "@/server/habits/check-ins";

setupTestDatabase();

const user = () => insertTestUser({ timezone: "UTC", subscriptionTier: "yearly", subscriptionStatus: "active" });
const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000).toISOString().slice(0, 10);
const yearsFromNow = (n: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + n);
  return d.toISOString().slice(0, 10);
};

async function balance(userId: string) {
  const [row] = await getDb().select().from(rewardBalances).where(eq(rewardBalances.userId, userId));
  return { xp: row?.xp ?? 0, coins: row?.coins ?? 0 };
}

/** A plan block of `minutes` on `date`, made an hour ago (so no "instant" rule applies). */
async function planBlock(userId: string, date: string, startMin: number, minutes: number) {
  const [row] = await getDb()
    .insert(blocks)
    .values({
      userId,
      date,
      startMin,
      endMin: startMin + minutes,
      title: "Work",
      kind: "task",
      source: "plan",
      createdAt: new Date(Date.now() - 3_600_000),
    })
    .returning();
  return row;
}

describe(`backdated blocks (${testDatabaseKind()})`, () => {
  test("the earning window is the habit check-in window", () => {
    expect(EARN_DAYS_BACK).toBe(CHECK_IN_DAYS_BACK);
  });

  test("30 eight-hour blocks dated a year back are made and checked off, earn nothing, and say why", async () => {
    const me = await user();
    const date = daysAgo(365);
    for (let i = 0; i < 30; i++) {
      const made = await createBlock(
        me.id,
        parseInput(createBlockSchema, { date, start: "00:00", end: "08:00", title: `Old work ${i}` }),
      );
      const checked = await updateCalendarBlock(me.id, made.id, { done: true });
      expect(checked).toMatchObject({ block: { done: true }, reward: { xp: 0, coins: 0, reason: "too-old" } });
    }
    // Plan blocks too (made long ago), and the full day they complete.
    for (const start of [600, 700, 800]) {
      const row = await planBlock(me.id, daysAgo(EARN_DAYS_BACK + 1), start, 60);
      expect((await updateCalendarBlock(me.id, row.id, { done: true })).reward).toEqual({
        xp: 0,
        coins: 0,
        reason: "too-old",
      });
    }
    expect(await balance(me.id)).toEqual({ xp: 0, coins: 0 });
  });

  test("a block of a week ago still earns; over the daily cap the check-off says so", async () => {
    const me = await user();
    const date = daysAgo(EARN_DAYS_BACK - 1);
    const first = await planBlock(me.id, date, 0, 8 * 60);
    expect((await updateCalendarBlock(me.id, first.id, { done: true })).reward).toEqual({ xp: 96, coins: 32 });
    const second = await planBlock(me.id, date, 8 * 60, 8 * 60);
    expect((await updateCalendarBlock(me.id, second.id, { done: true })).reward).toEqual({ xp: 24, coins: 8 });
    const third = await planBlock(me.id, date, 16 * 60, 4 * 60);
    expect((await updateCalendarBlock(me.id, third.id, { done: true })).reward).toEqual({
      xp: 0,
      coins: 0,
      reason: "daily-cap",
    });
    // Unchecking gives back no reason: it only takes back.
    expect((await updateCalendarBlock(me.id, second.id, { done: false })).reward).toEqual({ xp: -24, coins: -8 });
  });

  test("dates more than 5 years back or 2 years ahead are refused with a 4xx; inside, accepted", () => {
    const block = (date: string) => ({ date, start: "09:00", end: "10:00", title: "Work" });
    for (const date of [daysAgo(366 * 5 + 2), yearsFromNow(3)]) {
      for (const parse of [
        () => parseInput(createBlockSchema, block(date)),
        () => parseInput(updateCalendarBlockSchema, { date }),
        () => parseInput(generateScheduleSchema, { date, description: "work" }),
      ]) {
        expect(parse).toThrow(expect.objectContaining({ status: 400 }));
      }
    }
    expect(() => parseInput(createBlockSchema, block("2001-01-01"))).toThrow(
      expect.objectContaining({ messageKey: "calendarApi.errors.dateOutOfRange" }),
    );
    expect(() => parseInput(generateScheduleSchema, { date: "2001-01-01" })).toThrow(
      expect.objectContaining({ messageKey: "schedule.errors.dateOutOfRange" }),
    );
    for (const date of [daysAgo(365 * 4), yearsFromNow(1), daysAgo(0)]) {
      expect(parseInput(createBlockSchema, block(date)).date).toBe(date);
    }
  });
});
