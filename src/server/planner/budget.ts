/**
 * A hard time budget for one planning run (rules extraction + solving).
 *
 * Planning is synchronous: while it runs, the event loop, and so every other request of the
 * process (even /api/health), waits. So a run that takes too long is stopped and the caller gets
 * "This description is too complex to plan; try shorter sentences" (a 422) instead of a frozen
 * server or a 500.
 *
 * How it is stopped, and why that way: the extractor and the solver call `deadline.check()` between
 * their steps (after the text is split, before each segment is parsed, before each task is built
 * and before each one is placed), and the check throws once the budget is spent. A single regular
 * expression run cannot be interrupted from the inside, so this is only sound because every
 * pattern of the planner runs in linear time (no repeat over alternatives that match the same text,
 * no quantifiers side by side over the same characters, runs of spaces, digits and brackets read
 * once; see extract.fuzz.test.ts, which bounds every call on hostile 4,000-character input): no
 * single step between two checks can take long. The alternatives were weighed: a worker thread per
 * request (it can be terminated mid-regex) costs a thread start and a copy of the input per plan,
 * and the worker's script is one more entry to bundle and ship beside the Next.js server; `vm` with
 * a timeout would need the planner loaded into a separate context, outside the bundle. Both would
 * only hide a slow pattern that the fuzz test is there to catch.
 */

/** The budget of one planning run, in milliseconds (a 4,000-character day plans in ~20 ms). */
export const PLAN_BUDGET_MS = 1000;

/** Thrown by Deadline.check once the budget of a planning run is spent. */
export class PlanBudgetExceeded extends Error {
  /** Recognised by this property, not by class identity (bundles may hold separate copies of the class). */
  readonly planBudgetExceeded = true;

  constructor(readonly budgetMs: number) {
    super(`planning took longer than its budget of ${budgetMs} ms`);
    this.name = "PlanBudgetExceeded";
  }
}

export function isPlanBudgetExceeded(error: unknown): error is PlanBudgetExceeded {
  return (
    typeof error === "object" &&
    error !== null &&
    (error as { planBudgetExceeded?: unknown }).planBudgetExceeded === true
  );
}

export interface PlanBudget {
  ms: number;
  /** Milliseconds from some fixed point; this thread's CPU time by default (tests inject a clock). */
  now?: () => number;
}

/**
 * The default clock: the CPU time of this thread (Node 24's process.threadCpuUsage), so the budget
 * counts the planner's own work. Wall time would also count the time the thread waits for a core
 * on a loaded machine, and a plan that takes 20 ms of CPU could then be refused as too complex.
 * Where the thread's CPU time is not known (a browser, an older Node), wall time.
 */
function threadCpuMs(): (() => number) | null {
  if (typeof process === "undefined" || typeof process.threadCpuUsage !== "function") return null;
  return () => {
    const { user, system } = process.threadCpuUsage();
    return (user + system) / 1000;
  };
}
const defaultClock = threadCpuMs() ?? (() => performance.now());

export class Deadline {
  private readonly now: () => number;
  private readonly end: number;
  private readonly ms: number;
  /**
   * With the default clock: wall time when the run began. A thread cannot spend more CPU time than
   * the wall time that passed, so while less than the budget has passed on the wall clock (a
   * cheap read) the budget cannot be spent, and the thread's CPU time (a system call, once per
   * check: about 1% of a POST /api/schedule's CPU) need not be read.
   */
  private readonly wallStart: number | null;

  constructor(budget: PlanBudget = { ms: PLAN_BUDGET_MS }) {
    this.now = budget.now ?? defaultClock;
    this.ms = budget.ms;
    this.end = this.now() + budget.ms;
    this.wallStart = budget.now ? null : performance.now();
  }

  /** Throws PlanBudgetExceeded when the budget is spent. */
  check(): void {
    if (this.wallStart !== null && performance.now() - this.wallStart <= this.ms) return;
    if (this.now() > this.end) throw new PlanBudgetExceeded(this.ms);
  }
}
