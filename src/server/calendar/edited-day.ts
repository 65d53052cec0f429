import "server-only";
/**
 * What a block edit leaves on the block's day, worded for the dashboard so that it need not read
 * the day again (issue 23): the block's one-line reason, every overlap of the day (by block, in
 * words) and the day's warnings as GET /api/schedule words them. The overlaps come from the one
 * rule (src/lib/overlaps.ts through overlapViews), so the block's `conflict` flag, the dashboard's
 * flags and the words agree. Read in the edit's transaction, after the change.
 */
import type { ClockFormat } from "@/lib/time/clock";
import type { Locale } from "@/i18n/routing";
import type { BlockRow } from "@/server/db/schema";
import { findPlanWarnings } from "@/server/schedule/plan-store";
import { dayWarnings, overlapViews, reasonText } from "@/server/schedule/plan-view";
import { rowToDayBlock, selectDayBlocks, toCalendarBlock, type DbOrTx } from "./block-rows";
import type { CalendarBlockDay } from "./types";

/** How the caller reads: their language and clock setting. */
export interface Wording {
  locale: Locale;
  clock?: ClockFormat;
}

/** The block as the calendar shows it (its `conflict` from the day's overlaps), its reason and its day. */
export async function describeEditedBlock(
  db: DbOrTx,
  row: BlockRow,
  { locale, clock }: Wording,
): Promise<CalendarBlockDay> {
  const [dayBlocks, saved] = await Promise.all([
    selectDayBlocks(db, row.userId, row.date),
    findPlanWarnings(row.userId, row.date, db),
  ]);
  const overlaps = overlapViews(dayBlocks, locale, clock);
  const conflict = !row.allDay && overlaps.some((o) => o.first.id === row.id || o.second.id === row.id);
  return {
    block: toCalendarBlock(row, conflict),
    reason: reasonText(rowToDayBlock(row).reason, locale, clock),
    day: { date: row.date, overlaps, warnings: dayWarnings(saved, overlaps, locale, clock) },
  };
}
