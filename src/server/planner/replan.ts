/**
 * Re-planning during the day. Given the saved blocks (with done flags and ids) and the time now:
 * - done blocks, fixed events and everything that ended before now stay exactly as they are;
 * - a flexible block running now keeps the part already behind us, and the rest is re-placed;
 * - unfinished flexible blocks are re-placed from now (on the 5-minute grid) with their original
 *   constraints (deadline, part of day, after, earliest start), in their planned order, so free
 *   time that opened up before them is used;
 * - tasks that did not fit in the plan before (its `unscheduled` list) are tried again, with the
 *   constraints they had (or, for a plan saved without them, the ones their reason names);
 * - the answer lists what moved (id, title, from, to) and what no longer fits (unscheduled).
 */

import { classifyKind } from "./lexicon";
import { scheduleTasks } from "./schedule";
import { ceilGrid, floorGrid, fromMinutes, toMinutes } from "./time";
import type {
  BlockConstraints,
  ExtractedTask,
  MovedBlock,
  PlannedBlock,
  PlanOptions,
  PlanResult,
  Reason,
  UnscheduledTask,
} from "./types";

interface Pending {
  taskId: string;
  title: string;
  kind: PlannedBlock["kind"];
  minutes: number;
  constraints: BlockConstraints;
  /** Old ids and starts of the blocks to re-place, in time order. */
  old: { id: string; start: string; reason: PlannedBlock["reason"] }[];
  firstStart: number;
  /** Minutes of one block: a repeated task is repeated again at this length. */
  each?: number;
}

const isAutoBreak = (b: PlannedBlock): boolean => b.kind === "break" && b.taskId.startsWith("break-");

/** Constraints named by an unscheduled task's reason, for plans saved without the constraints. */
function constraintsFromReason(reason: Reason): BlockConstraints {
  const c: BlockConstraints = {};
  const p = reason.params ?? {};
  if (reason.code === "no-room-deadline" && typeof p.deadline === "string") c.deadline = p.deadline;
  if (reason.code === "no-room-after-time" && typeof p.time === "string") c.earliestStart = p.time;
  if (reason.code === "no-room-morning") c.partOfDay = "morning";
  if (reason.code === "no-room-afternoon") c.partOfDay = "afternoon";
  if (reason.code === "no-room-evening") c.partOfDay = "evening";
  return c;
}

export interface ReplanExtras {
  /** What did not fit in the plan being re-planned: tried again. */
  unscheduled?: UnscheduledTask[];
}

