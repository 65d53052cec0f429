/**
 * Splitting: one attempt at placing a whole flexible task inside [lo, hi). A meal goes near its
 * usual time, leisure late, anything unsplittable in one piece. A task is one piece when a slot
 * that long exists; otherwise the fewest pieces (the balanced split, or the longest pieces the
 * earliest gaps allow, whichever ends sooner), and failing that pieces shortened to fit the gaps,
 * an hour or more where it can, never under MIN_CHUNK. A task of WHOLE_ONLY minutes or less is
 * one piece or none.
 */

import { isFocus } from "./activity";
import type { MealType } from "./lexicon";
import { MIN_CHUNK, splitDuration, WHOLE_ONLY, type Limits } from "./limits";
import type { Slots } from "./slots";
import { GRID } from "./time";
import type { Occ } from "./timeline";
import type { BlockKind, Reason } from "./types";
import { MEAL_BROAD, PART_WINDOWS } from "./windows";

export interface Piece {
  t: number;
  len: number;
  why?: Reason;
  occ: Occ;
}

/** The task and its window, as the solver worked them out. */
export interface PieceSpec {
  lo: number;
  hi: number;
  duration: number;
  /** A brunch has its own window (the task's traits). */
  brunch: boolean;
  /** A Spanish "comida" the planner added: its own, later window. */
  lateLunch?: boolean;
  kind: BlockKind;
  /** Counts toward the focus and work limits. */
  work: boolean;
  meal?: MealType;
  /** A meal with no constraint of its own: placed near its usual time. */
  usesMealSlots: boolean;
  /** Leisure: from this minute of the evening when it can. */
  late?: number;
  /** No time, part of the day, deadline or order of its own. */
  free: boolean;
  /** The person's focus time, for deep work. */
  prefWindow?: [number, number];
  limits: Limits;
}

const lastEnd = (ps: Piece[]): number => Math.max(...ps.map((p) => p.t + p.len));
/** Better: fewer pieces, then the earlier end. */
const better = (a: Piece[], b: Piece[] | undefined): boolean =>
  !b || a.length < b.length || (a.length === b.length && lastEnd(a) < lastEnd(b));

/** How long after a late waking its breakfast may still start (13:00 up, breakfast by 15:00). */
const LATE_BREAKFAST = 120;

/**
 * A meal's broad window. A breakfast that cannot start before its window ends ("wake at 1pm, breakfast
 * and coffee" after a night shift) is the first meal after waking: soon after the earliest it may start.
 */
function broadWindow(meal: Exclude<MealType, "other">, from: number, len: number): [number, number] {
  const [lo, hi] = MEAL_BROAD[meal];
  if (meal === "breakfast" && from + len > hi) return [from, from + LATE_BREAKFAST + len];
  return [lo, hi];
}

