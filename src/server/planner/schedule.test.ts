import { planProblems } from "./check";
import { scheduleTasks, splitDuration } from "./schedule";
import type { ExtractedTask, PlanOptions } from "./types";

const opts: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };
let n = 0;
const task = (title: string, minutes: number, extra: Partial<ExtractedTask> = {}): ExtractedTask => ({
  id: `x${++n}`,
  title,
  kind: "task",
  durationMinutes: minutes,
  priority: 3,
  ...extra,
});
const fixed = (title: string, start: string, end: string): ExtractedTask => {
  const [sh, sm] = start.split(":").map(Number);
  const [eh, em] = end.split(":").map(Number);
  return task(title, eh * 60 + em - (sh * 60 + sm), { kind: "event", fixedStart: start, fixedEnd: end });
};
const sound = (tasks: ExtractedTask[], options: PlanOptions = opts) => {
  const result = scheduleTasks(tasks, options);
  expect(planProblems(tasks, options, result)).toEqual([]);
  return result;
};
const spans = (r: ReturnType<typeof scheduleTasks>) => r.blocks.map((b) => `${b.start}-${b.end} ${b.kind} ${b.title}`);

describe("splitDuration", () => {
  it("splits long work into balanced parts of at most 120 minutes", () => {
    expect(splitDuration(60)).toEqual([60]);
    expect(splitDuration(90)).toEqual([90]);
    expect(splitDuration(120)).toEqual([120]);
    expect(splitDuration(180)).toEqual([90, 90]);
    expect(splitDuration(200)).toEqual([100, 100]);
    expect(splitDuration(301)).toEqual([100, 100, 101]);
  });
});

describe("planning settings", () => {
  it("keeps the buffer after a meeting or a call free, not after a class; none when not asked", () => {
    const tasks = () => [fixed("Team meeting", "08:00", "09:00"), task("Emails", 30)];
    expect(spans(sound(tasks()))).toEqual(["08:00-09:00 event Team meeting", "09:00-09:30 task Emails"]);
    const withBuffer = { ...opts, bufferMinutes: 5 };
    expect(spans(sound(tasks(), withBuffer))).toEqual(["08:00-09:00 event Team meeting", "09:05-09:35 task Emails"]);
    expect(
      spans(sound([fixed("Client call", "08:00", "08:30"), task("Emails", 30)], { ...opts, bufferMinutes: 15 })),
    ).toEqual(["08:00-08:30 event Client call", "08:45-09:15 task Emails"]);
    expect(spans(sound([fixed("Yoga class", "08:00", "09:00"), task("Emails", 30)], withBuffer))).toEqual([
      "08:00-09:00 event Yoga class",
      "09:00-09:30 task Emails",
    ]);
  });

  it("never moves the meeting itself, even when the buffer would run into the next one", () => {
    const r = sound(
      [fixed("Standup", "09:00", "09:15"), fixed("Planning meeting", "09:15", "10:00"), task("Code", 30)],
      { ...opts, dayStart: "09:00", bufferMinutes: 10 },
    );
    expect(spans(r)).toEqual([
      "09:00-09:15 event Standup",
      "09:15-10:00 event Planning meeting",
      "10:10-10:40 task Code",
    ]);
  });

  it("cuts long work at the user's focus cap and rests for the user's break length", () => {
    expect(spans(sound([task("Report", 180)], { ...opts, focusCapMinutes: 60, breakMinutes: 10 }))).toEqual([
      "08:30-09:30 task Report",
      "09:30-09:40 break Break",
      "09:40-10:40 task Report",
      "10:40-10:50 break Break",
      "10:50-11:50 task Report",
    ]);
    expect(spans(sound([task("Report", 180)], { ...opts, focusCapMinutes: 180 }))).toEqual(["08:30-11:30 task Report"]);
  });
});

