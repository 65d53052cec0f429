/** The interpretation panel's API functions on a real database: saving, reading, edits, scoping. */
import { and, eq } from "drizzle-orm";
import { AppError } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { blocks, plans } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { parseInput } from "@/server/http/route-handler";
import { editPlanInterpretation, getInterpretation } from "./edit-interpretation";
import { generatePlan } from "./generate-plan";
import { getPlan } from "./get-plan";
import {
  interpretationEditResponseSchema,
  interpretationEditSchema,
  interpretationResponseSchema,
  type InterpretationEditInput,
} from "./interpretation-schemas";
import { insertScheduleUser } from "./testing/schedule-fixtures";
import { updateCalendarBlock } from "@/server/calendar/update-block";
import type { PlanView } from "./types";

setupTestDatabase();

const DATE = "2026-11-24";
const MORNING = new Date("2026-11-23T08:00:00Z");
const DAY = "standup at 9:30, 3 hours on the report before 4pm, lunch, emails after lunch, read in the evening";

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
  const interpretation = (await getInterpretation(user.id, DATE))!;
  const task = (title: string) => interpretation.items.find((i) => i.title === title)!.taskId;
  const edit = (taskId: string, change: InterpretationEditInput["edit"], at = MORNING) =>
    editPlanInterpretation(user, { date: DATE, taskId, edit: change }, "en", at);
  return { user, plan, interpretation, task, edit };
}

const spans = (plan: PlanView, title: string) =>
  plan.blocks.filter((b) => b.title === title).map((b) => `${b.start}-${b.end}`);
const others = (plan: PlanView, titles: string[]) => plan.blocks.filter((b) => !titles.includes(b.title));

