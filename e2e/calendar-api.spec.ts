/**
 * The calendar's JSON API through the real server: blocks (create, list, move, delete, restore),
 * input rules with translated messages, other users' ids, concurrent moves of one block, premium
 * only; the private feed link (served without a session, parsed with ical.js, reset makes the old
 * link 404); and .ics import (re-import adds nothing, refusals change nothing).
 */
import { expect, request as playwrightRequest, test, type APIRequestContext, type Browser } from "@playwright/test";
import ICAL from "ical.js";
import { DEMO, signInContext } from "./helpers/auth";
import { createPremiumUserApart } from "./helpers/account";
import {
  calendarBlockSchema,
  calendarBlocksResponseSchema,
  calendarImportResultSchema,
} from "../src/server/calendar/schemas";

const DAY = "2028-03-12";

/** A premium account of this spec's own, signed in for the API. */
async function premiumApi(browser: Browser, baseURL: string): Promise<APIRequestContext> {
  const account = await createPremiumUserApart(browser, baseURL);
  return signInContext(baseURL, account.email, account.password);
}

const shift = (date: string, days: number) =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
const compact = (date: string) => date.replaceAll("-", "");

// Two premium accounts of the spec's own, made once for its tests (run in order in one worker, so
// the accounts are made once): `mine`, and `other`, who must never reach `mine`'s blocks. Each test
// works on days or kinds of block no other test touches, so none depends on another having run.
test.describe("calendar API", () => {
  test.describe.configure({ mode: "default" });
  let mine: APIRequestContext;
  let other: APIRequestContext;

  test.beforeAll(async ({ browser, baseURL }) => {
    mine = await premiumApi(browser, baseURL!);
    other = await premiumApi(browser, baseURL!);
  });
  test.afterAll(async () => {
    await mine?.dispose();
    await other?.dispose();
  });

  test("blocks: create, list, move, resize, check off, delete and restore exactly", async () => {
    const made = await mine.post("/api/calendar/blocks", {
      data: { date: DAY, start: "09:00", end: "10:00", title: "Dentist" },
    });
    expect(made.status()).toBe(201);
    const block = calendarBlockSchema.parse((await made.json()).block);
    expect(block).toEqual({
      id: expect.any(String),
      date: DAY,
      start: "09:00",
      end: "10:00",
      title: "Dentist",
      kind: "task",
      fixed: true,
      done: false,
      source: "manual",
      // A block's short note (issue 23): empty until one is written.
      notes: "",
      allDay: false,
      conflict: false,
    });

    const clash = await (
      await mine.post("/api/calendar/blocks", {
        data: { date: DAY, start: "09:30", end: "11:00", title: "Call", kind: "event" },
      })
    )
      .json()
      .then((r) => r.block);
    const listed = calendarBlocksResponseSchema.parse(
      await (await mine.get(`/api/calendar?from=${DAY}&to=${shift(DAY, 1)}`)).json(),
    );
    expect(listed.blocks.map((b: { id: string; conflict: boolean }) => [b.id, b.conflict])).toEqual([
      [block.id, true],
      [clash.id, true],
    ]);

    const moved = await mine.patch(`/api/calendar/blocks/${block.id}`, {
      data: { date: shift(DAY, 1), start: "14:00" },
    });
    expect(moved.status()).toBe(200);
    expect((await moved.json()).block).toMatchObject({
      date: shift(DAY, 1),
      start: "14:00",
      end: "15:00",
      conflict: false,
    });
    expect(
      (await (await mine.patch(`/api/calendar/blocks/${block.id}`, { data: { end: "24:00", done: true } })).json())
        .block,
    ).toMatchObject({ end: "24:00", done: true });

    const before = (await (await mine.get(`/api/calendar?from=${shift(DAY, 1)}&to=${shift(DAY, 1)}`)).json()).blocks[0];
    expect((await mine.delete(`/api/calendar/blocks/${block.id}`)).status()).toBe(204);
    expect((await mine.delete(`/api/calendar/blocks/${block.id}`)).status()).toBe(404);
    expect((await (await mine.get(`/api/calendar?from=${shift(DAY, 1)}&to=${shift(DAY, 1)}`)).json()).blocks).toEqual(
      [],
    );
    const restored = await mine.post(`/api/calendar/blocks/${block.id}/restore`);
    expect(restored.status()).toBe(200);
    // The block as it was, with its day as an edit answers it (alone on it: no overlaps).
    const back = await restored.json();
    expect(back.block).toEqual(before);
    expect(back.day).toMatchObject({ date: shift(DAY, 1), overlaps: [] });
    expect((await mine.post(`/api/calendar/blocks/${block.id}/restore`)).status()).toBe(404);
  });

  test("bad input is a 400 with a translated message and saves nothing", async () => {
    const bad: Record<string, unknown>[] = [
      { date: DAY, start: "09:00", end: "10:00", title: "x", colour: "red" },
      { date: DAY, start: "10:00", end: "09:00", title: "x" },
      { date: DAY, start: "09:02", end: "10:00", title: "x" },
      { date: "1999-12-31", start: "09:00", end: "10:00", title: "x" },
      { date: "2101-01-01", start: "09:00", end: "10:00", title: "x" },
      { date: DAY, start: "09:00", end: "10:00", title: "t".repeat(201) },
    ];
    for (const data of bad) {
      const res = await mine.post("/api/calendar/blocks", { data, headers: { "accept-language": "es" } });
      expect(res.status(), JSON.stringify(data)).toBe(400);
      const body = await res.json();
      expect(body.error).toMatch(/[a-záéíóúñ]/i);
      expect(body.error).not.toMatch(/calendarApi\./);
    }
    const spanish = await (
      await mine.post("/api/calendar/blocks", { data: bad[1], headers: { "accept-language": "es" } })
    ).json();
    expect(spanish.error).toBe("La hora de fin debe ser posterior a la de inicio.");
    expect(
      (
        await mine.post("/api/calendar/blocks", { data: "{not json", headers: { "content-type": "application/json" } })
      ).status(),
    ).toBe(400);
    // 2028 is a leap year: the 100 days from January 1 end on April 9.
    expect((await mine.get(`/api/calendar?from=2028-01-01&to=2028-04-10`)).status()).toBe(400);
    expect((await mine.get(`/api/calendar?from=2028-01-01&to=2028-04-09`)).status()).toBe(200);
    expect((await mine.get(`/api/calendar?from=2028-01-01`)).status()).toBe(400);
    const day = await (await mine.get(`/api/calendar?from=${shift(DAY, 30)}&to=${shift(DAY, 30)}`)).json();
    expect(day.blocks).toEqual([]);
  });

  test("someone else's block is a 404; free accounts 403; visitors 401", async ({ baseURL }) => {
    const day = shift(DAY, 20);
    const secret = await (
      await mine.post("/api/calendar/blocks", { data: { date: day, start: "18:00", end: "19:00", title: "Private" } })
    )
      .json()
      .then((r) => r.block);
    expect((await other.patch(`/api/calendar/blocks/${secret.id}`, { data: { title: "Mine now" } })).status()).toBe(
      404,
    );
    expect((await other.delete(`/api/calendar/blocks/${secret.id}`)).status()).toBe(404);
    expect((await (await other.get(`/api/calendar?from=${day}&to=${day}`)).json()).blocks).toEqual([]);
    expect((await mine.delete(`/api/calendar/blocks/${secret.id}`)).status()).toBe(204);
    expect((await other.post(`/api/calendar/blocks/${secret.id}/restore`)).status()).toBe(404);
    expect((await mine.post(`/api/calendar/blocks/${secret.id}/restore`)).status()).toBe(200);

    // The demo free account is refused (it only reads: nothing of it changes).
    const free = await signInContext(baseURL!, DEMO.free, DEMO.password);
    expect((await free.get(`/api/calendar?from=${DAY}&to=${DAY}`)).status()).toBe(403);
    expect(
      (
        await free.post("/api/calendar/blocks", { data: { date: DAY, start: "09:00", end: "10:00", title: "x" } })
      ).status(),
    ).toBe(403);
    expect((await free.get("/api/calendar/feed")).status()).toBe(403);
    await free.dispose();
    const visitor = await playwrightRequest.newContext({ baseURL });
    expect((await visitor.get(`/api/calendar?from=${DAY}&to=${DAY}`)).status()).toBe(401);
    expect((await visitor.patch(`/api/calendar/blocks/${secret.id}`, { data: { done: true } })).status()).toBe(401);
    await visitor.dispose();
  });

  test("concurrent moves of the same block leave one whole move", async () => {
    const day = shift(DAY, 50);
    const b = await (
      await mine.post("/api/calendar/blocks", { data: { date: day, start: "06:00", end: "06:30", title: "Stretch" } })
    )
      .json()
      .then((r) => r.block);
    const moves = Array.from({ length: 8 }, (_, i) => ({
      date: shift(day, i + 2),
      start: `${String(7 + i).padStart(2, "0")}:00`,
      end: `${String(7 + i).padStart(2, "0")}:45`,
    }));
    const answers = await Promise.all(moves.map((data) => mine.patch(`/api/calendar/blocks/${b.id}`, { data })));
    for (const a of answers) expect(a.status()).toBe(200);
    const all = (await (await mine.get(`/api/calendar?from=${day}&to=${shift(day, 12)}`)).json()).blocks.filter(
      (x: { id: string }) => x.id === b.id,
    );
    expect(all).toHaveLength(1);
    const move = moves.find((m) => m.date === all[0].date)!;
    expect(all[0]).toMatchObject({ start: move.start, end: move.end });
  });

  test("the feed link serves the calendar without a session; a reset link makes the old one 404", async ({
    baseURL,
  }) => {
    const { url } = await (await other.get("/api/calendar/feed")).json();
    expect(url).toMatch(/\/api\/calendar\/feed\/[A-Za-z0-9_-]{43}\.ics$/);
    const b = await (
      await other.post("/api/calendar/blocks", {
        data: { date: shift(new Date().toISOString().slice(0, 10), 1), start: "08:00", end: "08:30", title: "Run" },
      })
    )
      .json()
      .then((r) => r.block);
    const anonymous = await playwrightRequest.newContext({ baseURL });
    const feed = await anonymous.get(new URL(url).pathname);
    expect(feed.status()).toBe(200);
    expect(feed.headers()["content-type"]).toContain("text/calendar");
    const calendar = new ICAL.Component(ICAL.parse(await feed.text()));
    const uids = calendar.getAllSubcomponents("vevent").map((v) => v.getFirstPropertyValue("uid"));
    expect(uids).toContain(`${b.id}@rhythm`);

    const { url: fresh } = await (await other.post("/api/calendar/feed/reset")).json();
    expect(fresh).not.toBe(url);
    expect((await anonymous.get(new URL(url).pathname)).status()).toBe(404);
    expect((await anonymous.get(new URL(fresh).pathname)).status()).toBe(200);
    await anonymous.dispose();
  });

  test("import: events of the next 90 days, again adds nothing, refusals change nothing", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const start = shift(today, 2);
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//Apple Inc.//macOS 15.0//EN",
      "BEGIN:VEVENT",
      "UID:e2e-weekly@apple",
      `DTSTART;TZID=America/New_York:${compact(start)}T100000`,
      `DTEND;TZID=America/New_York:${compact(start)}T110000`,
      "RRULE:FREQ=WEEKLY;COUNT=4",
      `EXDATE;TZID=America/New_York:${compact(shift(start, 7))}T100000`,
      "SUMMARY:Weekly review",
      "END:VEVENT",
      "BEGIN:VEVENT",
      "UID:e2e-holiday@apple",
      `DTSTART;VALUE=DATE:${compact(shift(start, 1))}`,
      `DTEND;VALUE=DATE:${compact(shift(start, 2))}`,
      "SUMMARY:Holiday",
      "END:VEVENT",
      "END:VCALENDAR",
    ].join("\r\n");
    const post = (data: string, type = "text/calendar") =>
      other.post("/api/calendar/import", { data, headers: { "content-type": type } });
    const first = await post(ics);
    expect(first.status()).toBe(200);
    expect(calendarImportResultSchema.parse(await first.json())).toEqual({ imported: 4, skipped: 0 });
    expect(await (await post(ics)).json()).toEqual({ imported: 0, skipped: 4 });
    const blocks = (await (await other.get(`/api/calendar?from=${today}&to=${shift(today, 40)}`)).json()).blocks.filter(
      (b: { source: string }) => b.source === "import",
    );
    expect(blocks).toHaveLength(4);
    expect(blocks.find((b: { allDay: boolean }) => b.allDay)).toMatchObject({
      title: "Holiday",
      date: shift(start, 1),
    });

    const notCalendar = await post("just some text");
    expect(notCalendar.status()).toBe(400);
    expect((await notCalendar.json()).error).toBe("That file is not a calendar (.ics) file.");
    // Only a calendar file is read: another declared type is refused as such.
    expect((await post(ics, "application/json")).status()).toBe(415);
    const big = await post(`BEGIN:VCALENDAR\r\nX-PAD:${"x".repeat(2 * 1024 * 1024)}\r\nEND:VCALENDAR`);
    expect(big.status()).toBe(413);
    const after = (await (await other.get(`/api/calendar?from=${today}&to=${shift(today, 40)}`)).json()).blocks.filter(
      (b: { source: string }) => b.source === "import",
    );
    expect(after).toEqual(blocks);
  });
});
