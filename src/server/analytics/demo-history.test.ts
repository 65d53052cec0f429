/** The demo account's history: deterministic, 60 past days, valid rows, and a mood that follows the plan. */
import { buildDemoHistory } from "./demo-history";
import { buildDays } from "./sections/days";
import { computeMoodVsPlan } from "./sections/mood-vs-plan";

describe("buildDemoHistory", () => {
  const history = buildDemoHistory("2026-11-23");

  test("yesterday is always planned with a task left open, so the demo has something to carry over", () => {
    for (const today of ["2026-11-23", "2026-11-24", "2026-11-29", "2027-01-01", "2027-03-15"]) {
      const yesterday = new Date(Date.parse(`${today}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
      const built = buildDemoHistory(today);
      expect(built.plans.some((p) => p.date === yesterday)).toBe(true);
      expect(built.blocks.some((b) => b.date === yesterday && b.kind === "task" && !b.done)).toBe(true);
    }
  });

  test("is the same every time for the same day", () => {
    expect(buildDemoHistory("2026-11-23")).toEqual(history);
    expect(buildDemoHistory("2026-11-24")).not.toEqual(history);
  });

  test("covers the 60 days before today, never today, with valid rows", () => {
    const dates = new Set([...history.plans.map((p) => p.date), ...history.moods.map((m) => m.date)]);
    expect([...dates].every((d) => d >= "2026-09-24" && d <= "2026-11-22")).toBe(true);
    expect(history.plans.length).toBeGreaterThan(40);
    expect(history.moods.length).toBeGreaterThan(45);
    for (const b of history.blocks) {
      expect(b.startMin).toBeGreaterThanOrEqual(0);
      expect(b.endMin).toBeLessThanOrEqual(1440);
      expect(b.endMin).toBeGreaterThan(b.startMin);
    }
    for (const m of history.moods) {
      expect(m.score).toBeGreaterThanOrEqual(1);
      expect(m.score).toBeLessThanOrEqual(5);
      expect(m.energy).toBeGreaterThanOrEqual(1);
      expect(m.energy).toBeLessThanOrEqual(5);
    }
    // Some blocks done, some not; some notes and tags.
    expect(history.blocks.some((b) => b.done) && history.blocks.some((b) => !b.done)).toBe(true);
    expect(history.moods.some((m) => m.note) && history.moods.some((m) => m.tags.length > 0)).toBe(true);
  });

  test("has enough paired days for a correlation, and it comes out positive", () => {
    const days = buildDays(
      "2026-09-24",
      "2026-11-22",
      history.blocks.map((b) => ({ ...b, allDay: false })),
      new Set(history.plans.map((p) => p.date)),
      history.moods,
    );
    const result = computeMoodVsPlan(days);
    expect(result.moodVsCompletion?.days).toBeGreaterThanOrEqual(30);
    expect(result.moodVsCompletion?.r).toBeGreaterThan(0.3);
  });
});
