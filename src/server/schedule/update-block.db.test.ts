/** Checking off, moving, resizing and deleting blocks of a saved plan; scoping and concurrency. */
import { toMinutes } from "@/lib/time/clock";
import { AppError } from "@/lib/errors";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { generatePlan } from "./generate-plan";
import { getPlan } from "./get-plan";
import { parseInput } from "@/server/http/route-handler";
import { listBlocks } from "@/server/calendar/list-blocks";
import { updateCalendarBlock } from "@/server/calendar/update-block";
import { updateBlockSchema } from "./schemas";
import { insertScheduleUser } from "./testing/schedule-fixtures";
import { deleteBlock, updateBlock } from "./update-block";

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

describe(`editing blocks (${testDatabaseKind()})`, () => {
  test("marks a block done and undone, and it stays so when loaded again", async () => {
    const { user, byTitle } = await planned();
    const lunch = byTitle("Lunch");
    const done = await updateBlock(user.id, lunch.id, { date: DATE, done: true }, "en");
    expect(done.plan.blocks.find((b) => b.id === lunch.id)?.done).toBe(true);
    expect((await getPlan(user.id, DATE, "en"))?.blocks.find((b) => b.id === lunch.id)?.done).toBe(true);
    await updateBlock(user.id, lunch.id, { date: DATE, done: false }, "en");
    expect((await getPlan(user.id, DATE, "en"))?.blocks.find((b) => b.id === lunch.id)?.done).toBe(false);
  });

  test("moving keeps the length, pins the block where the user put it and says so; re-planning leaves it there", async () => {
    const { user, byTitle } = await planned();
    const emails = byTitle("Emails");
    const length = toMinutes(emails.end) - toMinutes(emails.start);
    const { plan } = await updateBlock(user.id, emails.id, { date: DATE, start: "20:00" }, "en");
    const moved = plan.blocks.find((b) => b.id === emails.id)!;
    expect(moved).toMatchObject({ start: "20:00", fixed: true, reason: "moved here by you" });
    expect(toMinutes(moved.end) - toMinutes(moved.start)).toBe(length);
    // Blocks stay in time order.
    expect(plan.blocks.map((b) => toMinutes(b.start))).toEqual(
      [...plan.blocks.map((b) => toMinutes(b.start))].sort((a, b) => a - b),
    );

    const replanned = await generatePlan(user, { description: "", date: DATE, replan: true }, "en", MORNING);
    expect(replanned.blocks.find((b) => b.id === emails.id)?.start).toBe("20:00");
  });

  test("resizing changes the end only", async () => {
    const { user, byTitle } = await planned();
    const gym = byTitle("Gym");
    const { plan } = await updateBlock(user.id, gym.id, { date: DATE, end: "19:30" }, "en");
    expect(plan.blocks.find((b) => b.id === gym.id)).toMatchObject({
      start: "18:00",
      end: "19:30",
      reason: "length set by you",
    });
    const both = await updateBlock(user.id, gym.id, { date: DATE, start: "17:00", end: "17:45" }, "en");
    expect(both.plan.blocks.find((b) => b.id === gym.id)).toMatchObject({ start: "17:00", end: "17:45" });
  });

  test("an overlap is the user's choice: saved, both blocks flagged, reported as a warning", async () => {
    const { user, byTitle } = await planned();
    const emails = byTitle("Emails");
    const result = await updateBlock(user.id, emails.id, { date: DATE, start: "09:30" }, "en");
    expect(result.warnings).toContainEqual(
      expect.stringMatching(/Standup and Emails overlap at 9:30am|Emails and Standup overlap at 9:30am/),
    );
    for (const w of result.warnings) expect(w).toContain("Emails");
    expect(result.plan.blocks.find((b) => b.id === emails.id)).toMatchObject({ start: "09:30", conflict: true });
    expect(result.plan.blocks.find((b) => b.title === "Standup")?.conflict).toBe(true);
    expect(result.plan.warnings.length).toBeGreaterThan(0);
    // Moving it away clears the flags.
    const away = await updateBlock(user.id, emails.id, { date: DATE, start: "21:00" }, "en");
    expect(away.warnings).toEqual([]);
    expect(away.plan.blocks.some((b) => b.conflict)).toBe(false);
  });

  test("refuses an end before the start and a block past midnight (the calendar's rules and keys)", async () => {
    const { user, byTitle } = await planned();
    const gym = byTitle("Gym");
    expect(await rejection(updateBlock(user.id, gym.id, { date: DATE, end: "17:55" }, "en"))).toMatchObject({
      status: 400,
      messageKey: "calendarApi.errors.endBeforeStart",
    });
    expect(await rejection(updateBlock(user.id, gym.id, { date: DATE, start: "23:30" }, "en"))).toMatchObject({
      status: 400,
      messageKey: "calendarApi.errors.outsideDay",
    });
    // Up to midnight is inside the day.
    const lastHour = await updateBlock(user.id, gym.id, { date: DATE, start: "23:00", end: "24:00" }, "en");
    expect(lastHour.plan.blocks.find((b) => b.id === gym.id)).toMatchObject({ start: "23:00", end: "24:00" });
  });

  test("deletes a block; unknown blocks and days without a plan are 404", async () => {
    const { user, byTitle, plan } = await planned();
    const lunch = byTitle("Lunch");
    const after = await deleteBlock(user.id, DATE, lunch.id, "en");
    expect(after.blocks.some((b) => b.id === lunch.id)).toBe(false);
    expect(after.blocks).toHaveLength(plan.blocks.length - 1);
    expect(await rejection(deleteBlock(user.id, DATE, lunch.id, "en"))).toMatchObject({
      status: 404,
      messageKey: "schedule.errors.blockNotFound",
    });
    expect(await rejection(updateBlock(user.id, "nope", { date: DATE, done: true }, "en"))).toMatchObject({
      status: 404,
    });
    expect(await rejection(updateBlock(user.id, lunch.id, { date: "2026-12-01", done: true }, "en"))).toMatchObject({
      status: 404,
      messageKey: "schedule.errors.noPlan",
    });
  });

  test("another user can neither read nor change the plan, even with its block ids and date", async () => {
    const { user: alice, plan } = await planned();
    const bob = await insertScheduleUser();
    expect(await getPlan(bob.id, DATE, "en")).toBeNull();
    const target = plan.blocks[0];
    expect(await rejection(updateBlock(bob.id, target.id, { date: DATE, done: true }, "en"))).toMatchObject({
      status: 404,
    });
    expect(await rejection(deleteBlock(bob.id, DATE, target.id, "en"))).toMatchObject({ status: 404 });
    // Bob's own plan on the same date is a different row; Alice's block ids are not in it.
    await generatePlan(bob, { description: DAY, date: DATE, replan: false }, "en", MORNING);
    expect(await rejection(updateBlock(bob.id, target.id, { date: DATE, done: true }, "en"))).toMatchObject({
      status: 404,
    });
    const replannedByBob = await generatePlan(bob, { description: "", date: DATE, replan: true }, "en", MORNING);
    expect(replannedByBob.blocks.some((b) => b.id === target.id)).toBe(false);
    expect(await getPlan(alice.id, DATE, "en")).toEqual(plan);
  });

  test("one edit for both pages: a rename and a note from the dashboard show on the calendar, and back", async () => {
    const { user, byTitle } = await planned();
    const gym = byTitle("Gym");
    const input = parseInput(updateBlockSchema, { date: DATE, title: "  Gym\nwith Sam ", notes: " Bring shoes " });
    const { plan } = await updateBlock(user.id, gym.id, input, "en");
    expect(plan.blocks.find((b) => b.id === gym.id)).toMatchObject({ title: "Gym with Sam", start: gym.start });
    let day = await listBlocks(user.id, { from: DATE, to: DATE });
    expect(day.find((b) => b.id === gym.id)).toMatchObject({ title: "Gym with Sam", notes: "Bring shoes" });

    await updateCalendarBlock(user.id, gym.id, { title: "Climbing", notes: "" });
    expect((await getPlan(user.id, DATE, "en"))?.blocks.find((b) => b.id === gym.id)?.title).toBe("Climbing");
    day = await listBlocks(user.id, { from: DATE, to: DATE });
    expect(day.find((b) => b.id === gym.id)?.notes).toBe("");

    // The same rules from either API: an empty title or a note over 500 characters is a 400.
    for (const body of [{ title: "  " }, { notes: "x".repeat(501) }]) {
      let error: unknown;
      try {
        parseInput(updateBlockSchema, { date: DATE, ...body });
      } catch (e) {
        error = e;
      }
      expect(error).toBeInstanceOf(AppError);
      expect((error as AppError).status).toBe(400);
    }
  });

  test("concurrent edits of the same day are all kept", async () => {
    const { user, plan } = await planned();
    await Promise.all(plan.blocks.map((b) => updateBlock(user.id, b.id, { date: DATE, done: true }, "en")));
    const loaded = await getPlan(user.id, DATE, "en");
    expect(loaded?.blocks.every((b) => b.done)).toBe(true);

    const [a, b] = plan.blocks.filter((x) => x.kind !== "break");
    await Promise.all([
      updateBlock(user.id, a.id, { date: DATE, done: false }, "en"),
      deleteBlock(user.id, DATE, b.id, "en"),
      updateBlock(user.id, plan.blocks.at(-1)!.id, { date: DATE, end: "23:00" }, "en"),
    ]);
    const after = await getPlan(user.id, DATE, "en");
    expect(after?.blocks.find((x) => x.id === a.id)?.done).toBe(false);
    expect(after?.blocks.some((x) => x.id === b.id)).toBe(false);
    expect(after?.blocks.find((x) => x.id === plan.blocks.at(-1)!.id)?.end).toBe("23:00");
  });
});
