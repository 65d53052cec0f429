/**
 * Issue 16 item 11's evidence: edits in the interpretation only move what they affect. Random
 * days (the solver's plan of random tasks, some blocks checked off, some made the day's other
 * blocks), random edits of a random task.
 */
import fc from "fast-check";
import { editInterpretation, type DayState, type InterpretationEdit } from "./interpretation";
import { isAutoBreak, overlaps, spanOf, type Span } from "./interpretation-place";
import { scheduleTasks } from "./schedule";
import { fromMinutes, toMinutes } from "./time";
import type { BlockKind, ExtractedTask, PartOfDay, PlannedBlock, PlanOptions } from "./types";

const TITLES = ["Report", "Emails", "Lunch", "Dinner", "Gym", "Call", "Review", "Read", "Errands", "Nap"];
const KINDS: BlockKind[] = ["task", "task", "task", "habit", "meal", "event"];
const PARTS: PartOfDay[] = ["morning", "afternoon", "evening"];

const taskArb = fc.record({
  title: fc.constantFrom(...TITLES),
  kind: fc.constantFrom(...KINDS),
  fixed: fc.boolean(),
  blocked: fc.integer({ min: 0, max: 9 }).map((n) => n === 0),
  start: fc.integer({ min: 60, max: 270 }).map((n) => n * 5),
  minutes: fc.integer({ min: 1, max: 48 }).map((n) => n * 5),
  priority: fc.integer({ min: 1, max: 5 }),
  deadline: fc.option(
    fc.integer({ min: 96, max: 288 }).map((n) => n * 5),
    { freq: 3 },
  ),
  earliest: fc.option(
    fc.integer({ min: 72, max: 250 }).map((n) => n * 5),
    { freq: 3 },
  ),
  part: fc.option(fc.constantFrom(...PARTS), { freq: 3 }),
  after: fc.option(fc.nat({ max: 12 }), { freq: 3 }),
});

type RawTask = typeof taskArb extends fc.Arbitrary<infer T> ? T : never;

function toTasks(raw: RawTask[]): ExtractedTask[] {
  return raw.map((r, i) => {
    const t: ExtractedTask = {
      id: `t${i}`,
      title: r.title,
      kind: r.kind,
      durationMinutes: r.minutes,
      priority: r.priority,
    };
    if (r.fixed || r.blocked) {
      const end = Math.min(1440, r.start + r.minutes);
      t.fixedStart = fromMinutes(r.start);
      t.fixedEnd = fromMinutes(end);
      t.durationMinutes = end - r.start;
      if (r.blocked) t.blocked = true;
      return t;
    }
    if (r.deadline !== null) t.deadline = fromMinutes(r.deadline);
    if (r.earliest !== null) t.earliestStart = fromMinutes(r.earliest);
    if (r.part) t.partOfDay = r.part;
    if (r.after !== null && r.after < i) t.after = [`t${r.after}`];
    return t;
  });
}

const editArb: fc.Arbitrary<InterpretationEdit> = fc.oneof(
  fc.integer({ min: 1, max: 72 }).map((n) => ({ op: "duration" as const, minutes: n * 5 })),
  fc.integer({ min: 84, max: 228 }).map((n) => ({ op: "pin" as const, start: fromMinutes(n * 5) })),
  fc.constant({ op: "unpin" as const }),
  fc.constant({ op: "drop" as const }),
  fc.constant({ op: "restore" as const }),
  fc.integer({ min: 1, max: 5 }).map((priority) => ({ op: "priority" as const, priority })),
);

const dayArb = fc.record({
  tasks: fc.array(taskArb, { minLength: 1, maxLength: 14 }).map(toTasks),
  done: fc.array(
    fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    { minLength: 20, maxLength: 20 },
  ),
  other: fc.array(
    fc.integer({ min: 0, max: 5 }).map((n) => n === 0),
    { minLength: 20, maxLength: 20 },
  ),
  now: fc.option(
    fc.integer({ min: 84, max: 240 }).map((n) => n * 5),
    { freq: 3 },
  ),
  pick: fc.nat(),
  /** Drop the task first (so that restore has something to bring back). */
  predrop: fc.integer({ min: 0, max: 3 }).map((n) => n === 0),
  edits: fc.array(editArb, { minLength: 1, maxLength: 3 }),
});

const OPTIONS: PlanOptions = {
  date: "2026-11-24",
  dayStart: "07:00",
  dayEnd: "23:00",
  workStart: "09:00",
  workEnd: "17:00",
};

interface World {
  state: DayState;
  others: PlannedBlock[];
  options: PlanOptions;
}

/** A saved day: the solver's plan with some blocks done and some tasks the day's other (calendar) blocks. */
type RawDay = typeof dayArb extends fc.Arbitrary<infer T> ? T : never;

function world(input: RawDay): World {
  const options: PlanOptions = input.now === null ? OPTIONS : { ...OPTIONS, now: fromMinutes(input.now) };
  const plan = scheduleTasks(input.tasks, { ...options, now: undefined });
  const otherIds = new Set(input.tasks.filter((t, i) => input.other[i % 20] && !t.blocked).map((t) => t.id));
  const blocks = plan.blocks.map((b, i) => (input.done[i % 20] && !isAutoBreak(b) ? { ...b, done: true } : b));
  return {
    state: {
      tasks: input.tasks.filter((t) => !otherIds.has(t.id)),
      blocks: blocks.filter((b) => !otherIds.has(b.taskId)),
      unscheduled: plan.unscheduled.filter((u) => !otherIds.has(u.taskId)),
    },
    others: blocks.filter((b) => otherIds.has(b.taskId)).map((b) => ({ ...b, fixed: true })),
    options,
  };
}

