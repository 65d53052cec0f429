/**
 * Anchors to the day's events hold (issue 29, kind 8): an item "right after" a timed item ("sprint
 * demo 2-3, then retro right after (45 mins)", "straight after the ceremony", "directly after the
 * match") starts when that item ends, as a timed block of its own length, instead of any time
 * later. Only when the time is free of the day's other timed items; otherwise it stays "after".
 */

import { tag } from "../core/tags";
import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";

// "justo después del laburo", "inmediatamente después": the Spanish too; Arabic "بعد الدوام على طول"
// reaches here as "right after work" (arabic.ts).
const RIGHT = new Set(["right", "straight", "directly", "immediately", "just", "justo", "inmediatamente", "enseguida"]);
const AFTER = new Set(["after", "afterwards", "afterward", "después", "despues", "tras"]);

/** The source says "right after" (or "straight afterwards"...). */
function rightAfter(source: string): boolean {
  const tokens = tag(source);
  for (let i = 0; i + 1 < tokens.length; i++)
    if (RIGHT.has(tokens[i].lower) && AFTER.has(tokens[i + 1].lower)) return true;
  return false;
}

export function markRightAfter(tasks: ExtractedTask[]): void {
  const byId = new Map(tasks.map((t) => [t.id, t]));
  for (const t of tasks) {
    if (t.fixedStart || t.deadline || !t.source || t.after?.length !== 1) continue;
    const anchor = byId.get(t.after[0]);
    if (!anchor?.fixedEnd || !rightAfter(t.source)) continue;
    const start = toMinutes(anchor.fixedEnd);
    const anchorStart = anchor.fixedStart ? toMinutes(anchor.fixedStart) : start;
    const end = start + t.durationMinutes;
    if (end > 24 * 60 || (t.earliestStart && toMinutes(t.earliestStart) > start)) continue;
    // (A span that holds the anchor too, like the day's work hours, is no clash.)
    const clash = tasks.some(
      (o) =>
        o !== t &&
        o.fixedStart &&
        o.fixedEnd &&
        toMinutes(o.fixedStart) < end &&
        toMinutes(o.fixedEnd) > start &&
        !(toMinutes(o.fixedStart) <= anchorStart && toMinutes(o.fixedEnd) >= end),
    );
    if (clash) continue;
    t.fixedStart = fromMinutes(start);
    t.fixedEnd = fromMinutes(end);
    delete t.earliestStart;
    delete t.partOfDay;
  }
}
