/** The planning time budget: checked between the steps of extraction and of solving. */
import { Deadline, isPlanBudgetExceeded, PlanBudgetExceeded } from "./budget";
import { extractTasks } from "./extract";
import { planDay, planWithExtractor } from "./plan";
import { scheduleTasks } from "./schedule";
import type { ExtractedTask, PlanOptions } from "./types";

const OPTIONS: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };
const DAY = "standup at 9:30, 3 hours on the report, lunch, emails for 30 min, gym after work, call mom in the evening";

/** A clock that moves `step` ms each time it is read, and counts the reads. */
function steppingClock(step: number) {
  const clock = { reads: 0, now: () => step * clock.reads++ };
  return clock;
}

function thrown(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  return undefined;
}

describe("the planning time budget", () => {
  test("a deadline throws once its budget is spent, not before", () => {
    let t = 0;
    const deadline = new Deadline({ ms: 100, now: () => t });
    t = 100;
    expect(() => deadline.check()).not.toThrow();
    t = 101;
    const error = thrown(() => deadline.check());
    expect(error).toBeInstanceOf(PlanBudgetExceeded);
    expect(isPlanBudgetExceeded(error)).toBe(true);
    // Recognised by a property, so a copy of the class from another bundle is recognised too.
    expect(isPlanBudgetExceeded({ planBudgetExceeded: true })).toBe(true);
    expect(isPlanBudgetExceeded(new Error("planning took longer"))).toBe(false);
  });

  test("the extractor checks between segments: a spent budget stops it part-way", () => {
    const clock = steppingClock(10);
    const error = thrown(() => extractTasks(DAY, OPTIONS, new Deadline({ ms: 35, now: clock.now })));
    expect(isPlanBudgetExceeded(error)).toBe(true);
    // Read once to start, then checked before and after splitting and before each segment: the
    // fourth check (at 40 ms) is past 35 ms, in the second of the six segments.
    expect(clock.reads).toBe(5);
  });

  test("the solver checks before placing each task", () => {
    const tasks = extractTasks(DAY, OPTIONS);
    expect(tasks.length).toBeGreaterThan(4);
    const clock = steppingClock(10);
    const error = thrown(() => scheduleTasks(tasks, OPTIONS, { deadline: new Deadline({ ms: 25, now: clock.now }) }));
    expect(isPlanBudgetExceeded(error)).toBe(true);
    expect(clock.reads).toBeLessThan(tasks.length + 2);
  });

  test("planDay counts extraction and solving together; within the budget the plan is the same as without one", () => {
    const unbounded = planDay(DAY, OPTIONS);
    expect(planDay(DAY, OPTIONS, {}, { ms: 1000 })).toEqual(unbounded);
    expect(planDay(DAY, OPTIONS, {}, { ms: 0, now: () => 0 })).toEqual(unbounded);
    // A budget a few reads short of what the whole run reads runs out in the solver, after extraction.
    const reads = steppingClock(1);
    planDay(DAY, OPTIONS, {}, { ms: 1e9, now: reads.now });
    const total = reads.reads;
    expect(
      isPlanBudgetExceeded(thrown(() => planDay(DAY, OPTIONS, {}, { ms: total - 3, now: steppingClock(1).now }))),
    ).toBe(true);
    expect(() => planDay(DAY, OPTIONS, {}, { ms: total, now: steppingClock(1).now })).not.toThrow();
  });

  test("with another extractor, the budget covers solving its tasks, not the wait for it; running out is not a reason to fall back", async () => {
    const tasks: ExtractedTask[] = [
      { id: "a", title: "Report", kind: "task", durationMinutes: 120, priority: 3 },
      { id: "b", title: "Gym", kind: "habit", durationMinutes: 60, priority: 3 },
    ];
    let t = 0;
    const slowModel = async (): Promise<ExtractedTask[]> => {
      t += 5000; // the model took 5 s: not the planner's time
      return tasks;
    };
    const ok = await planWithExtractor(DAY, OPTIONS, slowModel, {}, { ms: 1000, now: () => t });
    expect(ok.engine).toBe("llm");
    const ticking = steppingClock(1000);
    await expect(
      planWithExtractor(DAY, OPTIONS, async () => tasks, {}, { ms: 500, now: ticking.now }),
    ).rejects.toMatchObject({ planBudgetExceeded: true });
  });
});
