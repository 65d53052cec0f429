/**
 * One flexible task about to be placed: its window after what it comes after is placed (the hard
 * constraints), and what its traits make of it (work or not, a meal near its usual time, leisure
 * late, the person's focus time for deep work, a nap after lunch). `attempt` is one try at placing
 * it in [lo, hi) with the splitting policy (pieces.ts). Traits, never titles, decide.
 */

import { placePieces, type Piece } from "../pieces";
import { toMinutes } from "../time";
import type { Flex } from "../task-windows";
import type { Limits } from "../limits";
import type { BlockKind, ExtractedTask } from "../types";
import { LEISURE_EVENING, NAP_FROM, PART_WINDOWS } from "../windows";
import { afterBound, beforeBound } from "./hard-constraints";
import { blockTraits, isWork, type Solve } from "./state";
import { traitsOf, type TaskTraits } from "./traits";

export interface Placing {
  f: Flex;
  task: ExtractedTask;
  traits: TaskTraits;
  lo: number;
  hi: number;
  loBy: Flex["loBy"];
  /** The title of what it comes after, when that set its start. */
  afterTitle?: string;
  /** The title of what comes after it and was placed first, when that set its end. */
  beforeTitle?: string;
  kind: BlockKind;
  /** Counts toward the focus and work limits (not travel of an hour or less, not leisure). */
  work: boolean;
  /** A meal with no constraint of its own: near its usual time. */
  usesMealSlots: boolean;
  /** No time, part of the day, deadline or order of its own. */
  free: boolean;
  late?: number;
  prefWindow?: [number, number];
  /** "in 45-minute blocks": a shorter focus limit for this task's pieces. */
  limits: Limits;
}

export function prepare(s: Solve, f: Flex): Placing {
  const task = f.task;
  const traits = traitsOf(task);
  const { lo: afterLo, by, title } = afterBound(s, f);
  let lo = afterLo;
  const { hi, title: beforeTitle } = beforeBound(s, f);
  // A nap belongs after lunch, not at noon: after the day's lunch when it ends later ("comida a las 2, siesta").
  if (task.kind === "break" && traits.nap) {
    const lunch = s.blocks.find((b) => b.kind === "meal" && blockTraits(s, b).mealOfTitle === "lunch");
    const from = Math.max(NAP_FROM, lunch && toMinutes(lunch.end) <= 17 * 60 ? toMinutes(lunch.end) : 0);
    if (lo < from && hi - from >= task.durationMinutes) lo = from;
    // "work 8-2 ... nap": not inside the hours the person works, when the day has room after them.
    const { workStart, workEnd } = s.options;
    const we = workEnd ? toMinutes(workEnd) : undefined;
    if (workStart && we !== undefined && toMinutes(workStart) < lo + task.durationMinutes && lo < we)
      if (hi - we >= task.durationMinutes) lo = we;
  }
  const kind = traits.flexKind;
  const work = isWork(kind) && !f.leisure && !(task.durationMinutes <= 60 && traits.travel);
  const focusPref = s.options.focusPreference;
  const own = !task.partOfDay && !task.deadline && !task.earliestStart;
  const free = own && f.after.length === 0;
  return {
    f,
    task,
    traits,
    lo,
    hi,
    loBy: by ?? f.loBy,
    afterTitle: title,
    beforeTitle,
    kind,
    work,
    usesMealSlots: f.meal !== undefined && f.meal !== "other" && free,
    free,
    // A film or drinks with no time of their own go in the evening, like ones "in the evening".
    late: f.leisure && (task.partOfDay === "evening" || free) ? LEISURE_EVENING : undefined,
    prefWindow:
      focusPref && kind === "task" && task.durationMinutes >= 45 && !task.partOfDay
        ? PART_WINDOWS[focusPref]
        : undefined,
    limits:
      task.maxPieceMinutes && task.maxPieceMinutes < s.limits.focus
        ? { ...s.limits, focus: task.maxPieceMinutes }
        : s.limits,
  };
}

/** One try at placing all of the task in [p.lo, p.hi); the pieces stay on the timeline. */
export function attempt(s: Solve, p: Placing, relax: boolean, fewestFirst = true): Piece[] {
  return s.slots.withLimits(p.limits, () =>
    placePieces(
      s.slots,
      {
        lo: p.lo,
        hi: p.hi,
        duration: p.task.durationMinutes,
        brunch: p.traits.brunch,
        lateLunch: p.traits.lateLunch,
        kind: p.kind,
        work: p.work,
        meal: p.f.meal,
        usesMealSlots: p.usesMealSlots,
        late: p.late,
        free: p.free,
        prefWindow: p.prefWindow,
        limits: p.limits,
      },
      relax,
      fewestFirst,
    ),
  );
}

export const placedOf = (ps: Piece[]): number => ps.reduce((a, p) => a + p.len, 0);
