import { extractTasks } from "./extract";
import { deriveInterpretation } from "./interpretation-derive";
import { editInterpretation, type Applied, type DayState, type EditOutcome } from "./interpretation";
import { scheduleTasks } from "./schedule";
import type { PlannedBlock, PlanOptions } from "./types";

const OPTIONS: PlanOptions = {
  date: "2026-11-24",
  dayStart: "07:00",
  dayEnd: "22:00",
  workStart: "09:00",
  workEnd: "17:00",
};
const WORDS =
  "standup at 9:30, 3 hours on the report before 4pm, lunch, emails after lunch, gym at 6pm, keep 12 to 1 free, read in the evening";

function day(options: PlanOptions = OPTIONS): DayState {
  const tasks = extractTasks(WORDS, options);
  const plan = scheduleTasks(tasks, options);
  return { tasks, blocks: plan.blocks, unscheduled: plan.unscheduled };
}

const ok = (outcome: EditOutcome): Applied => {
  if (!outcome.ok) throw new Error(`refused: ${outcome.refusal}`);
  return outcome;
};
const idOf = (state: DayState, title: string): string => state.tasks.find((t) => t.title === title)!.id;
const times = (blocks: PlannedBlock[], title: string): string[] =>
  blocks.filter((b) => b.title === title).map((b) => `${b.start}-${b.end}`);
/** Every block not of the given titles, as it was. */
const untouched = (blocks: PlannedBlock[], titles: string[]): PlannedBlock[] =>
  blocks.filter((b) => !titles.includes(b.title));

describe("the plan this file edits", () => {
  it("is the one the solver makes of the words", () => {
    const { blocks, tasks } = day();
    expect(blocks.map((b) => `${b.title} ${b.start}-${b.end}`)).toEqual([
      "Standup 09:30-09:45",
      "Report 09:45-11:30",
      "Lunch 13:00-14:00",
      "Report 14:00-15:15",
      "Emails 15:15-15:45",
      "Read 17:00-17:30",
      "Gym 18:00-19:00",
    ]);
    expect(tasks.find((t) => t.blocked)).toMatchObject({ fixedStart: "12:00", fixedEnd: "13:00" });
  });
});

