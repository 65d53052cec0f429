/**
 * The one block edit (PATCH /api/calendar/blocks/{id}, DELETE and restore) on a planned day, and
 * its answer: the block, its reason and its day's overlaps and warnings in the caller's words, so
 * the dashboard shows the edit without reading the day again. Scoping and concurrency too.
 */
import { toMinutes } from "@/lib/time/clock";
import { AppError } from "@/lib/errors";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { generatePlan } from "@/server/schedule/generate-plan";
import { getPlan } from "@/server/schedule/get-plan";
import { insertScheduleUser } from "@/server/schedule/testing/schedule-fixtures";
import { parseInput } from "@/server/http/route-handler";
import { deleteCalendarBlock, restoreCalendarBlock } from "./delete-block";
import { listBlocks } from "./list-blocks";
import { calendarBlockEditSchema, updateCalendarBlockSchema } from "./schemas";
import { updateCalendarBlock } from "./update-block";

setupTestDatabase();

const DATE = "2026-11-24";
const MORNING = new Date("2026-11-23T08:00:00Z");
const DAY = "standup at 9:30, 3 hours on the report, lunch, emails, gym at 6pm";

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

async function planned() {
  const user = await insertScheduleUser();
  const plan = await generatePlan(user, { description: DAY, date: DATE, replan: false }, "en", MORNING);
  const byTitle = (title: string) => plan.blocks.find((b) => b.title === title)!;
  return { user, plan, byTitle };
}

/** An edit as the route parses it (a refused body is a rejection too). */
const edit = async (userId: string, id: string, body: unknown, locale: "en" | "es" = "en") =>
  updateCalendarBlock(userId, id, parseInput(updateCalendarBlockSchema, body), { locale });

