import { planDay } from "./plan";
import { replanDay } from "./replan";
import { scheduleTasks } from "./schedule";
import { toMinutes } from "./time";
import type { ExtractedTask, PlannedBlock, PlanOptions } from "./types";

const opts: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };
const find = (blocks: PlannedBlock[], id: string): PlannedBlock | undefined => blocks.find((b) => b.id === id);

describe("replanDay", () => {
  const plan = planDay(
    "standup at 9:30, 3 hours on the report, emails, lunch, gym after work, call mom in the evening",
    opts,
  );
  const byTitle = (title: string): PlannedBlock[] => plan.blocks.filter((b) => b.title === title);

  it("keeps done and past blocks and fixed events exactly, re-places the rest of a running block from now", () => {
    const saved = plan.blocks.map((b) => (b.title === "Emails" ? { ...b, done: true } : b));
    const r = replanDay(saved, { ...opts, now: "10:37" });
    const [report1, report2] = byTitle("Report");
    expect(find(r.blocks, report1.id)).toEqual(report1); // ended before now
    expect(find(r.blocks, byTitle("Standup")[0].id)).toEqual(byTitle("Standup")[0]);
    const emails = byTitle("Emails")[0];
    expect(find(r.blocks, emails.id)).toEqual({ ...emails, done: true });
    // The running part: kept until 10:35; the other 85 minutes in one piece, after lunch.
    expect(find(r.blocks, report2.id)).toMatchObject({
      start: report2.start,
      end: "10:35",
      reason: { code: "kept-started" },
    });
    const rest = r.blocks.find((b) => b.id === `${report2.id}-rest`);
    expect(rest).toMatchObject({ start: "13:00", end: "14:25", title: "Report" });
    const minutes = r.blocks
      .filter((b) => b.title === "Report")
      .reduce(
        (s, b) =>
          s +
          (Number(b.end.slice(0, 2)) * 60 +
            Number(b.end.slice(3)) -
            (Number(b.start.slice(0, 2)) * 60 + Number(b.start.slice(3)))),
        0,
      );
    expect(minutes).toBe(180);
    expect(r.moved).toEqual([{ id: `${report2.id}-rest`, title: "Report", from: "10:35", to: "13:00" }]);
    // What still fits where it was keeps its place and its reason.
    expect(find(r.blocks, byTitle("Gym")[0].id)).toEqual(byTitle("Gym")[0]);
    expect(find(r.blocks, byTitle("Lunch")[0].id)).toEqual(byTitle("Lunch")[0]);
  });

  it("re-places unfinished flexible blocks from now and reports what no longer fits", () => {
    const tasks: ExtractedTask[] = [
      { id: "a", title: "Write", kind: "task", durationMinutes: 90, priority: 3 },
      { id: "b", title: "Review", kind: "task", durationMinutes: 60, priority: 3, after: ["a"] },
      {
        id: "c",
        title: "Call",
        kind: "event",
        durationMinutes: 30,
        priority: 3,
        fixedStart: "10:45",
        fixedEnd: "11:15",
      },
    ];
    const options = { ...opts, dayStart: "08:00", dayEnd: "11:15" };
    const first = scheduleTasks(tasks, options);
    expect(first.blocks.map((b) => `${b.start}-${b.end} ${b.title}`)).toEqual([
      "08:00-09:30 Write",
      "09:30-09:45 Break",
      "09:45-10:45 Review",
      "10:45-11:15 Call",
    ]);
    const r = replanDay(first.blocks, { ...options, now: "10:02" });
    expect(find(r.blocks, "c")).toMatchObject({ start: "10:45", end: "11:15", fixed: true });
    expect(find(r.blocks, "a")).toEqual(first.blocks[0]);
    expect(find(r.blocks, "b")).toMatchObject({ start: "09:45", end: "10:00", reason: { code: "kept-started" } });
    expect(r.unscheduled).toEqual([
      expect.objectContaining({
        taskId: "b",
        title: "Review",
        minutes: 45,
        reason: { code: "no-room", params: { dayEnd: "11:15", minutes: 45 } },
      }),
    ]);
  });

  it("uses free time that opened up before later blocks, and says what moved", () => {
    const tasks: ExtractedTask[] = [
      {
        id: "m",
        title: "Meeting",
        kind: "event",
        durationMinutes: 60,
        priority: 3,
        fixedStart: "08:00",
        fixedEnd: "09:00",
      },
      { id: "x", title: "Emails", kind: "task", durationMinutes: 30, priority: 3, earliestStart: "09:00" },
      { id: "y", title: "Journal", kind: "habit", durationMinutes: 15, priority: 3, partOfDay: "evening" },
    ];
    const first = scheduleTasks(tasks, opts);
    const cancelled = first.blocks.filter((b) => b.id !== "m"); // the meeting was cancelled
    const r = replanDay(cancelled, { ...opts, now: "08:12" });
    expect(find(r.blocks, "x")).toMatchObject({ start: "09:00" }); // its own earliest start still holds
    expect(find(r.blocks, "y")).toMatchObject({ start: "17:00", reason: { code: "evening" } });
    const free = cancelled.map((b) => (b.id === "x" ? { ...b, constraints: { priority: 3 } } : b));
    const moved = replanDay(free, { ...opts, now: "08:12" });
    expect(find(moved.blocks, "x")).toMatchObject({
      start: "08:15",
      end: "08:45",
      reason: { code: "moved", params: { from: "09:00" } },
    });
    expect(moved.moved).toEqual([{ id: "x", title: "Emails", from: "09:00", to: "08:15" }]);
  });

  it("keeps deadlines when re-placing", () => {
    const tasks: ExtractedTask[] = [
      { id: "a", title: "Slides", kind: "task", durationMinutes: 60, priority: 3, deadline: "11:00" },
      {
        id: "m",
        title: "Board meeting",
        kind: "event",
        durationMinutes: 115,
        priority: 3,
        fixedStart: "09:00",
        fixedEnd: "10:55",
      },
    ];
    const first = scheduleTasks(tasks, opts);
    expect(find(first.blocks, "a")).toMatchObject({ start: "08:00", end: "09:00" });
    const r = replanDay(first.blocks, { ...opts, now: "08:32" });
    expect(find(r.blocks, "a")).toMatchObject({ start: "08:00", end: "08:30", reason: { code: "kept-started" } });
    expect(r.unscheduled).toEqual([
      expect.objectContaining({
        title: "Slides",
        minutes: 30,
        reason: expect.objectContaining({ code: "no-room-deadline" }),
      }),
    ]);
  });

  it("returns an empty plan for no blocks", () => {
    expect(replanDay([], { ...opts, now: "12:00" })).toEqual({ blocks: [], unscheduled: [], moved: [] });
  });

  it("tries again what did not fit in the plan before, with the constraints it had", () => {
    const options = { ...opts, dayStart: "08:00", dayEnd: "12:00" };
    const first = planDay("meeting 8:30-11:45, write the report 2 hours before 12, call the bank", options);
    expect(first.unscheduled.map((u) => u.title)).toContain("Write the report");
    // The meeting was cancelled (deleted) and the day is re-planned at 8:30.
    const blocks = first.blocks.filter((b) => b.title !== "Meeting");
    const r = replanDay(blocks, { ...options, now: "08:30" }, { unscheduled: first.unscheduled });
    const report = r.blocks.filter((b) => b.title === "Write the report");
    expect(report.reduce((s, b) => s + toMinutes(b.end) - toMinutes(b.start), 0)).toBe(120);
    expect(report.every((b) => toMinutes(b.end) <= 12 * 60 && toMinutes(b.start) >= 8 * 60 + 30)).toBe(true);
    expect(r.unscheduled).toEqual([]);
    // A plan saved without the constraints still keeps the deadline its reason names.
    const bare = first.unscheduled.map(({ taskId, title, minutes, reason }) => ({ taskId, title, minutes, reason }));
    const again = replanDay(blocks, { ...options, dayEnd: "18:00", now: "08:30" }, { unscheduled: bare });
    for (const b of again.blocks.filter((x) => x.title === "Write the report"))
      expect(toMinutes(b.end)).toBeLessThanOrEqual(12 * 60);
  });
});

