/** The habits section as a pure function of the habits domain's series, and its takeaways. */
import type { HabitSeries } from "@/server/habits/analytics";
import { chartedHabits, computeHabits, habitsTakeaways, MAX_HABIT_LINES } from "./habits";

const dates = (n: number) => Array.from({ length: n }, (_, i) => `2026-05-${String(i + 1).padStart(2, "0")}`);

function habit(name: string, completions: Array<number | null>, strengths: number[], archived = false): HabitSeries {
  const days = dates(completions.length).map((date, i) => ({
    date,
    completion: completions[i],
    due: completions[i] === null ? 0 : 1,
    strength: strengths[i] ?? 0,
  }));
  const due = completions.filter((c): c is number => c !== null);
  return {
    id: name,
    name,
    color: null,
    archived,
    days,
    completionRate: due.length ? Math.round((due.reduce((s, c) => s + c, 0) / due.length) * 100) : null,
  };
}

describe("computeHabits", () => {
  test("a habit due 3 times a week counts 3/7 of a check-in a day, as its card does, never over 100%", () => {
    // Done on 3 of 7 days (every day asks 3/7): fully kept, 100%; done 6 days of 7: still 100%.
    const days = (done: number[]) =>
      dates(7).map((date, i) => ({ date, completion: done[i], due: 3 / 7, strength: 0 }));
    const week = (name: string, done: number[]): HabitSeries => ({
      id: name,
      name,
      color: null,
      archived: false,
      days: days(done),
      completionRate: null,
    });
    expect(computeHabits([week("Gym", [1, 0, 1, 0, 1, 0, 0])]).habits.completionRate).toBe(100);
    expect(computeHabits([week("Gym", [1, 0, 0, 0, 0, 0, 0])]).habits.completionRate).toBe(33);
    expect(computeHabits([week("Gym", [1, 1, 1, 1, 1, 1, 0])]).habits.completionRate).toBe(100);
    expect(computeHabits([week("Gym", [1, 0, 0, 0, 0, 0, 0])]).habits.list[0].dueDays).toBe(3);
  });

  test("the 7-day rate counts due check-ins of all habits, partial values as their share; not-due days are gaps", () => {
    const a = habit("A", [1, 1, null, 0, 1, 1, 1, 0, 0], [10, 20, 20, 15, 25, 35, 45, 40, 35]);
    const b = habit("B", [null, 0.5, 1, null, null, null, null, null, null], [0, 5, 15, 15, 15, 15, 15, 15, 15]);
    const { habits } = computeHabits([a, b]);
    // Day 1: 1/1. Day 2: (1+1+0.5)/3. Day 3: (2.5+1)/4. Day 8: days 2..8, A (1,null,0,1,1,1,0: 4 of 6) and B (0.5, 1: 1.5 of 2) = 5.5/8.
    expect(habits.days.map((d) => d.completionRate7d)).toEqual([100, 83, 88, 70, 75, 79, 81, 69, 57]);
    expect(habits.days[2].strength).toEqual([20, 15]);
    expect(habits.completionRate).toBe(65); // (5 + 1.5) / 10
    expect(habits.list.map((h) => [h.name, h.dueDays, h.strengthStart, h.strengthEnd])).toEqual([
      ["A", 8, 10, 35],
      ["B", 2, 0, 15],
    ]);
  });

  test("a day with nothing due anywhere has no rate, and an archived habit never due in the range is left out", () => {
    const { habits } = computeHabits([habit("Old", [null, null], [0, 0], true), habit("New", [null, null], [0, 0])]);
    expect(habits.list.map((h) => h.name)).toEqual(["New"]);
    expect(habits.days.map((d) => d.completionRate7d)).toEqual([null, null]);
    expect(habits.completionRate).toBeNull();
  });

  test("the chart draws the strongest habits, at most MAX_HABIT_LINES", () => {
    const many = Array.from({ length: MAX_HABIT_LINES + 2 }, (_, i) => habit(`H${i}`, [1], [i * 10]));
    const { habits } = computeHabits(many);
    expect(chartedHabits(habits.list)).toEqual(
      Array.from({ length: MAX_HABIT_LINES }, (_, i) => MAX_HABIT_LINES + 1 - i),
    );
  });
});

describe("habitsTakeaways", () => {
  test("no habits, nothing due, then a summary with the most and least consistent and the biggest strength change", () => {
    expect(habitsTakeaways(computeHabits([]).habits)).toEqual([{ key: "habits.none" }]);
    expect(habitsTakeaways(computeHabits([habit("A", [null], [0])]).habits)).toEqual([
      { key: "habits.noneDue", params: { count: 1 } },
    ]);
    const s = habitsTakeaways(
      computeHabits([habit("Read", [1, 1, 1, 1], [10, 20, 30, 40]), habit("Run", [0, 1, 0, 0], [30, 35, 30, 28])])
        .habits,
    );
    expect(s).toEqual([
      { key: "habits.summary", params: { count: 2 }, percents: { rate: 63 } },
      { key: "habits.best", params: { best: "Read", worst: "Run" }, percents: { bestRate: 100, worstRate: 25 } },
      { key: "habits.rose", params: { name: "Read" }, percents: { from: 10, to: 40 } },
    ]);
  });

  test("a falling or a steady strength says so", () => {
    expect(habitsTakeaways(computeHabits([habit("Run", [1, 0], [50, 30])]).habits)[1]).toEqual({
      key: "habits.fell",
      params: { name: "Run" },
      percents: { from: 50, to: 30 },
    });
    expect(habitsTakeaways(computeHabits([habit("Run", [1, 1], [50, 53])]).habits)[1]).toEqual({
      key: "habits.steady",
      params: { points: 5 },
    });
  });
});
