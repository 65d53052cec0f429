/**
 * Quick add: one more thing for a day that already has blocks ("call the bank 20 min before 3pm").
 * The words go through the same extractor as a whole day; each item found is then placed by the
 * same solver into the day's free time, with every existing block pinned where it is. Nothing that
 * is already on the day moves, and a new block never overlaps one: an item that cannot be placed
 * that way is answered with why (the solver's reason, or the slot being taken / past) and the
 * nearest free slot that could hold it (the whole item outside its window, or a shorter piece inside
 * it). Several items are placed in order, each around the ones before it.
 */

import { dayBounds, scheduleTasks } from "./schedule";
import { extractTasks } from "./extract";
import { ceilGrid, floorGrid, fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PlannedBlock, PlanOptions, Reason } from "./types";

/** A free slot offered instead: `minutes` is less than asked when it is a shorter piece. */
export interface QuickAddSlot {
  start: string;
  end: string;
  minutes: number;
}

export interface QuickAddMiss {
  title: string;
  /** The words this item came from: sent back with a chosen slot or another day to add it there. */
  text: string;
  minutes: number;
  reason: Reason;
  /** The nearest free slot that holds all of it (outside what was asked). */
  nearest?: QuickAddSlot;
  /** A shorter piece inside what was asked. */
  shorter?: QuickAddSlot;
}

export interface QuickAddResult {
  added: PlannedBlock[];
  missed: QuickAddMiss[];
}

export interface QuickAddChoice {
  /** HH:MM: place the (first) item exactly here (a suggestion the user accepted). */
  start?: string;
  /** Its length in minutes, when a shorter piece was accepted. */
  minutes?: number;
}

/** Shortest piece worth offering inside the asked window. */
const MIN_PIECE = 10;

type Span = [number, number];

const spanOf = (b: PlannedBlock): Span => {
  const end = toMinutes(b.end);
  return [toMinutes(b.start), end === 0 ? 1440 : end];
};

const overlapsAny = (s: number, e: number, taken: Span[]): boolean => taken.some(([a, b]) => s < b && a < e);

/** Free time of [lo, hi) around the taken spans, on the 5-minute grid. */
export function freeGaps(taken: Span[], lo: number, hi: number): Span[] {
  const sorted = [...taken].sort((x, y) => x[0] - y[0]);
  const gaps: Span[] = [];
  let cursor = ceilGrid(lo);
  for (const [s, e] of sorted) {
    const gapEnd = Math.min(floorGrid(s), hi);
    if (gapEnd > cursor) gaps.push([cursor, gapEnd]);
    cursor = Math.max(cursor, ceilGrid(e));
  }
  const last = floorGrid(hi);
  if (last > cursor) gaps.push([cursor, last]);
  return gaps;
}

/** The window an item asked for: its fixed time, or its earliest start / deadline inside the day. */
function askedWindow(task: ExtractedTask, floor: number, dayEnd: number): Span {
  if (task.fixedStart) {
    const s = toMinutes(task.fixedStart);
    return [s, s + task.durationMinutes];
  }
  const lo = Math.max(floor, task.earliestStart ? toMinutes(task.earliestStart) : 0);
  const hi = Math.min(dayEnd, task.deadline ? toMinutes(task.deadline) : dayEnd);
  return [lo, hi];
}

/** The free slot for `minutes` nearest to the window [lo, hi) (earlier wins a tie). */
function nearestSlot(gaps: Span[], minutes: number, [lo, hi]: Span): QuickAddSlot | undefined {
  let best: { s: number; dist: number } | undefined;
  for (const [gs, ge] of gaps) {
    if (ge - gs < minutes) continue;
    const s = Math.min(Math.max(ceilGrid(lo), gs), ge - minutes);
    const dist = s < lo ? lo - s : s + minutes > hi ? s + minutes - hi : 0;
    if (!best || dist < best.dist) best = { s, dist };
  }
  return best && { start: fromMinutes(best.s), end: fromMinutes(best.s + minutes), minutes };
}

/** The longest free piece inside the window, when it is shorter than asked and still useful. */
function shorterSlot(gaps: Span[], minutes: number, [lo, hi]: Span): QuickAddSlot | undefined {
  let best: Span | undefined;
  for (const [gs, ge] of gaps) {
    const s = Math.max(gs, ceilGrid(lo));
    const e = Math.min(ge, floorGrid(hi));
    if (e - s >= MIN_PIECE && e - s < minutes && (!best || e - s > best[1] - best[0])) best = [s, e];
  }
  return best && { start: fromMinutes(best[0]), end: fromMinutes(best[1]), minutes: best[1] - best[0] };
}

