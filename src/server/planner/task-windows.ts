/**
 * The window of each flexible task: [max(start of the day or now, earliest start, part of the
 * day, end of the fixed tasks it comes after), min(end of the day, deadline, part of the day)].
 * "after" edges that would make a cycle are dropped (the ones written first are kept), and
 * deadlines propagate backwards through "after" chains. What set each end is kept for the reasons.
 */

import type { Before } from "./schedule/hard-constraints";
import { traitsOf } from "./schedule/traits";
import type { PlacedWindow } from "./placement-reasons";
import type { Day } from "./timeline";
import { ceilGrid, toMinutes } from "./time";
import type { BlockConstraints, ExtractedTask } from "./types";
import { LATE_AFTERNOON, PART_WINDOWS } from "./windows";

export interface Flex extends PlacedWindow {
  index: number;
  lo: number;
  hi: number;
  /** Films, parties, drinks: not work, never split, late in the evening. */
  leisure: boolean;
  after: string[];
  constraints: BlockConstraints;
}

/**
 * The flexible tasks with their windows, in the order written; `endOf` has the end of each placed
 * (fixed or pinned) task, `before` the start of the first block already on the day that comes
 * after a task (it must end by then).
 */
export function flexWindows(
  tasks: ExtractedTask[],
  day: Day,
  endOf: Map<string, number>,
  before: Map<string, Before> = new Map(),
): { flex: Flex[]; flexById: Map<string, Flex> } {
  const flexTasks = tasks.filter((t) => t.fixedStart === undefined);
  const known = new Set<string>([...tasks.map((t) => t.id), ...endOf.keys()]);
  const flexById = new Map<string, Flex>();
  const flex: Flex[] = flexTasks.map((task, index) => {
    let lo = day.floor;
    let hi = day.end;
    let loBy: Flex["loBy"] = "floor";
    let hiBy: Flex["hiBy"];
    if (task.earliestStart) {
      const e = ceilGrid(toMinutes(task.earliestStart));
      if (e > lo) {
        lo = e;
        loBy = "earliest";
      }
    }
    if (task.partOfDay) {
      const [a, part] = PART_WINDOWS[task.partOfDay];
      const late = task.partOfDay === "afternoon" && lo >= LATE_AFTERNOON.from;
      const b = late ? Math.max(part, LATE_AFTERNOON.end) : part;
      if (a > lo) {
        lo = a;
        loBy = "part";
      }
      if (b < hi) {
        hi = b;
        hiBy = "part";
      }
    }
    if (task.deadline) {
      const d = toMinutes(task.deadline);
      if (d < hi || (d === hi && hiBy === "part")) {
        hi = d;
        hiBy = "deadline";
      }
    }
    const by = before.get(task.id);
    let beforeTitle: string | undefined;
    if (by !== undefined && by.at < hi) {
      hi = by.at;
      hiBy = "before";
      beforeTitle = by.title;
    }
    const traits = traitsOf(task);
    const meal = traits.meal;
    const constraints: BlockConstraints = { priority: task.priority };
    if (task.deadline) constraints.deadline = task.deadline;
    if (task.earliestStart) constraints.earliestStart = task.earliestStart;
    if (task.partOfDay) constraints.partOfDay = task.partOfDay;
    const after = (task.after ?? []).filter((id) => known.has(id) && id !== task.id);
    if (after.length) constraints.after = after;
    const leisure = traits.leisure;
    const f: Flex = { task, index, lo, hi, loBy, hiBy, beforeTitle, meal, leisure, after, constraints };
    flexById.set(task.id, f);
    return f;
  });

  // Drop "after" edges that would make a cycle (keep the ones written first).
  const state = new Map<string, number>();
  const visit = (f: Flex): void => {
    state.set(f.task.id, 1);
    f.after = f.after.filter((id) => {
      const p = flexById.get(id);
      if (!p) return true;
      const st = state.get(id) ?? 0;
      if (st === 1) return false;
      if (st === 0) visit(p);
      return true;
    });
    state.set(f.task.id, 2);
  };
  for (const f of flex) if ((state.get(f.task.id) ?? 0) === 0) visit(f);

  // Fixed predecessors push the window start.
  for (const f of flex) {
    for (const id of f.after) {
      const e = endOf.get(id);
      if (e !== undefined && !flexById.has(id) && e > f.lo) {
        f.lo = ceilGrid(e);
        f.loBy = "after";
      }
    }
  }
  // Deadlines propagate backwards through "after" chains.
  for (let pass = 0; pass < flex.length; pass++) {
    let changed = false;
    for (const f of flex) {
      for (const id of f.after) {
        const p = flexById.get(id);
        if (!p) continue;
        const limit = f.hi - f.task.durationMinutes;
        if (limit < p.hi) {
          p.hi = limit;
          // Only a real limit (a deadline, a part of the day) makes the predecessor urgent.
          if (f.hiBy) p.hiBy = "successor";
          changed = true;
        }
      }
    }
    if (!changed) break;
  }
  return { flex, flexById };
}
