/**
 * The calendar API's domain functions on a real database: listing, creating, editing, deleting
 * and restoring blocks; scoping to the caller; input rules (the route handlers' schemas); and
 * concurrent edits of one block.
 */
import { AppError } from "@/lib/errors";
import { parseInput } from "@/server/http/route-handler";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { generatePlan } from "@/server/schedule/generate-plan";
import { getPlan } from "@/server/schedule/get-plan";
import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { createBlock } from "./create-block";
import { deleteCalendarBlock, restoreCalendarBlock } from "./delete-block";
import { listBlocks } from "./list-blocks";
import {
  calendarBlockEditSchema,
  calendarBlockSchema,
  calendarBlocksResponseSchema,
  calendarRangeSchema,
  createBlockSchema,
  updateCalendarBlockSchema,
} from "./schemas";
import { updateCalendarBlock } from "./update-block";

setupTestDatabase();

const DATE = "2026-11-24";
const MORNING = new Date("2026-11-23T08:00:00Z");

async function rejection(promise: Promise<unknown> | (() => unknown)): Promise<AppError> {
  const err = await (typeof promise === "function" ? Promise.resolve().then(promise) : promise).then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

const create = (userId: string, body: unknown) => createBlock(userId, parseInput(createBlockSchema, body));
/** The whole answer of an edit (the block, its reason, its day, a check-off's points). */
const edit = (userId: string, id: string, body: unknown) =>
  updateCalendarBlock(userId, id, parseInput(updateCalendarBlockSchema, body));
/** The block an edit answers. */
const patch = async (userId: string, id: string, body: unknown) => (await edit(userId, id, body)).block;
const list = (userId: string, from: string, to: string) =>
  listBlocks(userId, parseInput(calendarRangeSchema, { from, to }));

describe(`the calendar's blocks (${testDatabaseKind()})`, () => {
  test("a block made by hand is fixed, source manual, kind task by default, and listed on its day", async () => {
    const user = await insertScheduleUser();
    const block = await create(user.id, { date: DATE, start: "09:00", end: "10:30", title: "  Dentist  " });
    expect(block).toEqual({
      id: expect.any(String),
      date: DATE,
      start: "09:00",
      end: "10:30",
      title: "Dentist",
      notes: "",
      kind: "task",
      fixed: true,
      done: false,
      source: "manual",
      allDay: false,
      conflict: false,
    });
    const late = await create(user.id, { date: DATE, start: "23:00", end: "24:00", title: "Night owl", kind: "event" });
    expect(late).toMatchObject({ end: "24:00", kind: "event" });
    expect(await list(user.id, DATE, DATE)).toEqual([block, late]);
    expect(await list(user.id, "2026-11-25", "2026-12-01")).toEqual([]);
  });

  test("the range lists every source sorted by date and time, with conflicts across sources", async () => {
    const user = await insertScheduleUser();
    const plan = await generatePlan(
      user,
      { description: "standup at 9:30, 2 hours of writing", date: DATE, replan: false },
      "en",
      MORNING,
    );
    const clash = await create(user.id, { date: DATE, start: "09:30", end: "10:00", title: "Call" });
    const other = await create(user.id, { date: "2026-11-23", start: "20:00", end: "21:00", title: "Earlier day" });
    const blocks = await list(user.id, "2026-11-23", DATE);
    expect(blocks[0]).toEqual(other);
    expect(
      blocks
        .slice(1)
        .map((b) => b.id)
        .sort(),
    ).toEqual([...plan.blocks.map((b) => b.id), clash.id].sort());
    const times = blocks.slice(1).map((b) => b.start);
    expect(times).toEqual([...times].sort());
    expect(blocks.find((b) => b.id === clash.id)?.conflict).toBe(true);
    expect(blocks.find((b) => b.title === "Standup")).toMatchObject({ conflict: true, source: "plan", fixed: true });
    // The dashboard sees the same day: the calendar block is in it and flagged too.
    const day = await getPlan(user.id, DATE, "en");
    expect(day?.blocks.find((b) => b.id === clash.id)).toMatchObject({
      source: "manual",
      conflict: true,
      reason: "placed by you on the calendar",
    });
  });

  test("every answer has the declared response shape (plan, manual, all sources listed; edits)", async () => {
    const user = await insertScheduleUser();
    await generatePlan(
      user,
      { description: "standup at 9:30, gym after work", date: DATE, replan: false },
      "en",
      MORNING,
    );
    const made = await create(user.id, { date: DATE, start: "09:30", end: "10:00", title: "Call", kind: "event" });
    expect(calendarBlockSchema.parse(made)).toEqual(made);
    const moved = await edit(user.id, made.id, { start: "11:00", end: "11:45", done: true });
    // An edit answers the block and what else it did: a check-off's points, the block's day.
    expect(calendarBlockEditSchema.parse(moved)).toEqual(moved);
    expect(moved.reward).toMatchObject({ xp: expect.any(Number), coins: expect.any(Number) });
    expect(calendarBlockSchema.parse(moved.block)).toEqual(moved.block);
    const renamed = await patch(user.id, made.id, { title: "Call Sam", notes: "  About the lease " });
    expect(calendarBlockSchema.parse(renamed)).toMatchObject({ title: "Call Sam", notes: "About the lease" });
    const blocks = await list(user.id, DATE, DATE);
    expect(blocks.length).toBeGreaterThan(2);
    expect(calendarBlocksResponseSchema.parse({ blocks })).toEqual({ blocks });
    // A field the schema does not declare fails the check (strict objects).
    expect(calendarBlockSchema.safeParse({ ...made, extra: 1 }).success).toBe(false);
  });

  test("PATCH moves (keeping the length), resizes, moves across days, renames, re-kinds and checks off", async () => {
    const user = await insertScheduleUser();
    const b = await create(user.id, { date: DATE, start: "09:00", end: "10:00", title: "Read" });
    expect(await patch(user.id, b.id, { start: "14:30" })).toMatchObject({ start: "14:30", end: "15:30", date: DATE });
    expect(await patch(user.id, b.id, { end: "16:00" })).toMatchObject({ start: "14:30", end: "16:00" });
    expect(await patch(user.id, b.id, { date: "2026-11-30", start: "08:00", end: "08:45" })).toMatchObject({
      date: "2026-11-30",
      start: "08:00",
      end: "08:45",
    });
    expect(await patch(user.id, b.id, { title: "Read a book", kind: "habit", done: true })).toMatchObject({
      title: "Read a book",
      kind: "habit",
      done: true,
    });
    expect(await list(user.id, DATE, DATE)).toEqual([]);
    expect(await list(user.id, "2026-11-30", "2026-11-30")).toEqual([
      expect.objectContaining({ id: b.id, done: true, start: "08:00" }),
    ]);
    expect(await patch(user.id, b.id, { done: false })).toMatchObject({ done: false });
  });

  test("moving a plan block pins it where the user put it; re-planning leaves it there", async () => {
    const user = await insertScheduleUser();
    const plan = await generatePlan(
      user,
      { description: "emails, 1 hour of reading", date: DATE, replan: false },
      "en",
      MORNING,
    );
    const emails = plan.blocks.find((x) => x.title === "Emails")!;
    expect(await patch(user.id, emails.id, { start: "20:00", end: "20:30" })).toMatchObject({
      fixed: true,
      source: "plan",
    });
    const replanned = await generatePlan(user, { description: "", date: DATE, replan: true }, "en", MORNING);
    expect(replanned.blocks.find((x) => x.id === emails.id)).toMatchObject({
      start: "20:00",
      end: "20:30",
      reason: "moved here by you",
    });
  });

  test("Undo of a move puts the block back exactly, unpinned as it was (an explicit fixed wins)", async () => {
    const user = await insertScheduleUser();
    const plan = await generatePlan(
      user,
      { description: "emails, 1 hour of reading", date: DATE, replan: false },
      "en",
      MORNING,
    );
    const emails = plan.blocks.find((x) => x.title === "Emails")!;
    expect(emails.fixed).toBe(false);
    expect(await patch(user.id, emails.id, { start: "20:00", end: "20:30" })).toMatchObject({ fixed: true });
    const back = await patch(user.id, emails.id, { start: emails.start, end: emails.end, fixed: false });
    expect(back).toMatchObject({ start: emails.start, end: emails.end, fixed: false, source: "plan" });
  });

  test("bad input is a 400 with its own message, and nothing is saved", async () => {
    const user = await insertScheduleUser();
    const b = await create(user.id, { date: DATE, start: "09:00", end: "10:00", title: "Read" });
    const cases: [unknown, string][] = [
      [{ date: DATE, start: "09:00", end: "10:00", title: "x", colour: "red" }, "calendarApi.errors.unknownField"],
      [{ date: DATE, start: "10:00", end: "09:00", title: "x" }, "calendarApi.errors.endBeforeStart"],
      [{ date: DATE, start: "10:00", end: "10:00", title: "x" }, "calendarApi.errors.endBeforeStart"],
      [{ date: DATE, start: "09:03", end: "10:00", title: "x" }, "calendarApi.errors.invalidTime"],
      [{ date: DATE, start: "24:00", end: "24:00", title: "x" }, "calendarApi.errors.invalidTime"],
      [{ date: DATE, start: "09:00", end: "24:05", title: "x" }, "calendarApi.errors.invalidTime"],
      [{ date: "1999-12-31", start: "09:00", end: "10:00", title: "x" }, "calendarApi.errors.invalidDate"],
      [{ date: "2101-01-01", start: "09:00", end: "10:00", title: "x" }, "calendarApi.errors.invalidDate"],
      [{ date: "2026-02-30", start: "09:00", end: "10:00", title: "x" }, "calendarApi.errors.invalidDate"],
      [{ date: DATE, start: "09:00", end: "10:00", title: "a".repeat(201) }, "calendarApi.errors.titleTooLong"],
      [{ date: DATE, start: "09:00", end: "10:00", title: "   " }, "calendarApi.errors.titleRequired"],
      [{ date: DATE, start: "09:00", end: "10:00", title: "x", kind: "party" }, "calendarApi.errors.invalidKind"],
      [{ date: DATE, start: "09:00", title: "x" }, "calendarApi.errors.invalidTime"],
    ];
    for (const [body, key] of cases) {
      expect([JSON.stringify(body), await rejection(() => create(user.id, body))]).toEqual([
        JSON.stringify(body),
        expect.objectContaining({ status: 400, messageKey: key }),
      ]);
    }
    await expect(
      create(user.id, { date: "2026-11-25", start: "09:00", end: "10:00", title: "a".repeat(200) }),
    ).resolves.toMatchObject({ date: "2026-11-25", start: "09:00", end: "10:00", title: "a".repeat(200) });
    // A year ahead is fine; more than 2 years ahead (or 5 back) is refused.
    const nextYear = new Date(Date.now() + 365 * 86_400_000).toISOString().slice(0, 10);
    await expect(
      create(user.id, { date: nextYear, start: "00:00", end: "24:00", title: "Next year" }),
    ).resolves.toMatchObject({ date: nextYear, start: "00:00", end: "24:00", title: "Next year" });
    await expect(
      rejection(() => create(user.id, { date: "2100-12-31", start: "00:00", end: "24:00", title: "Last day" })),
    ).resolves.toMatchObject({ status: 400, messageKey: "calendarApi.errors.dateOutOfRange" });

    const patches: [unknown, string][] = [
      [{}, "calendarApi.errors.nothingToChange"],
      [{ start: "09:00", end: "08:00" }, "calendarApi.errors.endBeforeStart"],
      [{ id: "other" }, "calendarApi.errors.unknownField"],
      [{ done: "yes" }, "calendarApi.errors.invalidDone"],
      [{ start: "9:00" }, "calendarApi.errors.invalidTime"],
      [{ title: "b".repeat(201) }, "calendarApi.errors.titleTooLong"],
    ];
    for (const [body, key] of patches)
      expect(await rejection(() => patch(user.id, b.id, body))).toMatchObject({ status: 400, messageKey: key });
    // Checks that need the saved block: a moved start pushing the end past midnight, an end before the saved start.
    expect(await rejection(patch(user.id, b.id, { start: "23:30" }))).toMatchObject({
      status: 400,
      messageKey: "calendarApi.errors.outsideDay",
    });
    expect(await rejection(patch(user.id, b.id, { end: "08:00" }))).toMatchObject({
      status: 400,
      messageKey: "calendarApi.errors.endBeforeStart",
    });
    expect((await list(user.id, DATE, DATE)).find((x) => x.id === b.id)).toEqual(b);
  });

  test("ranges: from..to both included, at most 100 days, not backwards", async () => {
    expect(parseInput(calendarRangeSchema, { from: "2026-01-01", to: "2026-04-10" })).toEqual({
      from: "2026-01-01",
      to: "2026-04-10",
    });
    expect(
      await rejection(() => parseInput(calendarRangeSchema, { from: "2026-01-01", to: "2026-04-11" })),
    ).toMatchObject({ status: 400, messageKey: "calendarApi.errors.rangeTooLong" });
    expect(
      await rejection(() => parseInput(calendarRangeSchema, { from: "2026-01-02", to: "2026-01-01" })),
    ).toMatchObject({ messageKey: "calendarApi.errors.rangeBackwards" });
    expect(await rejection(() => parseInput(calendarRangeSchema, { from: "", to: "2026-01-01" }))).toMatchObject({
      messageKey: "calendarApi.errors.invalidDate",
    });
  });

  test("someone else's block is a 404 for every verb, and stays untouched", async () => {
    const alice = await insertScheduleUser();
    const bob = await insertScheduleUser();
    const b = await create(alice.id, { date: DATE, start: "09:00", end: "10:00", title: "Private" });
    expect(await rejection(patch(bob.id, b.id, { title: "Mine now" }))).toMatchObject({
      status: 404,
      messageKey: "calendarApi.errors.blockNotFound",
    });
    expect(await rejection(deleteCalendarBlock(bob.id, b.id))).toMatchObject({ status: 404 });
    expect(await list(bob.id, DATE, DATE)).toEqual([]);
    await deleteCalendarBlock(alice.id, b.id);
    expect(await rejection(restoreCalendarBlock(bob.id, b.id))).toMatchObject({
      status: 404,
      messageKey: "calendarApi.errors.notInTrash",
    });
    expect((await restoreCalendarBlock(alice.id, b.id)).block).toEqual(b);
    expect(await rejection(patch(alice.id, "no-such-block", { done: true }))).toMatchObject({ status: 404 });
  });

  test("delete then restore brings back exactly the same block (id, source, done, habit and import links)", async () => {
    const user = await insertScheduleUser();
    const plan = await generatePlan(
      user,
      { description: "standup at 9:30, emails", date: DATE, replan: false },
      "en",
      MORNING,
    );
    const standup = plan.blocks.find((b) => b.title === "Standup")!;
    await patch(user.id, standup.id, { done: true });
    const before = (await list(user.id, DATE, DATE)).find((b) => b.id === standup.id)!;
    await deleteCalendarBlock(user.id, standup.id);
    expect((await list(user.id, DATE, DATE)).some((b) => b.id === standup.id)).toBe(false);
    expect(await rejection(deleteCalendarBlock(user.id, standup.id))).toMatchObject({ status: 404 });
    const restored = await restoreCalendarBlock(user.id, standup.id);
    expect(restored.block).toEqual(before);
    const again = await getPlan(user.id, DATE, "en");
    expect(again?.blocks.find((b) => b.id === standup.id)).toMatchObject({
      done: true,
      source: "plan",
      reason: standup.reason,
    });
    // Restoring twice: it is no longer in the trash.
    expect(await rejection(restoreCalendarBlock(user.id, standup.id))).toMatchObject({ status: 404 });
  });

  test("concurrent PATCHes of one block apply one after the other and leave a consistent block", async () => {
    const user = await insertScheduleUser();
    const b = await create(user.id, { date: DATE, start: "09:00", end: "10:00", title: "Focus" });
    const moves = Array.from({ length: 12 }, (_, i) => ({
      date: `2026-12-${String(i + 1).padStart(2, "0")}`,
      start: `${String(8 + i).padStart(2, "0")}:00`,
      end: `${String(9 + i).padStart(2, "0")}:30`,
    }));
    const results = await Promise.all([
      ...moves.map((m) => patch(user.id, b.id, m)),
      patch(user.id, b.id, { title: "Deep focus" }),
      patch(user.id, b.id, { done: true }),
    ]);
    for (const r of results) expect(r.id).toBe(b.id);
    const [saved] = await list(user.id, "2026-12-01", "2026-12-31");
    // Whichever move came last, its date, start and end belong together.
    const move = moves.find((m) => m.date === saved.date)!;
    expect(saved).toMatchObject({ start: move.start, end: move.end, title: "Deep focus", done: true });
    expect(await list(user.id, DATE, DATE)).toEqual([]);
  });

  test("a delete from the dashboard goes to the trash too, so Undo brings the block back into its plan", async () => {
    const user = await insertScheduleUser();
    const plan = await generatePlan(
      user,
      { description: "emails, 1 hour of reading", date: DATE, replan: false },
      "en",
      MORNING,
    );
    const target = plan.blocks[0];
    await deleteCalendarBlock(user.id, target.id);
    const restored = await restoreCalendarBlock(user.id, target.id);
    expect(restored.block).toMatchObject({
      id: target.id,
      start: target.start,
      end: target.end,
      title: target.title,
      source: "plan",
    });
    // The restore answers the block's reason and day as GET /api/schedule words them.
    expect(restored.reason).toBe(target.reason);
    expect(await getPlan(user.id, DATE, "en")).toEqual(expect.objectContaining({ blocks: plan.blocks }));
    expect(restored.day).toEqual({ date: DATE, overlaps: plan.overlaps, warnings: plan.warnings });
  });
});