/** Task ids that cannot be mistaken for the existing blocks' ones (the solver keys on them). */
function renameTasks(tasks: ExtractedTask[], existing: PlannedBlock[]): ExtractedTask[] {
  const used = new Set(existing.flatMap((b) => [b.taskId, b.id]));
  let n = 0;
  const next = (): string => {
    let id = `quick-${++n}`;
    while (used.has(id)) id = `quick-${++n}`;
    return id;
  };
  const ids = new Map(tasks.map((t) => [t.id, next()]));
  return tasks.map((t) => {
    const renamed: ExtractedTask = { ...t, id: ids.get(t.id) as string };
    if (t.after) renamed.after = t.after.map((a) => ids.get(a)).filter((a): a is string => a !== undefined);
    return renamed;
  });
}

/** Places already extracted items (see quickAdd). `existing` is never changed. */
export function quickAddTasks(
  existing: readonly PlannedBlock[],
  extracted: ExtractedTask[],
  options: PlanOptions,
  choice: QuickAddChoice = {},
): QuickAddResult {
  const day = dayBounds(options);
  const placed: PlannedBlock[] = existing.map((b) => ({ ...b }));
  const taken: Span[] = placed.map(spanOf);
  const added: PlannedBlock[] = [];
  const missed: QuickAddMiss[] = [];
  const tasks = renameTasks(
    extracted.filter((t) => !t.blocked),
    placed,
  );

  tasks.forEach((original, index) => {
    let task = original;
    if (index === 0 && choice.start) {
      const minutes = choice.minutes ?? task.durationMinutes;
      const s = toMinutes(choice.start);
      task = { ...task, fixedStart: choice.start, fixedEnd: fromMinutes(Math.min(1440, s + minutes)) };
      task.durationMinutes = Math.min(1440, s + minutes) - s;
      delete task.deadline;
      delete task.earliestStart;
      delete task.partOfDay;
    }
    const text = original.source?.trim() || original.title;
    const miss = (reason: Reason): void => {
      const gaps = freeGaps(taken, day.floor, day.end);
      const window = askedWindow(task, day.floor, day.end);
      const m: QuickAddMiss = { title: task.title, text, minutes: task.durationMinutes, reason };
      const nearest = nearestSlot(gaps, task.durationMinutes, window);
      if (nearest) m.nearest = nearest;
      const shorter = shorterSlot(gaps, task.durationMinutes, window);
      if (shorter) m.shorter = shorter;
      missed.push(m);
    };

    if (task.fixedStart) {
      const s = toMinutes(task.fixedStart);
      const e = s + Math.max(1, task.durationMinutes);
      if (options.now && s < toMinutes(options.now))
        return miss({ code: "quick-past", params: { time: task.fixedStart } });
      const clash = placed.find((b) => {
        const [a, z] = spanOf(b);
        return s < z && a < e;
      });
      if (clash) return miss({ code: "quick-taken", params: { time: task.fixedStart, title: clash.title } });
    }

    const pinned = placed.map((b) => ({ ...b }));
    const result = scheduleTasks([task], options, { pinned });
    const mine = result.blocks.filter((b) => b.taskId === task.id && !pinned.includes(b));
    const left = result.unscheduled.find((u) => u.taskId === task.id);
    if (left || mine.length === 0) return miss(left?.reason ?? { code: "no-room", params: { dayEnd: options.dayEnd } });
    // The solver never overlaps a pinned block with a flexible one; a fixed item was checked above.
    // Checked again so that the promise holds whatever the solver does.
    if (mine.some((b) => overlapsAny(...spanOf(b), taken)))
      return miss({ code: "no-room", params: { dayEnd: options.dayEnd } });
    mine.sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
    mine.forEach((b, i) => {
      const { conflict: _conflict, ...rest } = b;
      const block: PlannedBlock = { ...rest, id: mine.length > 1 ? `${task.id}-p${i + 1}` : task.id };
      added.push(block);
      placed.push(block);
      taken.push(spanOf(block));
    });
  });
  return { added, missed };
}

/**
 * Adds what `description` says to a day holding `existing` blocks, moving none of them. `choice`
 * places the first item at an accepted suggestion instead of where the solver would.
 */
export function quickAdd(
  existing: readonly PlannedBlock[],
  description: string,
  options: PlanOptions,
  choice: QuickAddChoice = {},
): QuickAddResult {
  return quickAddTasks(existing, extractTasks(description, options), options, choice);
}