describe("editInterpretation", () => {
  it("drop removes that task's blocks and nothing else; restore puts them back", () => {
    const state = day();
    const dropped = ok(editInterpretation(state, [], idOf(state, "Emails"), { op: "drop" }, OPTIONS));
    expect(times(dropped.state.blocks, "Emails")).toEqual([]);
    expect(dropped.state.blocks).toEqual(untouched(state.blocks, ["Emails"]));
    expect(dropped.state.tasks.find((t) => t.title === "Emails")?.dropped).toBeDefined();
    expect(dropped.moved).toEqual([]);

    const back = ok(editInterpretation(dropped.state, [], idOf(state, "Emails"), { op: "restore" }, OPTIONS));
    expect(back.state.blocks).toEqual(state.blocks);
    expect(back.state.tasks).toEqual(state.tasks);
  });

  it("a shorter duration keeps the start; a longer one grows into free time", () => {
    const state = day();
    const lunch = ok(editInterpretation(state, [], idOf(state, "Lunch"), { op: "duration", minutes: 45 }, OPTIONS));
    expect(times(lunch.state.blocks, "Lunch")).toEqual(["13:00-13:45"]);
    expect(untouched(lunch.state.blocks, ["Lunch"])).toEqual(untouched(state.blocks, ["Lunch"]));
    expect(lunch.state.tasks.find((t) => t.title === "Lunch")?.durationMinutes).toBe(45);

    const read = ok(editInterpretation(state, [], idOf(state, "Read"), { op: "duration", minutes: 60 }, OPTIONS));
    expect(times(read.state.blocks, "Read")).toEqual(["17:00-18:00"]);
    expect(untouched(read.state.blocks, ["Read"])).toEqual(untouched(state.blocks, ["Read"]));
  });

  it("a duration that no longer fits where it is places only that task again", () => {
    const state = day();
    const read = ok(editInterpretation(state, [], idOf(state, "Read"), { op: "duration", minutes: 90 }, OPTIONS));
    expect(times(read.state.blocks, "Read")).toEqual(["19:00-20:30"]);
    expect(untouched(read.state.blocks, ["Read"])).toEqual(untouched(state.blocks, ["Read"]));
  });

  it("shortening a task in pieces cuts from the end", () => {
    const state = day();
    const report = ok(editInterpretation(state, [], idOf(state, "Report"), { op: "duration", minutes: 120 }, OPTIONS));
    expect(times(report.state.blocks, "Report")).toEqual(["09:45-11:30", "14:00-14:15"]);
    expect(untouched(report.state.blocks, ["Report"])).toEqual(untouched(state.blocks, ["Report"]));
  });

  it("pinning fixes the task there and places again only the flexible blocks it covers", () => {
    const state = day();
    const result = ok(editInterpretation(state, [], idOf(state, "Emails"), { op: "pin", start: "10:00" }, OPTIONS));
    expect(result.state.blocks.find((b) => b.title === "Emails")).toMatchObject({
      start: "10:00",
      end: "10:30",
      fixed: true,
      reason: { code: "user-pinned" },
    });
    // The morning piece of the report was under it: placed again, and said so.
    expect([...new Set(result.moved.map((m) => m.title))]).toEqual(["Report"]);
    const kept = state.blocks.filter((b) => b.title !== "Emails" && !(b.title === "Report" && b.start === "09:45"));
    for (const b of kept) expect(result.state.blocks).toContainEqual(b);
    const report = result.state.blocks.filter((b) => b.title === "Report");
    expect(report.reduce((sum, b) => sum + minutes(b), 0)).toBe(180);
    expect(result.state.tasks.find((t) => t.title === "Emails")).toMatchObject({ fixedStart: "10:00" });
  });

  it("a longer timed event keeps its time and pushes out only what it now covers", () => {
    const state = day();
    const result = ok(editInterpretation(state, [], idOf(state, "Standup"), { op: "duration", minutes: 30 }, OPTIONS));
    expect(times(result.state.blocks, "Standup")).toEqual(["09:30-10:00"]);
    expect(result.state.blocks.find((b) => b.title === "Standup")).toMatchObject({
      fixed: true,
      reason: { code: "user-resized" },
    });
    expect([...new Set(result.moved.map((m) => m.title))]).toEqual(["Report"]);
    expect(times(result.state.blocks, "Lunch")).toEqual(["13:00-14:00"]);
    expect(times(result.state.blocks, "Gym")).toEqual(["18:00-19:00"]);
  });

  it("done blocks, fixed events and the day's other blocks never move under a pin", () => {
    const state = day();
    state.blocks = state.blocks.map((b) => (b.title === "Lunch" ? { ...b, done: true } : b));
    const other: PlannedBlock = {
      id: "cal-1",
      taskId: "cal-1",
      title: "Dentist",
      start: "20:00",
      end: "21:00",
      kind: "event",
      fixed: true,
      reason: { code: "calendar-manual" },
    };
    const lunchPin = ok(
      editInterpretation(state, [other], idOf(state, "Read"), { op: "pin", start: "13:00" }, OPTIONS),
    );
    expect(times(lunchPin.state.blocks, "Lunch")).toEqual(["13:00-14:00"]);
    expect(lunchPin.moved).toEqual([]);
    const gymPin = ok(editInterpretation(state, [other], idOf(state, "Read"), { op: "pin", start: "20:15" }, OPTIONS));
    expect(times(gymPin.state.blocks, "Read")).toEqual(["20:15-20:45"]);
    expect(gymPin.state.blocks.some((b) => b.id === "cal-1")).toBe(false);
  });

  it("unpinning keeps the task where it is when that suits it", () => {
    const state = day();
    const result = ok(editInterpretation(state, [], idOf(state, "Standup"), { op: "unpin" }, OPTIONS));
    expect(result.state.blocks.find((b) => b.title === "Standup")).toMatchObject({
      start: "09:30",
      fixed: false,
      reason: { code: "user-unpinned" },
    });
    expect(result.state.tasks.find((t) => t.title === "Standup")?.fixedStart).toBeUndefined();
  });

  it("moving the time kept free places again what the new time covers", () => {
    const state = day();
    const free = state.tasks.find((t) => t.blocked)!;
    const result = ok(editInterpretation(state, [], free.id, { op: "pin", start: "15:00" }, OPTIONS));
    expect(result.state.blocks.some((b) => b.start < "16:00" && b.end > "15:00")).toBe(false);
    expect(result.moved.map((m) => m.title).sort()).toEqual(["Emails", "Report"]);
  });

  it("refuses what it cannot do, saying why", () => {
    const state = day();
    const today = { ...OPTIONS, now: "12:00" };
    expect(editInterpretation(state, [], "nope", { op: "drop" }, OPTIONS)).toMatchObject({ refusal: "unknown-task" });
    expect(editInterpretation(state, [], idOf(state, "Read"), { op: "pin", start: "10:00" }, today)).toMatchObject({
      refusal: "pin-past",
    });
    expect(editInterpretation(state, [], idOf(state, "Read"), { op: "pin", start: "23:45" }, OPTIONS)).toMatchObject({
      refusal: "past-midnight",
    });
    const doneLunch = { ...state, blocks: state.blocks.map((b) => (b.title === "Lunch" ? { ...b, done: true } : b)) };
    expect(editInterpretation(doneLunch, [], idOf(state, "Lunch"), { op: "drop" }, OPTIONS)).toMatchObject({
      refusal: "task-done",
    });
    const dropped = ok(editInterpretation(state, [], idOf(state, "Read"), { op: "drop" }, OPTIONS));
    expect(
      editInterpretation(dropped.state, [], idOf(state, "Read"), { op: "duration", minutes: 20 }, OPTIONS),
    ).toMatchObject({ refusal: "task-dropped" });
  });

  it("a raised priority tries a task that did not fit again, moving nothing else", () => {
    const options = { ...OPTIONS, dayEnd: "17:00" };
    const state = day(options);
    const waiting = state.unscheduled.map((u) => u.title);
    expect(waiting).toContain("Read");
    const result = ok(editInterpretation(state, [], idOf(state, "Read"), { op: "priority", priority: 5 }, options));
    expect(result.state.tasks.find((t) => t.title === "Read")?.priority).toBe(5);
    expect(untouched(result.state.blocks, ["Read"])).toEqual(untouched(state.blocks, ["Read"]));
  });
});

