import { defaultDuration } from "./lexicon";
import { planDay } from "./plan";
import { toMinutes } from "./time";

describe("pickups, drop-offs, quick errands and a call to book something (issue 29, kind 6)", () => {
  it.each([
    "Pick up the kids",
    "Drop the kids at school",
    "School run",
    "Recoger a los niños",
    "Llevar a los niños al colegio",
    "أوصل ابني للتمرين",
    "أجيب الأولاد",
    "Pharmacy",
    "Farmacia",
    "أشتري الدواء من الصيدلية",
    "Call the dentist to book a cleaning",
    "Llamar al taller para pedir cita",
    "أتصل بالعيادة وأحجز موعد",
    "الاتصال بالعيادة لحجز موعد",
  ])("%s: 10-20 minutes when no length is written", (title) => {
    const minutes = defaultDuration(title);
    expect(minutes).toBeGreaterThanOrEqual(10);
    expect(minutes).toBeLessThanOrEqual(20);
  });

  it("keeps a written length and the usual lengths of other calls and meetings", () => {
    const plan = planDay("pick up the kids at 3:30 for 45 minutes, call the bank, meeting at 11", {
      date: "2026-11-23",
      dayStart: "08:00",
      dayEnd: "22:00",
    });
    const length = (title: string): number => {
      const b = plan.blocks.find((x) => x.title === title);
      if (!b) throw new Error(`no ${title}`);
      return toMinutes(b.end) - toMinutes(b.start);
    };
    expect(length("Pick up the kids")).toBe(45);
    expect(length("Call the bank")).toBe(30);
    expect(length("Meeting")).toBe(60);
  });
});
