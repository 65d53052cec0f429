/**
 * Breaks: the runs of continuous work in a plan (`workChains`, also used by the plan checks) and
 * the rest gaps between long runs turned into explicit break blocks (`insertBreaks`).
 */

import { TRAVEL, isFocus, isWork } from "./activity";
import { BREAK_MINUTES, type Limits } from "./limits";
import type { Day } from "./timeline";
import { ceilGrid, fromMinutes, GRID, toMinutes } from "./time";
import type { PlannedBlock } from "./types";

interface Chain {
  start: number;
  end: number;
  work: number;
  focus: number;
  flexible: boolean;
}

/** A trip, by its title (the solver passes its tasks' traits instead). */
const travelByTitle = (b: PlannedBlock): boolean => TRAVEL.test(b.title);

/** Groups sorted blocks into runs of continuous work (gaps under `rest`, no meal/habit/break in between). */
export function workChains(
  blocks: PlannedBlock[],
  rest: number = BREAK_MINUTES,
  isTravel: (b: PlannedBlock) => boolean = travelByTitle,
): Chain[] {
  const sorted = [...blocks].sort(
    (a, b) => toMinutes(a.start) - toMinutes(b.start) || toMinutes(a.end) - toMinutes(b.end),
  );
  const chains: Chain[] = [];
  let cur: Chain | undefined;
  for (const b of sorted) {
    const s = toMinutes(b.start);
    const e = toMinutes(b.end);
    if (!isWork(b.kind) || (b.kind === "event" && !b.fixed) || (e - s <= 60 && isTravel(b))) {
      // Meals, habits, breaks, flexible leisure (a film, drinks) and a short trip interrupt a work
      // run (the solver does not count travel as work either).
      cur = undefined;
      continue;
    }
    const len = cur ? e - Math.max(s, cur.end) : e - s;
    if (cur && s - cur.end < rest) {
      if (len > 0) cur.work += len;
      if (isFocus(b.kind)) cur.focus += e - s;
      cur.end = Math.max(cur.end, e);
      cur.flexible = cur.flexible || !b.fixed;
    } else {
      cur = { start: s, end: e, work: e - s, focus: isFocus(b.kind) ? e - s : 0, flexible: !b.fixed };
      chains.push(cur);
    }
  }
  return chains;
}

/** Turns the rest gaps between long work runs into explicit break blocks. */
export function insertBreaks(
  blocks: PlannedBlock[],
  day: Day,
  title: string,
  limits: Limits,
  isTravel: (b: PlannedBlock) => boolean = travelByTitle,
): void {
  const chains = workChains(blocks, limits.rest, isTravel);
  // Every block, not only meals and habits: a meal between overlapping (conflicting) events cuts a
  // chain while one of the events still runs.
  const others = blocks.map((b) => [toMinutes(b.start), toMinutes(b.end)]);
  const used = new Set(blocks.map((b) => b.id));
  let n = 0;
  for (let i = 1; i < chains.length; i++) {
    const a = chains[i - 1];
    const b = chains[i];
    const gap = b.start - a.end;
    if (gap < limits.rest || gap > limits.maxBreakGap) continue;
    if (!(a.flexible || b.flexible)) continue;
    if (a.work + b.work <= limits.work && a.focus + b.focus <= limits.focus) continue;
    if (a.work < 60 && !b.flexible) continue; // a break right before a fixed event only adds noise
    const start = ceilGrid(a.end);
    const end = Math.min(start + limits.rest, Math.floor(b.start / GRID) * GRID);
    if (end - start < 10 || start < day.floor || end > day.end) continue;
    if (others.some(([s, e]) => s < end && e > start)) continue;
    n++;
    while (used.has(`break-${n}`)) n++;
    used.add(`break-${n}`);
    blocks.push({
      id: `break-${n}`,
      taskId: `break-${n}`,
      title,
      start: fromMinutes(start),
      end: fromMinutes(end),
      kind: "break",
      fixed: false,
      reason:
        a.focus >= 60 && a.focus >= a.work
          ? { code: "focus-break", params: { minutes: a.focus } }
          : a.work >= 60
            ? { code: "work-break", params: { minutes: a.work } }
            : { code: "focus-break-before", params: { minutes: b.work } },
    });
  }
}
