/**
 * Calendars followed by URL on a real database, against a calendar host on loopback whose file
 * changes between fetches: events moved (same day and to another day), cancelled, deleted and
 * added; a daily recurrence with a moved occurrence; events in Tokyo and New York shown in the
 * user's zone (occurrences of a recurrence in another zone are h22's issue 23 item 8); 304s; a 404 shown on the subscription with its time; removal taking the
 * blocks along; other users refused; the periodic job fetching each due calendar once.
 */
import { and, asc, eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { isAppError } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { blocks, calendarSubscriptions } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { deleteCalendarBlock } from "../delete-block";
import { updateCalendarBlock } from "../update-block";
import { refreshDueSubscriptions } from "./jobs";
import {
  createSubscription,
  deleteSubscription,
  listSubscriptions,
  refreshSubscription,
  updateSubscription,
} from "./manage";
import { calendarSubscriptionSchema } from "./schemas";
import { calendarFile, startLoopbackCalendar, vevent, type LoopbackCalendar } from "./testing/loopback-calendar";

setupTestDatabase();

const NOW = new Date("2026-12-01T08:00:00Z");
const LATER = new Date("2026-12-01T08:20:00Z");

const V1 = calendarFile(
  vevent("UID:move-me", "DTSTART:20261202T100000Z", "DTEND:20261202T110000Z", "SUMMARY:Design review"),
  vevent("UID:cancel-me", "DTSTART:20261203T150000Z", "DTEND:20261203T160000Z", "SUMMARY:Vendor call"),
  vevent(
    "UID:daily",
    "DTSTART:20261202T080000Z",
    "DTEND:20261202T083000Z",
    "RRULE:FREQ=DAILY;COUNT=3",
    "SUMMARY:Standup",
  ),
  vevent(
    "UID:tokyo",
    "DTSTART;TZID=Asia/Tokyo:20261205T180000",
    "DTEND;TZID=Asia/Tokyo:20261205T190000",
    "SUMMARY:Tokyo call",
  ),
  vevent("UID:delete-me", "DTSTART:20261206T120000Z", "DTEND:20261206T130000Z", "SUMMARY:Lunch with Sam"),
  vevent(
    "UID:ny",
    "DTSTART;TZID=America/New_York:20261207T200000",
    "DTEND;TZID=America/New_York:20261207T210000",
    "SUMMARY:NY evening",
  ),
);

const V2 = calendarFile(
  vevent("UID:move-me", "DTSTART:20261204T140000Z", "DTEND:20261204T150000Z", "SUMMARY:Design review"),
  vevent(
    "UID:cancel-me",
    "DTSTART:20261203T150000Z",
    "DTEND:20261203T160000Z",
    "STATUS:CANCELLED",
    "SUMMARY:Vendor call",
  ),
  vevent(
    "UID:daily",
    "DTSTART:20261202T080000Z",
    "DTEND:20261202T083000Z",
    "RRULE:FREQ=DAILY;COUNT=3",
    "SUMMARY:Standup",
  ),
  vevent(
    "UID:daily",
    "RECURRENCE-ID:20261203T080000Z",
    "DTSTART:20261203T090000Z",
    "DTEND:20261203T093000Z",
    "SUMMARY:Standup",
  ),
  vevent(
    "UID:tokyo",
    "DTSTART;TZID=Asia/Tokyo:20261205T180000",
    "DTEND;TZID=Asia/Tokyo:20261205T190000",
    "SUMMARY:Tokyo call",
  ),
  vevent(
    "UID:ny",
    "DTSTART;TZID=America/New_York:20261207T200000",
    "DTEND;TZID=America/New_York:20261207T210000",
    "SUMMARY:NY evening",
  ),
  vevent("UID:new-one", "DTSTART:20261209T130000Z", "DTEND:20261209T140000Z", "SUMMARY:Added later"),
);

const hhmm = (m: number) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;

async function subscriptionBlocks(userId: string, subscriptionId: string) {
  const rows = await getDb()
    .select()
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.subscriptionId, subscriptionId)))
    .orderBy(asc(blocks.date), asc(blocks.startMin));
  return rows.map((r) => `${r.date} ${hhmm(r.startMin)}-${hhmm(r.endMin)} ${r.title}${r.fixed ? "" : " (not fixed)"}`);
}

async function status(promise: Promise<unknown>): Promise<number> {
  try {
    await promise;
    return 200;
  } catch (err) {
    if (isAppError(err)) return err.status;
    throw err;
  }
}

