import { planDay } from "./plan";

// A Monday, the corpus's day.
const DAY = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };
const mealsOf = (text: string) =>
  planDay(text, DAY)
    .blocks.filter((b) => b.kind === "meal")
    .map((b) => b.title);

describe("a meal that is also a meeting is that meal (issue 29, kinds 6 and 9)", () => {
  it("a lunch meeting at lunchtime keeps the plan from adding another lunch", () => {
    expect(mealsOf("12:30 lunch meeting downtown (1.5h)\nemails 1h\nreport 2h")).toEqual([]);
    // (Preparing for it at 10 is no lunch: the lunch is still added.)
    expect(mealsOf("emails 1h\nlunch meeting prep 30 min\nreport 2h\nwork 9-5")).toEqual(["Lunch"]);
  });

  it("a dinner meeting at 7 is in the evening and is the day's dinner", () => {
    const plan = planDay("dinner meeting at 7\nreport 2h\ngym 5-6", DAY);
    expect(plan.blocks.find((b) => b.title === "Dinner meeting")?.start).toBe("19:00");
    expect(plan.blocks.some((b) => b.title === "Dinner")).toBe(false);
  });
});