describe("deriveInterpretation (plans saved before the interpretation was)", () => {
  it("reads tasks back from the blocks and what did not fit", () => {
    const state = day();
    const derived = deriveInterpretation(state.blocks, [
      { taskId: "x", title: "Taxes", minutes: 45, reason: { code: "no-room" }, constraints: { deadline: "12:00" } },
    ]);
    expect(derived.map((t) => [t.title, t.durationMinutes, t.fixedStart ?? null])).toEqual([
      ["Standup", 15, "09:30"],
      ["Report", 180, null],
      ["Lunch", 60, null],
      ["Emails", 30, null],
      ["Read", 30, null],
      ["Gym", 60, "18:00"],
      ["Taxes", 45, null],
    ]);
    expect(derived.find((t) => t.title === "Report")).toMatchObject({ deadline: "16:00" });
    expect(derived.find((t) => t.title === "Read")).toMatchObject({ partOfDay: "evening" });
    expect(derived.find((t) => t.title === "Emails")?.after).toEqual([idOf(state, "Lunch")]);
    expect(derived.find((t) => t.title === "Taxes")).toMatchObject({ kind: "task", deadline: "12:00", priority: 3 });
  });
});

function minutes(b: PlannedBlock): number {
  const [sh, sm] = b.start.split(":").map(Number);
  const [eh, em] = b.end.split(":").map(Number);
  return eh * 60 + em - (sh * 60 + sm);
}
