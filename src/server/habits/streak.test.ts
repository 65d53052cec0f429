/** Streaks with skips and the skip budget, against sequences worked out by hand. */
import { dayNumber } from "@/lib/time/dates";
import type { DayCheck, HabitRules, HabitSchedule } from "./schemas";
import { completionRate, heatmap } from "./stats";
import { canSkip, habitStreaks, skipsLeft } from "./streak";

const START = "2026-11-02"; // a Monday
const rules = (schedule: HabitSchedule, skipBudget = { skips: 1, perDays: 7 }): HabitRules => ({
  schedule,
  startDate: START,
  targetValue: null,
  skipBudget,
});
function checks(pattern: string): Map<number, DayCheck> {
  const map = new Map<number, DayCheck>();
  [...pattern].forEach((ch, i) => {
    if (ch === "d" || ch === "s")
      map.set(dayNumber(START) + i, { date: "", status: ch === "d" ? "done" : "skipped", value: null });
  });
  return map;
}
const day = (n: number) => new Date(Date.UTC(2026, 10, 2 + n)).toISOString().slice(0, 10);

describe("streaks", () => {
  test("daily: consecutive days done; today still open does not break it", () => {
    expect(habitStreaks(rules({ type: "daily" }), checks("ddd"), day(2))).toEqual({ current: 3, best: 3 });
    expect(habitStreaks(rules({ type: "daily" }), checks("ddd"), day(3))).toEqual({ current: 3, best: 3 });
    expect(habitStreaks(rules({ type: "daily" }), checks("ddd"), day(4))).toEqual({ current: 0, best: 3 });
  });

  test("a skip inside the budget keeps the streak (without adding to it)", () => {
    expect(habitStreaks(rules({ type: "daily" }), checks("ddsdd"), day(4))).toEqual({ current: 4, best: 4 });
    // a missed day breaks it
    expect(habitStreaks(rules({ type: "daily" }), checks("dd.dd"), day(4))).toEqual({ current: 2, best: 2 });
  });

  test("weekdays: only chosen days count", () => {
    // Mon, Wed, Fri; done on all three in two weeks except nothing on other days
    expect(habitStreaks(rules({ type: "weekdays", days: [1, 3, 5] }), checks("d.d.d..d.d"), day(9))).toEqual({
      current: 5,
      best: 5,
    });
    // missed the second Monday
    expect(habitStreaks(rules({ type: "weekdays", days: [1, 3, 5] }), checks("d.d.d....d"), day(9))).toEqual({
      current: 1,
      best: 3,
    });
  });

  test("3 times a week counts weeks with 3 check-ins", () => {
    const h = rules({ type: "timesPerWeek", times: 3 });
    // week 1: 3 done; week 2: 2 done + 1 skip; week 3 (in progress): 1 done
    expect(habitStreaks(h, checks("d.d.d..dsd.....d"), day(15))).toEqual({ current: 2, best: 2 });
    // week 2 only 2: broken
    expect(habitStreaks(h, checks("d.d.d..d.d.....d"), day(15))).toEqual({ current: 0, best: 1 });
  });

  test("every 3 days: one check-in per block of 3 days", () => {
    expect(habitStreaks(rules({ type: "everyNDays", n: 3 }), checks("d...d..d."), day(8))).toEqual({
      current: 3,
      best: 3,
    });
    expect(habitStreaks(rules({ type: "everyNDays", n: 3 }), checks("d.....d.."), day(8))).toEqual({
      current: 1,
      best: 1,
    });
  });
});

describe("skip budget", () => {
  test("one skip per 7 days by default", () => {
    const h = rules({ type: "daily" });
    expect(skipsLeft(h, checks("ddd"), day(2))).toBe(1);
    expect(skipsLeft(h, checks("dsd"), day(2))).toBe(0);
    expect(canSkip(h, checks("dsd"), day(3))).toBe(false);
    // 7 days after the skip the budget is back
    expect(skipsLeft(h, checks("ds"), day(8))).toBe(1);
    expect(canSkip(h, checks("ds"), day(8))).toBe(true);
    expect(canSkip(h, checks("ds"), day(7))).toBe(false);
  });

  test("a skip in the past must not push a later window over the budget", () => {
    const h = rules({ type: "daily" });
    // a skip on day 6; skipping day 1 would put two skips into the window days 1..7
    expect(canSkip(h, checks("......s"), day(1))).toBe(false);
    expect(canSkip(h, checks("......s"), day(13))).toBe(true);
  });

  test("configurable: 2 skips per 5 days; 0 skips means none", () => {
    const h = rules({ type: "daily" }, { skips: 2, perDays: 5 });
    expect(skipsLeft(h, checks("s"), day(0))).toBe(1);
    expect(canSkip(h, checks("s"), day(1))).toBe(true);
    expect(canSkip(h, checks("ss"), day(2))).toBe(false);
    expect(canSkip(rules({ type: "daily" }, { skips: 0, perDays: 7 }), checks(""), day(0))).toBe(false);
  });
});

describe("completion and heatmap", () => {
  test("completion rate over the due days since the start", () => {
    expect(completionRate(rules({ type: "daily" }), checks("dd.d"), day(3), 30)).toBe(75);
    // skipped days are not due
    expect(completionRate(rules({ type: "daily" }), checks("ddsd"), day(3), 30)).toBe(100);
    // 3 a week: 3 done in 7 days = 100
    expect(completionRate(rules({ type: "timesPerWeek", times: 3 }), checks("d.d.d.."), day(7), 30)).toBe(100);
    expect(completionRate(rules({ type: "daily" }), checks(""), day(0), 30)).toBeNull();
  });

  test("heatmap cells", () => {
    const h = heatmap(rules({ type: "daily" }), checks("ds."), day(2), 5);
    expect(h).toEqual({ from: day(-2), cells: "--230" });
  });
});
