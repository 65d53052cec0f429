/**
 * "How Rhythm read your day" (issue 16 item 11): the tasks the extractor understood (duration,
 * fixed time, deadline, earliest start, part of the day, order, priority), kept with the plan,
 * and edits of one of them that re-place only what the edit affects:
 *
 * - drop: the task's blocks go (it is kept, marked dropped, so `restore` can bring it back);
 * - duration: a shorter task is cut from its end and a longer one grows at its end when that
 *   time is free and inside its window; otherwise just this task is placed again into the free
 *   time, everything else pinned (a timed task keeps its time and grows like a pin);
 * - pin: the task goes exactly to that time, fixed; the flexible blocks it now covers (not done,
 *   not started) are placed again around everything, and nothing else moves;
 * - unpin: the task is flexible again; it stays where it is when that place suits its window;
 * - priority: recorded (a re-plan orders by it); a task that did not fit is tried again.
 *
 * Done blocks, fixed events, blocks already started and the day's other blocks (calendar, import,
 * habits: `others`) never move: a pin over them is the user's choice and shows as an overlap.
 * The solver's inserted breaks give way to a new place. What then does not fit goes to
 * `unscheduled` with the solver's reason. Pure and deterministic.
 */

import { byStart, constraintsOf, fitsFlexible, freshId, minutesOf, overlaps, spanOf } from "./interpretation-place";
import { clearBreaks, done, hardSpans, pinAt, replace, type Ctx } from "./interpretation-moves";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, MovedBlock, PlannedBlock, PlanOptions, Reason, UnscheduledTask } from "./types";

export interface InterpretedTask extends ExtractedTask {
  /** Dropped by the user: what it had, so that it can be brought back. */
  dropped?: { blocks: PlannedBlock[]; unscheduled: UnscheduledTask[] };
}

export interface DayState {
  tasks: InterpretedTask[];
  /** The plan's own blocks: the only ones an edit may move. */
  blocks: PlannedBlock[];
  unscheduled: UnscheduledTask[];
}

export type InterpretationEdit =
  | { op: "duration"; minutes: number }
  | { op: "pin"; start: string }
  | { op: "unpin" }
  | { op: "drop" }
  | { op: "restore" }
  | { op: "priority"; priority: number };

/** Why an edit is refused; `code` is the refusal, mapped to an error by the caller. */
export type EditRefusal = "unknown-task" | "task-done" | "task-dropped" | "pin-past" | "past-midnight" | "kept-free";

export interface Applied {
  ok: true;
  state: DayState;
  /** Blocks of other tasks that the edit placed again (they were under the new place). */
  moved: MovedBlock[];
}

export type EditOutcome = Applied | { ok: false; refusal: EditRefusal; reason?: Reason };

function setDuration(ctx: Ctx, minutes: number): EditOutcome {
  const next: InterpretedTask = { ...ctx.task, durationMinutes: minutes };
  if (next.fixedStart !== undefined) {
    const s = toMinutes(next.fixedStart);
    if (s + minutes > 1440) return { ok: false, refusal: "past-midnight" };
    // A timed task keeps its time: only its length is the user's.
    return pinAt(ctx, next, s, { code: "user-resized" });
  }
  const own = [...ctx.own].sort(byStart);
  const placed = own.reduce((sum, b) => sum + minutesOf(b), 0);
  if (own.length > 0 && minutes <= placed) {
    // Shorter: cut from the end; every piece that is left keeps its start.
    const blocks: PlannedBlock[] = [];
    let left = minutes;
    for (const b of own) {
      if (left <= 0) break;
      const len = Math.min(minutesOf(b), left);
      const [s] = spanOf(b);
      blocks.push(len === minutesOf(b) ? b : { ...b, end: fromMinutes(s + len), reason: { code: "user-resized" } });
      left -= len;
    }
    return done(ctx, next, [...ctx.rest, ...blocks], []);
  }
  if (own.length > 0) {
    // Longer: the last piece grows when the time after it is free and inside the task's window.
    const last = own[own.length - 1];
    const [s, e] = spanOf(last);
    const grown = e + (minutes - placed);
    // A block that has started may still grow: "now" does not apply to the time it already has.
    const { now: _now, ...fromStart } = ctx.options;
    if (fitsFlexible(s, grown, next, hardSpans(ctx, ctx.rest), fromStart)) {
      const block = { ...last, end: fromMinutes(grown), reason: { code: "user-resized" } };
      const rest = clearBreaks(ctx, ctx.rest, [[e, grown]]);
      return done(ctx, next, [...rest, ...own.slice(0, -1), block], []);
    }
  }
  return replace(ctx, next);
}