describe("replanDay after a day the description starts late", () => {
  it("keeps flexible blocks after the written wake-up, as the first plan did (issue 29 kind 10)", () => {
    const plan = planDay("woke up late, at 10\n- write the onboarding doc (1.5h)\n- walk the dog\n- groceries", {
      ...opts,
      dayStart: "07:00",
    });
    const flexible = plan.blocks.filter((b) => !b.fixed);
    expect(flexible.length).toBeGreaterThan(0);
    for (const b of flexible) expect(toMinutes(b.start)).toBeGreaterThanOrEqual(600);
    // Re-planning a day not begun (now 00:00) from the usual 07:00 start keeps them after 10:00.
    const r = replanDay(plan.blocks, { ...opts, dayStart: "07:00", now: "00:00" });
    const again = r.blocks.filter((b) => !b.fixed);
    expect(again.map((b) => b.title).sort()).toEqual(flexible.map((b) => b.title).sort());
    for (const b of again) expect(toMinutes(b.start)).toBeGreaterThanOrEqual(600);
  });

  it("leaves a day that starts at its usual time unconstrained", () => {
    const plan = planDay("write the onboarding doc (1.5h), walk the dog", opts);
    for (const b of plan.blocks) expect(b.constraints?.earliestStart).toBeUndefined();
  });
});
