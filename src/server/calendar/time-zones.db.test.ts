/**
 * Time zones across the 2026 daylight-saving changes in America/New_York (Mar 8 spring forward,
 * Nov 1 fall back) and Europe/Madrid (Mar 29, Oct 25): blocks keep their wall-clock times, the
 * feed gives each a valid instant, imported UTC events land on the right local time on each side
 * of the change, and a user who changes time zone keeps the blocks as written.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users, type User } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { parseInput } from "@/server/http/route-handler";
import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { createBlock } from "./create-block";
import { buildFeed } from "./export-ics";
import { importCalendar } from "./import-ics";
import { listBlocks } from "./list-blocks";
import { createBlockSchema } from "./schemas";
import { parsedEvents } from "./testing/ics-reader";

setupTestDatabase();

const create = (userId: string, date: string, start: string, end: string, title: string) =>
  createBlock(userId, parseInput(createBlockSchema, { date, start, end, title }));

async function feedOf(user: User, at: string) {
  return parsedEvents(await buildFeed(user, new Date(at)));
}

const ZONES = [
  {
    zone: "America/New_York",
    spring: "2026-03-08",
    fall: "2026-11-01",
    // 02:30 does not exist on the spring day: read as 03:30 EDT (07:30 UTC); an hour later ends 08:30 UTC.
    gap: { start: "2026-03-08T07:30:00.000Z", end: "2026-03-08T08:30:00.000Z" },
    // 09:00 the day before (EST, UTC-5) and the day after (EDT, UTC-4).
    springAround: ["2026-03-07T14:00:00.000Z", "2026-03-09T13:00:00.000Z"],
    fallAround: ["2026-10-31T13:00:00.000Z", "2026-11-02T14:00:00.000Z"],
    // 01:30 happens twice on the fall day: the first (EDT) is used.
    overlap: "2026-11-01T05:30:00.000Z",
  },
  {
    zone: "Europe/Madrid",
    spring: "2026-03-29",
    fall: "2026-10-25",
    gap: { start: "2026-03-29T01:30:00.000Z", end: "2026-03-29T02:30:00.000Z" },
    springAround: ["2026-03-28T08:00:00.000Z", "2026-03-30T07:00:00.000Z"],
    fallAround: ["2026-10-24T07:00:00.000Z", "2026-10-26T08:00:00.000Z"],
    overlap: "2026-10-24T23:30:00.000Z",
  },
] as const;

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

describe.each(ZONES)(`daylight saving in $zone (${testDatabaseKind()})`, (z) => {
  test("a block at 02:30 on the spring-forward day keeps its wall time and is exported with a valid instant", async () => {
    const user = await insertScheduleUser({ timezone: z.zone });
    const block = await create(user.id, z.spring, "02:30", "03:30", "Night feed");
    expect(block).toMatchObject({ start: "02:30", end: "03:30" });
    expect(await listBlocks(user.id, { from: z.spring, to: z.spring })).toEqual([block]);
    const [event] = await feedOf(user, `${z.spring}T12:00:00Z`);
    expect([event.startUtc, event.endUtc]).toEqual([z.gap.start, z.gap.end]);
  });

  test("an export across both changes: 09:00 stays 09:00 local while its UTC time moves by the offset change", async () => {
    const user = await insertScheduleUser({ timezone: z.zone });
    const days = [shift(z.spring, -1), shift(z.spring, 1), shift(z.fall, -1), shift(z.fall, 1)];
    for (const d of days) await create(user.id, d, "09:00", "10:00", `Standup ${d}`);
    await create(user.id, z.fall, "01:30", "02:00", "Twice-lived half hour");
    // The feed covers 60 days back and a year ahead of "now": mid-April sees both changes.
    const events = await feedOf(user, "2026-04-15T12:00:00Z");
    const at = (title: string) => events.find((e) => e.summary === title)!;
    expect(days.map((d) => at(`Standup ${d}`).startUtc)).toEqual([...z.springAround, ...z.fallAround]);
    for (const d of days) expect(at(`Standup ${d}`).wall(z.zone)).toEqual({ date: d, start: "09:00", end: "10:00" });
    expect(at("Twice-lived half hour").startUtc).toBe(z.overlap);
  });

  test("a weekly UTC event imported across each change lands an hour apart in local time", async () => {
    const user = await insertScheduleUser({ timezone: z.zone });
    // 09:00 local in winter time.
    const utcHour = String(z.zone === "America/New_York" ? 14 : 8).padStart(2, "0");
    const week = (date: string) => [shift(date, -7), date, shift(date, 7)];
    const ics = (date: string, uid: string) =>
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        `UID:${uid}`,
        `DTSTART:${shift(date, -7).replaceAll("-", "")}T${utcHour}0000Z`,
        `DTEND:${shift(date, -7).replaceAll("-", "")}T${utcHour}3000Z`,
        "RRULE:FREQ=WEEKLY;COUNT=3",
        "SUMMARY:Sync",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n");
    // Spring: the Sunday a week before the change is "today".
    expect(await importCalendar(user, ics(z.spring, "spring@x"), new Date(`${shift(z.spring, -7)}T00:00:00Z`))).toEqual(
      { imported: 3, skipped: 0 },
    );
    const spring = (await listBlocks(user.id, { from: shift(z.spring, -7), to: shift(z.spring, 7) })).map(
      (b) => `${b.date} ${b.start}-${b.end}`,
    );
    const [before, after] = ["09:00-09:30", "10:00-10:30"];
    expect(spring).toEqual([
      `${week(z.spring)[0]} ${before}`,
      `${week(z.spring)[1]} ${after}`,
      `${week(z.spring)[2]} ${after}`,
    ]);

    expect(await importCalendar(user, ics(z.fall, "fall@x"), new Date(`${shift(z.fall, -7)}T00:00:00Z`))).toEqual({
      imported: 3,
      skipped: 0,
    });
    const fall = (await listBlocks(user.id, { from: shift(z.fall, -7), to: shift(z.fall, 7) })).map(
      (b) => `${b.date} ${b.start}-${b.end}`,
    );
    const [summer, winter] = ["10:00-10:30", "09:00-09:30"];
    expect(fall).toEqual([
      `${week(z.fall)[0]} ${summer}`,
      `${week(z.fall)[1]} ${winter}`,
      `${week(z.fall)[2]} ${winter}`,
    ]);
  });
});

describe(`a user who changes time zone (${testDatabaseKind()})`, () => {
  test("keeps the blocks as written (wall-clock times); the feed follows the new zone", async () => {
    const user = await insertScheduleUser({ timezone: "America/New_York" });
    const block = await create(user.id, "2026-11-24", "09:00", "10:00", "Standup");
    expect((await feedOf(user, "2026-11-23T12:00:00Z"))[0].startUtc).toBe("2026-11-24T14:00:00.000Z");
    const [moved] = await getDb()
      .update(users)
      .set({ timezone: "Europe/Madrid" })
      .where(eq(users.id, user.id))
      .returning();
    expect(await listBlocks(user.id, { from: "2026-11-24", to: "2026-11-24" })).toEqual([block]);
    expect((await feedOf(moved, "2026-11-23T12:00:00Z"))[0].startUtc).toBe("2026-11-24T08:00:00.000Z");
  });
});
