/** Resuming from a checkpoint gives the same strength and streaks, to the bit, as a walk from the start. */
import { dayNumber, dayString } from "@/lib/time/dates";
import { checkpointSpan, CHECKPOINT_EVERY, makeCheckpoints } from "./checkpoint";
import { habitScore, walkScore } from "./score";
import { canSkip, habitStreaks } from "./streak";
import type { DayCheck, HabitRules, HabitSchedule } from "./schemas";
import { seededRandom } from "./testing/seeded-random";

const START = "2021-03-04";

/** `days` days of check-ins with runs of kept and missed days: done, a value, or a skip where allowed. */
function history(habit: HabitRules, days: number, seed: number): Map<number, DayCheck> {
  const next = seededRandom(seed);
  const checks = new Map<number, DayCheck>();
  const start = dayNumber(habit.startDate);
  let keen = true;
  for (let d = start; d < start + days; d++) {
    if (next() < 0.015) keen = !keen;
    const r = next();
    if (r < (keen ? 0.93 : 0.2)) checks.set(d, { date: "", status: "done", value: r < 0.1 ? 3 : null });
    else if (r < 0.9 && canSkip(habit, checks, dayString(d)))
      checks.set(d, { date: "", status: "skipped", value: null });
  }
  return checks;
}

/** Only the check-ins from `first` on: what a read that resumes from a checkpoint has. */
function from(checks: Map<number, DayCheck>, first: number): Map<number, DayCheck> {
  return new Map([...checks].filter(([d]) => d >= first));
}

const schedules: HabitSchedule[] = [
  { type: "daily" },
  { type: "weekdays", days: [2, 4, 6] },
  { type: "timesPerWeek", times: 3 },
  { type: "everyNDays", n: 4 },
  { type: "everyNDays", n: 30 },
];

describe("checkpoints", () => {
  test.each(schedules.map((s) => [JSON.stringify(s), s] as const))("%s: resuming changes no figure", (_n, schedule) => {
    const habit: HabitRules = { schedule, startDate: START, targetValue: 5, skipBudget: { skips: 1, perDays: 7 } };
    const length = 5 * 365;
    const checks = history(habit, length, schedule.type.length + length);
    const last = dayNumber(START) + length - 1;
    const full: number[] = [];
    walkScore(habit, checks, last, (day, score) => (full[day] = score));
    // Made in two steps (as a read months later would), the checkpoints are the same as in one.
    const all = makeCheckpoints(habit, checks, null, last - 40);
    const early = makeCheckpoints(habit, checks, null, last - 400);
    const rest = makeCheckpoints(
      habit,
      from(checks, early.at(-1)!.day + 1 - checkpointSpan(habit)),
      early.at(-1)!,
      last - 40,
    );
    expect([...early, ...rest]).toEqual(all);
    expect(all.length).toBe(
      Math.floor((last - 40) / CHECKPOINT_EVERY) - Math.floor((dayNumber(START) - 1) / CHECKPOINT_EVERY),
    );
    for (const checkpoint of all.filter((_, i) => i % 7 === 0 || i === all.length - 1)) {
      const read = from(checks, checkpoint.day + 1 - checkpointSpan(habit));
      for (const today of [checkpoint.day + 2, checkpoint.day + 9, checkpoint.day + 40, last]) {
        const date = dayString(today);
        expect(habitScore(habit, read, date, checkpoint)).toBe(habitScore(habit, checks, date));
        expect(habitStreaks(habit, read, date, checkpoint)).toEqual(habitStreaks(habit, checks, date));
      }
      walkScore(habit, read, last, (day, score) => expect(score).toBe(full[day]), checkpoint);
    }
    // Five years in, the streaks and the best one are more than a checkpoint's spacing long somewhere.
    expect(habitStreaks(habit, checks, dayString(last)).best).toBeGreaterThan(schedule.type === "daily" ? 30 : 5);
  });

  test("a habit younger than the spacing has none; none fall before the start", () => {
    const habit: HabitRules = {
      schedule: { type: "daily" },
      startDate: dayString(10 * CHECKPOINT_EVERY + 1),
      targetValue: null,
      skipBudget: { skips: 1, perDays: 7 },
    };
    expect(makeCheckpoints(habit, new Map(), null, 11 * CHECKPOINT_EVERY - 1)).toEqual([]);
    expect(makeCheckpoints(habit, new Map(), null, 11 * CHECKPOINT_EVERY).map((c) => c.day)).toEqual([
      11 * CHECKPOINT_EVERY,
    ]);
  });
});
