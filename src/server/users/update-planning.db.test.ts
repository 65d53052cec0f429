/** Settings' planning part: the caller's answers change, nobody else's; bad answers are refused by the schema. */
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { planningSchema } from "./schemas";
import { updatePlanningPreferences } from "./update-planning";
import { insertTestUser, readTestUser } from "./testing/user-fixtures";

setupTestDatabase();

const valid = {
  timezone: "America/Mexico_City",
  wakeTime: "06:30",
  bedTime: "23:00",
  workStart: "08:00",
  workEnd: "16:30",
  focusTime: "evening",
  goals: ["Read more"],
};

describe(`updatePlanningPreferences (${testDatabaseKind()})`, () => {
  test("saves the caller's planning answers and leaves other users alone", async () => {
    const me = await insertTestUser({ focusTime: "morning" });
    const other = await insertTestUser({ focusTime: "morning" });
    const input = planningSchema.parse(valid);
    // Settings left out of the input keep their values (here, the defaults).
    expect(await updatePlanningPreferences(me.id, input)).toEqual({
      ...input,
      workDays: [1, 2, 3, 4, 5],
      clockFormat: "auto",
      bufferMinutes: 5,
      focusCapMinutes: 120,
      breakMinutes: 15,
    });
    const row = await readTestUser(me.id);
    expect([
      row?.timezone,
      row?.wakeTime,
      row?.bedTime,
      row?.workStart,
      row?.workEnd,
      row?.focusTime,
      row?.goals,
    ]).toEqual(["America/Mexico_City", "06:30", "23:00", "08:00", "16:30", "evening", ["Read more"]]);
    const untouched = await readTestUser(other.id);
    expect([untouched?.timezone, untouched?.wakeTime, untouched?.focusTime]).toEqual([
      other.timezone,
      other.wakeTime,
      "morning",
    ]);
  });

  test("saves the clock format and the planning settings; left out later, they stay", async () => {
    const me = await insertTestUser();
    const settings = { clockFormat: "24h", bufferMinutes: 10, focusCapMinutes: 90, breakMinutes: 20 };
    await updatePlanningPreferences(me.id, planningSchema.parse({ ...valid, ...settings }));
    const row = await readTestUser(me.id);
    expect([row?.clockFormat, row?.bufferMinutes, row?.focusCapMinutes, row?.breakMinutes]).toEqual([
      "24h",
      10,
      90,
      20,
    ]);
    await updatePlanningPreferences(me.id, planningSchema.parse({ ...valid, wakeTime: "07:00" }));
    const again = await readTestUser(me.id);
    expect([again?.wakeTime, again?.clockFormat, again?.bufferMinutes]).toEqual(["07:00", "24h", 10]);
  });

  test("saves work days in week order; left out later, they stay; bad ones are refused", async () => {
    const me = await insertTestUser();
    const saved = await updatePlanningPreferences(me.id, planningSchema.parse({ ...valid, workDays: [6, 2, 1] }));
    expect(saved.workDays).toEqual([1, 2, 6]);
    await updatePlanningPreferences(me.id, planningSchema.parse(valid));
    expect((await readTestUser(me.id))?.workDays).toEqual([1, 2, 6]);
    await updatePlanningPreferences(me.id, planningSchema.parse({ ...valid, workDays: [] }));
    expect((await readTestUser(me.id))?.workDays).toEqual([]);
    for (const workDays of [[0], [8], [1, 1], ["mon"], [1.5], "1,2"]) {
      const result = planningSchema.safeParse({ ...valid, workDays });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0].message).toBe("account.errors.workDays");
    }
  });

  test("the schema refuses settings out of range or off the 5-minute steps, with clear messages", () => {
    const issue = (v: object) => planningSchema.safeParse({ ...valid, ...v }).error?.issues[0]?.message;
    expect(issue({ clockFormat: "36h" })).toBe("account.errors.invalidChoice");
    for (const bufferMinutes of [-5, 35, 7, Number.NaN, "5"])
      expect(issue({ bufferMinutes })).toBe("account.errors.bufferRange");
    for (const focusCapMinutes of [25, 245, 62.5])
      expect(issue({ focusCapMinutes })).toBe("account.errors.focusCapRange");
    for (const breakMinutes of [0, 35, 12]) expect(issue({ breakMinutes })).toBe("account.errors.breakRange");
    expect(issue({ bufferMinutes: 0, focusCapMinutes: 240, breakMinutes: 30, clockFormat: "12h" })).toBeUndefined();
  });

  test("an unknown user is a 404", async () => {
    await expect(updatePlanningPreferences("no-such-user", planningSchema.parse(valid))).rejects.toMatchObject({
      status: 404,
    });
  });

  test("the schema refuses bad zones and days that do not fit, with their messages", () => {
    const issue = (v: object) => planningSchema.safeParse({ ...valid, ...v }).error?.issues[0]?.message;
    expect(issue({ timezone: "Mars/Olympus" })).toBe("account.errors.timezoneInvalid");
    expect(issue({ bedTime: "06:00" })).toBe("account.errors.bedBeforeWake");
    expect(issue({ workEnd: "07:00" })).toBe("account.errors.workEndBeforeStart");
    expect(issue({ workStart: "05:00" })).toBe("account.errors.workOutsideDay");
    expect(issue({ wakeTime: "25:00" })).toBe("account.errors.timeInvalid");
  });
});
