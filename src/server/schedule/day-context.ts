/**
 * The user's day as the planner sees it: today's date and the time now in their time zone, the
 * day window from their wake and bed times, their work hours and focus preference, and the
 * greeting for the time of day. Pure functions of the user's row and a clock.
 */
import { fromMinutes, toMinutes } from "@/lib/time/clock";
import type { PartOfDay, PlanOptions } from "@/server/planner/types";
import type { Locale } from "@/i18n/routing";
import { isoWeekday } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";

interface DayPreferences {
  timezone: string;
  wakeTime: string;
  bedTime: string;
  workStart: string;
  workEnd: string;
  /** ISO weekdays (1 = Monday) with work hours; other days are planned without them. Default Mon-Fri. */
  workDays?: readonly number[];
  focusTime: PartOfDay | null;
  /** Planning settings (issue 16 item 14); the user row's defaults are 5, 120 and 15. */
  bufferMinutes?: number;
  focusCapMinutes?: number;
  breakMinutes?: number;
}

const HHMM = /^([01]\d|2[0-3]):[0-5]\d$/;
const validTime = (value: string | null | undefined, fallback: string): string =>
  value && HHMM.test(value) ? value : fallback;

/** Whether `date` is one of the user's work days (Monday to Friday when they never said). */
export function isWorkDay(date: string, workDays: readonly number[] = [1, 2, 3, 4, 5]): boolean {
  return workDays.includes(isoWeekday(date));
}

export type DayRelation = "past" | "today" | "future";

export function relationTo(date: string, today: string): DayRelation {
  return date === today ? "today" : date < today ? "past" : "future";
}

export type Greeting = "morning" | "afternoon" | "evening";

/** Morning before 12:00, afternoon from 12:00 to 17:59, evening from 18:00. */
export function greetingFor(hour: number): Greeting {
  if (hour < 12) return "morning";
  if (hour < 18) return "afternoon";
  return "evening";
}

interface DayContext {
  options: PlanOptions;
  relation: DayRelation;
  /** The user's local "now": the time for today, 00:00 for a future day, 24:00 for a past one (re-planning). */
  replanNow: string;
  /** The user's local date today (the quota's day). */
  today: string;
}

/**
 * Planner options for `date`. The window is wake time to bed time (a bed time after midnight ends
 * the window at 24:00: a plan covers one date). On today, flexible blocks start no earlier than now.
 */
export function dayContext(prefs: DayPreferences, date: string, locale: Locale, at: Date = new Date()): DayContext {
  const clock = zonedNow(prefs.timezone, at);
  const now = fromMinutes(clock.minutes);
  const relation = relationTo(date, clock.date);
  const dayStart = validTime(prefs.wakeTime, "07:00");
  let dayEnd = validTime(prefs.bedTime, "22:00");
  if (toMinutes(dayEnd) <= toMinutes(dayStart)) dayEnd = "24:00";
  const options: PlanOptions = {
    date,
    dayStart,
    dayEnd,
    locale: locale === "es" ? "es" : "en",
  };
  // Work hours only on work days: on a day off, work-like tasks are not held to office hours.
  if (isWorkDay(date, prefs.workDays)) {
    options.workStart = validTime(prefs.workStart, "09:00");
    options.workEnd = validTime(prefs.workEnd, "17:00");
  }
  if (prefs.focusTime) options.focusPreference = prefs.focusTime;
  if (prefs.bufferMinutes !== undefined) options.bufferMinutes = prefs.bufferMinutes;
  if (prefs.focusCapMinutes !== undefined) options.focusCapMinutes = prefs.focusCapMinutes;
  if (prefs.breakMinutes !== undefined) options.breakMinutes = prefs.breakMinutes;
  if (relation === "today") options.now = now;
  const replanNow = relation === "today" ? now : relation === "future" ? "00:00" : fromMinutes(24 * 60);
  return { options, relation, replanNow, today: clock.date };
}
