/**
 * Hard constraints. Why: these are what the person said or what is already true of the day, so no
 * preference may break them.
 * - Blocks already on the day (done or past blocks during a re-plan, the calendar's events) stay
 *   exactly where they are.
 * - Timed events go exactly where they were asked; overlapping ones are both kept, flagged
 *   `conflict: true`, with a warning. Time kept free ("nothing between 12 and 1") is taken but
 *   makes no block.
 * - Dependencies ("shower after the gym"): a task is placed only once what it comes after is
 *   placed, and starts after it ends (`afterBound`); a task that something already on the day comes
 *   after ends before that starts (`beforeBound`, task-windows.ts gets it as a deadline), so a
 *   re-plan, a quick add or an edit never reverses the order the text gave.
 * - Deadlines, earliest starts and the work window bound each task's window (task-windows.ts,
 *   day-shape.ts): nothing due before a time is placed after it; what cannot fit is unscheduled
 *   with that reason (outcome.ts).
 */

import { ceilGrid, fromMinutes, toMinutes } from "../time";
import type { ExtractedTask, PlannedBlock } from "../types";
import type { Flex } from "../task-windows";
import { UNTIL_ONLY } from "../placement-reasons";
import { ended, isFocus, isWork, type Solve } from "./state";
import { keepBuffer } from "./rest";
import { traitsOf } from "./traits";

/** Blocks to keep exactly as they are. */
export function placePinned(s: Solve, pinned: PlannedBlock[]): void {
  for (const p of pinned) {
    const start = toMinutes(p.start);
    const end = toMinutes(p.end);
    s.blocks.push(p);
    s.timeline.add({ start, end, work: isWork(p.kind), focus: isFocus(p.kind), flexible: !p.fixed });
    keepBuffer(s, p, end);
    ended(s, p.taskId, p.title, end, start);
  }
}

/** "study until 11": the reason names the end, not the start. */
const untilOnly = (t: ExtractedTask): boolean =>
  /until|till|\btil\b|hasta/i.test(t.source ?? "") && UNTIL_ONLY.test(t.source ?? "");

/** Timed events, exactly where asked; overlapping ones flagged. */
export function placeFixed(s: Solve, tasks: ExtractedTask[]): void {
  const fixedBlocks: PlannedBlock[] = [];
  s.deadline?.check();
  for (const t of tasks) {
    if (t.fixedStart === undefined) continue;
    const start = toMinutes(t.fixedStart);
    let end = t.fixedEnd !== undefined ? toMinutes(t.fixedEnd) : start + Math.max(1, t.durationMinutes);
    if (end <= start) end = Math.min(1440, start + Math.max(1, t.durationMinutes));
    end = Math.min(end, 1440);
    if (t.blocked) {
      s.timeline.add({ start, end, work: false, focus: false, flexible: false });
      continue;
    }
    const block: PlannedBlock = {
      id: t.id,
      taskId: t.id,
      title: t.title,
      start: fromMinutes(start),
      end: fromMinutes(end),
      kind: t.kind,
      fixed: true,
      reason: t.during
        ? { code: "during", params: { title: t.during } }
        : t.timedBy
          ? { code: "before-meal", params: { title: t.timedBy } }
          : t.timedAfter
            ? { code: "after", params: { title: t.timedAfter } }
            : t.timedUntil || untilOnly(t)
              ? { code: "fixed-until", params: { time: fromMinutes(end) } }
              : { code: "fixed-time", params: { time: fromMinutes(start) } },
    };
    // Kept with the block, so that later edits still place what it comes after before it.
    if (t.after?.length) block.constraints = { after: [...t.after] };
    fixedBlocks.push(block);
    // (A short trip pinned to its time is no focus work either: "collect" right after the playdate.)
    const trip = end - start <= 60 && traitsOf(t).travel;
    s.timeline.add({ start, end, work: isWork(t.kind) && !trip, focus: isFocus(t.kind) && !trip, flexible: false });
    keepBuffer(s, block, end);
    ended(s, t.id, t.title, end, start);
    // A shift that starts inside the day and only ends past it: the heads-up speaks of its end.
    if (start < s.day.start)
      s.warnings.push({ code: "outside-window", params: { title: t.title, time: fromMinutes(start) } });
    else if (end > s.day.end)
      s.warnings.push({ code: "ends-outside-window", params: { title: t.title, time: fromMinutes(end) } });
  }
  for (let i = 0; i < fixedBlocks.length; i++) {
    for (let j = i + 1; j < fixedBlocks.length; j++) {
      const a = fixedBlocks[i];
      const b = fixedBlocks[j];
      if (toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end)) {
        if (!a.conflict) a.reason = { code: "conflict", params: { time: a.start, title: b.title } };
        if (!b.conflict) b.reason = { code: "conflict", params: { time: b.start, title: a.title } };
        a.conflict = true;
        b.conflict = true;
        s.warnings.push({
          code: "conflict-warning",
          params: { first: a.title, second: b.title, time: b.start > a.start ? b.start : a.start },
        });
      }
    }
  }
  s.blocks.push(...fixedBlocks);
}

