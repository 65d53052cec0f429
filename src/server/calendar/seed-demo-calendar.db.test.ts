/** The demo account's calendar: this week's events and plans from today on, and a second run adds nothing. */
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { getPlan } from "@/server/schedule/get-plan";
import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { listBlocks } from "./list-blocks";
import { seedDemoCalendar } from "./seed-demo-calendar";

setupTestDatabase();

// Wednesday 2026-11-25, 07:00 UTC: the week runs from Monday 23 to Sunday 29.
const AT = new Date("2026-11-25T07:00:00Z");

test(`seeds this week's calendar once (${testDatabaseKind()})`, async () => {
  const user = await insertScheduleUser();
  await seedDemoCalendar(user, AT);
  const week = await listBlocks(user.id, { from: "2026-11-23", to: "2026-11-29" });
  const imported = week.filter((b) => b.source === "import");
  expect(imported.filter((b) => b.title === "Team standup").map((b) => b.date)).toEqual([
    "2026-11-23",
    "2026-11-24",
    "2026-11-25",
    "2026-11-26",
  ]);
  expect(imported.find((b) => b.allDay)).toMatchObject({ date: "2026-11-27", title: "Team offsite" });
  // Plans from today on, none before (the history seeding owns the past).
  expect(await getPlan(user.id, "2026-11-24", "en")).toMatchObject({ description: "" });
  for (const date of ["2026-11-25", "2026-11-26", "2026-11-28", "2026-11-29"]) {
    const plan = await getPlan(user.id, date, "en");
    expect(plan?.description).not.toBe("");
    expect(plan?.blocks.some((b) => b.source === "plan")).toBe(true);
    expect(plan?.blocks.some((b) => b.conflict)).toBe(false);
  }
  await seedDemoCalendar(user, AT);
  expect(await listBlocks(user.id, { from: "2026-11-23", to: "2026-11-29" })).toEqual(week);
  expect(await listBlocks(user.id, { from: "2026-11-30", to: "2026-12-06" })).toEqual([]);
});
