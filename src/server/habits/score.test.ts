/** Habit strength pinned against sequences computed by hand with Loop's formula. */
import { dayNumber } from "@/lib/time/dates";
import { habitScore, multiplier, strengthPercent } from "./score";
import type { DayCheck, HabitRules, HabitSchedule } from "./schemas";

const START = "2026-11-02"; // a Monday

function rules(schedule: HabitSchedule, targetValue: number | null = null): HabitRules {
  return { schedule, startDate: START, targetValue, skipBudget: { skips: 1, perDays: 7 } };
}

/** "d" done, "s" skipped, "." nothing, a digit: a value; one character per day from START. */
function checks(pattern: string): Map<number, DayCheck> {
  const map = new Map<number, DayCheck>();
  const start = dayNumber(START);
  [...pattern].forEach((ch, i) => {
    if (ch === "d") map.set(start + i, { date: "", status: "done", value: null });
    else if (ch === "s") map.set(start + i, { date: "", status: "skipped", value: null });
    else if (/\d/.test(ch)) map.set(start + i, { date: "", status: "done", value: Number(ch) });
  });
  return map;
}

const dayAfter = (n: number) => new Date(Date.UTC(2026, 10, 2 + n)).toISOString().slice(0, 10);

describe("habit strength (Loop's score)", () => {
  const m1 = Math.pow(0.5, 1 / 13); // daily: f = 1
  test("the multiplier for a daily habit is 0.5^(1/13) = 0.94807", () => {
    expect(multiplier(1)).toBeCloseTo(0.948078, 6);
  });

  test("a daily habit done three days in a row: 1 - m^3", () => {
    // today = day 2, checked
    expect(habitScore(rules({ type: "daily" }), checks("ddd"), dayAfter(2))).toBeCloseTo(1 - m1 ** 3, 10);
    expect(strengthPercent(1 - m1 ** 3)).toBe(15);
  });

  test("one missed day dents the score and does not reset it", () => {
    // done, missed, done: ((1-m)·m)·m + (1-m)
    const expected = (1 - m1) * m1 * m1 + (1 - m1);
    const score = habitScore(rules({ type: "daily" }), checks("d.d"), dayAfter(2));
    expect(score).toBeCloseTo(expected, 10);
    expect(score).toBeGreaterThan(0.09);
    // Thirty days done then one missed: 0.948 of what it was, far from zero.
    const thirty = habitScore(rules({ type: "daily" }), checks("d".repeat(30)), dayAfter(29));
    const missed = habitScore(rules({ type: "daily" }), checks("d".repeat(30) + "."), dayAfter(31));
    expect(missed).toBeCloseTo(thirty * m1, 10);
  });

  test("today without a check-in does not count yet; yesterday does", () => {
    expect(habitScore(rules({ type: "daily" }), checks("dd"), dayAfter(2))).toBeCloseTo(1 - m1 ** 2, 10);
  });

  test("a skipped day leaves the score as it was", () => {
    expect(habitScore(rules({ type: "daily" }), checks("dsd"), dayAfter(2))).toBeCloseTo(1 - m1 ** 2, 10);
  });

  test("3 times a week: each day counts the share of 3 done in the last 7 days, with f = 3/7", () => {
    const m = Math.pow(0.5, Math.sqrt(3 / 7) / 13);
    expect(m).toBeCloseTo(0.965697, 5);
    // Mon done, Tue -, Wed done: checks 1/3, 1/3, 2/3
    let s = 0;
    for (const c of [1 / 3, 1 / 3, 2 / 3]) s = s * m + c * (1 - m);
    expect(habitScore(rules({ type: "timesPerWeek", times: 3 }), checks("d.d"), dayAfter(2))).toBeCloseTo(s, 10);
    // A full week done Mon/Wed/Fri: 1/3 1/3 2/3 2/3 1 1 1, then the next Monday (nothing) the Monday drops out: 2/3
    s = 0;
    for (const c of [1 / 3, 1 / 3, 2 / 3, 2 / 3, 1, 1, 1, 2 / 3]) s = s * m + c * (1 - m);
    expect(habitScore(rules({ type: "timesPerWeek", times: 3 }), checks("d.d.d..."), dayAfter(8))).toBeCloseTo(s, 10);
  });

  test("chosen weekdays: only those days move the score", () => {
    const m = Math.pow(0.5, Math.sqrt(2 / 7) / 13);
    // Monday and Thursday; Mon done, Thu missed, next Mon done (others ignored)
    const expected = (1 - m) * m * m + (1 - m);
    expect(habitScore(rules({ type: "weekdays", days: [1, 4] }), checks("d......d"), dayAfter(7))).toBeCloseTo(
      expected,
      10,
    );
  });

  test("every 2 days: a rolling window of 2 days, f = 1/2", () => {
    const m = Math.pow(0.5, Math.sqrt(0.5) / 13);
    // done, -, -, done: checks 1, 1, 0, 1
    let s = 0;
    for (const c of [1, 1, 0, 1]) s = s * m + c * (1 - m);
    expect(habitScore(rules({ type: "everyNDays", n: 2 }), checks("d..d"), dayAfter(3))).toBeCloseTo(s, 10);
  });

  test("a value towards a target counts as its share of the target", () => {
    // target 8: 4 glasses then 8 glasses
    const expected = 0.5 * (1 - m1) * m1 + (1 - m1);
    expect(habitScore(rules({ type: "daily" }, 8), checks("48"), dayAfter(1))).toBeCloseTo(expected, 10);
  });

  test("converges towards 100 and never exceeds it", () => {
    const s = habitScore(rules({ type: "daily" }), checks("d".repeat(400)), dayAfter(399));
    expect(strengthPercent(s)).toBe(100);
    expect(s).toBeLessThanOrEqual(1);
  });
});
