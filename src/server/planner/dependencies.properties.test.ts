/**
 * Issue 29 item 10: the order the text gave ("cook dinner" before dinner, "shower after the gym")
 * is kept with the plan and every later edit respects it. Re-plan never breaks a dependency, and
 * never places a task past its deadline or before its earliest start.
 */
import fc from "fast-check";
import { planDay } from "./plan";
import { replanDay } from "./replan";
import { scheduleTasks } from "./schedule";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PlannedBlock, PlanOptions } from "./types";

const TITLES = ["Report", "Emails", "Gym", "Shower", "Review", "Errands", "Slides", "Call the bank"];

const taskArb = fc.record({
  title: fc.constantFrom(...TITLES),
  minutes: fc.integer({ min: 1, max: 36 }).map((n) => n * 5),
  priority: fc.integer({ min: 1, max: 5 }),
  fixedAt: fc.option(
    fc.integer({ min: 6 * 12, max: 22 * 12 }).map((n) => n * 5),
    { freq: 4 },
  ),
  deadline: fc.option(
    fc.integer({ min: 8 * 12, max: 24 * 12 }).map((n) => n * 5),
    { freq: 4 },
  ),
  earliest: fc.option(
    fc.integer({ min: 6 * 12, max: 20 * 12 }).map((n) => n * 5),
    { freq: 4 },
  ),
  after: fc.array(fc.nat({ max: 14 }), { maxLength: 2 }),
});

type RawTask = typeof taskArb extends fc.Arbitrary<infer T> ? T : never;

function toTasks(raw: RawTask[]): ExtractedTask[] {
  return raw.map((r, i) => {
    const t: ExtractedTask = {
      id: `t${i}`,
      title: r.title,
      kind: "task",
      durationMinutes: r.minutes,
      priority: r.priority,
    };
    if (r.fixedAt !== null) {
      t.kind = "event";
      t.fixedStart = fromMinutes(r.fixedAt);
      t.fixedEnd = fromMinutes(Math.min(1440, r.fixedAt + r.minutes));
    } else {
      if (r.deadline !== null) t.deadline = fromMinutes(r.deadline);
      if (r.earliest !== null) t.earliestStart = fromMinutes(r.earliest);
    }
    const after = [...new Set(r.after.filter((j) => j < i).map((j) => `t${j}`))];
    if (after.length) t.after = after;
    return t;
  });
}

const OPTIONS: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "23:00" };

const end = (b: PlannedBlock): number => toMinutes(b.end) || 1440;

/**
 * Dependencies the plan breaks: a block that could still move (`movable`) on the wrong side of
 * what it comes after or before, unless that is already behind us (`ahead` says it is not).
 */
function broken(
  tasks: ExtractedTask[],
  blocks: PlannedBlock[],
  movable: (b: PlannedBlock) => boolean,
  ahead: (b: PlannedBlock) => boolean = () => true,
): string[] {
  const out: string[] = [];
  const of = (id: string): PlannedBlock[] => blocks.filter((b) => b.taskId === id);
  for (const t of tasks) {
    for (const id of t.after ?? []) {
      for (const succ of of(t.id))
        for (const pred of of(id))
          if ((movable(succ) || (movable(pred) && ahead(succ))) && end(pred) > toMinutes(succ.start))
            out.push(`${pred.title} ${pred.start}-${pred.end} is after ${succ.title} ${succ.start}`);
    }
  }
  return out;
}

describe("dependencies survive every later edit", () => {
  it("re-plan never breaks a dependency, a deadline or an earliest start", () => {
    fc.assert(
      fc.property(
        fc.array(taskArb, { minLength: 1, maxLength: 15 }).map(toTasks),
        fc.integer({ min: 7 * 12, max: 22 * 12 }).map((n) => n * 5 + 2),
        fc.array(fc.boolean(), { minLength: 30, maxLength: 30 }),
        (tasks, nowMin, doneFlags) => {
          const plan = scheduleTasks(tasks, OPTIONS);
          expect(broken(tasks, plan.blocks, (b) => !b.fixed)).toEqual([]);
          // Done blocks are only ones already behind us (a person checks off what they did).
          const saved = plan.blocks.map((b, i) =>
            doneFlags[i] && end(b) <= nowMin && b.kind !== "break" ? { ...b, done: true } : b,
          );
          const r = replanDay(saved, { ...OPTIONS, now: fromMinutes(nowMin) }, { unscheduled: plan.unscheduled });
          const pinned = new Set(saved.filter((b) => b.done || b.fixed || end(b) <= nowMin).map((b) => b.id));
          const moved = (b: PlannedBlock): boolean => !pinned.has(b.id) && b.reason.code !== "kept-started";
          const ahead = (b: PlannedBlock): boolean => !b.done && end(b) > nowMin;
          expect(broken(tasks, r.blocks, moved, ahead)).toEqual([]);
          for (const b of r.blocks.filter(moved)) {
            const c = b.constraints ?? {};
            if (c.deadline)
              expect(`${b.title} ends ${b.end}`).toBe(
                end(b) <= toMinutes(c.deadline) ? `${b.title} ends ${b.end}` : "by its deadline",
              );
            if (c.earliestStart) expect(toMinutes(b.start)).toBeGreaterThanOrEqual(toMinutes(c.earliestStart));
          }
        },
      ),
      { numRuns: 300 },
    );
  });
});

describe("cooking stays before its meal", () => {
  const DAY: PlanOptions = { date: "2026-11-23", dayStart: "07:00", dayEnd: "23:00" };
  const cases = [
    "trabajo de 8 a 15, comer, recoger a los niños a las 16:30, natación de los niños de 17:30 a 18:30, hacer la cena, baños a las 20:00",
    "write the report 3h, gym 1h, shower after the gym, cook dinner, groceries",
    "work 9-5, cook dinner then dinner, gym after work, shower after the gym",
  ];
  it.each(cases)("after Re-plan Day at any time: %s", (text) => {
    const plan = planDay(text, DAY);
    const cook = plan.blocks.find((b) => /cook|cena$/i.test(b.title) && b.kind === "task");
    const dinner = plan.blocks.find((b) => b.kind === "meal" && toMinutes(b.start) >= 17 * 60);
    expect(cook && dinner).toBeTruthy();
    // The dependency is kept with the plan.
    expect(dinner?.constraints?.after).toContain(cook?.taskId);
    for (let now = 9 * 60 + 2; now < toMinutes(dinner!.start); now += 35) {
      const r = replanDay(plan.blocks, { ...DAY, now: fromMinutes(now) }, { unscheduled: plan.unscheduled });
      const cooking = r.blocks.filter((b) => b.taskId === cook!.taskId);
      const meal = r.blocks.find((b) => b.taskId === dinner!.taskId)!;
      for (const c of cooking)
        expect(`${c.end} <= ${meal.start}`).toBe(c.end <= meal.start ? `${c.end} <= ${meal.start}` : "before");
    }
  });
});