/** Places the task's pieces on the timeline (they stay there) and returns them; `relax` lets work follow meetings directly. */
export function placePieces(slots: Slots, spec: PieceSpec, relax: boolean, fewestFirst = true): Piece[] {
  const { lo, hi, duration, brunch, lateLunch, kind, work, meal, usesMealSlots, late, free, prefWindow, limits } = spec;
  const splittable = kind === "task";

  slots.relaxed = relax;
  const pieces: Piece[] = [];
  let cursor = lo;
  let remaining = duration;
  const put = (t: number, len: number, why?: Reason): void => {
    const occ: Occ = { start: t, end: t + len, work, focus: isFocus(kind), flexible: true };
    slots.timeline.add(occ);
    pieces.push({ t, len, why, occ });
    remaining -= len;
    cursor = t + len;
  };
  if (!splittable) {
    let t: number | undefined;
    let why: Reason | undefined;
    if (usesMealSlots) {
      t = slots.mealSlot(meal as Exclude<MealType, "other">, brunch, cursor, hi, remaining, lateLunch);
      if (t !== undefined) why = { code: meal as string };
      else {
        // A late lunch after a 8-to-3 shift beats no lunch: anywhere in the meal's broad window.
        const [bLo, bHi] = broadWindow(meal as Exclude<MealType, "other">, cursor, remaining);
        t = slots.earliestSlot(Math.max(cursor, bLo), Math.min(hi, bHi), remaining, work);
        if (t !== undefined) why = { code: "meal" };
      }
    } else if (meal && meal !== "other") {
      // Never breakfast at night or dinner in the morning: the fallback stays in the meal's broad window.
      const [bLo, bHi] = broadWindow(meal, cursor, remaining);
      t =
        slots.mealSlot(meal as Exclude<MealType, "other">, brunch, cursor, hi, remaining, lateLunch) ??
        slots.earliestSlot(Math.max(cursor, bLo), Math.min(hi, bHi), remaining, work);
    } else {
      if (late) t = slots.earliestSlot(Math.max(cursor, late), hi, remaining, work);
      if (late && free) t ??= slots.earliestSlot(Math.max(cursor, PART_WINDOWS.evening[0]), hi, remaining, work);
      t ??= slots.earliestSlot(cursor, hi, remaining, work);
      if (t !== undefined && late && free && t >= PART_WINDOWS.evening[0]) why = { code: "usual-time" };
    }
    if (t !== undefined) put(t, remaining, why);
    slots.relaxed = false;
    return pieces;
  }
  let balanced: Piece[] | undefined;
  if (fewestFirst && remaining > limits.focus) {
    // The fewest pieces first, so a 3-hour task is 90 + 90 (or 105 + 75 around a call) rather
    // than 90 + 60 + 30. Two ways, the better kept: the balanced split (then one piece more),
    // each piece whole at the earliest slot that takes it; and pieces as long as the earliest
    // gaps of an hour or more allow (never leaving a remainder under MIN_CHUNK).
    const tryParts = (next: (left: number, at: number) => [number, number] | undefined): Piece[] | undefined => {
      let at = cursor;
      let left = remaining;
      const took: Piece[] = [];
      while (left > 0) {
        const slot = next(left, at);
        if (!slot) break;
        const [t, len] = slot;
        const occ: Occ = { start: t, end: t + len, work, focus: isFocus(kind), flexible: true };
        slots.timeline.add(occ);
        took.push({ t, len, occ });
        at = t + len;
        left -= len;
      }
      for (const p of took) slots.timeline.remove(p.occ);
      return left === 0 ? took : undefined;
    };
    const fewest = Math.ceil(remaining / limits.focus);
    for (const n of [fewest, fewest + 1]) {
      const parts = splitDuration(remaining, Math.ceil(remaining / n / GRID) * GRID);
      if (parts.some((len) => len < MIN_CHUNK)) break;
      let k = 0;
      const took = tryParts((_left, at) => {
        const len = parts[k++];
        if (len === undefined) return undefined;
        const s = slots.earliestSlot(at, hi, len, true);
        return s === undefined ? undefined : [s, len];
      });
      if (took) {
        balanced = took;
        break;
      }
    }
    const filled = tryParts((left, at) => {
      if (left <= limits.focus) {
        const s = slots.earliestSlot(at, hi, left, true);
        if (s !== undefined) return [s, left];
      }
      const c = slots.earliestChunk(at, hi, Math.min(limits.focus, left), Math.min(left, 60));
      if (!c) return undefined;
      const len = left - c[1] > 0 && left - c[1] < MIN_CHUNK ? left - MIN_CHUNK : c[1];
      return len >= MIN_CHUNK ? [c[0], len] : undefined;
    });
    if (filled && better(filled, balanced)) balanced = filled;
  }
  while (remaining > 0) {
    // A task that fits in one focus run stays in one piece when a slot that long exists.
    if (remaining <= limits.focus) {
      let t: number | undefined;
      let why: Reason | undefined;
      if (prefWindow) {
        t = slots.earliestSlot(Math.max(cursor, prefWindow[0]), Math.min(hi, prefWindow[1]), remaining, true);
        if (t !== undefined) why = { code: "focus-time" };
      }
      t ??= slots.earliestSlot(cursor, hi, remaining, true);
      if (t === undefined && !slots.relaxed) {
        // One piece right after a meeting beats two half pieces.
        slots.relaxed = true;
        t = slots.earliestSlot(cursor, hi, remaining, true);
        slots.relaxed = false;
      }
      // A later piece: an hour free before that slot is used first rather than left empty.
      const earlier =
        t !== undefined && pieces.length > 0 && !why ? slots.earliestChunk(cursor, t, remaining, 60) : undefined;
      const useEarlier =
        earlier !== undefined && earlier[0] + earlier[1] <= (t as number) && remaining - earlier[1] >= MIN_CHUNK;
      if (t !== undefined && !useEarlier) {
        put(t, remaining, why);
        break;
      }
    }
    // A task of an hour or less is one piece or none (half an hour of groceries helps nobody).
    if (duration <= WHOLE_ONLY) break;
    // Otherwise balanced pieces of at most FOCUS_LIMIT, shortened to use the gaps there are.
    const target = splitDuration(remaining, limits.focus)[0];
    // A piece of an hour or more if there is one; a half-hour sliver only as a last resort.
    const c =
      slots.earliestChunk(cursor, hi, target, Math.min(remaining, 60)) ??
      slots.earliestChunk(cursor, hi, target, Math.min(remaining, MIN_CHUNK));
    if (!c) break;
    let len = c[1];
    // Do not leave a sliver too short to place, when there is room for a proper last piece later.
    if (remaining - len > 0 && remaining - len < Math.min(MIN_CHUNK, remaining)) {
      const shorter = Math.max(Math.min(MIN_CHUNK, remaining), remaining - MIN_CHUNK);
      if (
        shorter < len &&
        slots.earliestChunk(c[0] + shorter + limits.rest, hi, remaining - shorter, remaining - shorter)
      )
        len = shorter;
    }
    if (len <= 0) break;
    put(c[0], len);
  }
  slots.relaxed = false;
  // The fewest pieces win over the gap filling below when they are fewer, or as many but end earlier.
  if (balanced && (remaining > 0 || better(balanced, pieces))) {
    for (const p of pieces) slots.timeline.remove(p.occ);
    for (const p of balanced) slots.timeline.add(p.occ);
    return balanced;
  }
  return pieces;
}
