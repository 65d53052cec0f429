/** The warm-up bound: a walk started scoreWarmUpDays before a day agrees with the full walk from then on. */
import { dayNumber, dayString } from "@/lib/time/dates";
import { scoreWarmUpDays, walkScore, WARM_UP_EPSILON } from "./score";
import { canSkip } from "./streak";
import type { DayCheck, HabitRules, HabitSchedule } from "./schemas";
import { seededRandom } from "./testing/seeded-random";

const START = "2020-01-06";

/** `days` days of check-ins: done, a value, or a skip where the budget allows one. */
function history(habit: HabitRules, days: number, seed: number): Map<number, DayCheck> {
  const next = seededRandom(seed);
  const checks = new Map<number, DayCheck>();
  const start = dayNumber(habit.startDate);
  for (let d = start; d < start + days; d++) {
    const r = next();
    if (r < 0.45) checks.set(d, { date: "", status: "done", value: null });
    else if (r < 0.55) checks.set(d, { date: "", status: "done", value: 3 });
    else if (r < 0.75 && canSkip(habit, checks, dayString(d)))
      checks.set(d, { date: "", status: "skipped", value: null });
  }
  return checks;
}

const schedules: HabitSchedule[] = [
  { type: "daily" },
  { type: "weekdays", days: [1, 3, 5] },
  { type: "timesPerWeek", times: 3 },
  { type: "everyNDays", n: 30 },
];

describe("scoreWarmUpDays", () => {
  test.each(schedules.map((s) => [JSON.stringify(s), s] as const))(
    "%s: a late start reaches the full walk",
    (_name, schedule) => {
      const habit: HabitRules = { schedule, startDate: START, targetValue: 5, skipBudget: { skips: 2, perDays: 7 } };
      const warmUp = scoreWarmUpDays(habit);
      expect(warmUp).not.toBeNull();
      const length = (warmUp ?? 0) + 200;
      const checks = history(habit, length, schedule.type.length);
      const full: number[] = [];
      const last = dayNumber(START) + length - 1;
      walkScore(habit, checks, last, (day, score) => (full[day] = score));
      const from = last - 150;
      const late = { ...habit, startDate: dayString(from - (warmUp ?? 0)) };
      walkScore(late, checks, last, (day, score) => {
        if (day >= from) expect(Math.abs(score - full[day])).toBeLessThanOrEqual(WARM_UP_EPSILON);
      });
    },
  );

  test("a daily habit needs under a year; a budget that allows skipping every day has no bound", () => {
    const daily: HabitRules = {
      schedule: { type: "daily" },
      startDate: START,
      targetValue: null,
      skipBudget: { skips: 1, perDays: 7 },
    };
    expect(scoreWarmUpDays(daily)).toBeLessThan(365);
    expect(scoreWarmUpDays({ ...daily, skipBudget: { skips: 7, perDays: 7 } })).toBeNull();
    // Once a week, with a skip a week allowed: every due day may be a skip, so the walk starts at the start.
    expect(scoreWarmUpDays({ ...daily, schedule: { type: "weekdays", days: [1] } })).toBeNull();
  });
});
