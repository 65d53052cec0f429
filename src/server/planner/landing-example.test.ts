import en from "../../../messages/en.json";
import es from "../../../messages/es.json";
import ar from "../../../messages/ar.json";
import { LANDING_EXAMPLE_OPTIONS, LANDING_EXAMPLE_TEXT, landingExampleBlocks } from "./landing-example";
import { planDay } from "./plan";

describe("the landing page's example plan", () => {
  it("runs the planner on the very sentence the landing shows", () => {
    expect(en.landing.example.input).toBe(LANDING_EXAMPLE_TEXT);
  });

  it("is the day the issue asks for: lunch with Sam kept, work inside work hours, a break, gym after work, Mom in the evening", () => {
    expect(landingExampleBlocks().map((b) => `${b.start}-${b.end} ${b.key} ${b.plannerKind}`)).toEqual([
      "09:30-09:45 standup event",
      "09:45-11:15 report task",
      "11:15-11:30 break break",
      "11:30-12:00 emails task",
      "12:30-13:30 lunch meal",
      "13:30-14:30 review task",
      "17:00-18:00 gym habit",
      "18:00-18:30 call task",
    ]);
  });

  it("is what the command line and the dashboard get for the same text and options", () => {
    const direct = planDay(LANDING_EXAMPLE_TEXT, LANDING_EXAMPLE_OPTIONS).blocks.map((b) => [b.start, b.end]);
    expect(landingExampleBlocks().map((b) => [b.start, b.end])).toEqual(direct);
    // Another date gives the same day (nothing depends on the calendar date).
    const other = planDay(LANDING_EXAMPLE_TEXT, { ...LANDING_EXAMPLE_OPTIONS, date: "2026-11-24" }).blocks.map((b) => [
      b.start,
      b.end,
    ]);
    expect(other).toEqual(direct);
  });

  it("has words for every block in every language", () => {
    for (const messages of [en, es, ar]) {
      const blocks: Record<string, string> = messages.landing.example.blocks;
      const kinds: Record<string, string> = messages.landing.example.kinds;
      for (const b of landingExampleBlocks()) {
        expect(blocks[b.key]).toBeTruthy();
        expect(kinds[b.kind]).toBeTruthy();
      }
    }
  });
});
