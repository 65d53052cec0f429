/**
 * The limits a plan follows: focus and work runs, break length, pieces of long tasks. The
 * constants hold unless the user's planning settings say otherwise (`limitsOf`).
 */

import { GRID } from "./time";
import type { PlanOptions } from "./types";

/** Longest continuous focus work (task blocks, events in between do not reset it) before a break. */
export const FOCUS_LIMIT = 120;
/** Tasks up to this long are placed whole or not at all. */
export const WHOLE_ONLY = 60;
/** Smallest piece a long task is cut into to use a gap between other blocks. */
export const MIN_CHUNK = 30;
/** Longest continuous work of any sort (tasks and events back to back) before a break. */
export const WORK_LIMIT = 120;
/** Length of an inserted break; also the smallest gap that counts as rest. */
export const BREAK_MINUTES = 15;
/** Inserted breaks only fill gaps up to this long (a longer gap is free time anyway). */
export const MAX_BREAK_GAP = 30;

/** The limits a plan follows: the constants above unless the user's settings say otherwise. */
export interface Limits {
  /** Longest focus run (FOCUS_LIMIT). */
  focus: number;
  /** Longest work run (WORK_LIMIT, or the focus cap when that is longer). */
  work: number;
  /** Break length, also the smallest gap that counts as rest (BREAK_MINUTES). */
  rest: number;
  /** Longest gap an inserted break fills. */
  maxBreakGap: number;
  /** Minutes kept free after a meeting or call. */
  buffer: number;
}

/** A setting on the 5-minute grid inside [lo, hi]; the fallback when it is not given. */
const clampInt = (value: number | undefined, fallback: number, lo: number, hi: number): number =>
  value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.max(lo, Math.min(hi, Math.round(value / GRID) * GRID));

export function limitsOf(options: PlanOptions): Limits {
  const focus = clampInt(options.focusCapMinutes, FOCUS_LIMIT, 30, 240);
  const rest = clampInt(options.breakMinutes, BREAK_MINUTES, 5, 30);
  return {
    focus,
    work: Math.max(WORK_LIMIT, focus),
    rest,
    maxBreakGap: Math.max(MAX_BREAK_GAP, 2 * rest),
    buffer: clampInt(options.bufferMinutes, 0, 0, 30),
  };
}

/** Balanced split: 120 -> [120], 180 -> [90, 90], 200 -> [100, 100], 300 -> [100, 100, 100]. */
export function splitDuration(minutes: number, limit = FOCUS_LIMIT): number[] {
  if (minutes <= limit) return [minutes];
  const n = Math.ceil(minutes / limit);
  const units = Math.round(minutes / GRID);
  const base = Math.floor(units / n);
  let extra = units - base * n;
  const parts: number[] = [];
  for (let i = 0; i < n; i++) {
    parts.push((base + (extra > 0 ? 1 : 0)) * GRID);
    if (extra > 0) extra--;
  }
  const diff = minutes - parts.reduce((a, b) => a + b, 0);
  parts[parts.length - 1] += diff;
  return parts;
}
