import { planDay } from "@/server/planner/plan";
import { displayTitle, GENERATED_BREAK_TITLES } from "./generated-title";

const kindName = (kind: string): string => `<${kind}>`;

describe("displayTitle", () => {
  it("shows the planner's break names in the viewer's language", () => {
    for (const title of GENERATED_BREAK_TITLES)
      expect(displayTitle({ title, kind: "break" }, kindName)).toBe("<break>");
  });

  it("shows the meals a long day keeps in the viewer's language", () => {
    const plan = planDay("report 3 hours, emails 2 hours, slides 2 hours, gym in the evening", {
      date: "2026-11-23",
      dayStart: "08:00",
      dayEnd: "22:00",
    });
    const lunch = plan.blocks.find((b) => b.kind === "meal");
    expect(lunch).toMatchObject({ title: "Lunch", kind: "meal" });
    expect(displayTitle(lunch as { title: string; kind: string }, kindName)).toBe("<lunch>");
    expect(displayTitle({ title: "Cena", kind: "meal" }, kindName)).toBe("<dinner>");
    expect(displayTitle({ title: "Dinner with Ana", kind: "meal" }, kindName)).toBe("Dinner with Ana");
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
