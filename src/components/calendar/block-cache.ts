/**
 * The one client cache of blocks, shared by the calendar and the dashboard (issue 23). The
 * calendar reads ranges of days (queryKeys.blocks.range); the dashboard reads a day's plan
 * (queryKeys.plan.day), whose blocks are that day's timed blocks. An edit on either page is
 * written into both, so the other page shows it without asking the server again.
 */
import type { QueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import type { CalendarBlock, CalendarBlockDay } from "@/server/calendar/types";
import type { BlockView, PlanView } from "@/server/schedule/types";
import { planFields, withEdit, withoutBlock } from "./day-edits";

const byTime = (a: CalendarBlock, b: CalendarBlock) =>
  a.date.localeCompare(b.date) ||
  a.start.localeCompare(b.start) ||
  a.end.localeCompare(b.end) ||
  a.id.localeCompare(b.id);

const byStart = (a: BlockView, b: BlockView) =>
  a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.id.localeCompare(b.id);

export function findBlock(qc: QueryClient, id: string): CalendarBlock | undefined {
  for (const [, list] of qc.getQueriesData<CalendarBlock[]>({ queryKey: queryKeys.blocks.all })) {
    const found = list?.find((b) => b.id === id);
    if (found) return found;
  }
  return undefined;
}

/** A dashboard block as the calendar holds it (the note, which the plan does not carry, is kept). */
function fromPlanBlock(qc: QueryClient, date: string, b: BlockView): CalendarBlock {
  const cached = findBlock(qc, b.id);
  return {
    id: b.id,
    date,
    start: b.start,
    end: b.end,
    title: b.title,
    notes: cached?.notes ?? "",
    kind: b.kind,
    fixed: b.fixed,
    done: b.done,
    source: b.source,
    allDay: false,
    conflict: b.conflict,
  };
}

/** Puts one block (or its absence) into every cached range: replaced, added or removed. */
function writeRanges(qc: QueryClient, id: string, block: CalendarBlock | null) {
  for (const [key, list] of qc.getQueriesData<CalendarBlock[]>({ queryKey: queryKeys.blocks.all })) {
    if (!list) continue;
    const [, from, to] = key as readonly [string, string, string];
    const rest = list.filter((b) => b.id !== id);
    const inRange = block !== null && block.date >= from && block.date <= to;
    const next = inRange ? [...rest, block].sort(byTime) : rest;
    if (next.length !== list.length || inRange) qc.setQueryData(key, next);
  }
}

/**
 * Puts one block (or its absence) into the cached plans: changed where it is, taken out of a day
 * it left. A block new to a cached day is not made up here (the plan words a reason for each of
 * its blocks): that day's plan is marked out of date and read again when the dashboard shows it.
 */
function writePlans(qc: QueryClient, id: string, block: CalendarBlock | null) {
  for (const [key, plan] of qc.getQueriesData<PlanView | null>({ queryKey: queryKeys.plan.all })) {
    const date = key[1] as string;
    const here = block !== null && block.date === date && !block.allDay ? block : null;
    const had = plan?.blocks.some((b) => b.id === id) ?? false;
    if (here && !had) {
      void qc.invalidateQueries({ queryKey: key, exact: true, refetchType: "none" });
      continue;
    }
    if (!plan || !had) continue;
    const next = here
      ? { ...plan, blocks: plan.blocks.map((b) => (b.id === id ? { ...b, ...planFields(here) } : b)).sort(byStart) }
      : withoutBlock(plan, id);
    qc.setQueryData(key, next);
  }
}

/** One block (or its absence, `null`) written into the calendar's ranges and the dashboard's plans. */
export function writeBlock(qc: QueryClient, id: string, block: CalendarBlock | null) {
  writeRanges(qc, id, block);
  writePlans(qc, id, block);
}

/**
 * An edit (or an Undo) as the server answered it: the block into every cached range and plan, and
 * its day's reason, overlaps and warnings into that day's cached plan (day-edits.ts).
 */
export function writeEdit(qc: QueryClient, answer: CalendarBlockDay) {
  writeBlock(qc, answer.block.id, answer.block);
  const key = queryKeys.plan.day(answer.day.date);
  const plan = qc.getQueryData<PlanView | null>(key);
  if (plan?.blocks.some((b) => b.id === answer.block.id)) qc.setQueryData(key, withEdit(plan, answer));
}

/** Blocks saved on `date` by the planner (a quick add, a carry over, a restore), into both caches. */
export function writePlanBlocks(qc: QueryClient, date: string, blocks: BlockView[]) {
  for (const b of blocks) writeBlock(qc, b.id, fromPlanBlock(qc, date, b));
}

/** A whole day as the dashboard's plan has it (after planning it): its timed blocks replace the cached ones. */
export function writeDay(qc: QueryClient, plan: PlanView) {
  const day = plan.blocks.map((b) => fromPlanBlock(qc, plan.date, b));
  for (const [key, list] of qc.getQueriesData<CalendarBlock[]>({ queryKey: queryKeys.blocks.all })) {
    const [, from, to] = key as readonly [string, string, string];
    if (!list || plan.date < from || plan.date > to) continue;
    const others = list.filter((b) => b.date !== plan.date || b.allDay);
    qc.setQueryData(key, [...others, ...day].sort(byTime));
  }
}

/** A check-off gives (or takes back) points and may check a habit in or out: those pages read again. */
export function checkOffSaved(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: queryKeys.rewards });
  void qc.invalidateQueries({ queryKey: queryKeys.habits.all });
}

/** Blocks came or went outside one edit (an import, a followed calendar): every cached day is read again. */
export function blocksReplaced(qc: QueryClient) {
  void qc.invalidateQueries({ queryKey: queryKeys.blocks.all });
  void qc.invalidateQueries({ queryKey: queryKeys.plan.all });
}
