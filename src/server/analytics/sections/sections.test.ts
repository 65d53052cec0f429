/** The analytics sections as pure functions of rows: day bucketing, time use, mood vs plan, totals. */
import type { BlockFact } from "../math";
import { pearson } from "../math";
import { buildDays } from "./days";
import { computeMoodVsPlan, MIN_CORRELATION_DAYS } from "./mood-vs-plan";
import { computeTimeUse } from "./time-use";
import { computeTotals } from "./totals";

const block = (date: string, start: number, end: number, kind = "task", done = false, allDay = false): BlockFact => ({
  date,
  startMin: start,
  endMin: end,
  kind,
  done,
  allDay,
});

describe("buildDays", () => {
  test("a block just before midnight belongs to its wall-clock date, not the next day", () => {
    const days = buildDays(
      "2026-03-07",
      "2026-03-09",
      [block("2026-03-08", 23 * 60 + 30, 23 * 60 + 59, "task", true)],
      new Set(),
      [],
    );
    expect(days.map((d) => [d.date, d.plannedMinutes, d.doneMinutes])).toEqual([
      ["2026-03-07", 0, 0],
      ["2026-03-08", 29, 29],
      ["2026-03-09", 0, 0],
    ]);
    expect(days[1].completionRate).toBe(1);
  });

  test("days without a plan have no completion rate; a plans row alone makes a planned day", () => {
    const days = buildDays(
      "2026-01-01",
      "2026-01-03",
      [block("2026-01-01", 540, 600, "task", true), block("2026-01-01", 600, 660)],
      new Set(["2026-01-02"]),
      [],
    );
    expect(days[0]).toMatchObject({
      hasPlan: true,
      plannedMinutes: 120,
      doneMinutes: 60,
      completionRate: 0.5,
      blocksPlanned: 2,
      blocksDone: 1,
    });
    expect(days[1]).toMatchObject({ hasPlan: true, plannedMinutes: 0, completionRate: null });
    expect(days[2]).toMatchObject({ hasPlan: false, plannedMinutes: 0, completionRate: null });
  });

  test("breaks and all-day blocks are left out of planned and done minutes", () => {
    const days = buildDays(
      "2026-01-01",
      "2026-01-01",
      [
        block("2026-01-01", 540, 600, "task", true),
        block("2026-01-01", 600, 615, "break", true),
        block("2026-01-01", 0, 1440, "event", true, true),
      ],
      new Set(),
      [],
    );
    expect(days[0]).toMatchObject({ hasPlan: true, plannedMinutes: 60, doneMinutes: 60, blocksPlanned: 1 });
  });

  test("the day's mood is the average of its check-ins; energy averages the ones that have it", () => {
    const days = buildDays("2026-01-01", "2026-01-02", [], new Set(), [
      { date: "2026-01-01", score: 5, energy: 4 },
      { date: "2026-01-01", score: 2, energy: null },
      { date: "2026-01-05", score: 1, energy: 1 },
    ]);
    expect(days[0]).toMatchObject({ mood: 3.5, energy: 4, moodEntries: 2 });
    expect(days[1]).toMatchObject({ mood: null, energy: null, moodEntries: 0 });
  });

  test("the 7-day completion trend weighs minutes over the planned days of the window", () => {
    const blocks = [
      block("2026-01-01", 0, 100, "task", true),
      block("2026-01-02", 0, 100),
      block("2026-01-09", 0, 100, "task", true),
    ];
    const days = buildDays("2026-01-01", "2026-01-09", blocks, new Set(), []);
    expect(days[0].completionRate7d).toBe(1);
    expect(days[1].completionRate7d).toBe(0.5);
    expect(days[6].completionRate7d).toBe(0.5);
    // On the 8th, the 1st has left the window; the 2nd (0 %) is still in it.
    expect(days[7].completionRate7d).toBe(0);
    // On the 9th only the 9th itself is planned in its window (3rd..9th).
    expect(days[8].completionRate7d).toBe(1);
  });
});

