/**
 * Anchors to the day's events hold (issue 29, kind 8): an item due "before" a timed item the text
 * names ("fix the figures 1h before the meeting", "tune the piano before the first lesson", "cinema
 * at 8.30, pizza before", "homework b4 my shift") is done just before it, not at the start of the
 * day (when it is an hour or less): it gets the justBefore trait, which the solver reads like a pick-up's (schedule/next-to.ts).
 * A clock deadline ("before 10", "b4 noon") is left as it is: any time until then; but a length written
 * right before it ("preparar el material 20 min antes de las 5", "set out the cones 20 mins before 5")
 * when a timed item starts then is that long before it, so just before it too (kind from blind es23).
 */

import { tag } from "../core/tags";
import { toMinutes } from "../time";
import type { ExtractedTask } from "../types";

/** Longest item that is placed just before its event. */
const SHORT = 60;
const BEFORE = new Set(["before", "beforehand", "b4", "bfr", "ahead"]);
/** Sleep and naps: "sleep", "nap", "power nap", "siesta", "dormir", "نوم", "أنام". Anchored: linear. */
const REST =
  /^(?:(?:power\s+)?nap|sleep|get\s+some\s+sleep|siesta|dormir|echar(?:me)?\s+(?:una\s+)?siesta|نوم|[أا]نام|قيلولة)$/iu;

/** The source says "before" and no clock follows it. */
function beforeAnEvent(source: string): boolean {
  const tokens = tag(source);
  for (let i = 0; i < tokens.length; i++) {
    if (!BEFORE.has(tokens[i].lower)) continue;
    let k = i + 1;
    if (tokens[k]?.lower === "of") k++;
    const next = tokens[k];
    // "revise before 1h": a length after "before" is the item's own, not a clock.
    const clock = next?.kind === "clock" || (next?.kind === "number" && !tokens[k + 1]?.unitMinutes);
    if (clock || next?.lower === "noon" || next?.lower === "midday") continue;
    return true;
  }
  return false;
}

/** The source writes a length right before "before"/"antes": "20 min antes de las 5". */
function lengthRightBefore(source: string): boolean {
  const tokens = tag(source);
  for (let i = 1; i + 1 < tokens.length; i++) {
    if (tokens[i].unitMinutes === undefined || tokens[i - 1].kind !== "number") continue;
    const next = tokens[i + 1].lower;
    if (BEFORE.has(next) || next === "antes") return true;
  }
  return false;
}

export function markJustBefore(tasks: ExtractedTask[]): void {
  // "emails before lunch with Sam" means the morning, not the minutes before the meal.
  const starts = new Set(
    tasks.filter((t) => t.fixedStart && t.kind !== "meal").map((t) => toMinutes(t.fixedStart as string)),
  );
  for (const t of tasks) {
    if (t.fixedStart || !t.deadline || !t.source || t.traits?.justBefore !== undefined) continue;
    // "sleep 2 hours before I head in at 9:30pm", "nap before the night shift": rest is taken as
    // late as it may, right before, however long it is.
    if (REST.test(t.title) && !t.earliestStart && !t.partOfDay) {
      t.traits = { ...t.traits, justBefore: true };
      continue;
    }
    // A long stretch ("mark essays 2 hours before tutoring") is only due by then.
    if (t.durationMinutes > SHORT) continue;
    if (!starts.has(toMinutes(t.deadline)) || !(beforeAnEvent(t.source) || lengthRightBefore(t.source))) continue;
    t.traits = { ...t.traits, justBefore: true };
  }
}