/** A block already on the day that a flexible task must end before: when it starts and its title. */
export interface Before {
  at: number;
  title: string;
}

/**
 * For each flexible task that blocks already on the day (pinned or timed) come after: the start of
 * the first of them still ahead (a done or finished block no longer needs it first).
 */
export function beforeBounds(s: Solve, tasks: ExtractedTask[], pinned: PlannedBlock[]): Map<string, Before> {
  const out = new Map<string, Before>();
  const ids = new Set(tasks.filter((t) => t.fixedStart === undefined).map((t) => t.id));
  const bound = (id: string, at: number, title: string): void => {
    const cur = out.get(id);
    if (ids.has(id) && (!cur || at < cur.at)) out.set(id, { at, title });
  };
  const now = s.options.now ? toMinutes(s.options.now) : -1;
  for (const b of pinned) {
    // Done or over: it no longer waits for anything. Started: what it comes after has no room left.
    if (b.done || (toMinutes(b.end) || 1440) <= now) continue;
    for (const id of b.constraints?.after ?? []) if (id !== b.taskId) bound(id, toMinutes(b.start), b.title);
  }
  for (const t of tasks) {
    if (t.fixedStart === undefined || t.blocked) continue;
    for (const id of t.after ?? []) if (id !== t.id) bound(id, toMinutes(t.fixedStart), t.title);
  }
  return out;
}

/** Dependencies among the flexible tasks: which are ready (all they come after placed or given up). */
export class Dependencies {
  private waiting = new Map<Flex, number>();
  private successors = new Map<string, Flex[]>();

  /**
   * Cooking a meal waits for the meal instead (the meal needs its usual time; the cooking then goes
   * right before it, bounded by `beforeBound`), the other way round from every other dependency.
   */
  constructor(flex: Flex[], flexById: Map<string, Flex>) {
    for (const f of flex) this.waiting.set(f, 0);
    const edge = (first: Flex, then: Flex): void => {
      this.waiting.set(then, (this.waiting.get(then) ?? 0) + 1);
      const list = this.successors.get(first.task.id);
      if (list) list.push(then);
      else this.successors.set(first.task.id, [then]);
    };
    for (const f of flex) {
      for (const id of f.after) {
        const p = flexById.get(id);
        if (!p) continue;
        const prepares = traitsOf(p.task).prepares;
        if (prepares !== undefined && f.meal === prepares) edge(f, p);
        else edge(p, f);
      }
    }
  }

  ready(f: Flex): boolean {
    return this.waiting.get(f) === 0;
  }

  /** `f` is being placed: what comes after it may follow. */
  release(f: Flex): void {
    for (const succ of this.successors.get(f.task.id) ?? []) this.waiting.set(succ, (this.waiting.get(succ) ?? 1) - 1);
  }
}

/** The latest end before what comes after `f` and is placed already: the start of the earliest. */
export function beforeBound(s: Solve, f: Flex): { hi: number; title?: string } {
  let hi = f.hi;
  let title: string | undefined;
  for (const id of s.successors.get(f.task.id) ?? []) {
    const start = s.startOf.get(id);
    if (start !== undefined && start < hi) {
      hi = start;
      title = s.titleOf.get(id);
    }
  }
  return { hi, title };
}

/**
 * The start after everything `f` comes after: the end of the latest placed, on the grid. A meal
 * placed before its cooking (see Dependencies) leaves the cooking room from its earliest start.
 */
export function afterBound(s: Solve, f: Flex): { lo: number; by?: "after"; title?: string } {
  let lo = f.lo;
  let by: "after" | undefined;
  let title: string | undefined;
  for (const id of f.after) {
    const cook = s.flexById.get(id);
    if (cook && !s.placed.has(id) && f.meal !== undefined && traitsOf(cook.task).prepares === f.meal) {
      const len = cook.task.durationMinutes;
      const at = s.slots.earliestSlot(Math.max(cook.lo, s.day.floor), f.hi - f.task.durationMinutes, len, false);
      const ready = at === undefined ? undefined : ceilGrid(at + len);
      if (ready !== undefined && ready > lo && ready <= f.hi - f.task.durationMinutes) lo = ready;
    }
    const e = s.endOf.get(id);
    if (e !== undefined && ceilGrid(e) >= lo) {
      lo = ceilGrid(e);
      by = "after";
      title = s.titleOf.get(id);
    }
  }
  return { lo, by, title };
}