describe(`the interpretation of a day (${testDatabaseKind()})`, () => {
  test("a generated plan keeps what was understood, and the API's answer has the declared shape", async () => {
    const { interpretation } = await planned();
    expect(interpretationResponseSchema.parse({ interpretation })).toEqual({ interpretation });
    expect(interpretation.derived).toBe(false);
    const byTitle = Object.fromEntries(interpretation.items.map((i) => [i.title, i]));
    expect(byTitle.Standup).toMatchObject({
      minutes: 15,
      fixedStart: "09:30",
      kind: "event",
      source: "standup at 9:30",
    });
    expect(byTitle.Report).toMatchObject({ minutes: 180, deadline: "16:00", fixedStart: null, priority: 3 });
    expect(byTitle.Emails.after).toEqual([{ taskId: byTitle.Lunch.taskId, title: "Lunch" }]);
    expect(byTitle.Read).toMatchObject({ partOfDay: "evening", dropped: false, done: false });
  });

  test("a duration change moves only that block; a pin places it and says what moved; drop and restore", async () => {
    const { user, plan, task, edit } = await planned();
    const lunch = await edit(task("Lunch"), { op: "duration", minutes: 45 });
    expect(interpretationEditResponseSchema.parse(lunch)).toEqual(lunch);
    const lunchBefore = plan.blocks.find((b) => b.title === "Lunch")!;
    expect(lunch.plan.blocks.find((b) => b.title === "Lunch")).toMatchObject({
      id: lunchBefore.id,
      start: lunchBefore.start,
      reason: "length set by you",
    });
    expect(others(lunch.plan, ["Lunch"])).toEqual(others(plan, ["Lunch"]));
    expect(lunch.interpretation.items.find((i) => i.title === "Lunch")?.minutes).toBe(45);

    const pinned = await edit(task("Emails"), { op: "pin", start: "10:00" });
    expect(pinned.plan.blocks.find((b) => b.title === "Emails")).toMatchObject({
      start: "10:00",
      end: "10:30",
      fixed: true,
      reason: "pinned here by you",
    });
    expect([...new Set(pinned.moved.map((m) => m.title))]).toEqual(["Report"]);
    for (const m of pinned.moved) expect(pinned.plan.blocks.find((b) => b.id === m.id)?.start).toBe(m.to);
    expect(spans(pinned.plan, "Standup")).toEqual(spans(plan, "Standup"));

    const dropped = await edit(task("Read"), { op: "drop" });
    expect(spans(dropped.plan, "Read")).toEqual([]);
    expect(others(dropped.plan, ["Read"])).toEqual(others(pinned.plan, ["Read"]));
    expect(dropped.interpretation.items.find((i) => i.title === "Read")?.dropped).toBe(true);
    const back = await edit(task("Read"), { op: "restore" });
    expect(spans(back.plan, "Read")).toEqual(spans(plan, "Read"));

    // What was saved is what comes back.
    expect(await getPlan(user.id, DATE, "en")).toEqual(back.plan);
    expect((await getInterpretation(user.id, DATE))?.items).toEqual(back.interpretation.items);
  });

  test("checked-off blocks keep their done time and are not edited", async () => {
    const { user, plan, task, edit } = await planned();
    const standup = plan.blocks.find((b) => b.title === "Standup")!;
    await updateCalendarBlock(user.id, standup.id, { done: true });
    const [{ doneAt }] = await getDb().select({ doneAt: blocks.doneAt }).from(blocks).where(eq(blocks.id, standup.id));
    expect(await rejection(edit(task("Standup"), { op: "pin", start: "11:00" }))).toMatchObject({
      status: 409,
      messageKey: "schedule.errors.taskDone",
    });
    await edit(task("Emails"), { op: "pin", start: "09:30" });
    const [after] = await getDb().select().from(blocks).where(eq(blocks.id, standup.id));
    expect(after).toMatchObject({ done: true, doneAt, startMin: 9 * 60 + 30 });
    const warnings = (await getInterpretation(user.id, DATE))!;
    expect(warnings.items.find((i) => i.title === "Standup")?.done).toBe(true);
  });

  test("refusals: no plan, unknown item, pin in the past, past midnight, a day that is over", async () => {
    const { user, task, edit } = await planned();
    expect(await rejection(edit("no-such-task", { op: "drop" }))).toMatchObject({
      status: 404,
      messageKey: "schedule.errors.taskNotFound",
    });
    expect(
      await rejection(
        editPlanInterpretation(user, { date: "2026-12-01", taskId: task("Read"), edit: { op: "drop" } }, "en"),
      ),
    ).toMatchObject({ status: 404, messageKey: "schedule.errors.noPlan" });
    const today = new Date("2026-11-24T12:00:00Z");
    expect(await rejection(edit(task("Read"), { op: "pin", start: "09:00" }, today))).toMatchObject({
      status: 400,
      messageKey: "schedule.errors.pinPast",
    });
    expect(await rejection(edit(task("Report"), { op: "pin", start: "22:00" }))).toMatchObject({
      status: 400,
      messageKey: "schedule.errors.outsideDay",
    });
    const later = new Date("2026-11-26T08:00:00Z");
    expect(await rejection(edit(task("Read"), { op: "drop" }, later))).toMatchObject({
      status: 409,
      messageKey: "schedule.errors.dayOver",
    });
  });

  test("bad input is a 400 with its own message", () => {
    const base = { date: DATE, taskId: "t1" };
    const refused = (body: unknown) => {
      try {
        parseInput(interpretationEditSchema, body);
      } catch (e) {
        return e instanceof AppError ? { status: e.status, key: e.messageKey } : e;
      }
      return "accepted";
    };
    expect(refused({ ...base, edit: { op: "duration", minutes: 0 } })).toEqual({
      status: 400,
      key: "schedule.errors.durationRange",
    });
    expect(refused({ ...base, edit: { op: "duration", minutes: 7 } })).toMatchObject({
      key: "schedule.errors.durationRange",
    });
    expect(refused({ ...base, edit: { op: "duration", minutes: 725 } })).toMatchObject({ status: 400 });
    expect(refused({ ...base, edit: { op: "pin", start: "9:30" } })).toMatchObject({
      key: "schedule.errors.invalidTime",
    });
    expect(refused({ ...base, edit: { op: "pin", start: "24:00" } })).toMatchObject({
      key: "schedule.errors.invalidTime",
    });
    expect(refused({ ...base, edit: { op: "pin", start: "09:32" } })).toMatchObject({
      key: "schedule.errors.invalidTime",
    });
    expect(refused({ ...base, edit: { op: "move" } })).toMatchObject({ status: 400 });
    expect(refused({ ...base, edit: { op: "drop", extra: 1 } })).toMatchObject({ status: 400 });
    expect(refused({ ...base, taskId: "x".repeat(201), edit: { op: "drop" } })).toMatchObject({ status: 400 });
    expect(refused({ date: "2026-02-30", taskId: "t1", edit: { op: "drop" } })).toMatchObject({
      key: "schedule.errors.invalidDate",
    });
    expect(refused({ ...base, edit: { op: "priority", priority: 6 } })).toMatchObject({ status: 400 });
    expect(refused({ ...base, edit: { op: "pin", start: "09:30" } })).toBe("accepted");
  });

  test("another user can neither read nor change it, even with its task ids and date", async () => {
    const { user: alice, plan, interpretation, task } = await planned();
    const bob = await insertScheduleUser();
    expect(await getInterpretation(bob.id, DATE)).toBeNull();
    const drop = { date: DATE, taskId: task("Lunch"), edit: { op: "drop" as const } };
    expect(await rejection(editPlanInterpretation(bob, drop, "en", MORNING))).toMatchObject({ status: 404 });
    // Bob's own plan of that date is another row: his edit changes his plan only.
    await generatePlan(bob, { description: "emails, gym at 6pm", date: DATE, replan: false }, "en", MORNING);
    expect(await rejection(editPlanInterpretation(bob, drop, "en", MORNING))).toMatchObject({ status: 404 });
    expect(await getPlan(alice.id, DATE, "en")).toEqual(plan);
    expect(await getInterpretation(alice.id, DATE)).toEqual(interpretation);
  });

  test("a plan saved before the interpretation was kept gets one worked out from its blocks", async () => {
    const { user, plan, edit } = await planned();
    await getDb()
      .update(plans)
      .set({ interpretation: null })
      .where(and(eq(plans.userId, user.id), eq(plans.date, DATE)));
    const derived = (await getInterpretation(user.id, DATE))!;
    expect(derived.derived).toBe(true);
    expect(derived.items.map((i) => [i.title, i.minutes])).toEqual([
      ["Standup", 15],
      ["Report", 180],
      ["Lunch", 60],
      ["Emails", 30],
      ["Read", 30],
    ]);
    const read = derived.items.find((i) => i.title === "Read")!;
    const result = await edit(read.taskId, { op: "duration", minutes: 60 });
    expect(result.interpretation.derived).toBe(false);
    expect(others(result.plan, ["Read"])).toEqual(others(plan, ["Read"]));
  });

  test("a re-plan keeps the interpretation; concurrent edits of one day are applied one after the other", async () => {
    const { user, task, edit, interpretation } = await planned();
    await generatePlan(user, { description: "", date: DATE, replan: true }, "en", MORNING);
    expect((await getInterpretation(user.id, DATE))?.items).toEqual(interpretation.items);
    await Promise.all([
      edit(task("Lunch"), { op: "duration", minutes: 30 }),
      edit(task("Read"), { op: "drop" }),
      edit(task("Emails"), { op: "pin", start: "20:00" }),
    ]);
    const after = (await getInterpretation(user.id, DATE))!;
    const byTitle = Object.fromEntries(after.items.map((i) => [i.title, i]));
    expect(byTitle.Lunch.minutes).toBe(30);
    expect(byTitle.Read.dropped).toBe(true);
    expect(byTitle.Emails.fixedStart).toBe("20:00");
  });
});
