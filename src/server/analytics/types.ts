/**
 * What GET /api/analytics answers and the /analytics page draws. Each part is computed by one
 * file in ./sections (a habits or rewards section adds its own field and one registry line in
 * get-analytics.ts).
 */
import type { PartOfDayName } from "./math";

export interface DayStat {
  date: string;
  /** A plans row exists for the day, or it has blocks. */
  hasPlan: boolean;
  plannedMinutes: number;
  doneMinutes: number;
  /** doneMinutes / plannedMinutes; null on a day without a plan (or with nothing countable planned). */
  completionRate: number | null;
  /** Completion over the 7 days ending here (planned days only); null when none of them had a plan. */
  completionRate7d: number | null;
  blocksPlanned: number;
  blocksDone: number;
  /** The average of the day's check-ins (1..5), null when none. */
  mood: number | null;
  energy: number | null;
  moodEntries: number;
}

export interface Correlation {
  /** Days with both values the coefficient rests on. */
  days: number;
  r: number | null;
}

export interface HeatmapCell {
  weekday: number;
  hour: number;
  minutes: number;
}

export interface Totals {
  daysInRange: number;
  daysPlanned: number;
  plannedMinutes: number;
  doneMinutes: number;
  completionRate: number | null;
  blocksDone: number;
  focusMinutes: number;
  moodDays: number;
  moodEntries: number;
  averageMood: number | null;
  averageEnergy: number | null;
  currentStreak: number;
  longestStreak: number;
}

export type PartOfDayMinutes = Record<PartOfDayName, number>;
