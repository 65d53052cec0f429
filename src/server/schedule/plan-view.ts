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
import { overlapWarnings } from "./stored-plan";
import type { PlanView } from "./types";

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

export function toPlanView(
  plan: SavedPlan,
  locale: Locale,
  extras: PlanExtras = {},
  clock: ClockFormat = "auto",
): PlanView {
  const warnings = [...plan.warnings.filter((w) => w.code !== "conflict-warning"), ...overlapWarnings(plan.blocks)];
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
    warnings: warnings.map((w) => reasonText(w, locale, clock)),
    updatedAt: plan.updatedAt.toISOString(),
  };
  if (extras.moved) view.moved = extras.moved;
  if (extras.fallback) view.fallback = reasonText(extras.fallback, locale, clock);
  return view;
}
