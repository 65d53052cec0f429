import "server-only";
/**
 * Rows of the blocks table as the rest of the server sees them: the planner's PlannedBlock (for
 * plans and re-planning) and the calendar API's CalendarBlock, conflicts worked out per day across
 * all the day's timed blocks, whatever their source. Every query is scoped to the caller.
 */
import { fromMinutes } from "@/lib/time/clock";
import { and, asc, eq } from "drizzle-orm";
import { queryPrepared, type Db } from "@/server/db/client";
import { blocks, type BlockRow, type BlockSource } from "@/server/db/schema";
import type { BlockKind, PlannedBlock, Reason } from "@/server/planner/types";
import { readConstraints, readReason } from "@/server/schedule/stored-plan";

import { overlappingIds } from "@/lib/overlaps";
import type { CalendarBlock } from "./types";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];
export type DbOrTx = Db | Tx;

const KINDS = new Set<BlockKind>(["event", "task", "break", "meal", "habit"]);
export const asKind = (kind: string): BlockKind => (KINDS.has(kind as BlockKind) ? (kind as BlockKind) : "task");

/** A block of the day as the planner and the dashboard see it, plus where it came from. */
export interface DayBlock extends PlannedBlock {
  source: BlockSource;
}

/** The explanation shown for a block without one of the planner's reasons. */
function defaultReason(source: BlockSource): Reason {
  if (source === "import") return { code: "calendar-import" };
  if (source === "habit") return { code: "calendar-habit" };
  return { code: "calendar-manual" };
}

/** The columns rowToDayBlock reads, in the shape the prepared hot-path statements return them. */
export interface RawBlockRow {
  id: string;
  task_id: string | null;
  title: string;
  start_min: number;
  end_min: number;
  kind: string;
  fixed: boolean;
  done: boolean;
  source: BlockSource;
  reason: unknown;
  constraints: unknown;
}

export function rawToDayBlock(r: RawBlockRow): DayBlock {
  const b: DayBlock = {
    id: r.id,
    taskId: r.task_id ?? r.id,
    title: r.title,
    start: fromMinutes(r.start_min),
    end: fromMinutes(r.end_min),
    kind: asKind(r.kind),
    fixed: r.fixed,
    done: r.done,
    reason: readReason(r.reason) ?? defaultReason(r.source),
    source: r.source,
  };
  const constraints = readConstraints(r.constraints);
  if (constraints) b.constraints = constraints;
  return b;
}

export function rowToDayBlock(r: BlockRow): DayBlock {
  return rawToDayBlock({
    id: r.id,
    task_id: r.taskId,
    title: r.title,
    start_min: r.startMin,
    end_min: r.endMin,
    kind: r.kind,
    fixed: r.fixed,
    done: r.done,
    source: r.source,
    reason: r.reason,
    constraints: r.constraints,
  });
}

/** The caller's timed (not all-day) blocks of one day, in time order. */
export async function selectDayBlocks(db: DbOrTx, userId: string, date: string): Promise<DayBlock[]> {
  const rows = await db
    .select()
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.date, date), eq(blocks.allDay, false)))
    .orderBy(asc(blocks.startMin), asc(blocks.endMin), asc(blocks.id));
  return rows.map(rowToDayBlock);
}

type CalendarRow = Pick<
  BlockRow,
  "id" | "date" | "startMin" | "endMin" | "title" | "notes" | "kind" | "fixed" | "done" | "source" | "allDay"
>;

export function toCalendarBlock(r: CalendarRow, conflict: boolean): CalendarBlock {
  return {
    id: r.id,
    date: r.date,
    start: fromMinutes(r.startMin),
    end: fromMinutes(r.endMin),
    title: r.title,
    notes: r.notes ?? "",
    kind: asKind(r.kind),
    fixed: r.fixed,
    done: r.done,
    source: r.source,
    allDay: r.allDay,
    conflict,
  };
}

/**
 * The ids of timed blocks that overlap another timed block of the same day (src/lib/overlaps.ts,
 * shared with the calendar page). `rows` sorted by date and start, as the queries return them.
 */
function conflictingIds(rows: Pick<BlockRow, "id" | "date" | "startMin" | "endMin" | "allDay">[]): Set<string> {
  return overlappingIds(rows, true);
}

// GET /api/calendar's statement (the hot path of the month view; see bench/calendar-api.mjs): a
// prepared statement returning only the columns shown, in the calendar's order (date, all-day
// first, start, end, id byte-wise as JavaScript compares strings), so Node makes one pass.
const CALENDAR_SQL = `
  select id, date::text as date, start_min, end_min, title, notes, kind, fixed, done, source, all_day
  from blocks
  where user_id = $1 and date between $2::date and $3::date
  order by date, all_day desc, start_min, end_min, id collate "C"`;

interface RawCalendarRow {
  id: string;
  date: string;
  start_min: number;
  end_min: number;
  title: string;
  notes: string | null;
  kind: string;
  fixed: boolean;
  done: boolean;
  source: BlockSource;
  all_day: boolean;
}

/** The caller's blocks from `from` to `to` (both included) as the calendar shows them, sorted, conflicts marked. */
export async function selectCalendarBlocks(userId: string, from: string, to: string): Promise<CalendarBlock[]> {
  const rows = await queryPrepared<RawCalendarRow>("rhythm_calendar_blocks", CALENDAR_SQL, [userId, from, to]);
  const clashing = conflictingIds(
    rows.map((r) => ({ id: r.id, date: r.date, startMin: r.start_min, endMin: r.end_min, allDay: r.all_day })),
  );
  return rows.map((r) => ({
    id: r.id,
    date: r.date,
    start: fromMinutes(r.start_min),
    end: fromMinutes(r.end_min),
    title: r.title,
    notes: r.notes ?? "",
    kind: asKind(r.kind),
    fixed: r.fixed,
    done: r.done,
    source: r.source,
    allDay: r.all_day,
    conflict: clashing.has(r.id),
  }));
}

/** Whether one block overlaps another timed block of its day. */
export async function hasConflict(db: DbOrTx, row: BlockRow): Promise<boolean> {
  if (row.allDay) return false;
  const day = await db
    .select({
      id: blocks.id,
      date: blocks.date,
      startMin: blocks.startMin,
      endMin: blocks.endMin,
      allDay: blocks.allDay,
    })
    .from(blocks)
    .where(and(eq(blocks.userId, row.userId), eq(blocks.date, row.date), eq(blocks.allDay, false)))
    .orderBy(asc(blocks.startMin), asc(blocks.endMin), asc(blocks.id));
  return conflictingIds(day).has(row.id);
}

/** The caller's block, locked until the transaction ends (undefined when it is not theirs). */
export async function lockBlock(tx: Tx, userId: string, id: string): Promise<BlockRow | undefined> {
  const [row] = await tx
    .select()
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.id, id)))
    .for("update")
    .limit(1);
  return row;
}
