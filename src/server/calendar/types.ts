/**
 * What the calendar API answers: one block of the caller's calendar. Types only, so client
 * components (the calendar page, the dashboard) can import them.
 */
import type { BlockKind } from "@/server/planner/types";

export type CalendarBlockSource = "plan" | "manual" | "import" | "habit";

export interface CalendarBlock {
  id: string;
  /** YYYY-MM-DD in the user's time zone. */
  date: string;
  /** "HH:MM" wall-clock time in the user's time zone; `end` may be "24:00". All-day blocks: "00:00"-"24:00". */
  start: string;
  end: string;
  title: string;
  kind: BlockKind;
  /** Stays where it is when the day is re-planned (timed events, imports, blocks placed by hand). */
  fixed: boolean;
  done: boolean;
  source: CalendarBlockSource;
  /** An all-day event (imported): shown in the all-day row, never as a 24-hour block. */
  allDay: boolean;
  /** Overlaps another timed block of the same day. */
  conflict: boolean;
}

export interface CalendarBlocksResponse {
  blocks: CalendarBlock[];
}

export interface CalendarImportResult {
  imported: number;
  skipped: number;
}
