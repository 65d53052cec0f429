/** The takeaways say only what the numbers support. */
import { buildDays } from "./sections/days";
import { computeTotals } from "./sections/totals";
import {
  byKindTakeaways,
  correlationTakeaways,
  heatmapTakeaways,
  moodTakeaways,
  plannedVsDoneTakeaways,
} from "./takeaways";

describe("takeaways", () => {
  test("no plan, no claim", () => {
    const days = buildDays("2026-01-01", "2026-01-07", [], new Set(), []);
    const totals = computeTotals(days, 0, "2026-01-07");
    expect(plannedVsDoneTakeaways(days, totals)).toEqual([{ key: "plannedVsDone.none" }]);
    expect(moodTakeaways(days, totals)).toEqual([{ key: "mood.none" }]);
    expect(byKindTakeaways({})).toEqual([{ key: "byKind.none" }]);
    expect(heatmapTakeaways(null)).toEqual([{ key: "heatmap.none" }]);
  });

  test("the summary, best day and trend come from the days", () => {
    const blocks = ["01", "02", "03", "04", "05", "06"].map((d, i) => ({
      date: `2026-01-${d}`,
      startMin: 0,
      endMin: 100,
      kind: "task",
      done: i >= 3,
      allDay: false,
    }));
    const days = buildDays("2026-01-01", "2026-01-06", blocks, new Set(), []);
    const totals = computeTotals(days, 300, "2026-01-06");
    const sentences = plannedVsDoneTakeaways(days, totals);
    expect(sentences[0]).toMatchObject({
      key: "plannedVsDone.summary",
      params: { planned: 6, total: 6 },
      percents: { rate: 50 },
    });
    expect(sentences[1]).toMatchObject({
      key: "plannedVsDone.best",
      dates: { date: "2026-01-04" },
      percents: { rate: 100 },
    });
    expect(sentences[2]).toMatchObject({ key: "plannedVsDone.rising", percents: { first: 0, second: 100 } });
  });

  test("the top kind with its share", () => {
    expect(byKindTakeaways({ task: 300, meal: 100 })).toEqual([
      { key: "byKind.top", params: { kind: "task" }, minutes: { minutes: 300, total: 400 }, percents: { share: 75 } },
    ]);
  });

  test("correlation: not enough data, no variation, or r with its strength and direction", () => {
    expect(correlationTakeaways(null, null, 9, 14)).toEqual([
      { key: "correlation.notEnough", params: { days: 9, min: 14 } },
    ]);
    expect(correlationTakeaways({ days: 20, r: null }, null, 20, 14)[0].key).toBe("correlation.noVariation");
    const strong = correlationTakeaways({ days: 20, r: -0.62 }, { days: 20, r: 0.05 }, 20, 14);
    expect(strong.map((s) => s.key)).toEqual([
      "correlation.strongNegative",
      "correlation.meaningNegative",
      "correlation.loadNone",
      "correlation.caveat",
    ]);
    expect(strong[0]).toMatchObject({ params: { days: 20 }, numbers: { r: -0.62 } });
  });
});
