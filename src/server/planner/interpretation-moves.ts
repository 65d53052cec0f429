/**
 * The moves of the interpretation edits (interpretation.ts): the edit's context, placing the
 * edited task again into free time, and pinning it to a time (what it then covers is placed
 * again around everything).
 */

import {
  byStart,
  freshId,
  isAutoBreak,
  keptFreeSpans,
  minutesOf,
  overlaps,
  placeAround,
  spanOf,
  type Span,
} from "./interpretation-place";
import type { Applied, DayState, InterpretedTask } from "./interpretation";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, MovedBlock, PlannedBlock, PlanOptions, Reason, UnscheduledTask } from "./types";

export interface Ctx {
  task: InterpretedTask;
  own: PlannedBlock[];
  /** The plan's blocks of other tasks. */
  rest: PlannedBlock[];
  others: readonly PlannedBlock[];
  keptFree: InterpretedTask[];
  options: PlanOptions;
  now: number;
  used: Set<string>;
  state: DayState;
}

/** A block that an edit of another task may place again: the plan's, flexible, not done, not started. */
const movable = (b: PlannedBlock, now: number): boolean =>
  !b.fixed && !b.done && !isAutoBreak(b) && toMinutes(b.start) >= now;

const withTask = (tasks: InterpretedTask[], next: InterpretedTask): InterpretedTask[] =>
  tasks.map((t) => (t.id === next.id ? next : t));

export function done(ctx: Ctx, next: InterpretedTask, blocks: PlannedBlock[], unscheduled: UnscheduledTask[]): Applied {
  const others = ctx.state.unscheduled.filter((u) => u.taskId !== next.id);
  return {
    ok: true,
    state: {
      tasks: withTask(ctx.state.tasks, next),
      blocks: [...blocks].sort(byStart),
      unscheduled: [...others, ...unscheduled],
    },
    moved: [],
  };
}

/** The solver's inserted rest that has not begun: a new place may take its time. */
const softBreak = (b: PlannedBlock, now: number): boolean => isAutoBreak(b) && !b.done && toMinutes(b.start) >= now;

/** Spans nothing flexible may take: every block but the breaks still ahead, and the time kept free. */
export const hardSpans = (ctx: Ctx, blocks: readonly PlannedBlock[]): Span[] => [
  ...[...blocks, ...ctx.others].filter((b) => !softBreak(b, ctx.now)).map(spanOf),
  ...keptFreeSpans(ctx.keptFree),
];

/** Drops the breaks still ahead that `spans` now cover. */
export const clearBreaks = (ctx: Ctx, blocks: PlannedBlock[], spans: Span[]): PlannedBlock[] =>
  blocks.filter((b) => !softBreak(b, ctx.now) || !spans.some((s) => overlaps(spanOf(b), s)));

/** Places the whole task again into free time, everything else pinned. */
export function replace(ctx: Ctx, next: InterpretedTask): Applied {
  const dependents = ctx.rest.filter((b) =>
    ctx.state.tasks.some((t) => t.id === b.taskId && t.after?.includes(next.id)),
  );
  const endBy = dependents.length ? Math.min(...dependents.map((b) => toMinutes(b.start))) : undefined;
  const placed = placeAround(
    next,
    next.durationMinutes,
    [...ctx.rest, ...ctx.others],
    ctx.keptFree,
    ctx.options,
    endBy,
  );
  const blocks = placed.blocks.map((b, i) => ({
    ...b,
    id: freshId(ctx.own[i]?.id ?? (placed.blocks.length > 1 ? `${next.id}-p${i + 1}` : next.id), ctx.used),
  }));
  return done(ctx, next, [...ctx.rest, ...blocks], placed.unscheduled ? [placed.unscheduled] : []);
}

/**
 * The task fixed at [s, s + duration); the movable blocks it covers are placed again. `reason`
 * says why it is there ("pinned here by you" unless given).
 */
export function pinAt(ctx: Ctx, task: InterpretedTask, s: number, reason?: Reason): Applied {
  const e = Math.min(1440, s + Math.max(1, task.durationMinutes));
  const next: InterpretedTask = { ...task, fixedStart: fromMinutes(s), fixedEnd: fromMinutes(e) };
  const span: Span = [s, e];
  const mine: PlannedBlock[] = [];
  if (!next.blocked) {
    mine.push({
      id: freshId(ctx.own[0]?.id ?? next.id, ctx.used),
      taskId: next.id,
      title: next.title,
      start: fromMinutes(s),
      end: fromMinutes(e),
      kind: next.kind,
      fixed: true,
      reason: reason ?? { code: "user-pinned", params: { time: fromMinutes(s) } },
    });
  }
  const covered = ctx.rest.filter((b) => overlaps(spanOf(b), span) && movable(b, ctx.now));
  const coveredIds = new Set(covered.map((b) => b.id));
  let kept = clearBreaks(
    ctx,
    ctx.rest.filter((b) => !coveredIds.has(b.id)),
    [span],
  );
  const keptFree = next.blocked ? [...ctx.keptFree, next] : ctx.keptFree;
  const unscheduled: UnscheduledTask[] = [];
  const moved: MovedBlock[] = [];
  // Each task that lost a piece gets those minutes placed again, in time order.
  const groups = new Map<string, PlannedBlock[]>();
  for (const b of [...covered].sort(byStart)) groups.set(b.taskId, [...(groups.get(b.taskId) ?? []), b]);
  for (const [taskId, pieces] of groups) {
    const known = ctx.state.tasks.find((t) => t.id === taskId);
    const first = pieces[0];
    const base: ExtractedTask = known ?? {
      id: taskId,
      title: first.title,
      kind: first.kind,
      durationMinutes: 0,
      priority: first.constraints?.priority ?? 3,
      ...first.constraints,
    };
    const minutes = pieces.reduce((sum, b) => sum + minutesOf(b), 0);
    const placed = placeAround(base, minutes, [...kept, ...ctx.others, ...mine], keptFree, ctx.options);
    placed.blocks.forEach((b, i) => {
      const old = pieces[i];
      const id = old ? old.id : freshId(`${taskId}-p${i + 1}`, ctx.used);
      const from = old?.start ?? first.start;
      kept = [
        ...kept,
        { ...b, id, constraints: old?.constraints ?? b.constraints, reason: { code: "moved", params: { from } } },
      ];
      if (from !== b.start) moved.push({ id, title: b.title, from, to: b.start });
    });
    if (placed.unscheduled) unscheduled.push(mergeUnscheduled(ctx.state.unscheduled, placed.unscheduled));
  }
  const result = done(ctx, next, [...kept, ...mine], []);
  const touched = new Set(unscheduled.map((u) => u.taskId));
  result.state.unscheduled = [...result.state.unscheduled.filter((u) => !touched.has(u.taskId)), ...unscheduled];
  result.moved = moved.sort((a, b) => toMinutes(a.to) - toMinutes(b.to));
  return result;
}

/** An unscheduled entry with the minutes its task already had waiting added. */
function mergeUnscheduled(existing: UnscheduledTask[], entry: UnscheduledTask): UnscheduledTask {
  const before = existing.find((u) => u.taskId === entry.taskId);
  return before ? { ...entry, minutes: entry.minutes + before.minutes } : entry;
}