function pin(ctx: Ctx, start: string): EditOutcome {
  const s = toMinutes(start);
  if (s + Math.max(1, ctx.task.durationMinutes) > 1440) return { ok: false, refusal: "past-midnight" };
  if (ctx.now > 0 && s < ctx.now)
    return { ok: false, refusal: "pin-past", reason: { code: "quick-past", params: { time: start } } };
  return pinAt(ctx, { ...ctx.task }, s);
}

function unpin(ctx: Ctx): EditOutcome {
  if (ctx.task.fixedStart === undefined) return done(ctx, ctx.task, [...ctx.rest, ...ctx.own], []);
  if (ctx.task.blocked) return { ok: false, refusal: "kept-free" };
  const { fixedStart: _s, fixedEnd: _e, ...next } = ctx.task;
  if (ctx.own.length === 1) {
    const [s, e] = spanOf(ctx.own[0]);
    if (fitsFlexible(s, e, next, hardSpans(ctx, ctx.rest), ctx.options)) {
      const block: PlannedBlock = {
        ...ctx.own[0],
        fixed: false,
        constraints: constraintsOf(next),
        reason: { code: "user-unpinned" },
      };
      return done(ctx, next, [...ctx.rest, block], []);
    }
  }
  return replace(ctx, next);
}

function restore(ctx: Ctx): EditOutcome {
  const { dropped, ...next } = ctx.task;
  if (!dropped) return done(ctx, ctx.task, [...ctx.rest, ...ctx.own], []);
  const taken = hardSpans(ctx, ctx.rest);
  const free = dropped.blocks.every((b) => {
    const span = spanOf(b);
    return !taken.some((t) => overlaps(span, t)) && (b.fixed || span[0] >= ctx.now);
  });
  if (free) {
    const blocks = dropped.blocks.map((b) => ({ ...b, id: freshId(b.id, ctx.used) }));
    const rest = clearBreaks(ctx, ctx.rest, blocks.map(spanOf));
    return done(ctx, next, [...rest, ...blocks], dropped.unscheduled);
  }
  if (next.fixedStart !== undefined) return pinAt(ctx, next, toMinutes(next.fixedStart));
  return replace(ctx, next);
}

function setPriority(ctx: Ctx, priority: number): EditOutcome {
  const next: InterpretedTask = { ...ctx.task, priority };
  const waiting = ctx.state.unscheduled.some((u) => u.taskId === next.id) || (ctx.own.length === 0 && !next.blocked);
  if (waiting && next.fixedStart === undefined) return replace(ctx, next);
  const own = ctx.own.map((b) => (b.fixed ? b : { ...b, constraints: { ...b.constraints, priority } }));
  const result = done(ctx, next, [...ctx.rest, ...own], []);
  // A fixed task's waiting minutes (none for a placed flexible one) keep waiting, with the new priority.
  result.state.unscheduled.push(
    ...ctx.state.unscheduled
      .filter((u) => u.taskId === next.id)
      .map((u) => ({ ...u, constraints: { ...u.constraints, priority } })),
  );
  return result;
}

/**
 * Applies one edit of task `taskId`. `others` are the day's blocks the plan does not own (they
 * never move); `options.now` (today) keeps what has started where it is.
 */
export function editInterpretation(
  state: DayState,
  others: readonly PlannedBlock[],
  taskId: string,
  edit: InterpretationEdit,
  options: PlanOptions,
): EditOutcome {
  const task = state.tasks.find((t) => t.id === taskId);
  if (!task) return { ok: false, refusal: "unknown-task" };
  const own = state.blocks.filter((b) => b.taskId === taskId);
  if (own.some((b) => b.done)) return { ok: false, refusal: "task-done" };
  if (task.dropped && edit.op !== "restore" && edit.op !== "drop") return { ok: false, refusal: "task-dropped" };
  const ctx: Ctx = {
    task,
    own,
    rest: state.blocks.filter((b) => b.taskId !== taskId),
    others,
    keptFree: state.tasks.filter((t) => t.blocked && t.fixedStart !== undefined && !t.dropped && t.id !== taskId),
    options,
    now: options.now ? toMinutes(options.now) : 0,
    used: new Set([...state.blocks, ...others].map((b) => b.id)),
    state,
  };
  for (const b of own) ctx.used.delete(b.id);
  switch (edit.op) {
    case "drop":
      if (task.dropped) return done(ctx, task, ctx.rest, []);
      return done(
        ctx,
        { ...task, dropped: { blocks: own, unscheduled: state.unscheduled.filter((u) => u.taskId === taskId) } },
        ctx.rest,
        [],
      );
    case "duration":
      return setDuration(ctx, edit.minutes);
    case "pin":
      return pin(ctx, edit.start);
    case "unpin":
      return unpin(ctx);
    case "restore":
      return restore(ctx);
    case "priority":
      return setPriority(ctx, edit.priority);
  }
}
