import type { PartOfDay, PlanOptions } from "../types";

/**
 * One day description with machine-checked expectations. Titles are matched exactly (so the
 * corpus also checks that titles come out clean). Every case is also checked for: no overlaps
 * (except flagged conflicts), flexible blocks inside the window and on the 5-minute grid, focus
 * runs of at most 90 minutes, and scheduled + unscheduled minutes = requested minutes per task.
 * And for day shape (corpus.test.ts, dayShapeProblems): nothing of high priority cut while
 * something optional is placed, no piece under 30 minutes of a task of an hour or more, and no
 * work task before work hours while the work hours still had room for it.
 */
export interface CorpusCase {
  id: string;
  lang: "en" | "es" | "ar";
  text: string;
  options?: Partial<PlanOptions>;
  /**
   * A day written blind that the planner does not read right yet: the test expects it to fail
   * (jest's it.failing), so fixing it turns the test red until the mark is removed.
   */
  pending?: string;
  expect: {
    /** title -> [start] or [start, end] of an explicitly timed event. */
    fixed?: Record<string, [string] | [string, string]>;
    /** title -> total minutes scheduled (all parts). */
    minutes?: Record<string, number>;
    /** title -> every part ends by this time. */
    deadline?: Record<string, string>;
    /** title -> no part starts before this time. */
    notBefore?: Record<string, string>;
    /** title -> its first part starts by this time ("leave by 10.30" on a journey). */
    startBy?: Record<string, string>;
    /** [a, b]: every part of a ends before b starts. */
    order?: [string, string][];
    /** title -> part of the day. */
    part?: Record<string, PartOfDay>;
    /** titles that must be in unscheduled (at least partly). */
    unscheduled?: string[];
    /** nothing may be unscheduled. */
    allScheduled?: boolean;
    /** titles flagged conflict. */
    conflicts?: string[];
    /** title -> kind. */
    kind?: Record<string, string>;
    /** exact number of tasks extracted. */
    taskCount?: number;
    /** at least one break block. */
    hasBreak?: boolean;
    /** title -> at most this many pieces. */
    pieces?: Record<string, number>;
    /** meals the plan keeps (a meal block in that meal's window), written or added on a long day. */
    meals?: ("lunch" | "dinner")[];
    /** meals the plan must not add. */
    noMeals?: ("lunch" | "dinner")[];
    /** title -> no piece longer than this many minutes. */
    maxPiece?: Record<string, number>;
    /** title -> the priority the task was read with (5 urgent ... 1 only if there is time). */
    priority?: Record<string, number>;
    /** title -> the other day (YYYY-MM-DD) it is listed for, not planned today. */
    otherDays?: Record<string, string>;
  };
}
