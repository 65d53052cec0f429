/**
 * Every rule of what earns XP and coins, in one pure module (the README's "Rewards" section says
 * the same in words; rules.test.ts checks each).
 *
 * - A completed block earns 1 XP per 5 minutes and 1 coin per 15 minutes, at least 1 XP; breaks and
 *   meals earn nothing, a habit's block earns through its check-in instead. Blocks earn at most
 *   BLOCK_DAILY_CAP a day.
 * - Nothing for a block that has not started yet (a future day, or later today), nor for a block
 *   that was not in a plan (made by hand or imported) and was checked within a minute of being
 *   created, nor for a block dated more than EARN_DAYS_BACK days before today (the window of habit
 *   check-ins): work earns on the day it is done, so a day in 2021 made today earns nothing. Such a
 *   block can still be made and checked off, for the record.
 * - A habit check-in (done) earns 10 XP + 2 per day of streak (bonus capped at a 10-long streak)
 *   and 5 coins + 1 per 2 of streak; at most HABIT_DAILY_CAP a day. A skip earns nothing.
 * - A fully completed day (every task, event and habit block of a day that has at least
 *   FULL_DAY_MIN_BLOCKS of them, done, within EARN_DAYS_BACK days) earns FULL_DAY; it is taken back
 *   when a block is unchecked.
 * - A check-off that earns nothing says why (NoRewardReason), for the answer and the UI.
 * - A mood check-in earns MOOD once per day.
 * - Each award is keyed by its source; unchecking takes back what it gave (coins already spent
 *   cannot be taken back, and are then not given again when it is checked again).
 */
import { addDays } from "@/lib/time/dates";

export interface Points {
  xp: number;
  coins: number;
}

export const BLOCK_DAILY_CAP: Points = { xp: 120, coins: 40 };
export const HABIT_DAILY_CAP: Points = { xp: 150, coins: 60 };
export const FULL_DAY: Points = { xp: 50, coins: 20 };
const FULL_DAY_MIN_BLOCKS = 3;
export const MOOD: Points = { xp: 10, coins: 5 };
const HABIT_STREAK_BONUS_LIMIT = 10;
/** Days back a block (or a habit check-in, CHECK_IN_DAYS_BACK in habits/check-ins.ts) may still earn. */
export const EARN_DAYS_BACK = 7;
/** A block outside a plan checked within this long of its creation earns nothing. */
const INSTANT_CHECK_MS = 60_000;

const EARNING_KINDS = new Set(["task", "event"]);

export interface BlockFacts {
  date: string;
  startMin: number;
  endMin: number;
  kind: string;
  source: string;
  habitId: string | null;
  createdAt: Date;
}

export interface LocalNow {
  /** The user's local date, YYYY-MM-DD. */
  date: string;
  /** Minutes since the user's local midnight. */
  minutes: number;
  at: Date;
}

type BlockVerdict = "earns" | "future" | "instant" | "no-points" | "habit" | "too-old";

/** Why a check-off earned nothing (shown to the user: rewards.noReward.* in messages). */
export type NoRewardReason = "too-old" | "future" | "instant" | "no-points" | "daily-cap" | "already-earned";

/** The first day (YYYY-MM-DD) that still earns when today is `today`. */
export function earliestEarningDay(today: string): string {
  return addDays(today, -EARN_DAYS_BACK);
}

export function blockVerdict(block: BlockFacts, now: LocalNow): BlockVerdict {
  if (block.habitId) return "habit";
  if (!EARNING_KINDS.has(block.kind)) return "no-points";
  if (block.date > now.date || (block.date === now.date && block.startMin > now.minutes)) return "future";
  if (block.date < earliestEarningDay(now.date)) return "too-old";
  if (block.source !== "plan" && now.at.getTime() - block.createdAt.getTime() < INSTANT_CHECK_MS) return "instant";
  return "earns";
}

export function blockPoints(minutes: number): Points {
  const m = Math.max(0, Math.round(minutes));
  return { xp: Math.max(1, Math.floor(m / 5)), coins: Math.floor(m / 15) };
}

export function habitPoints(streak: number): Points {
  const s = Math.max(0, Math.min(HABIT_STREAK_BONUS_LIMIT, Math.floor(streak)));
  return { xp: 10 + 2 * s, coins: 5 + Math.floor(s / 2) };
}

/** What is left of `wanted` under a daily cap, given what was already earned that day. */
export function capped(wanted: Points, earnedToday: Points, cap: Points): Points {
  return {
    xp: Math.max(0, Math.min(wanted.xp, cap.xp - earnedToday.xp)),
    coins: Math.max(0, Math.min(wanted.coins, cap.coins - earnedToday.coins)),
  };
}

/** A day is complete when it has enough earning blocks and every one is done. */
export function dayComplete(blocks: { kind: string; done: boolean }[]): boolean {
  const work = blocks.filter((b) => EARNING_KINDS.has(b.kind) || b.kind === "habit");
  return work.length >= FULL_DAY_MIN_BLOCKS && work.every((b) => b.done);
}