describe(`editing a planned day through the one block edit (${testDatabaseKind()})`, () => {
  test("marks a block done and undone, and it stays so when loaded again", async () => {
    const { user, byTitle } = await planned();
    const lunch = byTitle("Lunch");
    expect((await edit(user.id, lunch.id, { done: true })).block.done).toBe(true);
    expect((await getPlan(user.id, DATE, "en"))?.blocks.find((b) => b.id === lunch.id)?.done).toBe(true);
    await edit(user.id, lunch.id, { done: false });
    expect((await getPlan(user.id, DATE, "en"))?.blocks.find((b) => b.id === lunch.id)?.done).toBe(false);
  });

  test("moving keeps the length, pins the block and says so; re-planning leaves it there", async () => {
    const { user, byTitle } = await planned();
    const emails = byTitle("Emails");
    const length = toMinutes(emails.end) - toMinutes(emails.start);
    const answer = await edit(user.id, emails.id, { start: "20:00" });
    expect(calendarBlockEditSchema.parse(answer)).toEqual(answer);
    expect(answer.block).toMatchObject({ start: "20:00", fixed: true });
    expect(answer.reason).toBe("moved here by you");
    expect(toMinutes(answer.block.end) - toMinutes(answer.block.start)).toBe(length);
    // The answer's reason is the one the day shows.
    const day = await getPlan(user.id, DATE, "en");
    expect(day?.blocks.find((b) => b.id === emails.id)?.reason).toBe(answer.reason);

    const replanned = await generatePlan(user, { description: "", date: DATE, replan: true }, "en", MORNING);
    expect(replanned.blocks.find((b) => b.id === emails.id)?.start).toBe("20:00");
  });

  test("resizing changes the end only, and says the length is the user's", async () => {
    const { user, byTitle } = await planned();
    const gym = byTitle("Gym");
    const resized = await edit(user.id, gym.id, { end: "19:30" });
    expect(resized.block).toMatchObject({ start: "18:00", end: "19:30" });
    expect(resized.reason).toBe("length set by you");
    const both = await edit(user.id, gym.id, { start: "17:00", end: "17:45" });
    expect(both.block).toMatchObject({ start: "17:00", end: "17:45" });
  });

  test("a move that makes an overlap answers it in words, by block; moving away clears it", async () => {
    const { user, byTitle } = await planned();
    const emails = byTitle("Emails");
    const standup = byTitle("Standup");
    const into = await edit(user.id, emails.id, { start: standup.start });
    expect(into.block).toMatchObject({ start: "09:30", conflict: true });
    const pair = into.day.overlaps.find((o) => [o.first.id, o.second.id].includes(emails.id));
    expect(pair).toBeDefined();
    expect([pair!.first.id, pair!.second.id].sort()).toEqual([emails.id, standup.id].sort());
    expect(pair).toMatchObject({ at: "09:30" });
    expect(pair!.text).toMatch(/^(Standup and Emails|Emails and Standup) overlap at 9:30am$/);
    expect(into.day.warnings).toContain(pair!.text);
    // The answer is the day as GET /api/schedule has it: the same overlaps, warnings and flags.
    const day = (await getPlan(user.id, DATE, "en"))!;
    expect(into.day).toEqual({ date: DATE, overlaps: day.overlaps, warnings: day.warnings });
    expect(day.blocks.find((b) => b.id === standup.id)?.conflict).toBe(true);

    const away = await edit(user.id, emails.id, { start: "21:00" });
    expect(away.block.conflict).toBe(false);
    expect(away.day.overlaps.some((o) => [o.first.id, o.second.id].includes(emails.id))).toBe(false);
    expect(away.day.warnings).not.toContain(pair!.text);
    expect((await getPlan(user.id, DATE, "en"))!.blocks.some((b) => b.conflict)).toBe(false);
  });

  test("the answer is in the caller's language", async () => {
    const { user, byTitle } = await planned();
    const emails = byTitle("Emails");
    const answer = await edit(user.id, emails.id, { start: "09:30" }, "es");
    const day = (await getPlan(user.id, DATE, "es"))!;
    expect(answer.reason).toBe(day.blocks.find((b) => b.id === emails.id)?.reason);
    expect(answer.day.overlaps).toEqual(day.overlaps);
    expect(answer.day.overlaps[0].text).not.toMatch(/overlap at/);
  });

  test("refuses an end before the start and a block past midnight (the calendar's rules and keys)", async () => {
    const { user, byTitle } = await planned();
    const gym = byTitle("Gym");
    expect(await rejection(edit(user.id, gym.id, { end: "17:55" }))).toMatchObject({
      status: 400,
      messageKey: "calendarApi.errors.endBeforeStart",
    });
    expect(await rejection(edit(user.id, gym.id, { start: "23:30" }))).toMatchObject({
      status: 400,
      messageKey: "calendarApi.errors.outsideDay",
    });
    // Up to midnight is inside the day.
    const lastHour = await edit(user.id, gym.id, { start: "23:00", end: "24:00" });
    expect(lastHour.block).toMatchObject({ start: "23:00", end: "24:00" });
  });

  test("deletes a block into the trash; Undo brings it back with its day; unknown blocks are 404", async () => {
    const { user, byTitle, plan } = await planned();
    const lunch = byTitle("Lunch");
    await deleteCalendarBlock(user.id, lunch.id);
    expect((await getPlan(user.id, DATE, "en"))?.blocks).toHaveLength(plan.blocks.length - 1);
    expect(await rejection(deleteCalendarBlock(user.id, lunch.id))).toMatchObject({
      status: 404,
      messageKey: "calendarApi.errors.blockNotFound",
    });
    expect(await rejection(edit(user.id, lunch.id, { done: true }))).toMatchObject({ status: 404 });
    const back = await restoreCalendarBlock(user.id, lunch.id);
    expect(back).toMatchObject({ reason: lunch.reason, day: { date: DATE, overlaps: plan.overlaps } });
    expect(await rejection(edit(user.id, "nope", { done: true }))).toMatchObject({ status: 404 });
  });

  test("another user's block id is a 404 for every edit, even on a day of their own", async () => {
    const { user: alice, plan } = await planned();
    const bob = await insertScheduleUser();
    const target = plan.blocks[0];
    const notFound = { status: 404, messageKey: "calendarApi.errors.blockNotFound" };
    expect(await rejection(edit(bob.id, target.id, { done: true }))).toMatchObject(notFound);
    expect(await rejection(edit(bob.id, target.id, { start: "20:00" }))).toMatchObject(notFound);
    expect(await rejection(deleteCalendarBlock(bob.id, target.id))).toMatchObject(notFound);
    // Bob's own plan on the same date is a different row; Alice's block ids are not in it.
    await generatePlan(bob, { description: DAY, date: DATE, replan: false }, "en", MORNING);
    expect(await rejection(edit(bob.id, target.id, { title: "Mine now" }))).toMatchObject(notFound);
    const replannedByBob = await generatePlan(bob, { description: "", date: DATE, replan: true }, "en", MORNING);
    expect(replannedByBob.blocks.some((b) => b.id === target.id)).toBe(false);
    expect(await getPlan(alice.id, DATE, "en")).toEqual(plan);
  });

  test("a rename and a note show on both pages, with the same rules", async () => {
    const { user, byTitle } = await planned();
    const gym = byTitle("Gym");
    const renamed = await edit(user.id, gym.id, { title: "  Gym\nwith Sam ", notes: " Bring shoes " });
    expect(renamed.block).toMatchObject({ title: "Gym with Sam", notes: "Bring shoes", start: gym.start });
    expect((await getPlan(user.id, DATE, "en"))?.blocks.find((b) => b.id === gym.id)?.title).toBe("Gym with Sam");
    const day = await listBlocks(user.id, { from: DATE, to: DATE });
    expect(day.find((b) => b.id === gym.id)).toMatchObject({ title: "Gym with Sam", notes: "Bring shoes" });
    for (const body of [{ title: "  " }, { notes: "x".repeat(501) }]) {
      expect(await rejection(edit(user.id, gym.id, body))).toMatchObject({ status: 400 });
    }
  });

  test("concurrent edits of the same day are all kept", async () => {
    const { user, plan } = await planned();
    await Promise.all(plan.blocks.map((b) => edit(user.id, b.id, { done: true })));
    const loaded = await getPlan(user.id, DATE, "en");
    expect(loaded?.blocks.every((b) => b.done)).toBe(true);

    const [a, b] = plan.blocks.filter((x) => x.kind !== "break");
    await Promise.all([
      edit(user.id, a.id, { done: false }),
      deleteCalendarBlock(user.id, b.id),
      edit(user.id, plan.blocks.at(-1)!.id, { end: "23:00" }),
    ]);
    const after = await getPlan(user.id, DATE, "en");
    expect(after?.blocks.find((x) => x.id === a.id)?.done).toBe(false);
    expect(after?.blocks.some((x) => x.id === b.id)).toBe(false);
    expect(after?.blocks.find((x) => x.id === plan.blocks.at(-1)!.id)?.end).toBe("23:00");
  });
});