describe("computeTimeUse", () => {
  test("done minutes by kind, focus (task) minutes by part of day and weekday x hour", () => {
    const use = computeTimeUse([
      block("2026-11-23", 9 * 60 + 30, 11 * 60, "task", true), // Monday
      block("2026-11-23", 12 * 60 + 30, 13 * 60 + 15, "meal", true),
      block("2026-11-24", 14 * 60, 15 * 60, "task", false),
      block("2026-11-24", 11 * 60, 11 * 60 + 15, "break", true),
      block("2026-11-25", 21 * 60 + 30, 22 * 60 + 30, "task", true), // Wednesday, across 22:00
    ]);
    expect(use.byKind).toEqual({ task: 150, meal: 45 });
    expect(use.partOfDay).toEqual({ morning: 90, afternoon: 0, evening: 30, night: 30 });
    expect(use.heatmap).toEqual([
      { weekday: 0, hour: 9, minutes: 30 },
      { weekday: 0, hour: 10, minutes: 60 },
      { weekday: 2, hour: 21, minutes: 30 },
      { weekday: 2, hour: 22, minutes: 30 },
    ]);
    expect(use.bestHour).toEqual({ weekday: 0, hour: 10, minutes: 60 });
  });
});

describe("computeMoodVsPlan", () => {
  function history(n: number) {
    const blocks: BlockFact[] = [];
    const moods = [];
    for (let i = 0; i < n; i++) {
      const date = `2026-01-${String(i + 1).padStart(2, "0")}`;
      const done = (i * 37) % 100;
      blocks.push(block(date, 0, 100, "task", false));
      if (done > 0) blocks.push(block(date, 100, 100 + done, "task", true));
      moods.push({ date, score: 1 + ((i * 7) % 5), energy: null });
    }
    return buildDays("2026-01-01", "2026-01-31", blocks, new Set(), moods);
  }

  test(`below ${MIN_CORRELATION_DAYS} days with both there is no number, only the count`, () => {
    const result = computeMoodVsPlan(history(13));
    expect(result).toMatchObject({ moodVsCompletion: null, moodVsLoad: null, pairedDays: 13 });
  });

  test("from 14 days, r is Pearson's r of the day's mood and completion, computed independently here", () => {
    const days = history(20);
    const result = computeMoodVsPlan(days);
    const paired = days.filter((d) => d.mood !== null && d.completionRate !== null);
    expect(result.moodVsCompletion?.days).toBe(20);
    // Independent: completion = done / (100 + done) for each day.
    const xs = Array.from({ length: 20 }, (_, i) => 1 + ((i * 7) % 5));
    const ys = Array.from({ length: 20 }, (_, i) => {
      const d = (i * 37) % 100;
      return d / (100 + d);
    });
    expect(result.moodVsCompletion?.r).toBeCloseTo(pearson(xs, ys)!, 12);
    expect(result.moodVsLoad?.r).toBeCloseTo(
      pearson(
        paired.map((d) => d.mood!),
        paired.map((d) => d.plannedMinutes),
      )!,
      12,
    );
  });
});

describe("computeTotals", () => {
  test("counts planned days, done blocks and streaks up to today only", () => {
    const days = buildDays(
      "2026-01-01",
      "2026-01-06",
      [
        block("2026-01-01", 0, 60, "task", true),
        block("2026-01-03", 0, 60, "task", true),
        block("2026-01-04", 0, 60, "task", true),
        block("2026-01-05", 0, 60),
        block("2026-01-06", 0, 60, "task", true),
      ],
      new Set(),
      [{ date: "2026-01-03", score: 4, energy: 2 }],
    );
    const totals = computeTotals(days, 180, "2026-01-05");
    expect(totals).toMatchObject({
      daysInRange: 6,
      daysPlanned: 5,
      plannedMinutes: 300,
      doneMinutes: 240,
      completionRate: 0.8,
      blocksDone: 4,
      focusMinutes: 180,
      moodDays: 1,
      averageMood: 4,
      averageEnergy: 2,
      longestStreak: 2,
      currentStreak: 2,
    });
    // A range that ended before today has no current streak.
    expect(computeTotals(days, 0, "2026-02-01").currentStreak).toBe(0);
  });
});
