import fc from "fast-check";
import { planProblems } from "./check";
import { replanDay } from "./replan";
import { scheduleTasks } from "./schedule";
import { ceilGrid, fromMinutes, toMinutes } from "./time";
import type { BlockKind, ExtractedTask, PartOfDay, PlannedBlock, PlanOptions } from "./types";

const TITLES = ["Report", "Emails", "Lunch", "Dinner", "Breakfast", "Gym", "Call", "Review", "Read", "Errands", "Nap"];
const KINDS: BlockKind[] = ["task", "task", "task", "habit", "meal", "break", "event"];
const PARTS: PartOfDay[] = ["morning", "afternoon", "evening"];

interface RawTask {
  title: string;
  kind: BlockKind;
  fixed: boolean;
  start: number;
  minutes: number;
  priority: number;
  deadline: number | null;
  earliest: number | null;
  part: PartOfDay | null;
  after: number[];
}

const rawTask: fc.Arbitrary<RawTask> = fc.record({
  title: fc.constantFrom(...TITLES),
  kind: fc.constantFrom(...KINDS),
  fixed: fc.boolean(),
  start: fc.integer({ min: 0, max: 1435 }),
  minutes: fc.integer({ min: 1, max: 60 }).map((n) => n * 5),
  priority: fc.integer({ min: 1, max: 5 }),
  deadline: fc.option(fc.integer({ min: 0, max: 1440 }), { freq: 3 }),
  earliest: fc.option(fc.integer({ min: 0, max: 1439 }), { freq: 3 }),
  part: fc.option(fc.constantFrom(...PARTS), { freq: 3 }),
  after: fc.array(fc.nat({ max: 30 }), { maxLength: 2 }),
});

const dayArb = fc
  .record({
    start: fc.integer({ min: 0, max: 20 * 60 }),
    length: fc.integer({ min: 30, max: 24 * 60 }),
    now: fc.option(fc.integer({ min: 0, max: 1439 }), { freq: 3 }),
    focus: fc.option(fc.constantFrom(...PARTS), { freq: 3 }),
  })
  .map(({ start, length, now, focus }): PlanOptions => {
    const end = Math.min(1440, start + length);
    const o: PlanOptions = {
      date: "2026-11-23",
      dayStart: fromMinutes(start),
      dayEnd: end === 1440 ? "24:00" : fromMinutes(end),
    };
    if (now !== null) o.now = fromMinutes(now);
    if (focus !== null) o.focusPreference = focus;
    return o;
  });

function toTasks(raw: RawTask[]): ExtractedTask[] {
  return raw.map((r, i) => {
    const t: ExtractedTask = {
      id: `t${i}`,
      title: r.title,
      kind: r.kind,
      durationMinutes: r.minutes,
      priority: r.priority,
    };
    if (r.fixed || r.kind === "event") {
      const end = Math.min(1440, r.start + r.minutes);
      t.fixedStart = fromMinutes(r.start);
      t.fixedEnd = fromMinutes(end);
      t.durationMinutes = end - r.start;
      if (t.durationMinutes === 0) {
        t.fixedStart = fromMinutes(1435);
        t.durationMinutes = 5;
      }
      return t;
    }
    if (r.deadline !== null) t.deadline = fromMinutes(r.deadline);
    if (r.earliest !== null) t.earliestStart = fromMinutes(r.earliest);
    if (r.part) t.partOfDay = r.part;
    const after = [...new Set(r.after.filter((j) => j < i).map((j) => `t${j}`))];
    if (after.length) t.after = after;
    return t;
  });
}

const tasksArb = fc.array(rawTask, { maxLength: 25 }).map(toTasks);

describe("solver properties", () => {
  it("never overlaps, never moves a fixed event, stays in the window and on the grid, honours deadlines/order/focus, and accounts for every minute", () => {
    fc.assert(
      fc.property(tasksArb, dayArb, (tasks, options) => {
        const result = scheduleTasks(tasks, options);
        expect(planProblems(tasks, options, result)).toEqual([]);
      }),
      { numRuns: 400 },
    );
  });

  it("is deterministic", () => {
    fc.assert(
      fc.property(tasksArb, dayArb, (tasks, options) => {
        expect(scheduleTasks(tasks, options)).toEqual(scheduleTasks(tasks, options));
      }),
      { numRuns: 100 },
    );
  });
});

