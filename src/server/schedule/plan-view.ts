import "server-only";
/**
 * Turns a saved plan into what the API and the dashboard show: reasons put into words in the
 * caller's language (the engine's texts, plus the few this module adds for the user's own edits
 * and the AI quota), engine-internal fields left out.
 */
import { formatReason, type MovedBlock, type Reason, type UnscheduledTask } from "@/server/planner";
import type { ClockFormat } from "@/lib/time/clock";
import type { InterpretedTask } from "@/server/planner/interpretation";
import type { DayBlock } from "@/server/calendar/block-rows";
import { translate } from "@/i18n/messages";
import type { Locale } from "@/i18n/routing";
import type { PlannedBlock } from "@/server/planner/types";
import { overlappingPairs, overlapWarning, type StoredOtherDay } from "./stored-plan";
import type { OverlapView, PlanView } from "./types";

/** Reason codes this module adds to the engine's, with their messages keys. */
const OWN_REASONS = {
  "user-moved": "schedule.reasons.userMoved",
  "user-resized": "schedule.reasons.userResized",
  "llm-quota": "schedule.reasons.llmQuota",
  "calendar-manual": "schedule.reasons.calendarManual",
  "calendar-import": "schedule.reasons.calendarImport",
  "calendar-habit": "schedule.reasons.calendarHabit",
  "user-pinned": "schedule.reasons.userPinned",
  "user-unpinned": "schedule.reasons.userUnpinned",
} as const;

/** A reason in words; clock times in it follow the user's clock setting (src/lib/time/clock.ts). */
export function reasonText(reason: Reason, locale: Locale, clock?: ClockFormat): string {
  const key = (OWN_REASONS as Record<string, string>)[reason.code];
  return key ? translate(locale, key, reason.params ?? {}) : formatReason(reason, locale, clock);
}

/** A day as saved: its plan row (when it has one) and all its timed blocks, conflicts marked. */
export interface SavedPlan {
  date: string;
  description: string;
  engine: string;
  blocks: DayBlock[];
  unscheduled: UnscheduledTask[];
  /** Items the description gave to other days, not yet added to theirs. */
  otherDays: StoredOtherDay[];
  /** The engine's warnings other than overlaps (overlaps are worked out from the blocks). */
  warnings: Reason[];
  /** What the planner understood; null for a plan saved before it was kept. Not part of the view. */
  interpretation?: InterpretedTask[] | null;
  updatedAt: Date;
  /** False for a day with calendar blocks but no generated plan. */
  hasPlan: boolean;
}

interface PlanExtras {
  moved?: MovedBlock[];
  fallback?: Reason;
}

/** Every overlap of a day's blocks, in time order and in words (the rule of src/lib/overlaps.ts). */
export function overlapViews(blocks: PlannedBlock[], locale: Locale, clock?: ClockFormat): OverlapView[] {
  return overlappingPairs(blocks).map(([a, b]) => ({
    first: { id: a.id, title: a.title },
    second: { id: b.id, title: b.title },
    at: b.start,
    text: reasonText(overlapWarning(a, b), locale, clock),
  }));
}

/**
 * A day's warnings in words: the planner's own, except the overlaps it saw when it planned (the
 * blocks have moved since), then every overlap the day has now.
 */
export function dayWarnings(saved: Reason[], overlaps: OverlapView[], locale: Locale, clock?: ClockFormat): string[] {
  return [
    ...saved.filter((w) => w.code !== "conflict-warning").map((w) => reasonText(w, locale, clock)),
    ...overlaps.map((o) => o.text),
  ];
}

export function toPlanView(
  plan: SavedPlan,
  locale: Locale,
  extras: PlanExtras = {},
  clock: ClockFormat = "auto",
): PlanView {
  const overlaps = overlapViews(plan.blocks, locale, clock);
  const view: PlanView = {
    date: plan.date,
    description: plan.description,
    engine: plan.engine === "llm" ? "llm" : "rules",
    blocks: plan.blocks.map((b) => ({
      id: b.id,
      taskId: b.taskId,
      title: b.title,
      start: b.start,
      end: b.end,
      kind: b.kind,
      fixed: b.fixed,
      conflict: b.conflict === true,
      done: b.done === true,
      reason: reasonText(b.reason, locale, clock),
      source: b.source,
    })),
    unscheduled: plan.unscheduled.map((u) => ({
      taskId: u.taskId,
      title: u.title,
      minutes: u.minutes,
      reason: reasonText(u.reason, locale, clock),
    })),
    warnings: dayWarnings(plan.warnings, overlaps, locale, clock),
    overlaps,
    updatedAt: plan.updatedAt.toISOString(),
  };
  if (plan.otherDays.length > 0) view.otherDays = plan.otherDays.map((o) => ({ ...o }));
  if (extras.moved) view.moved = extras.moved;
  if (extras.fallback) view.fallback = reasonText(extras.fallback, locale, clock);
  return view;
}
