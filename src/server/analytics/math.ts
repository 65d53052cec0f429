/**
 * The pure arithmetic behind analytics, kept free of the database so it is unit tested on its own.
 *
 * Rules (documented on the page and in the README):
 * - A block counts towards planned minutes unless it is an all-day block or a break: a break is
 *   rest the plan makes room for, not work to get done, and an all-day event has no length.
 * - A day's completion rate is done minutes / planned minutes of that day; it is null (no plan,
 *   not 0 %) when the day has no plan or nothing countable was planned.
 * - Blocks carry their wall-clock date in the user's time zone, so a block at 23:30-23:59 belongs
 *   to the date it was planned on, whatever zone the server runs in.
 * - Focus minutes are the done minutes of task blocks.
 */

export interface BlockFact {
  date: string;
  startMin: number;
  endMin: number;
  kind: string;
  done: boolean;
  allDay: boolean;
}

const FOCUS_KINDS: ReadonlySet<string> = new Set(["task"]);
export const PARTS_OF_DAY = ["morning", "afternoon", "evening", "night"] as const;
export type PartOfDayName = (typeof PARTS_OF_DAY)[number];

/** Minutes a block adds to the plan (0 for all-day blocks and breaks). */
export function countedMinutes(block: Pick<BlockFact, "startMin" | "endMin" | "kind" | "allDay">): number {
  if (block.allDay || block.kind === "break") return 0;
  return Math.max(0, Math.min(1440, block.endMin) - Math.max(0, block.startMin));
}

export function isFocusBlock(block: Pick<BlockFact, "kind" | "allDay">): boolean {
  return !block.allDay && FOCUS_KINDS.has(block.kind);
}

/** done / planned, or null when nothing was planned (a day without a plan is not a 0 % day). */
export function completionRate(plannedMinutes: number, doneMinutes: number): number | null {
  if (!(plannedMinutes > 0)) return null;
  return Math.min(1, doneMinutes / plannedMinutes);
}

/** Pearson's correlation coefficient, or null with fewer than two pairs or no variation in either. */
export function pearson(xs: readonly number[], ys: readonly number[]): number | null {
  const n = Math.min(xs.length, ys.length);
  if (n < 2) return null;
  let mx = 0;
  let my = 0;
  for (let i = 0; i < n; i++) {
    mx += xs[i];
    my += ys[i];
  }
  mx /= n;
  my /= n;
  // Deviations are divided by their largest size before they are multiplied, so very small or very
  // large values neither underflow to 0 nor overflow (r does not depend on the scale of either side).
  let ax = 0;
  let ay = 0;
  for (let i = 0; i < n; i++) {
    ax = Math.max(ax, Math.abs(xs[i] - mx));
    ay = Math.max(ay, Math.abs(ys[i] - my));
  }
  if (!(ax > 0) || !(ay > 0) || !Number.isFinite(ax) || !Number.isFinite(ay)) return null;
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  for (let i = 0; i < n; i++) {
    const dx = (xs[i] - mx) / ax;
    const dy = (ys[i] - my) / ay;
    sxy += dx * dy;
    sxx += dx * dx;
    syy += dy * dy;
  }
  if (sxx === 0 || syy === 0) return null;
  return Math.max(-1, Math.min(1, sxy / Math.sqrt(sxx * syy)));
}

export type Strength = "none" | "weak" | "moderate" | "strong";

/** Words for |r| (Cohen's rough bands). */
export function strengthOf(r: number): Strength {
  const a = Math.abs(r);
  if (a < 0.1) return "none";
  if (a < 0.3) return "weak";
  if (a < 0.5) return "moderate";
  return "strong";
}

/** Morning 05-12, afternoon 12-17, evening 17-22, night 22-05. */
export function partOfDayOf(minute: number): PartOfDayName {
  const h = Math.floor(minute / 60);
  if (h >= 5 && h < 12) return "morning";
  if (h >= 12 && h < 17) return "afternoon";
  if (h >= 17 && h < 22) return "evening";
  return "night";
}

/** Calls `add(hour, minutes)` for each clock hour the span [start, end) touches. */
export function splitByHour(startMin: number, endMin: number, add: (hour: number, minutes: number) => void): void {
  let t = Math.max(0, startMin);
  const end = Math.min(1440, endMin);
  while (t < end) {
    const next = Math.min(end, (Math.floor(t / 60) + 1) * 60);
    add(Math.floor(t / 60), next - t);
    t = next;
  }
}

export function mean(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  let s = 0;
  for (const v of values) s += v;
  return s / values.length;
}

/**
 * The longest run of consecutive true days, and the run that ends on `lastDay` (or the day before
 * it when `lastDay` itself is not yet true: today is not over).
 */
export function streaks(flags: readonly boolean[]): { current: number; longest: number } {
  let longest = 0;
  let run = 0;
  for (const f of flags) {
    run = f ? run + 1 : 0;
    if (run > longest) longest = run;
  }
  let i = flags.length - 1;
  if (i >= 0 && !flags[i]) i -= 1;
  let current = 0;
  while (i >= 0 && flags[i]) {
    current += 1;
    i -= 1;
  }
  return { current, longest };
}
