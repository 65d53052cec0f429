/**
 * What the schedule API and the dashboard exchange: a saved plan with every reason already put
 * into words in the caller's language. Types only, so client components can import them.
 */
import type { BlockKind, MovedBlock } from "@/server/planner/types";

export interface BlockView {
  id: string;
  taskId: string;
  title: string;
  /** "HH:MM" on the plan's date; `end` may be "24:00". */
  start: string;
  end: string;
  kind: BlockKind;
  /** A timed event, or a block the user placed by hand: re-planning leaves it where it is. */
  fixed: boolean;
  /** Overlaps another block. */
  conflict: boolean;
  done: boolean;
  /** The one-line reason for its place ("at 9:30, as you said"). */
  reason: string;
  /** Where it came from: the generated plan, the calendar (by hand), an imported calendar file, a habit. */
  source: "plan" | "manual" | "import" | "habit";
}

/** Two blocks of a day that overlap, the earlier first, and the words for it. */
export interface OverlapView {
  first: { id: string; title: string };
  second: { id: string; title: string };
  /** "HH:MM": the later one's start, where the overlap begins. */
  at: string;
  /** "Standup and Call overlap at 10:00am", in the caller's language and clock. */
  text: string;
}

export interface UnscheduledView {
  taskId: string;
  title: string;
  minutes: number;
  reason: string;
}

/** An item the description gave to another day, listed until it is added to that day. */
export interface OtherDayView {
  id: string;
  title: string;
  /** YYYY-MM-DD */
  day: string;
  /** HH:MM, when the description gave its time. */
  start?: string;
  durationMinutes?: number;
}

/**
 * A day: its generated plan and every timed block of the day from any source (all-day events are
 * on the calendar only). A day with calendar blocks but no generated plan has an empty description.
 */
export interface PlanView {
  date: string;
  description: string;
  engine: "rules" | "llm";
  blocks: BlockView[];
  unscheduled: UnscheduledView[];
  /** Items the description gave to other days ("flight tomorrow at 6:45"); absent when none. */
  otherDays?: OtherDayView[];
  /** After a re-plan: what moved, in the order of the new start times. */
  moved?: MovedBlock[];
  /** Overlaps and anything else worth telling ("Standup and Call overlap at 10:00"). */
  warnings: string[];
  /** Every overlap of the day, by block (their words are in `warnings` too). */
  overlaps: OverlapView[];
  /** Why the built-in planner was used instead of the AI one. */
  fallback?: string;
  updatedAt: string;
}

export type { MovedBlock };

/** A free slot offered for an item that did not fit where it was asked. */
export interface SlotView {
  start: string;
  end: string;
  minutes: number;
}

/** An item of a quick add (or carry over) that could not be placed, and what could be done instead. */
export interface MissView {
  title: string;
  /** Its words, sent back with a chosen `start` (and `minutes`) or another `date` to add it there. */
  text: string;
  minutes: number;
  /** Why it does not fit, in words. */
  reason: string;
  /** The nearest free slot that holds all of it. */
  nearest?: SlotView;
  /** A shorter piece inside the time that was asked. */
  shorter?: SlotView;
  /** Another day to try (the next one). */
  nextDate: string;
}

/** POST /api/schedule/quick-add and POST /api/schedule/carry-over: what was placed, what was not. */
export interface AddedView {
  date: string;
  added: BlockView[];
  missed: MissView[];
}

/** GET /api/schedule/carry-over: yesterday's unfinished flexible blocks, not carried yet. */
export interface CarryOverOffer {
  today: string;
  yesterday: string;
  items: { id: string; title: string; kind: BlockKind; start: string; end: string; minutes: number }[];
}