const key = (b: PlannedBlock): string => `${b.id}|${b.taskId}|${b.start}|${b.end}|${b.fixed}|${b.done ?? false}`;

/** Minutes of each task, placed or waiting (breaks left out). */
function minutesByTask(state: DayState): Map<string, number> {
  const m = new Map<string, number>();
  for (const b of state.blocks)
    if (!isAutoBreak(b)) m.set(b.taskId, (m.get(b.taskId) ?? 0) + spanOf(b)[1] - spanOf(b)[0]);
  for (const u of state.unscheduled) m.set(u.taskId, (m.get(u.taskId) ?? 0) + u.minutes);
  return m;
}

describe("interpretation edit properties", () => {
  it("edits in the interpretation only move what they affect", () => {
    fc.assert(
      fc.property(dayArb, (input) => {
        const made = world(input);
        const { others, options } = made;
        if (made.state.tasks.length === 0) return;
        const task = made.state.tasks[input.pick % made.state.tasks.length];
        const dropped = input.predrop ? editInterpretation(made.state, others, task.id, { op: "drop" }, options) : null;
        const state = dropped?.ok ? dropped.state : made.state;
        const edit = input.edits[0];
        const outcome = editInterpretation(state, others, task.id, edit, options);
        expect(editInterpretation(state, others, task.id, edit, options)).toEqual(outcome);
        if (!outcome.ok) return;
        const after = outcome.state;
        const now = options.now ? toMinutes(options.now) : 0;

        // Where the edited task is now (its blocks, or the time it keeps free).
        const edited = after.tasks.find((t) => t.id === task.id)!;
        const place: Span[] = after.blocks.filter((b) => b.taskId === task.id).map(spanOf);
        if (edited.blocked && edited.fixedStart && !edited.dropped) {
          const s = toMinutes(edited.fixedStart);
          place.push([s, s + edited.durationMinutes]);
        }
        const out = new Map(after.blocks.map((b) => [b.id, b]));
        for (const b of state.blocks) {
          if (b.taskId === task.id) continue;
          const hard = b.fixed || b.done === true || toMinutes(b.start) < now;
          // Not of the edited task and not under its new place: exactly as it was. Done, fixed and
          // started blocks: as they were wherever the edit went.
          if (hard || !place.some((p) => overlaps(spanOf(b), p)))
            expect(key(out.get(b.id) ?? b) + (out.has(b.id) ? "" : " gone")).toBe(key(b));
        }
        // The day's other blocks are not the plan's: never returned, never changed.
        for (const b of after.blocks) expect(others.some((o) => o.id === b.id)).toBe(false);

        if (edit.op === "drop") {
          expect(after.blocks.filter((b) => b.taskId === task.id)).toEqual([]);
          expect(after.unscheduled.filter((u) => u.taskId === task.id)).toEqual([]);
          expect(edited.dropped).toBeDefined();
        }

        // No new overlaps: two blocks overlap afterwards only when both could not move (fixed,
        // done or started; a pin is fixed) or they already overlapped before.
        const before = new Set<string>();
        for (const a of [...state.blocks, ...others])
          for (const b of [...state.blocks, ...others])
            if (a.id < b.id && overlaps(spanOf(a), spanOf(b))) before.add(`${a.id}/${b.id}`);
        const all = [...after.blocks, ...others];
        for (const a of all)
          for (const b of all) {
            if (!(a.id < b.id && overlaps(spanOf(a), spanOf(b))) || before.has(`${a.id}/${b.id}`)) continue;
            const hard = (x: PlannedBlock) => x.fixed || x.done === true || toMinutes(x.start) < now;
            expect(hard(a) && hard(b) ? "ok" : `${a.title} ${a.start}-${a.end} / ${b.title} ${b.start}-${b.end}`).toBe(
              "ok",
            );
          }

        // Every other task keeps its minutes (placed or waiting); the edited one has what was asked.
        const m0 = minutesByTask(state);
        const m1 = minutesByTask(after);
        for (const t of state.tasks)
          if (t.id !== task.id && !t.blocked) expect(m1.get(t.id) ?? 0).toBe(m0.get(t.id) ?? 0);
        if (!edited.blocked && !edited.dropped && (edit.op === "duration" || edit.op === "pin"))
          expect(m1.get(task.id) ?? 0).toBe(edited.durationMinutes);
        // Ids stay unique.
        expect(new Set(after.blocks.map((b) => b.id)).size).toBe(after.blocks.length);
      }),
      { numRuns: 400 },
    );
  });

  it("a run of edits keeps the day sound: no flexible block over another, each in the day window", () => {
    fc.assert(
      fc.property(dayArb, (input) => {
        let { state } = world(input);
        const { others, options } = world(input);
        input.edits.forEach((edit, i) => {
          if (state.tasks.length === 0) return;
          const task = state.tasks[(input.pick + i) % state.tasks.length];
          const outcome = editInterpretation(state, others, task.id, edit, options);
          if (outcome.ok) state = outcome.state;
        });
        const now = options.now ? toMinutes(options.now) : 0;
        for (const b of state.blocks) {
          const [s, e] = spanOf(b);
          expect(e).toBeGreaterThan(s);
          expect(e).toBeLessThanOrEqual(1440);
          if (b.fixed || b.done || s < now) continue;
          for (const o of [...state.blocks, ...others])
            if (o.id !== b.id && overlaps([s, e], spanOf(o)))
              expect(`${b.title} ${b.start}-${b.end} / ${o.title} ${o.start}-${o.end}`).toBe("no overlap");
        }
      }),
      { numRuns: 200 },
    );
  });
});
