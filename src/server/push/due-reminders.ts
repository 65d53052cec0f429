/**
 * Which reminders are due this minute (pure). The sender runs every minute; a reminder is due from
 * its time until a short window has passed, so a run that was late by a minute or two still sends
 * it, and the claim row makes sure only one run does.
 * - A block: from `lead` minutes before its start until it starts (lead 0: its first minute).
 * - A habit, the morning and evening nudges: from their time for WINDOW_MIN minutes.
 * - Quiet hours (a range that may cross midnight) hold everything back.
 */
import { toMinutes } from "@/lib/time/clock";

export const WINDOW_MIN = 10;

export function blockReminderDue(startMin: number, lead: number | null | undefined, nowMin: number): boolean {
  if (lead === null || lead === undefined) return false;
  return nowMin >= startMin - lead && nowMin < Math.max(startMin, startMin - lead + 1);
}

export function clockReminderDue(time: string | null, nowMin: number): boolean {
  if (!time) return false;
  const at = toMinutes(time);
  return nowMin >= at && nowMin < at + WINDOW_MIN;
}

export function inQuietHours(start: string | null, end: string | null, nowMin: number): boolean {
  if (!start || !end) return false;
  const from = toMinutes(start);
  const to = toMinutes(end);
  if (from === to) return false;
  return from < to ? nowMin >= from && nowMin < to : nowMin >= from || nowMin < to;
}