let host: LoopbackCalendar;

beforeAll(async () => {
  process.env.CALENDAR_FETCH_ALLOW_PRIVATE = "1";
  resetEnvForTests();
  host = await startLoopbackCalendar();
});

afterAll(async () => {
  delete process.env.CALENDAR_FETCH_ALLOW_PRIVATE;
  resetEnvForTests();
  await host.close();
});

describe(`calendars followed by URL (${testDatabaseKind()})`, () => {
  test("the first fetch imports the events in the user's zone; a changed file moves, cancels, removes and adds exactly that", async () => {
    const user = await insertScheduleUser({ timezone: "Europe/London" });
    host.set(V1);
    const sub = await createSubscription(user, { url: host.url, name: "Work" }, NOW);
    calendarSubscriptionSchema.parse(sub);
    expect(sub).toMatchObject({
      name: "Work",
      host: `127.0.0.1:${host.port}`,
      paused: false,
      error: null,
      eventCount: 8,
    });
    expect(await subscriptionBlocks(user.id, sub.id)).toEqual([
      "2026-12-02 08:00-08:30 Standup",
      "2026-12-02 10:00-11:00 Design review",
      "2026-12-03 08:00-08:30 Standup",
      "2026-12-03 15:00-16:00 Vendor call",
      "2026-12-04 08:00-08:30 Standup",
      "2026-12-05 09:00-10:00 Tokyo call",
      "2026-12-06 12:00-13:00 Lunch with Sam",
      "2026-12-08 01:00-02:00 NY evening",
    ]);

    // Unchanged file: the host answers 304 to the ETag and nothing changes.
    await refreshSubscription(user, sub.id, LATER);
    expect(host.requests.at(-1)?.ifNoneMatch).toMatch(/^"/);
    expect(await subscriptionBlocks(user.id, sub.id)).toHaveLength(8);

    host.set(V2);
    const after = await refreshSubscription(user, sub.id, LATER);
    expect(after.error).toBeNull();
    expect(await subscriptionBlocks(user.id, sub.id)).toEqual([
      "2026-12-02 08:00-08:30 Standup",
      "2026-12-03 09:00-09:30 Standup",
      "2026-12-04 08:00-08:30 Standup",
      "2026-12-04 14:00-15:00 Design review",
      "2026-12-05 09:00-10:00 Tokyo call",
      "2026-12-08 01:00-02:00 NY evening",
      "2026-12-09 13:00-14:00 Added later",
    ]);
  });

  test("errors show on the subscription with their time and keep the blocks; the next fetch backs off; success clears them", async () => {
    const user = await insertScheduleUser({ timezone: "Europe/London" });
    host.set(V1);
    const sub = await createSubscription(user, { url: `${host.url}?e=1` }, NOW);
    expect(sub.name).toBe("127.0.0.1");
    host.fail(404);
    const failed = await refreshSubscription(user, sub.id, LATER);
    expect(failed.error).toEqual({ code: "httpStatus", status: 404, since: LATER.toISOString() });
    expect(await subscriptionBlocks(user.id, sub.id)).toHaveLength(8);
    const again = await refreshSubscription(user, sub.id, new Date(LATER.getTime() + 60_000));
    // Still failing: "since" stays at the first failure, and the wait doubles.
    expect(again.error?.since).toBe(LATER.toISOString());
    const [row] = await getDb().select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, sub.id));
    expect(row.failures).toBe(2);
    expect(row.nextFetchAt.getTime() - (LATER.getTime() + 60_000)).toBe(30 * 60_000);
    host.set("this is not a calendar");
    expect((await refreshSubscription(user, sub.id, LATER)).error?.code).toBe("notCalendar");
    host.set(V1);
    expect((await refreshSubscription(user, sub.id, LATER)).error).toBeNull();
  });

  test("blocks are read-only except checking off; pausing, renaming; removing takes its blocks; other users get 404", async () => {
    const user = await insertScheduleUser({ timezone: "Europe/London" });
    const other = await insertScheduleUser({ timezone: "Europe/London" });
    host.set(V1);
    const sub = await createSubscription(user, { url: `${host.url}?r=1`, name: "Team", color: "#16a34a" }, NOW);
    const [first] = await getDb().select().from(blocks).where(eq(blocks.subscriptionId, sub.id)).limit(1);
    expect(await status(updateCalendarBlock(user.id, first.id, { title: "Mine now" }))).toBe(409);
    expect(await status(updateCalendarBlock(user.id, first.id, { start: "12:00" }))).toBe(409);
    expect(await status(deleteCalendarBlock(user.id, first.id))).toBe(409);
    expect((await updateCalendarBlock(user.id, first.id, { done: true })).block.done).toBe(true);

    expect(await status(updateSubscription(other.id, sub.id, { name: "Stolen" }))).toBe(404);
    expect(await status(deleteSubscription(other.id, sub.id))).toBe(404);
    expect(await status(refreshSubscription(other, sub.id))).toBe(404);
    expect(await listSubscriptions(other.id)).toEqual([]);

    const paused = await updateSubscription(user.id, sub.id, { paused: true, name: "Team B" });
    expect(paused).toMatchObject({ paused: true, name: "Team B", nextFetchAt: null });
    expect(await status(createSubscription(user, { url: `${host.url}?r=1` }, NOW))).toBe(409);

    await deleteSubscription(user.id, sub.id);
    expect(await subscriptionBlocks(user.id, sub.id)).toEqual([]);
    expect(await listSubscriptions(user.id)).toEqual([]);
  });

  test("a first fetch that fails saves nothing and answers 422 with the reason", async () => {
    const user = await insertScheduleUser({ timezone: "Europe/London" });
    host.fail(410);
    expect(await status(createSubscription(user, { url: `${host.url}?gone=1` }, NOW))).toBe(422);
    host.set("BEGIN:NOTHING");
    expect(await status(createSubscription(user, { url: `${host.url}?bad=1` }, NOW))).toBe(422);
    expect(await listSubscriptions(user.id)).toEqual([]);
  });

  test("without CALENDAR_FETCH_ALLOW_PRIVATE, loopback, private, metadata, IPv6 loopback and file: addresses are refused with 400", async () => {
    const user = await insertScheduleUser({ timezone: "Europe/London" });
    delete process.env.CALENDAR_FETCH_ALLOW_PRIVATE;
    resetEnvForTests();
    try {
      const refused: [string, string][] = [];
      for (const url of [
        host.url,
        `http://localhost:${host.port}/secret/basic.ics`,
        "http://10.0.0.7/cal.ics",
        "http://169.254.169.254/latest/meta-data/",
        `http://[::1]:${host.port}/cal.ics`,
        "webcal://[::ffff:127.0.0.1]/cal.ics",
        "file:///etc/passwd",
      ]) {
        try {
          await createSubscription(user, { url }, NOW);
        } catch (err) {
          if (!isAppError(err)) throw err;
          refused.push([String(err.status), err.messageKey]);
        }
      }
      expect(refused).toEqual([
        ["400", "calendarSubscriptions.errors.loopback"],
        ["400", "calendarSubscriptions.errors.loopback"],
        ["400", "calendarSubscriptions.errors.private"],
        ["400", "calendarSubscriptions.errors.metadata"],
        ["400", "calendarSubscriptions.errors.loopback"],
        ["400", "calendarSubscriptions.errors.loopback"],
        ["400", "calendarSubscriptions.errors.badScheme"],
      ]);
      expect(await listSubscriptions(user.id)).toEqual([]);
    } finally {
      process.env.CALENDAR_FETCH_ALLOW_PRIVATE = "1";
      resetEnvForTests();
    }
  });

  test("the periodic job fetches each due subscription once, even when two runs overlap, and skips paused ones", async () => {
    const user = await insertScheduleUser({ timezone: "Europe/London" });
    host.set(V1);
    const a = await createSubscription(user, { url: `${host.url}?job=a` }, NOW);
    const b = await createSubscription(user, { url: `${host.url}?job=b` }, NOW);
    await updateSubscription(user.id, b.id, { paused: true });
    const due = new Date(Date.now() + 60 * 60_000);
    await getDb()
      .update(calendarSubscriptions)
      .set({ nextFetchAt: new Date(0) })
      .where(eq(calendarSubscriptions.userId, user.id));
    const before = host.requests.length;
    const runs = await Promise.all([refreshDueSubscriptions(due), refreshDueSubscriptions(due)]);
    const ours = host.requests.slice(before).filter((r) => r.path.includes("job="));
    expect(ours.map((r) => r.path)).toEqual([`/secret/basic.ics?job=a`]);
    expect(runs.reduce((n, r) => n + r.fetched, 0)).toBeGreaterThanOrEqual(1);
    const [row] = await getDb().select().from(calendarSubscriptions).where(eq(calendarSubscriptions.id, a.id));
    expect(row.nextFetchAt.getTime()).toBe(due.getTime() + 15 * 60_000);
  });
});
