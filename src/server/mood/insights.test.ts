/** Day moods, month summaries and the tags that go with better and worse days. */
import { dailyMoods, monthSummaries, tagInsights } from "./insights";

describe("mood insights", () => {
  test("a day's mood is the average of its check-ins", () => {
    expect(
      dailyMoods([
        { date: "2026-01-01", score: 5, tags: [] },
        { date: "2026-01-01", score: 2, tags: [] },
        { date: "2026-01-02", score: 4, tags: [] },
      ]),
    ).toEqual(
      new Map([
        ["2026-01-01", 3.5],
        ["2026-01-02", 4],
      ]),
    );
  });

  test("tags need 3 days and a clear difference from the overall average", () => {
    const entries = [
      ...["01", "02", "03"].map((d) => ({ date: `2026-01-${d}`, score: 5, tags: ["exercise"] })),
      ...["04", "05", "06"].map((d) => ({ date: `2026-01-${d}`, score: 1, tags: ["sleep"] })),
      ...["07", "08"].map((d) => ({ date: `2026-01-${d}`, score: 5, tags: ["rare"] })),
      ...["09", "10", "11"].map((d) => ({ date: `2026-01-${d}`, score: 3, tags: ["work"] })),
    ];
    const { better, worse, overall } = tagInsights(entries);
    expect(overall).toBeCloseTo((15 + 3 + 10 + 9) / 11, 10);
    expect(better.map((b) => b.tag)).toEqual(["exercise"]);
    expect(better[0]).toMatchObject({ days: 3, average: 5 });
    // work days (3) sit clearly below the overall average (about 3.4) too.
    expect(worse.map((w) => w.tag)).toEqual(["sleep", "work"]);
    expect(tagInsights([])).toEqual({ better: [], worse: [], overall: null });
  });

  test("month summaries cover every month of the range, empty ones included", () => {
    const days = new Map([
      ["2025-12-31", 4],
      ["2026-02-01", 2],
      ["2026-02-02", 3],
    ]);
    expect(monthSummaries(days, "2025-12-15", "2026-02-10")).toEqual([
      { month: "2025-12", days: 1, average: 4 },
      { month: "2026-01", days: 0, average: null },
      { month: "2026-02", days: 2, average: 2.5 },
    ]);
  });
});
