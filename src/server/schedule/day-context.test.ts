import { isoWeekday } from "@/lib/time/dates";
import { isWorkDay, dayContext, greetingFor } from "./day-context";

const prefs = {
  timezone: "UTC",
  wakeTime: "07:00",
  bedTime: "22:00",
  workStart: "09:00",
  workEnd: "17:00",
  focusTime: "morning" as const,
};

describe("the user's day", () => {
  test("the greeting: morning before 12, afternoon until 18, evening after", () => {
    expect([0, 6, 11, 12, 17, 18, 23].map(greetingFor)).toEqual([
      "morning",
      "morning",
      "morning",
      "afternoon",
      "afternoon",
      "evening",
      "evening",
    ]);
  });

  test("today plans from now; other days do not; a bed time after midnight ends the window at 24:00", () => {
    const at = new Date("2026-11-23T10:12:00Z");
    const today = dayContext(prefs, "2026-11-23", "en", at);
    expect(today.relation).toBe("today");
    expect(today.options).toEqual({
      date: "2026-11-23",
      dayStart: "07:00",
      dayEnd: "22:00",
      locale: "en",
      workStart: "09:00",
      workEnd: "17:00",
      focusPreference: "morning",
      now: "10:12",
    });
    expect(dayContext(prefs, "2026-11-24", "es", at)).toMatchObject({
      relation: "future",
      replanNow: "00:00",
      options: { locale: "es" },
    });
    expect(dayContext(prefs, "2026-11-24", "es", at).options.now).toBeUndefined();
    expect(dayContext(prefs, "2026-11-22", "ar", at)).toMatchObject({
      relation: "past",
      replanNow: "24:00",
      options: { locale: "en" },
    });
    expect(
      dayContext({ ...prefs, bedTime: "00:30", focusTime: null as never }, "2026-11-24", "en", at).options,
    ).toMatchObject({ dayStart: "07:00", dayEnd: "24:00" });
    expect(dayContext({ ...prefs, wakeTime: "junk" }, "2026-11-24", "en", at).options.dayStart).toBe("07:00");
  });

  test("work hours apply on work days only: Monday to Friday unless the user chose others", () => {
    const at = new Date("2026-11-23T10:00:00Z");
    expect(isoWeekday("2026-11-23")).toBe(1); // a Monday
    expect(isoWeekday("2026-11-29")).toBe(7); // a Sunday
    expect(dayContext(prefs, "2026-11-27", "en", at).options).toMatchObject({ workStart: "09:00", workEnd: "17:00" });
    const saturday = dayContext(prefs, "2026-11-28", "en", at).options;
    expect(saturday.workStart).toBeUndefined();
    expect(saturday.workEnd).toBeUndefined();
    const weekendWorker = { ...prefs, workDays: [6, 7] };
    expect(dayContext(weekendWorker, "2026-11-28", "en", at).options.workStart).toBe("09:00");
    expect(dayContext(weekendWorker, "2026-11-24", "en", at).options.workStart).toBeUndefined();
    expect(isWorkDay("2026-11-24", [])).toBe(false);
  });
});
