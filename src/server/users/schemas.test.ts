/** The onboarding rules users meet first: sensible days, valid time zones, a few short goals. */
import { isValidTimeZone, onboardingSchema, onboardingStepSchemas, toMinutes } from "./schemas";

const valid = {
  name: "Ada",
  timezone: "America/New_York",
  wakeTime: "07:00",
  bedTime: "23:00",
  workStart: "09:00",
  workEnd: "17:30",
  focusTime: "afternoon",
  goals: ["Ship the thesis"],
};

const firstIssue = (v: Record<string, unknown>) => {
  const r = onboardingSchema.safeParse({ ...valid, ...v });
  return r.success ? undefined : { path: r.error.issues[0].path.join("."), message: r.error.issues[0].message };
};

describe("onboarding schema", () => {
  test("accepts a normal day, with or without goals", () => {
    expect(onboardingSchema.safeParse(valid).success).toBe(true);
    expect(onboardingSchema.safeParse({ ...valid, goals: [] }).success).toBe(true);
  });

  test("bedtime must be later than waking up, on the same day", () => {
    expect(firstIssue({ bedTime: "07:00" })).toEqual({ path: "bedTime", message: "account.errors.bedBeforeWake" });
    expect(firstIssue({ bedTime: "01:00" })).toEqual({ path: "bedTime", message: "account.errors.bedBeforeWake" });
  });

  test("working hours run forwards and sit inside the waking day", () => {
    expect(firstIssue({ workStart: "17:00", workEnd: "09:00" })).toEqual({
      path: "workEnd",
      message: "account.errors.workEndBeforeStart",
    });
    expect(firstIssue({ workStart: "06:00" })).toEqual({ path: "workStart", message: "account.errors.workOutsideDay" });
    expect(firstIssue({ workEnd: "23:30" })).toEqual({ path: "workEnd", message: "account.errors.workOutsideDay" });
    expect(firstIssue({ workStart: "07:00", workEnd: "23:00" })).toBeUndefined();
  });

  test("times are HH:MM on a 24-hour clock", () => {
    for (const t of ["7:00", "24:00", "07:60", "noon", ""])
      expect(firstIssue({ wakeTime: t })?.message).toBe("account.errors.timeInvalid");
    expect(toMinutes("07:30")).toBe(450);
  });

  test("goals: at most five, each 1-60 characters, no duplicates", () => {
    expect(firstIssue({ goals: ["a", "b", "c", "d", "e", "f"] })?.message).toBe("account.errors.tooManyGoals");
    expect(firstIssue({ goals: ["x".repeat(61)] })?.message).toBe("account.errors.goalTooLong");
    expect(firstIssue({ goals: ["   "] })?.message).toBe("account.errors.goalEmpty");
    expect(firstIssue({ goals: ["Read", "read "] })?.message).toBe("account.errors.goalDuplicate");
    expect(onboardingSchema.parse({ ...valid, goals: ["x".repeat(60)] }).goals[0]).toHaveLength(60);
  });

  test("focus time is one of morning, afternoon, evening", () => {
    expect(firstIssue({ focusTime: undefined })?.message).toBe("account.errors.focusRequired");
    expect(firstIssue({ focusTime: "night" })?.message).toBe("account.errors.focusRequired");
  });

  test("time zones come from the runtime's list, aliases included", () => {
    for (const zone of [
      "Europe/Madrid",
      "Asia/Riyadh",
      "UTC",
      "Asia/Kolkata",
      "Asia/Calcutta",
      "America/Argentina/Buenos_Aires",
    ]) {
      expect([zone, isValidTimeZone(zone)]).toEqual([zone, true]);
    }
    for (const zone of ["Mars/Olympus", "", "Europe/Madrid; drop table", "x".repeat(80)])
      expect(isValidTimeZone(zone)).toBe(false);
    expect(firstIssue({ timezone: "Nowhere/City" })?.message).toBe("account.errors.timezoneInvalid");
  });

  test("each step can be checked on its own", () => {
    expect(onboardingStepSchemas.name.safeParse({ name: " " }).success).toBe(false);
    expect(onboardingStepSchemas.day.safeParse({ wakeTime: "08:00", bedTime: "07:00" }).error?.issues[0].message).toBe(
      "account.errors.bedBeforeWake",
    );
    expect(
      onboardingStepSchemas.work.safeParse({
        wakeTime: "08:00",
        bedTime: "22:00",
        workStart: "07:00",
        workEnd: "12:00",
      }).error?.issues[0].path,
    ).toEqual(["workStart"]);
  });
});
