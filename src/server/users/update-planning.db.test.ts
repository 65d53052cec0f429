/** Settings' planning part: the caller's answers change, nobody else's; bad answers are refused by the schema. */
import { testDatabaseKind, useTestDatabase } from "@/server/db/test-database";
import { planningSchema } from "./schemas";
import { updatePlanningPreferences } from "./update-planning";
import { insertTestUser, readTestUser } from "./testing/user-fixtures";

// eslint-disable-next-line react-hooks/rules-of-hooks -- a jest helper named like a hook, not a React hook
useTestDatabase();

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
    expect(await updatePlanningPreferences(me.id, input)).toEqual(input);
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
