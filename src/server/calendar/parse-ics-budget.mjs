/**
 * The budget of one .ics import, counted inside the import worker (parse-ics-worker.mjs): parts
 * of the file (components), recurrence steps (events' and time zones' rules alike), blocks made
 * and time. Going over any of them stops the import with the name of the limit; the worker's
 * parent also terminates the worker at a hard deadline and caps its heap (parse-ics.ts), for the
 * one ical.js call that could loop without coming back here.
 */

export class IcsBudgetError extends Error {
  /** @param {"notCalendar" | "tooManyEvents" | "tooManyComponents" | "tooManyOccurrences" | "timeZoneRules" | "tooSlow"} problem */
  constructor(problem) {
    super(problem);
    this.problem = problem;
  }
}

export class Budget {
  /** @param {{ events: number, components: number, steps: number, pieces: number, timeMs: number }} limits (ICS_LIMITS in parse-ics.ts) */
  constructor(limits, now = () => performance.now()) {
    this.limits = limits;
    this.now = now;
    this.started = now();
    this.components = 0;
    this.steps = 0;
    this.pieces = 0;
  }

  component() {
    if (++this.components > this.limits.components) throw new IcsBudgetError("tooManyComponents");
  }

  /** One recurrence step (an occurrence or a time-zone onset); the clock is read every 256 steps. */
  step() {
    if (++this.steps > this.limits.steps) throw new IcsBudgetError("tooManyOccurrences");
    if ((this.steps & 255) === 0) this.time();
  }

  piece() {
    if (++this.pieces > this.limits.pieces) throw new IcsBudgetError("tooManyOccurrences");
  }

  time() {
    if (this.now() - this.started > this.limits.timeMs) throw new IcsBudgetError("tooSlow");
  }
}