describe("planning settings properties", () => {
  const settingsArb = fc.record({
    // The settings form takes 5-minute steps (the planner's grid).
    buffer: fc.integer({ min: 0, max: 6 }).map((n) => n * 5),
    focus: fc.integer({ min: 6, max: 48 }).map((n) => n * 5),
    rest: fc.integer({ min: 1, max: 6 }).map((n) => n * 5),
  });

  it("keeps the buffer after meetings and calls free and never lets a focus piece exceed the cap", () => {
    fc.assert(
      fc.property(tasksArb, dayArb, settingsArb, (tasks, base, { buffer, focus, rest }) => {
        const options: PlanOptions = { ...base, bufferMinutes: buffer, focusCapMinutes: focus, breakMinutes: rest };
        const result = scheduleTasks(tasks, options);
        // planProblems checks the buffer and the focus runs with these settings.
        expect(planProblems(tasks, options, result)).toEqual([]);
        const meetings = result.blocks.filter((b) => b.fixed && b.kind === "event" && /call/i.test(b.title));
        for (const b of result.blocks) {
          if (b.fixed) continue;
          if (b.kind === "task") expect(toMinutes(b.end) - toMinutes(b.start)).toBeLessThanOrEqual(focus);
          if (b.kind === "break") continue;
          for (const m of meetings) {
            const s = toMinutes(b.start);
            const free = s < toMinutes(m.end) || s >= toMinutes(m.end) + buffer;
            expect(free ? "ok" : `${b.title} ${b.start} after ${m.title} ${m.end}`).toBe("ok");
          }
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("replan properties", () => {
  const key = (b: PlannedBlock): string =>
    `${b.id}|${b.title}|${b.start}|${b.end}|${b.kind}|${b.fixed}|${b.done ?? false}`;

  it("never moves done, past or fixed blocks; re-placed blocks start from now; minutes are kept, including what did not fit before", () => {
    fc.assert(
      fc.property(
        tasksArb,
        dayArb,
        fc.array(fc.boolean(), { minLength: 60, maxLength: 60 }),
        fc.integer({ min: 0, max: 1439 }),
        (tasks, options, doneFlags, nowMin) => {
          const { now: _ignored, ...base } = options;
          const plan = scheduleTasks(tasks, base);
          const saved = plan.blocks.map((b, i) =>
            doneFlags[i % doneFlags.length] && b.kind !== "break" ? { ...b, done: true } : b,
          );
          const now = fromMinutes(nowMin);
          const r = replanDay(saved, { ...base, now }, { unscheduled: plan.unscheduled });
          const after = new Map(r.blocks.map((b) => [b.id, b]));
          for (const b of saved) {
            if (b.done || b.fixed || toMinutes(b.end) <= nowMin) {
              const kept = after.get(b.id);
              expect(kept && key(kept)).toBe(key(b));
            }
          }
          // No overlaps except flagged conflicts between fixed events.
          const sorted = [...r.blocks].sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
          for (let i = 0; i < sorted.length; i++) {
            for (let j = i + 1; j < sorted.length && toMinutes(sorted[j].start) < toMinutes(sorted[i].end); j++) {
              const a = sorted[i];
              const b = sorted[j];
              expect(
                a.fixed && b.fixed && a.conflict && b.conflict
                  ? "conflict"
                  : `${a.title} ${a.start}-${a.end} / ${b.title} ${b.start}-${b.end}`,
              ).toBe("conflict");
            }
          }
          const pinnedIds = new Set(
            saved.filter((b) => b.done || b.fixed || toMinutes(b.end) <= nowMin).map((b) => b.id),
          );
          const floor = Math.max(ceilGrid(toMinutes(base.dayStart)), ceilGrid(nowMin));
          for (const b of r.blocks) {
            if (pinnedIds.has(b.id) || b.reason.code === "kept-started") continue;
            expect(toMinutes(b.start)).toBeGreaterThanOrEqual(floor);
            expect(toMinutes(b.end)).toBeLessThanOrEqual(toMinutes(base.dayEnd) || 1440);
          }
          // Every minute of every task is still scheduled or reported unscheduled.
          const minutes = (bs: PlannedBlock[]): Map<string, number> => {
            const m = new Map<string, number>();
            for (const b of bs)
              if (!b.taskId.startsWith("break-"))
                m.set(b.taskId, (m.get(b.taskId) ?? 0) + toMinutes(b.end) - toMinutes(b.start));
            return m;
          };
          // (What did not fit before is tried again, so it counts too.)
          const before = minutes(saved);
          for (const u of plan.unscheduled) before.set(u.taskId, (before.get(u.taskId) ?? 0) + u.minutes);
          const now2 = minutes(r.blocks);
          for (const u of r.unscheduled) now2.set(u.taskId, (now2.get(u.taskId) ?? 0) + u.minutes);
          expect(Object.fromEntries(now2)).toEqual(Object.fromEntries(before));
          // Moved entries name blocks that exist.
          for (const m of r.moved ?? []) expect(after.get(m.id)?.start).toBe(m.to);
        },
      ),
      { numRuns: 250 },
    );
  });
});
