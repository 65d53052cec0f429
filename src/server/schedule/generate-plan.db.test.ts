/** Generating, saving, loading and re-planning a day, on a real database. */
import { toMinutes } from "@/lib/time/clock";
import { AppError } from "@/lib/errors";
import { errorResponse } from "@/server/http/route-handler";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { generatePlan } from "./generate-plan";
import { getPlan } from "./get-plan";

import { insertScheduleUser } from "./testing/schedule-fixtures";
import type { PlanView } from "./types";
import { deleteCalendarBlock } from "@/server/calendar/delete-block";
import { updateCalendarBlock } from "@/server/calendar/update-block";

setupTestDatabase();

const DAY = "standup at 9:30, 3 hours on the report, lunch, gym at 6pm";
const TOMORROW = "2026-11-24";
const at = (iso: string) => new Date(iso);
/** 08:00 UTC on 2026-11-23: "today" for a UTC user. */
const MORNING = at("2026-11-23T08:00:00Z");

async function rejection(promise: Promise<unknown>): Promise<AppError> {
  const err = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

const minutesOf = (plan: PlanView, title: string) =>
  plan.blocks.filter((b) => b.title === title).reduce((sum, b) => sum + toMinutes(b.end) - toMinutes(b.start), 0);

function expectNoFlexibleOverlaps(plan: PlanView) {
  const sorted = [...plan.blocks].sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
  for (let i = 1; i < sorted.length; i++)
    expect(toMinutes(sorted[i].start)).toBeGreaterThanOrEqual(toMinutes(sorted[i - 1].end));
}

describe(`generating a plan (${testDatabaseKind()})`, () => {
  test("plans the description into the user's day and saves it for that date", async () => {
    const user = await insertScheduleUser();
    const plan = await generatePlan(user, { description: DAY, date: TOMORROW, replan: false }, "en", MORNING);
    expect(plan).toMatchObject({ date: TOMORROW, description: DAY, engine: "rules", unscheduled: [], warnings: [] });
    expect(plan.blocks.find((b) => b.title === "Standup")).toMatchObject({
      start: "09:30",
      end: "09:45",
      fixed: true,
      done: false,
      kind: "event",
    });
    expect(plan.blocks.find((b) => b.title === "Standup")?.reason).toMatch(/as you said/);
    expect(plan.blocks.find((b) => b.title === "Gym")).toMatchObject({ start: "18:00", fixed: true });
    expect(plan.blocks.find((b) => b.title === "Lunch")?.kind).toBe("meal");
    expect(minutesOf(plan, "Report")).toBe(180);
    expectNoFlexibleOverlaps(plan);
    for (const b of plan.blocks) {
      expect(toMinutes(b.start)).toBeGreaterThanOrEqual(7 * 60);
      expect(toMinutes(b.end)).toBeLessThanOrEqual(22 * 60);
      expect(b.reason).not.toBe("");
    }
    expect(new Set(plan.blocks.map((b) => b.id)).size).toBe(plan.blocks.length);

    const loaded = await getPlan(user.id, TOMORROW, "en");
    expect(loaded).toEqual({ ...plan, warnings: [] });
    expect(await getPlan(user.id, "2026-11-25", "en")).toBeNull();
  });

  test("refuses an empty or whitespace description with 'Please describe your day', and over 4,000 characters with 413", async () => {
    const user = await insertScheduleUser();
    for (const description of ["", "   \n\t "]) {
      expect(
        await rejection(generatePlan(user, { description, date: TOMORROW, replan: false }, "en", MORNING)),
      ).toMatchObject({
        status: 400,
        messageKey: "schedule.errors.empty",
      });
    }
    expect(
      await rejection(
        generatePlan(user, { description: "a".repeat(4001), date: TOMORROW, replan: false }, "en", MORNING),
      ),
    ).toMatchObject({
      status: 413,
      messageKey: "schedule.errors.tooLong",
    });
    // 4000 characters, the limit, are accepted: the day is planned and saved.
    const atLimit = await generatePlan(
      user,
      { description: `gym ${"a".repeat(3996)}`, date: TOMORROW, replan: false },
      "en",
      MORNING,
    );
    expect(atLimit).toMatchObject({ date: TOMORROW, description: `gym ${"a".repeat(3996)}` });
    expect(await getPlan(user.id, TOMORROW, "en")).toMatchObject({ date: TOMORROW, updatedAt: atLimit.updatedAt });
    expect(await getPlan(user.id, "2026-11-23", "en")).toBeNull();
  });

  test("past its time budget, planning stops with 'too complex to plan' (422), and the saved plan stays as it was", async () => {
    const user = await insertScheduleUser();
    const saved = await generatePlan(user, { description: DAY, date: TOMORROW, replan: false }, "en", MORNING);
    // A clock that moves 10 ms each time it is read: a budget of 25 ms runs out after a few steps,
    // whichever step of extraction or solving it is.
    let reads = 0;
    const clock = () => 10 * reads++;
    const longer = `${DAY}, then emails, read for an hour, call mom in the evening, laundry, groceries`;
    const err = await rejection(
      generatePlan(user, { description: longer, date: TOMORROW, replan: false }, "en", MORNING, { ms: 25, now: clock }),
    );
    expect(err).toMatchObject({ status: 422, messageKey: "schedule.errors.tooComplex" });
    expect(reads).toBeGreaterThan(3);
    expect(await getPlan(user.id, TOMORROW, "en")).toEqual({ ...saved, warnings: [] });

    // The answer the API sends, in each language.
    for (const [lang, text] of [
      ["en", "This description is too complex to plan; try shorter sentences"],
      ["es", "Esta descripción es demasiado compleja para planificarla; prueba con frases más cortas"],
      ["ar", "هذا الوصف معقّد جدًا بحيث يتعذّر تخطيطه؛ جرّب جملًا أقصر"],
    ] as const) {
      const response = errorResponse(
        new Request("http://localhost/api/schedule", { method: "POST", headers: { "accept-language": lang } }),
        err,
      );
      expect(response.status).toBe(422);
      expect(await response.json()).toEqual({ error: text, code: "validation" });
    }

    // Within the budget the same description plans; a frozen clock never runs out.
    const plan = await generatePlan(user, { description: longer, date: TOMORROW, replan: false }, "en", MORNING, {
      ms: 25,
      now: () => 0,
    });
    expect(plan.blocks.some((b) => b.title === "Call mom")).toBe(true);
  });

  test("for today, flexible blocks start no earlier than now in the user's time zone", async () => {
    const user = await insertScheduleUser({ timezone: "America/New_York" });
    // 21:32 UTC is 16:32 in New York (EST, UTC-5) on 2026-11-23: too late even for a late lunch.
    const plan = await generatePlan(
      user,
      { description: DAY, date: "2026-11-23", replan: false },
      "en",
      at("2026-11-23T21:32:00Z"),
    );
    for (const b of plan.blocks.filter((x) => !x.fixed))
      expect(toMinutes(b.start)).toBeGreaterThanOrEqual(16 * 60 + 35);
    expect(minutesOf(plan, "Report")).toBe(180);
    // Timed events stay where they were asked, even in the past.
    expect(plan.blocks.find((b) => b.title === "Standup")?.start).toBe("09:30");
    // Lunch around midday no longer fits: it is reported, not dropped.
    expect(plan.unscheduled.map((u) => u.title)).toContain("Lunch");
    expect(plan.unscheduled.find((u) => u.title === "Lunch")?.reason).not.toBe("");
  });

  test("the window is the user's wake and bed times; a bed time after midnight ends the day at 24:00", async () => {
    const early = await insertScheduleUser({ wakeTime: "08:30", bedTime: "20:00" });
    const plan = await generatePlan(
      early,
      { description: "emails, 2 hours of writing, groceries, read", date: TOMORROW, replan: false },
      "en",
      MORNING,
    );
    for (const b of plan.blocks) {
      expect(toMinutes(b.start)).toBeGreaterThanOrEqual(8 * 60 + 30);
      expect(toMinutes(b.end)).toBeLessThanOrEqual(20 * 60);
    }
    const owl = await insertScheduleUser({ wakeTime: "10:00", bedTime: "01:30" });
    const late = await generatePlan(
      owl,
      { description: "3 hours of coding in the evening", date: TOMORROW, replan: false },
      "en",
      MORNING,
    );
    expect(minutesOf(late, "Coding")).toBe(180);
  });

  test("reasons come in the caller's language", async () => {
    const user = await insertScheduleUser();
    const plan = await generatePlan(
      user,
      { description: "reunión a las 10:00, 2 horas de informe", date: TOMORROW, replan: false },
      "es",
      MORNING,
    );
    expect(plan.blocks.find((b) => b.start === "10:00")?.reason).toMatch(/como dijiste|dijiste/);
    const again = await getPlan(user.id, TOMORROW, "ar");
    expect(again?.blocks.find((b) => b.start === "10:00")?.reason).toMatch(/[\u0600-\u06FF]/);
  });

  test("generating again replaces the day's plan and keeps check-offs of blocks that land in the same slot", async () => {
    const user = await insertScheduleUser();
    const first = await generatePlan(user, { description: DAY, date: TOMORROW, replan: false }, "en", MORNING);
    const standup = first.blocks.find((b) => b.title === "Standup")!;
    await updateCalendarBlock(user.id, standup.id, { done: true });
    const second = await generatePlan(
      user,
      { description: `${DAY}, call mom`, date: TOMORROW, replan: false },
      "en",
      MORNING,
    );
    expect(second.description).toBe(`${DAY}, call mom`);
    expect(second.blocks.find((b) => b.title === "Standup")).toMatchObject({ done: true, start: "09:30" });
    expect(second.blocks.some((b) => b.title === "Call mom")).toBe(true);
    // New block ids: an edit aimed at the replaced plan cannot hit a different block.
    expect(second.blocks.some((b) => first.blocks.some((f) => f.id === b.id))).toBe(false);
    expect(await rejection(updateCalendarBlock(user.id, first.blocks[0].id, { done: true }))).toMatchObject({
      status: 404,
    });
  });
});

describe(`re-planning a day (${testDatabaseKind()})`, () => {
  test("keeps done blocks, fixed events and the past; re-places the rest from now; says what moved", async () => {
    const user = await insertScheduleUser();
    const date = "2026-11-23";
    const plan = await generatePlan(
      user,
      { description: "standup at 9:30, 3 hours on the report, emails, gym at 6pm", date, replan: false },
      "en",
      at("2026-11-23T07:00:00Z"),
    );
    const firstReport = plan.blocks.find((b) => b.title === "Report")!;
    await updateCalendarBlock(user.id, firstReport.id, { done: true });

    const replanned = await generatePlan(
      user,
      { description: "", date, replan: true },
      "en",
      at("2026-11-23T11:03:00Z"),
    );
    // `moved` lists every block of the old plan that starts elsewhere now, by its new start time.
    const old = new Map(plan.blocks.map((b) => [b.id, b]));
    expect(replanned.moved).toEqual(
      replanned.blocks
        .filter((b) => old.has(b.id) && old.get(b.id)!.start !== b.start)
        .sort((a, b) => toMinutes(a.start) - toMinutes(b.start))
        .map((b) => ({ id: b.id, title: b.title, from: old.get(b.id)!.start, to: b.start })),
    );
    expect(replanned.blocks.find((b) => b.id === firstReport.id)).toMatchObject({
      done: true,
      start: firstReport.start,
      end: firstReport.end,
    });
    expect(replanned.blocks.find((b) => b.title === "Standup")?.start).toBe("09:30");
    expect(replanned.blocks.find((b) => b.title === "Gym")?.start).toBe("18:00");
    const before = new Map(plan.blocks.map((b) => [b.id, b]));
    for (const b of replanned.blocks) {
      const old = before.get(b.id);
      if (b.done || b.fixed || !old) continue;
      // Unfinished flexible blocks that had not started by 11:03 now start at 11:05 or later.
      if (toMinutes(old.start) >= 11 * 60 + 3) expect(toMinutes(b.start)).toBeGreaterThanOrEqual(11 * 60 + 5);
    }
    for (const m of replanned.moved!) {
      expect(replanned.blocks.find((b) => b.id === m.id)?.start).toBe(m.to);
      expect(m.from).not.toBe(m.to);
    }
    // Everything asked for is still accounted for.
    const placed = replanned.blocks
      .filter((b) => b.title === "Report")
      .reduce((s, b) => s + toMinutes(b.end) - toMinutes(b.start), 0);
    const left = replanned.unscheduled.filter((u) => u.title === "Report").reduce((s, u) => s + u.minutes, 0);
    expect(placed + left).toBe(180);
    expect(replanned.description).toBe(plan.description);
    expect(await getPlan(user.id, date, "en")).toMatchObject({ blocks: replanned.blocks });
  });

  test("keeps what did not fit before the re-plan on the unscheduled list", async () => {
    const user = await insertScheduleUser({ wakeTime: "08:00", bedTime: "12:00" });
    const plan = await generatePlan(
      user,
      { description: "3 hours of writing, 2 hours of reading", date: TOMORROW, replan: false },
      "en",
      MORNING,
    );
    expect(plan.unscheduled.length).toBeGreaterThan(0);
    const replanned = await generatePlan(user, { description: "", date: TOMORROW, replan: true }, "en", MORNING);
    expect(replanned.unscheduled.map((u) => u.title).sort()).toEqual(plan.unscheduled.map((u) => u.title).sort());
  });

  test("what did not fit is tried again: placed once room is freed, with its deadline, and listed once while it still does not fit", async () => {
    const user = await insertScheduleUser({ wakeTime: "08:00", bedTime: "12:00" });
    const plan = await generatePlan(
      user,
      { description: "workshop from 8 to 11, review the budget for an hour by 11am", date: TOMORROW, replan: false },
      "en",
      MORNING,
    );
    const budget = plan.unscheduled.find((u) => u.title.toLowerCase().includes("budget"));
    expect(budget).toMatchObject({ minutes: 60 });
    // Re-planning a full day changes nothing and lists the task once, not twice.
    const again = await generatePlan(user, { description: "", date: TOMORROW, replan: true }, "en", MORNING);
    expect(again.unscheduled.filter((u) => u.taskId === budget!.taskId)).toHaveLength(1);
    expect(again.unscheduled.find((u) => u.taskId === budget!.taskId)?.minutes).toBe(budget!.minutes);

    // The workshop is cancelled: the budget review now fits, before its 11am deadline.
    for (const b of again.blocks.filter((x) => x.title.toLowerCase().includes("workshop")))
      await deleteCalendarBlock(user.id, b.id);
    const replanned = await generatePlan(user, { description: "", date: TOMORROW, replan: true }, "en", MORNING);
    const placed = replanned.blocks.filter((b) => b.taskId === budget!.taskId);
    expect(placed.reduce((n, b) => n + toMinutes(b.end) - toMinutes(b.start), 0)).toBe(60);
    for (const b of placed) expect(toMinutes(b.end)).toBeLessThanOrEqual(11 * 60);
    expect(replanned.unscheduled.find((u) => u.taskId === budget!.taskId)).toBeUndefined();
  });

  test("after a deletion, a future day is compacted from its start", async () => {
    const user = await insertScheduleUser();
    const plan = await generatePlan(
      user,
      { description: "emails, 1 hour of writing, read", date: TOMORROW, replan: false },
      "en",
      MORNING,
    );
    const first = plan.blocks[0];
    await deleteCalendarBlock(user.id, first.id);
    const replanned = await generatePlan(user, { description: "", date: TOMORROW, replan: true }, "en", MORNING);
    expect(replanned.blocks[0].start).toBe(first.start);
    expect(replanned.moved!.length).toBeGreaterThan(0);
  });

  test("a day that is over stays as it was; without a saved plan it plans from the description", async () => {
    const user = await insertScheduleUser();
    const past = await generatePlan(user, { description: DAY, date: "2026-11-20", replan: false }, "en", MORNING);
    const replanned = await generatePlan(user, { description: "", date: "2026-11-20", replan: true }, "en", MORNING);
    expect(replanned.moved).toEqual([]);
    expect(replanned.blocks).toEqual(past.blocks);

    const fresh = await generatePlan(
      user,
      { description: "emails and a walk", date: "2026-11-26", replan: true },
      "en",
      MORNING,
    );
    expect(fresh.blocks.length).toBeGreaterThan(0);
    expect(
      await rejection(generatePlan(user, { description: " ", date: "2026-11-27", replan: true }, "en", MORNING)),
    ).toMatchObject({ status: 400, messageKey: "schedule.errors.empty" });
  });

  test("a day off the description says lifts the user's work hours, on generate and on re-plan", async () => {
    const user = await insertScheduleUser({ workStart: "09:00", workEnd: "17:00" });
    const description = "day off today 😴\n- food shop 1h\n- tidy the garage 2h\n- ring mum";
    const plan = await generatePlan(user, { description, date: TOMORROW, replan: false }, "en", MORNING);
    expect(plan.blocks.length).toBeGreaterThan(0);
    for (const b of plan.blocks) expect(b.reason).not.toMatch(/work hours/);
    const replanned = await generatePlan(user, { description: "", date: TOMORROW, replan: true }, "en", MORNING);
    for (const b of replanned.blocks) expect(b.reason).not.toMatch(/work hours/);
    // The same list on a working day is placed by the work hours.
    const workday = await generatePlan(
      user,
      { description: "- food shop 1h\n- tidy the garage 2h\n- ring mum", date: "2026-11-25", replan: false },
      "en",
      MORNING,
    );
    expect(workday.blocks.some((b) => /work hours/.test(b.reason ?? ""))).toBe(true);
  });

  test("the user's planning settings reach the planner: buffer after meetings, focus cap, break length", async () => {
    const description = "meeting at 8 until 9, emails 30 min, 2 hours on the report";
    const fresh = await insertScheduleUser({ wakeTime: "08:00", workStart: "08:00" });
    expect([fresh.bufferMinutes, fresh.focusCapMinutes, fresh.breakMinutes]).toEqual([5, 120, 15]);
    const byDefault = await generatePlan(fresh, { description, date: TOMORROW, replan: false }, "en", MORNING);
    // The product's default buffer: nothing starts in the 5 minutes after the meeting.
    expect(byDefault.blocks.find((b) => b.title === "Emails")?.start).toBe("09:05");
    // Reasons follow the clock setting: automatic is 12-hour in English.
    expect(byDefault.blocks.find((b) => b.title === "Meeting")?.reason).toBe("at 8am, as you said");

    const user = await insertScheduleUser({
      wakeTime: "08:00",
      workStart: "08:00",
      bufferMinutes: 20,
      focusCapMinutes: 60,
      breakMinutes: 10,
      clockFormat: "24h",
    });
    const plan = await generatePlan(user, { description, date: TOMORROW, replan: false }, "en", MORNING);
    expect(plan.blocks.find((b) => b.title === "Meeting")).toMatchObject({
      start: "08:00",
      end: "09:00",
      fixed: true,
      reason: "at 08:00, as you said",
    });
    expect((await getPlan(user.id, TOMORROW, "en", user.clockFormat))?.blocks[0].reason).toBe("at 08:00, as you said");
    const flexible = plan.blocks.filter((b) => !b.fixed);
    for (const b of flexible) expect(toMinutes(b.start)).toBeGreaterThanOrEqual(9 * 60 + 20);
    const report = plan.blocks.filter((b) => b.title === "Report");
    expect(minutesOf(plan, "Report")).toBe(120);
    for (const b of report) expect(toMinutes(b.end) - toMinutes(b.start)).toBeLessThanOrEqual(60);
    const breaks = plan.blocks.filter((b) => b.kind === "break");
    expect(breaks.length).toBeGreaterThan(0);
    for (const b of breaks) expect(toMinutes(b.end) - toMinutes(b.start)).toBe(10);
  });
});
