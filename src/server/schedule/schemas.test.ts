import { fromMinutes, toMinutes } from "@/lib/time/clock";
import { isGridTime, isPlanDate } from "./grid";
import { generateScheduleSchema } from "./schemas";

describe("schedule input schemas", () => {
  test("dates are real calendar dates written YYYY-MM-DD", () => {
    for (const ok of ["2026-11-23", "2028-02-29", "2000-01-01"]) expect(isPlanDate(ok)).toBe(true);
    for (const bad of ["2026-02-30", "2026-1-1", "23/11/2026", "2026-11-23T00:00", "", "1999-12-31", "2027-02-29"])
      expect(isPlanDate(bad)).toBe(false);
  });

  test("times are HH:MM on the 5-minute grid within 00:00-24:00", () => {
    for (const ok of ["00:00", "09:30", "23:55", "24:00"]) expect(isGridTime(ok)).toBe(true);
    for (const bad of ["9:30", "09:31", "24:05", "25:00", "12:60", "noon", ""]) expect(isGridTime(bad)).toBe(false);
  });

  test("POST bodies: description defaults to empty, replan to false; bad dates and types are refused with a key", () => {
    expect(generateScheduleSchema.parse({ date: "2026-11-23" })).toEqual({
      description: "",
      date: "2026-11-23",
      replan: false,
    });
    const bad = generateScheduleSchema.safeParse({ description: "x", date: "2026-13-01" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0].message).toBe("schedule.errors.invalidDate");
    expect(generateScheduleSchema.safeParse({ description: 42, date: "2026-11-23" }).error?.issues[0].message).toBe(
      "schedule.errors.invalidDescription",
    );
    expect(generateScheduleSchema.safeParse([]).success).toBe(false);
    expect(generateScheduleSchema.safeParse({ description: "x", date: "2026-11-23", replan: "yes" }).success).toBe(
      false,
    );
  });
});

describe("time arithmetic", () => {
  test("toMinutes and fromMinutes agree on every grid time", () => {
    for (let m = 0; m <= 24 * 60; m += 5) expect(toMinutes(fromMinutes(m))).toBe(m);
    expect(toMinutes("9:30")).toBe(570);
  });
});
