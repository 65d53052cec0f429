import { saysDayOff } from "./day-off";
import { planDay } from "./plan";
import type { PlanOptions } from "./types";

const WORKDAY: PlanOptions = {
  date: "2026-11-30",
  dayStart: "08:00",
  dayEnd: "22:00",
  workStart: "09:00",
  workEnd: "17:00",
};
const WORK_REASONS = new Set(["work-hours", "work-hours-full", "after-work-hours"]);

describe("a day off said in the text lifts the usual work hours (issue 29, kind 4)", () => {
  it.each([
    "day off today 😴\n- food shop 1h\n- tidy the garage 2h\n- ring mum",
    "annual leave 🌴\n- dentist 11am\n- paint the fence 2h",
    "hoy libro\n- hacer la compra 1h\n- limpiar el garaje 2h",
    "día libre!! \n- ir al banco\n- pintar la valla 2h",
    "اليوم راحة\n- أروح السوق ساعة\n- أرتب المطبخ",
  ])("%s: nothing is placed by the work hours", (text) => {
    const plan = planDay(text, WORKDAY);
    expect(plan.blocks.length).toBeGreaterThan(0);
    for (const b of plan.blocks) expect(WORK_REASONS.has(b.reason?.code ?? "")).toBe(false);
    // The errand the work hours pushed to the evening is in the day again.
    const errand = plan.blocks.find((b) => /compra|food shop|banco|السوق/iu.test(b.title));
    if (errand) expect(errand.start < "17:00").toBe(true);
  });

  it.each([
    "tomorrow off!\n- report 2h\n- emails",
    "mañana libre 🙌\n- informe 2h\n- correos",
    "بكرة إجازة\n- التقرير ساعتين\n- الإيميلات",
    "report 2h, emails, then my day off starts",
  ])("%s: another day's (or a later) day off keeps today's work hours", (text) => {
    expect(saysDayOff(text)).toBe(false);
    const plan = planDay(text, WORKDAY);
    expect(plan.blocks.some((b) => WORK_REASONS.has(b.reason?.code ?? ""))).toBe(true);
  });
});