describe("scheduleTasks", () => {
  it("keeps a timed event exactly where it was asked and flags collisions on both", () => {
    const r = sound([
      fixed("Team meeting", "10:00", "11:00"),
      fixed("Client call", "10:30", "11:00"),
      task("Code", 60),
    ]);
    const meeting = r.blocks.find((b) => b.title === "Team meeting");
    const call = r.blocks.find((b) => b.title === "Client call");
    expect(meeting).toMatchObject({
      start: "10:00",
      end: "11:00",
      fixed: true,
      conflict: true,
      reason: { code: "conflict" },
    });
    expect(call).toMatchObject({ start: "10:30", end: "11:00", fixed: true, conflict: true });
    expect(r.warnings?.[0]).toMatchObject({ code: "conflict-warning" });
  });

  it("says a shift that starts inside the day and ends past it ends outside the day (its end, not its start)", () => {
    const r = sound([fixed("Evening shift", "15:00", "23:00")]);
    expect(r.warnings).toContainEqual({
      code: "ends-outside-window",
      params: { title: "Evening shift", time: "23:00" },
    });
    const early = sound([fixed("Market set-up", "06:30", "07:30")]);
    expect(early.warnings).toContainEqual({
      code: "outside-window",
      params: { title: "Market set-up", time: "06:30" },
    });
  });

  it("splits a 3-hour task into 90 + break + 90 with the same title", () => {
    const r = sound([task("Report", 180)]);
    // Deep work keeps half an hour of room after waking (day-shape.ts).
    expect(spans(r)).toEqual(["08:30-10:00 task Report", "10:00-10:15 break Break", "10:15-11:45 task Report"]);
    expect(r.blocks[1].reason).toEqual({ code: "focus-break", params: { minutes: 90 } });
  });

  it("puts a break between back-to-back work that would run too long", () => {
    const r = sound([task("Emails", 60), task("Slides", 90)]);
    expect(spans(r)).toEqual(["08:30-09:30 task Emails", "09:30-09:45 break Break", "09:45-11:15 task Slides"]);
  });

  it("keeps a 2-hour task in one focus run when a slot that long exists", () => {
    const r = sound([fixed("Standup", "09:00", "09:15"), task("Deep work", 120), task("Call", 30)]);
    expect(r.blocks.filter((b) => b.title === "Deep work").map((b) => `${b.start}-${b.end}`)).toEqual(["09:30-11:30"]);
  });

  it("cuts a long task to use the gaps between meetings rather than leave them empty", () => {
    const r = sound([fixed("A", "10:30", "11:00"), fixed("B", "12:00", "13:00"), task("Thesis", 300)], {
      ...opts,
      dayStart: "09:00",
      dayEnd: "17:00",
    });
    const parts = r.blocks.filter((b) => b.title === "Thesis");
    expect(parts[0]).toMatchObject({ start: "09:00" });
    expect(parts.length).toBeGreaterThanOrEqual(3);
    expect(r.unscheduled).toEqual([]);
  });

  it("places lunch around midday as a meal", () => {
    const r = sound([task("Lunch", 60, { kind: "meal" }), task("Write", 60)]);
    expect(r.blocks.find((b) => b.title === "Lunch")).toMatchObject({
      start: "12:00",
      end: "13:00",
      kind: "meal",
      reason: { code: "lunch" },
    });
  });

  it("honours deadlines, and says so when there is no room before one", () => {
    const r = sound([
      fixed("Workshop", "08:00", "10:00"),
      task("Slides", 60, { deadline: "11:00" }),
      task("Essay", 120, { deadline: "10:30" }),
    ]);
    expect(r.blocks.find((b) => b.title === "Slides")).toMatchObject({
      start: "10:00",
      end: "11:00",
      reason: { code: "deadline" },
    });
    expect(r.unscheduled).toEqual([
      expect.objectContaining({
        taskId: expect.any(String),
        title: "Essay",
        minutes: 120,
        reason: { code: "no-room-deadline", params: { deadline: "10:30", minutes: 120 } },
      }),
    ]);
  });

  it("respects parts of the day, earliest starts and order", () => {
    const a = task("Draft", 60, { partOfDay: "afternoon" });
    const b = task("Review", 30, { after: [a.id] });
    const c = task("Run", 45, { kind: "habit", earliestStart: "18:10" });
    const d = task("Journal", 15, { partOfDay: "evening" });
    const r = sound([b, a, c, d]);
    expect(r.blocks.find((x) => x.title === "Draft")).toMatchObject({ start: "12:00", reason: { code: "afternoon" } });
    expect(r.blocks.find((x) => x.title === "Review")).toMatchObject({
      start: "13:00",
      reason: { code: "after", params: { title: "Draft" } },
    });
    expect(r.blocks.find((x) => x.title === "Run")).toMatchObject({ start: "18:10" });
    expect(r.blocks.find((x) => x.title === "Journal")).toMatchObject({ start: "17:00", reason: { code: "evening" } });
  });

  it("puts what does not fit in unscheduled, keeping placed parts of a split task", () => {
    const r = sound([task("Big", 240), task("Other", 60)], { ...opts, dayStart: "08:00", dayEnd: "11:00" });
    const placed = r.blocks
      .filter((b) => b.title === "Big")
      .reduce(
        (s, b) =>
          s +
          (Number(b.end.slice(0, 2)) * 60 +
            Number(b.end.slice(3)) -
            Number(b.start.slice(0, 2)) * 60 -
            Number(b.start.slice(3))),
        0,
      );
    const rest = r.unscheduled.find((u) => u.title === "Big");
    expect(placed + (rest?.minutes ?? 0)).toBe(240);
    expect(rest?.reason).toMatchObject({ code: "no-room", params: { dayEnd: "11:00" } });
    expect(r.unscheduled.find((u) => u.title === "Other")).toBeDefined();
  });

  it("starts flexible work no earlier than now, on the 5-minute grid", () => {
    const r = sound([task("Emails", 30)], { ...opts, now: "14:07" });
    expect(r.blocks[0]).toMatchObject({ start: "14:10", end: "14:40" });
  });

  it("prefers the person's best focus time for deep work", () => {
    const r = sound([task("Deep work", 90), task("Emails", 30)], { ...opts, focusPreference: "afternoon" });
    expect(r.blocks.find((b) => b.title === "Deep work")).toMatchObject({
      start: "12:00",
      reason: { code: "focus-time" },
    });
    expect(r.blocks.find((b) => b.title === "Emails")).toMatchObject({ start: "08:00" });
  });

  it("places urgent work before optional work on a full day", () => {
    const r = sound([task("Optional", 120, { priority: 1 }), task("Urgent", 120, { priority: 5 })], {
      ...opts,
      dayStart: "08:00",
      dayEnd: "10:30",
    });
    expect(r.blocks.filter((b) => b.title === "Urgent").map((b) => `${b.start}-${b.end}`)).toEqual(["08:00-10:00"]);
    expect(r.unscheduled.map((u) => u.title)).toEqual(["Optional"]);
  });

  it("is deterministic", () => {
    const tasks = [
      fixed("Standup", "09:30", "09:45"),
      task("Report", 180),
      task("Lunch", 60, { kind: "meal" }),
      task("Gym", 60, { kind: "habit", earliestStart: "17:00" }),
    ];
    expect(scheduleTasks(tasks, opts)).toEqual(scheduleTasks(tasks, opts));
  });

  it("rejects a day that ends before it starts", () => {
    expect(() => scheduleTasks([], { ...opts, dayStart: "18:00", dayEnd: "08:00" })).toThrow(RangeError);
  });
});