export function replanDay(
  blocks: PlannedBlock[],
  options: PlanOptions & { now: string },
  extras: ReplanExtras = {},
): PlanResult {
  const now = toMinutes(options.now);
  const cut = floorGrid(now);
  const pinned: PlannedBlock[] = [];
  const pending = new Map<string, Pending>();
  const sorted = [...blocks].sort((a, b) => toMinutes(a.start) - toMinutes(b.start) || a.id.localeCompare(b.id));

  const pend = (b: PlannedBlock, minutes: number, start: number, oldId: string, oldStart: string): void => {
    let p = pending.get(b.taskId);
    if (!p) {
      p = {
        taskId: b.taskId,
        title: b.title,
        kind: b.kind,
        minutes: 0,
        constraints: { ...(b.constraints ?? {}) },
        old: [],
        firstStart: start,
      };
      pending.set(b.taskId, p);
    }
    p.minutes += minutes;
    p.each ??= toMinutes(b.end) - toMinutes(b.start);
    p.old.push({ id: oldId, start: oldStart, reason: b.reason });
    p.firstStart = Math.min(p.firstStart, start);
    if (!p.constraints.deadline && b.reason.code === "deadline" && typeof b.reason.params?.deadline === "string")
      p.constraints.deadline = b.reason.params.deadline;
    if (
      b.reason.code === "window" &&
      typeof b.reason.params?.from === "string" &&
      typeof b.reason.params.to === "string"
    ) {
      p.constraints.earliestStart ??= b.reason.params.from;
      p.constraints.deadline ??= b.reason.params.to;
    }
  };

  for (const b of sorted) {
    const s = toMinutes(b.start);
    const e = toMinutes(b.end);
    if (b.done || b.fixed || e <= now) {
      pinned.push({ ...b });
      continue;
    }
    if (isAutoBreak(b)) continue; // breaks are made again around the new plan
    if (s < now) {
      // Running now: keep what is behind us, re-place the rest.
      if (cut > s) pinned.push({ ...b, end: fromMinutes(cut), reason: { code: "kept-started" } });
      const restStart = Math.max(s, cut);
      pend(b, e - restStart, restStart, cut > s ? `${b.id}-rest` : b.id, fromMinutes(restStart));
      continue;
    }
    pend(b, e - s, s, b.id, b.start);
  }

  // What did not fit before gets another chance (after the blocks that were already planned).
  const retry = new Map<string, Pending>();
  for (const u of extras.unscheduled ?? []) {
    if (!(u.minutes > 0)) continue;
    const p = pending.get(u.taskId);
    if (p) {
      p.minutes += u.minutes;
      continue;
    }
    if (blocks.some((b) => b.taskId === u.taskId && (b.done || toMinutes(b.end) <= now))) {
      // Partly done or past: the rest is a new piece of the same task.
      const known = blocks.find((b) => b.taskId === u.taskId) as PlannedBlock;
      const r = retry.get(u.taskId) ?? {
        taskId: u.taskId,
        title: u.title,
        kind: known.kind,
        minutes: 0,
        constraints: { ...(known.constraints ?? {}) },
        old: [],
        firstStart: 1441,
      };
      r.minutes += u.minutes;
      retry.set(u.taskId, r);
      continue;
    }
    const r = retry.get(u.taskId) ?? {
      taskId: u.taskId,
      title: u.title,
      kind: u.kind ?? classifyKind(u.title, false),
      minutes: 0,
      constraints: { ...(u.constraints ?? constraintsFromReason(u.reason)) },
      old: [],
      firstStart: 1441,
    };
    r.minutes += u.minutes;
    retry.set(u.taskId, r);
  }
  for (const r of retry.values()) if (!pending.has(r.taskId)) pending.set(r.taskId, r);

  const floor = ceilGrid(now);
  const order = [...pending.values()].sort((a, b) => a.firstStart - b.firstStart || a.taskId.localeCompare(b.taskId));
  const tasks: ExtractedTask[] = order.map((p) => {
    const c = p.constraints;
    const earliest = c.earliestStart ? toMinutes(c.earliestStart) : 0;
    const t: ExtractedTask = {
      id: p.taskId,
      title: p.title,
      kind: p.kind === "event" ? classifyKind(p.title, false) : p.kind,
      durationMinutes: p.minutes,
      priority: c.priority ?? 3,
    };
    // "drink water every 2 hours": repeated again from now, each as long as before.
    if (c.repeatEveryMinutes) {
      t.repeatEveryMinutes = c.repeatEveryMinutes;
      t.durationMinutes = p.each ?? p.minutes;
    }
    if (earliest > floor) t.earliestStart = fromMinutes(earliest);
    if (c.deadline) t.deadline = c.deadline;
    if (c.partOfDay) t.partOfDay = c.partOfDay;
    if (c.after?.length) t.after = [...c.after];
    return t;
  });

  const result = scheduleTasks(tasks, { ...options, now: options.now }, { pinned });

  // Give the re-placed blocks their old ids back, say what moved, restore the real constraints.
  const moved: MovedBlock[] = [];
  const pinnedSet = new Set(pinned);
  const usedIds = new Set(result.blocks.filter((b) => pinnedSet.has(b) || b.kind === "break").map((b) => b.id));
  for (const p of order) {
    const mine = result.blocks.filter((b) => b.taskId === p.taskId && !pinnedSet.has(b));
    mine.sort((a, b) => toMinutes(a.start) - toMinutes(b.start));
    mine.forEach((b, i) => {
      const old = p.old[i];
      let id = old ? old.id : `${p.taskId}-p${i + 1}`;
      let k = 1;
      while (usedIds.has(id)) id = `${p.taskId}-p${i + 1}-${k++}`;
      usedIds.add(id);
      b.id = id;
      b.constraints = p.constraints;
      if (old && old.start !== b.start) {
        moved.push({ id, title: b.title, from: old.start, to: b.start });
        if (b.reason.code === "after-time" || b.reason.code === "first-free" || b.reason.code === "split-part")
          b.reason = { code: "moved", params: { from: old.start } };
      } else if (old) {
        b.reason = old.reason;
      }
    });
  }
  moved.sort((a, b) => toMinutes(a.to) - toMinutes(b.to));
  return { ...result, moved };
}
