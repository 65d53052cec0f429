/**
 * The solver: places tasks into the day. Deterministic greedy placement on a 5-minute grid, run
 * as a sequence of policies (each in src/server/planner/schedule/, with a header saying why):
 *
 * 1. Hard constraints (schedule/hard-constraints.ts): blocks already on the day stay; timed events
 *    go exactly where asked (overlaps kept and flagged); each flexible task gets its window from the
 *    day, now, its earliest start, part of the day, deadline and dependencies (task-windows.ts).
 * 2. Priorities (schedule/priorities.ts): meals, then cooking and evenings out, then the rest, by
 *    priority, tight deadlines, then the written order; a task waits for what it comes after.
 * 3. Day shape: next to another block (schedule/next-to.ts: washing up after a meal, cooking right
 *    before it, a trip ending where its timed item begins), then where it looks first
 *    (schedule/shape.ts: work hours, after work, the morning room).
 * 4. Splitting (pieces.ts, slots.ts): one piece when a slot that long exists, else the fewest
 *    balanced pieces, focus runs kept under the focus limit; whole or half (schedule/outcome.ts).
 * 5. Unscheduled with a reason (schedule/outcome.ts): what did not fit, and why.
 * 6. Repeats (schedule/repeats.ts): "drink water every 2 hours" becomes short blocks across the
 *    working or waking hours, in the free time left.
 * 7. Breaks and buffers (schedule/rest.ts): minutes after timed meetings kept free, rest gaps
 *    between long work runs made into break blocks.
 *
 * Policies read task fields and traits (schedule/traits.ts), never titles, so tasks from the LLM
 * extractor are placed like the rules engine's. The user's planning settings (focus cap, break
 * length, buffer: limitsOf) take the place of the constants when given.
 */

import type { Deadline } from "./budget";
import { flexWindows, type Flex } from "./task-windows";
import type { ExtractedTask, PlannedBlock, PlanOptions, PlanResult } from "./types";
import { beforeBounds, Dependencies, placeFixed, placePinned } from "./schedule/hard-constraints";
import { afterMeal, beforeMeal, closeBeforeDeadline, travelTo } from "./schedule/next-to";
import { keepOrDrop, record } from "./schedule/outcome";
import { attempt, placedOf, prepare } from "./schedule/placing";
import { nextTask, priorityKeys } from "./schedule/priorities";
import { isRepeat, placeRepeats } from "./schedule/repeats";
import { addBreaks } from "./schedule/rest";
import { placeByShape } from "./schedule/shape";
import { newSolve, type Solve } from "./schedule/state";
import { traitsOf } from "./schedule/traits";

// The solver's parts, re-exported for the callers that knew them here.
export { isPersonalTask, needsBuffer } from "./activity";
export { workChains } from "./breaks";
export { BREAK_MINUTES, FOCUS_LIMIT, limitsOf, splitDuration, WORK_LIMIT, type Limits } from "./limits";
export { dayBounds, type Day } from "./timeline";
export { PART_WINDOWS } from "./windows";

export interface SolveExtras {
  /** Blocks to keep exactly as they are (done / past blocks during a re-plan). */
  pinned?: PlannedBlock[];
  /** Adds to or adjusts the tasks before placing them (the user's habits due that day: src/server/habits/plan-integration.ts). */
  mergeTasks?: (tasks: ExtractedTask[]) => ExtractedTask[];
  /** Checked before each task is placed; throws PlanBudgetExceeded once spent (see budget.ts). */
  deadline?: Deadline;
}

/** Places one flexible task by the policies, in order. */
function placeTask(s: Solve, f: Flex): void {
  const p = prepare(s, f);
  afterMeal(s, p);
  if (beforeMeal(s, p) || travelTo(s, p) || closeBeforeDeadline(s, p)) return;
  const shaped = placeByShape(s, p);
  let pieces = shaped.pieces;
  if (p.work && placedOf(pieces) < p.task.durationMinutes) {
    // Rather than leave part of it out, let it follow a meeting directly (focus limits still hold).
    for (const q of pieces) s.timeline.remove(q.occ);
    const again = attempt(s, p, true);
    if (placedOf(again) > placedOf(pieces)) pieces = again;
    else {
      for (const q of again) s.timeline.remove(q.occ);
      for (const q of pieces) s.timeline.add(q.occ);
    }
  }
  record(s, p, keepOrDrop(s, p, pieces), shaped.tag);
}

/** Places tasks into the day. Deterministic: the same input always gives the same plan. */
export function scheduleTasks(tasks: ExtractedTask[], options: PlanOptions, extras: SolveExtras = {}): PlanResult {
  if (extras.mergeTasks) tasks = extras.mergeTasks(tasks);
  const s = newSolve(options, extras.deadline);
  for (const t of tasks) s.traits.set(t.id, traitsOf(t));
  placePinned(s, extras.pinned ?? []);
  const once = tasks.filter((t) => !isRepeat(t));
  placeFixed(s, once);
  const { flex, flexById } = flexWindows(once, s.day, s.endOf, beforeBounds(s, once, extras.pinned ?? []));
  s.flexById = flexById;
  for (const f of flex)
    for (const id of f.after) {
      const list = s.successors.get(id);
      if (list) list.push(f.task.id);
      else s.successors.set(id, [f.task.id]);
    }
  const keyOf = priorityKeys(s, flex);
  const deps = new Dependencies(flex, flexById);
  const pending = new Set(flex);
  while (pending.size > 0) {
    s.deadline?.check();
    const f = nextTask(pending, keyOf, (g) => deps.ready(g));
    pending.delete(f);
    deps.release(f);
    placeTask(s, f);
    s.placed.add(f.task.id);
  }
  placeRepeats(s, tasks);
  addBreaks(s);
  s.blocks.sort((a, b) =>
    a.start === b.start ? (a.end < b.end ? -1 : a.end > b.end ? 1 : 0) : a.start < b.start ? -1 : 1,
  );
  const result: PlanResult = { blocks: s.blocks, unscheduled: s.unscheduled };
  if (s.warnings.length) result.warnings = s.warnings;
  return result;
}
