/**
 * The solver's working state for one run: the day, the limits, the timeline of what is taken, the
 * blocks and unscheduled entries made so far, and when and under what title each task ended (the
 * "after" constraints read it). The policies in this folder read and add to it; schedule.ts runs
 * them in order.
 */

import type { Deadline } from "../budget";
import type { Flex } from "../task-windows";
import { isFocus, isWork } from "../activity";
import { limitsOf, type Limits } from "../limits";
import { Slots } from "../slots";
import { dayBounds, Timeline, type Day } from "../timeline";
import { fromMinutes } from "../time";
import type { BlockConstraints, BlockKind, PlannedBlock, PlanOptions, Reason, UnscheduledTask } from "../types";
import { traitsOfTitle, type TaskTraits } from "./traits";

export interface Solve {
  options: PlanOptions;
  day: Day;
  limits: Limits;
  timeline: Timeline;
  slots: Slots;
  blocks: PlannedBlock[];
  unscheduled: UnscheduledTask[];
  warnings: Reason[];
  /** End of each placed task (its last piece), by task id. */
  endOf: Map<string, number>;
  titleOf: Map<string, string>;
  /** Start of each placed task (its first piece), by task id. */
  startOf: Map<string, number>;
  /** The flexible tasks placed (or given up) so far, by id. */
  placed: Set<string>;
  /** The flexible tasks by id (task-windows.ts). */
  flexById: Map<string, Flex>;
  /** The flexible tasks that come after each task id ("after" read the other way). */
  successors: Map<string, string[]>;
  /** Traits by task id: the tasks' own, and for blocks already on the day, read from their titles. */
  traits: Map<string, TaskTraits>;
  deadline?: Deadline;
}

export function newSolve(options: PlanOptions, deadline?: Deadline): Solve {
  const limits = limitsOf(options);
  const timeline = new Timeline(limits.rest);
  return {
    options,
    day: dayBounds(options),
    limits,
    timeline,
    slots: new Slots(timeline, limits),
    blocks: [],
    unscheduled: [],
    warnings: [],
    endOf: new Map(),
    titleOf: new Map(),
    startOf: new Map(),
    successors: new Map(),
    flexById: new Map(),
    placed: new Set(),
    traits: new Map(),
    deadline,
  };
}

/** The traits of the task a block belongs to (read from its title when the task is not known). */
export function blockTraits(s: Solve, b: PlannedBlock): TaskTraits {
  let t = s.traits.get(b.taskId);
  if (!t) {
    t = traitsOfTitle(b.title, b.kind);
    s.traits.set(b.taskId, t);
  }
  return t;
}

/** Records that a task ran from `start` to `end` (the earliest and latest of its pieces so far). */
export function ended(s: Solve, taskId: string, title: string, end: number, start = end): void {
  s.endOf.set(taskId, Math.max(s.endOf.get(taskId) ?? 0, end));
  s.startOf.set(taskId, Math.min(s.startOf.get(taskId) ?? 1440, start));
  s.titleOf.set(taskId, title);
}

/** A flexible task placed whole at `t` by a policy (cooking before a meal, travel to a timed item). */
export function placeWhole(
  s: Solve,
  task: { id: string; title: string; durationMinutes: number },
  t: number,
  kind: BlockKind,
  work: boolean,
  reason: Reason,
  constraints: BlockConstraints,
): void {
  const end = t + task.durationMinutes;
  s.timeline.add({ start: t, end, work, focus: isFocus(kind), flexible: true });
  s.blocks.push({
    id: task.id,
    taskId: task.id,
    title: task.title,
    start: fromMinutes(t),
    end: fromMinutes(end),
    kind,
    fixed: false,
    reason,
    constraints,
  });
  ended(s, task.id, task.title, end, t);
}

export { isWork, isFocus };
