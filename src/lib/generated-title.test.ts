import { planDay } from "@/server/planner/plan";
import { displayTitle, GENERATED_BREAK_TITLES } from "./generated-title";

const kindName = (kind: string): string => `<${kind}>`;

describe("displayTitle", () => {
  it("shows the planner's break names in the viewer's language", () => {
    for (const title of GENERATED_BREAK_TITLES)
      expect(displayTitle({ title, kind: "break" }, kindName)).toBe("<break>");
  });

  it("keeps titles people wrote, even a break's", () => {
    expect(displayTitle({ title: "Coffee with Ana", kind: "break" }, kindName)).toBe("Coffee with Ana");
    expect(displayTitle({ title: "Break", kind: "task" }, kindName)).toBe("Break");
    expect(displayTitle({ title: "استراحة غداء", kind: "meal" }, kindName)).toBe("استراحة غداء");
  });

  it.each([
    ["en", "report 3 hours, emails 2 hours"],
    ["es", "informe 3 horas, correos 2 horas"],
    ["ar", "التقرير ٣ ساعات، الإيميلات ساعتين"],
  ])("recognises the breaks the planner inserts into a %s day", (_lang, text) => {
    const plan = planDay(text, { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" });
    const breaks = plan.blocks.filter((b) => b.kind === "break");
    expect(breaks.length).toBeGreaterThan(0);
    for (const b of breaks) expect(displayTitle(b, kindName)).toBe("<break>");
  });
});
