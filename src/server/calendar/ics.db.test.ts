/**
 * Calendar files both ways on a real database: the subscription feed served by its real route
 * handler and parsed back with ical.js (round trip), links that reset, and the import of a file
 * as Google, Apple and Outlook write them (a weekly event with an EXDATE, a moved and a cancelled
 * occurrence, an all-day event, events in Asia/Tokyo without a VTIMEZONE and in a Windows zone
 * with one, an event across midnight).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import ICAL from "ical.js";
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { parseInput } from "@/server/http/route-handler";
import { generatePlan } from "@/server/schedule/generate-plan";
import { getPlan } from "@/server/schedule/get-plan";
import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { GET as getFeed } from "@/app/api/calendar/feed/[token]/route";
import { createBlock } from "./create-block";
import { deleteCalendarBlock } from "./delete-block";
import { getFeedUrl, resetFeedUrl } from "./feed";
import { importCalendar } from "./import-ics";
import { listBlocks } from "./list-blocks";
import { readCalendarBody } from "./read-body";
import { createBlockSchema } from "./schemas";
import { updateCalendarBlock } from "./update-block";
import { parsedEvents } from "./testing/ics-reader";

setupTestDatabase();

const GOOGLE = readFileSync(path.join(__dirname, "testing", "google-export.ics"), "utf8");
const NOW = new Date("2026-11-23T08:00:00Z");

async function fetchFeed(url: string): Promise<Response> {
  const token = url.split("/").pop()!;
  return getFeed(new Request(url), { params: Promise.resolve({ token }) });
}

const create = (userId: string, body: unknown) => createBlock(userId, parseInput(createBlockSchema, body));

describe(`the subscription feed (${testDatabaseKind()})`, () => {
  test("serves the user's blocks as RFC 5545 that ical.js reads back: same UIDs, times, titles, done marks, all-day days", async () => {
    const user = await insertScheduleUser({ timezone: "America/New_York" });
    const today = new Date().toISOString().slice(0, 10);
    const a = await create(user.id, { date: today, start: "09:00", end: "10:30", title: "Dentist; bring forms, card" });
    const b = await create(user.id, { date: today, start: "22:00", end: "24:00", title: "Late\nwork" });
    await updateCalendarBlock(user.id, b.id, { done: true });
    await importCalendar(
      user,
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        "UID:holiday-1",
        `DTSTART;VALUE=DATE:${today.replaceAll("-", "")}`,
        "SUMMARY:Holiday",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
    );
    const url = await getFeedUrl(user.id);
    expect(url).toMatch(/^http:\/\/localhost:\d+\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    expect(await getFeedUrl(user.id)).toBe(url);

    const res = await fetchFeed(url);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/calendar; charset=utf-8");
    const text = await res.text();
    expect(text).toMatch(/^BEGIN:VCALENDAR\r\n/);
    const events = parsedEvents(text);
    expect(events).toHaveLength(3);
    const blocks = await listBlocks(user.id, { from: today, to: today });
    expect(events.map((e) => e.uid).sort()).toEqual(blocks.map((b) => `${b.id}@rhythm`).sort());
    for (const block of blocks) {
      const e = events.find((x) => x.uid === `${block.id}@rhythm`)!;
      expect(e.allDay).toBe(block.allDay);
      expect(e.done).toBe(block.done);
      expect(e.summary).toBe(block.done ? `✓ ${block.title}` : block.title);
      if (block.allDay) {
        expect([e.startDate, e.endDate]).toEqual([today, shift(today, 1)]);
      } else {
        // The instants, shown in the user's zone, are the block's wall-clock times.
        expect(e.wall("America/New_York")).toEqual({
          date: block.date,
          start: block.start,
          end: block.end === "24:00" ? "24:00" : block.end,
        });
      }
    }
    expect(events.find((e) => e.uid === `${a.id}@rhythm`)?.summary).toBe("Dentist; bring forms, card");

    // Round trip: the feed imported into another account in the same zone gives the same blocks.
    const twin = await insertScheduleUser({ timezone: "America/New_York" });
    expect(await importCalendar(twin, text)).toEqual({ imported: 3, skipped: 0 });
    const copies = await listBlocks(twin.id, { from: today, to: today });
    const shape = (x: (typeof copies)[number]) => ({
      date: x.date,
      start: x.start,
      end: x.end,
      allDay: x.allDay,
      title: x.title.replace(/^✓ /, ""),
    });
    expect(copies.map(shape)).toEqual(blocks.map(shape));
  });

  test("a reset link makes the old one 404; unknown and malformed tokens are 404; a lapsed subscription is 403", async () => {
    const user = await insertScheduleUser();
    const old = await getFeedUrl(user.id);
    const fresh = await resetFeedUrl(user.id);
    expect(fresh).not.toBe(old);
    expect((await fetchFeed(old)).status).toBe(404);
    expect((await fetchFeed(fresh)).status).toBe(200);
    expect(await getFeedUrl(user.id)).toBe(fresh);
    const missing = await fetchFeed(`http://localhost/api/calendar/feed/${"A".repeat(43)}.ics`);
    expect(missing.status).toBe(404);
    expect((await missing.json()).error).toMatch(/reset/);
    expect((await fetchFeed("http://localhost/api/calendar/feed/short.ics")).status).toBe(404);
    expect((await fetchFeed(fresh.replace(/\.ics$/, ".txt"))).status).toBe(404);
    await getDb()
      .update(users)
      .set({ subscriptionTier: "free", subscriptionStatus: "inactive" })
      .where(eq(users.id, user.id));
    expect((await fetchFeed(fresh)).status).toBe(403);
  });
});

function shift(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

describe(`importing a calendar file (${testDatabaseKind()})`, () => {
  test("a Google/Apple/Outlook-style file: recurrences with EXDATE and overrides, all-day, other zones, midnight", async () => {
    const user = await insertScheduleUser({ timezone: "Europe/Madrid" });
    expect(await importCalendar(user, GOOGLE, NOW)).toEqual({ imported: 17, skipped: 1 });
    const blocks = await listBlocks(user.id, { from: "2026-11-23", to: "2027-02-20" });
    const brief = blocks.map((b) => `${b.date} ${b.allDay ? "all-day" : `${b.start}-${b.end}`} ${b.title}`);
    const weekly = [
      "2026-11-24",
      "2026-12-22",
      "2026-12-29",
      "2027-01-05",
      "2027-01-12",
      "2027-01-19",
      "2027-01-26",
      "2027-02-02",
      "2027-02-09",
      "2027-02-16",
    ];
    expect(brief).toEqual(
      [
        "2026-11-26 01:00-02:00 Call with the Tokyo office",
        "2026-11-27 18:00-19:30 Dinner, with friends",
        "2026-11-28 23:00-24:00 Late show",
        "2026-11-29 00:00-01:00 Late show",
        "2026-12-01 15:00-16:00 Weekly sync (moved to the afternoon)",
        "2026-12-09 all-day Team offsite",
        "2026-12-10 all-day Team offsite",
        ...weekly.map((d) => `${d} 10:00-11:00 Weekly sync`),
      ].sort((x, y) => (x.slice(0, 10) === y.slice(0, 10) ? 0 : x < y ? -1 : 1)),
    );
    for (const b of blocks) expect(b).toMatchObject({ kind: "event", fixed: true, source: "import", done: false });
    // An all-day event is shown as all-day, never as a 24-hour block that clashes with the day.
    expect(blocks.filter((b) => b.allDay).every((b) => b.start === "00:00" && b.end === "24:00" && !b.conflict)).toBe(
      true,
    );

    // The same file again adds nothing.
    expect(await importCalendar(user, GOOGLE, NOW)).toEqual({ imported: 0, skipped: 18 });
    expect(await listBlocks(user.id, { from: "2026-11-23", to: "2027-02-20" })).toEqual(blocks);
  });

  test("refused files change nothing: not a calendar, over 2 MB, over 5,000 events, wrong content type", async () => {
    const user = await insertScheduleUser();
    await importCalendar(user, GOOGLE, NOW);
    const before = await listBlocks(user.id, { from: "2026-11-23", to: "2027-02-20" });
    const refusals: [string, number, unknown][] = [
      ["hello, this is not a calendar", 400, "calendarApi.errors.importNotCalendar"],
      ["", 400, "calendarApi.errors.importNotCalendar"],
      ["BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage", 400, "calendarApi.errors.importNotCalendar"],
      [
        `BEGIN:VCALENDAR\r\n${Array.from({ length: 5001 }, (_, i) => `BEGIN:VEVENT\r\nUID:e${i}\r\nDTSTART:20261124T100000Z\r\nSUMMARY:E${i}\r\nEND:VEVENT`).join("\r\n")}\r\nEND:VCALENDAR`,
        400,
        "calendarApi.errors.importTooManyEvents",
      ],
      [
        `BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nUID:x\r\nDTSTART:19700101T000000Z\r\nRRULE:FREQ=SECONDLY\r\nSUMMARY:Tick\r\nEND:VEVENT\r\nEND:VCALENDAR`,
        400,
        // Over the occurrence budget, or over the time budget first on a slow machine.
        expect.stringMatching(/^calendarApi\.errors\.importToo(ManyOccurrences|Slow)$/),
      ],
    ];
    for (const [text, status, key] of refusals) {
      await expect(importCalendar(user, text, NOW)).rejects.toMatchObject({ status, messageKey: key });
    }
    const big = `BEGIN:VCALENDAR\r\nX-PAD:${"x".repeat(2 * 1024 * 1024)}\r\nEND:VCALENDAR`;
    await expect(importCalendar(user, big, NOW)).rejects.toMatchObject({
      status: 413,
      messageKey: "calendarApi.errors.importTooLarge",
    });
    const post = (body: string, type = "text/calendar; charset=utf-8") =>
      new Request("http://localhost/api/calendar/import", { method: "POST", body, headers: { "content-type": type } });
    await expect(readCalendarBody(post(big))).rejects.toMatchObject({ status: 413 });
    await expect(readCalendarBody(post(GOOGLE, "application/json"))).rejects.toMatchObject({
      status: 400,
      messageKey: "calendarApi.errors.importContentType",
    });
    expect(await readCalendarBody(post(GOOGLE))).toBe(GOOGLE);
    expect(await listBlocks(user.id, { from: "2026-11-23", to: "2027-02-20" })).toEqual(before);
  });

  test("the planner plans around imported and hand-made blocks and never copies them into the plan", async () => {
    const user = await insertScheduleUser({ timezone: "Europe/Madrid" });
    await importCalendar(
      user,
      [
        "BEGIN:VCALENDAR",
        "VERSION:2.0",
        "BEGIN:VEVENT",
        "UID:board@x",
        "DTSTART;TZID=Europe/Madrid:20261124T090000",
        "DTEND;TZID=Europe/Madrid:20261124T120000",
        "SUMMARY:Board meeting",
        "END:VEVENT",
        "END:VCALENDAR",
      ].join("\r\n"),
      NOW,
    );
    const lunch = await create(user.id, {
      date: "2026-11-24",
      start: "13:00",
      end: "14:00",
      title: "Lunch with Ana",
      kind: "meal",
    });
    const plan = await generatePlan(
      user,
      { description: "3 hours on the report, emails, 1 hour of reading", date: "2026-11-24", replan: false },
      "en",
      NOW,
    );
    const imported = plan.blocks.filter((b) => b.source === "import");
    expect(imported).toEqual([
      expect.objectContaining({ title: "Board meeting", start: "09:00", end: "12:00", fixed: true, conflict: false }),
    ]);
    expect(plan.blocks.filter((b) => b.id === lunch.id)).toHaveLength(1);
    for (const b of plan.blocks.filter((x) => x.source === "plan")) {
      const [s, e] = [b.start, b.end];
      expect(e <= "09:00" || s >= "12:00").toBe(true);
      expect(e <= "13:00" || s >= "14:00").toBe(true);
    }
    expect(plan.blocks.some((b) => b.conflict)).toBe(false);
    // Generating again and re-planning replace only the plan's rows.
    const again = await generatePlan(
      user,
      { description: "2 hours of writing", date: "2026-11-24", replan: false },
      "en",
      NOW,
    );
    expect(
      again.blocks
        .filter((b) => b.source !== "plan")
        .map((b) => b.title)
        .sort(),
    ).toEqual(["Board meeting", "Lunch with Ana"]);
    const replanned = await generatePlan(user, { description: "", date: "2026-11-24", replan: true }, "en", NOW);
    expect(
      replanned.blocks
        .filter((b) => b.source !== "plan")
        .map((b) => b.title)
        .sort(),
    ).toEqual(["Board meeting", "Lunch with Ana"]);
    expect(await getPlan(user.id, "2026-11-24", "en")).toMatchObject({ blocks: replanned.blocks });
    // Deleting the imported event frees its time for the next plan.
    await deleteCalendarBlock(user.id, imported[0].id);
    const freed = await generatePlan(
      user,
      { description: "3 hours on the report", date: "2026-11-24", replan: false },
      "en",
      NOW,
    );
    expect(freed.blocks.some((b) => b.source === "plan" && b.start < "12:00")).toBe(true);
  });
});

test("ICAL is the module the app imports", () => {
  expect(typeof ICAL.parse).toBe("function");
});
