/**
 * Placement helpers of the interpretation edits (interpretation.ts): the day's spans, whether a
 * block may stay or grow where it is, and placing one task into free time with every other block
 * pinned (the same solver call as quick add, keeping the task's own id and its "after" links).
 */

import { dayBounds, limitsOf, PART_WINDOWS, scheduleTasks } from "./schedule";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PlannedBlock, PlanOptions, UnscheduledTask } from "./types";

export type Span = [number, number];

export const spanOf = (b: PlannedBlock): Span => {
  const end = toMinutes(b.end);
  return [toMinutes(b.start), end === 0 ? 1440 : end];
};

export const minutesOf = (b: PlannedBlock): number => {
  const [s, e] = spanOf(b);
  return e - s;
};

export const overlaps = (a: Span, b: Span): boolean => a[0] < b[1] && b[0] < a[1];

/** The solver's inserted rest: not an item of the day, so a new place may take its time. */
export const isAutoBreak = (b: PlannedBlock): boolean => b.kind === "break" && b.taskId.startsWith("break-");

export const byStart = (a: PlannedBlock, b: PlannedBlock): number =>
  toMinutes(a.start) - toMinutes(b.start) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** Time kept free ("nothing between 12 and 1"): it makes no block, but nothing goes there. */
export function keptFreeSpans(tasks: readonly ExtractedTask[]): Span[] {
  return tasks
    .filter((t) => t.blocked && t.fixedStart !== undefined)
    .map((t) => {
      const s = toMinutes(t.fixedStart as string);
      return [s, Math.min(1440, s + Math.max(1, t.durationMinutes))];
    });
}

/** An id for a new block that no block of the day has (the caller adds it to `used`). */
export function freshId(base: string, used: Set<string>): string {
  let id = base;
  for (let k = 2; used.has(id); k++) id = `${base}-${k}`;
  used.add(id);
  return id;
}

/** The task as the solver takes a flexible one: no fixed time, nothing of the interpretation's own. */
export function asFlexible(task: ExtractedTask, minutes: number): ExtractedTask {
  const t: ExtractedTask = {
    id: task.id,
    title: task.title,
    kind: task.kind,
    durationMinutes: minutes,
    priority: task.priority,
  };
  if (task.deadline) t.deadline = task.deadline;
  if (task.earliestStart) t.earliestStart = task.earliestStart;
  if (task.partOfDay) t.partOfDay = task.partOfDay;
  if (task.after?.length) t.after = [...task.after];
  if (task.source) t.source = task.source;
  return t;
}

/** The constraints a flexible block of `task` carries (re-planning reads them). */
export function constraintsOf(task: ExtractedTask): PlannedBlock["constraints"] {
  const c: NonNullable<PlannedBlock["constraints"]> = { priority: task.priority };
  if (task.deadline) c.deadline = task.deadline;
  if (task.earliestStart) c.earliestStart = task.earliestStart;
  if (task.partOfDay) c.partOfDay = task.partOfDay;
  if (task.after?.length) c.after = [...task.after];
  return c;
}

/**
 * Whether [s, e) may hold a flexible piece of `task`: inside the day (from now on today), inside
 * its own window (earliest start, deadline, part of the day), no longer than a focus run for
 * work, and clear of every block in `taken` and of the time kept free.
 */
export function fitsFlexible(s: number, e: number, task: ExtractedTask, taken: Span[], options: PlanOptions): boolean {
  const day = dayBounds(options);
  if (s < day.floor || e > day.end || e <= s) return false;
  if (task.earliestStart && s < toMinutes(task.earliestStart)) return false;
  if (task.deadline && e > toMinutes(task.deadline)) return false;
  if (task.partOfDay) {
    const [lo, hi] = PART_WINDOWS[task.partOfDay];
    if (s < lo || e > hi) return false;
  }
  if (task.kind === "task" && e - s > limitsOf(options).focus) return false;
  return !taken.some((span) => overlaps([s, e], span));
}

export interface Placement {
  blocks: PlannedBlock[];
  unscheduled?: UnscheduledTask;
}

/**
 * Places `minutes` of `task` into the free time around `around` (all pinned where they are) and
 * the time kept free; `endBy` (the start of what comes after it) is tried first as a deadline.
 * What does not fit comes back as an unscheduled entry with the solver's reason.
 */
export function placeAround(
  task: ExtractedTask,
  minutes: number,
  around: readonly PlannedBlock[],
  keptFree: readonly ExtractedTask[],
  options: PlanOptions,
  endBy?: number,
): Placement {
  const taken = [...around.map(spanOf), ...keptFreeSpans(keptFree)];
  const attempt = (flexible: ExtractedTask): Placement => {
    const pinned = around.map((b) => ({ ...b }));
    const free = keptFree.filter((t) => t.blocked && t.fixedStart).map((t) => ({ ...t, id: `kept-free:${t.id}` }));
    const result = scheduleTasks([...free, flexible], options, { pinned });
    const pinnedSet = new Set<PlannedBlock>(pinned);
    const mine = result.blocks.filter((b) => b.taskId === task.id && !pinnedSet.has(b)).sort(byStart);
    const left = result.unscheduled.find((u) => u.taskId === task.id);
    // The solver never puts a flexible block over a pinned one; checked so the promise holds whatever it does.
    if (mine.some((b) => taken.some((span) => overlaps(spanOf(b), span))))
      return { blocks: [], unscheduled: noRoom(task, minutes, options) };
    const blocks = mine.map(({ conflict: _conflict, ...b }) => b);
    return left ? { blocks, unscheduled: left } : { blocks };
  };
  const base = asFlexible(task, minutes);
  const floor = dayBounds(options).floor;
  if (endBy !== undefined && endBy > floor && (!base.deadline || endBy < toMinutes(base.deadline))) {
    const bounded = attempt({ ...base, deadline: fromMinutes(endBy) });
    if (bounded.blocks.length > 0 && !bounded.unscheduled) return bounded;
  }
  const placed = attempt(base);
  if (placed.blocks.length === 0 && !placed.unscheduled)
    return { blocks: [], unscheduled: noRoom(task, minutes, options) };
  return placed;
}

function noRoom(task: ExtractedTask, minutes: number, options: PlanOptions): UnscheduledTask {
  return {
    taskId: task.id,
    title: task.title,
    minutes,
    kind: task.kind,
    reason: { code: "no-room", params: { dayEnd: options.dayEnd } },
    constraints: constraintsOf(task),
  };
}
