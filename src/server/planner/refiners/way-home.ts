/**
 * On the way home is after the day out (issue 29, kind 8): in "court 9:30 till 4:30, proofread during
 * the recess, gym maybe, pick up dry cleaning on the way home" the pick-up comes after court, the
 * day's long timed item written before it, not after the gym written just before it (rules/way-home.ts
 * gives it the plain "afterwards", the item before). Only when the item before is untimed and a timed
 * stretch of two hours or more was written earlier.
 *
 * With no day out written and a work day (the day has work hours), the way home is from work: in
 * "- standup 9:15\n- call the dentist\n- pick up dry cleaning on the way home" the pick-up is after work
 * ends, and still after the item before it. Not with a time of its own or a start already read.
 */

import { tag } from "../core/tags";
import { toMinutes } from "../time";
import type { ExtractedTask, PlanOptions } from "../types";

const DAY_OUT = 120;

/** "بطريقي للبيت", "وأنا راجع للبيت", "في طريقي على البيت": the Arabic way home's first word. */
const AR_WAY = new Set(["بطريقي", "طريقي", "راجع", "راجعة"]);
const AR_HOME = new Set(["للبيت", "البيت"]);

function onTheWayHome(source: string): boolean {
  const w = tag(source);
  for (let i = 0; i + 1 < w.length; i++) {
    if ((w[i].lower === "way" && w[i + 1].lower === "home") || (w[i].lower === "camino" && w[i + 2]?.lower === "casa"))
      return true;
    if (AR_WAY.has(w[i].lower) && (AR_HOME.has(w[i + 1].lower) || AR_HOME.has(w[i + 2]?.lower ?? ""))) return true;
  }
  return false;
}

export function wayHomeAfterDayOut(tasks: ExtractedTask[], options: PlanOptions): void {
  tasks.forEach((t, i) => {
    if (t.fixedStart || t.after?.length !== 1 || i === 0 || !t.source) return;
    const prev = tasks.find((o) => o.id === t.after?.[0]);
    if (!prev || prev.fixedStart || !onTheWayHome(t.source)) return;
    let out: ExtractedTask | undefined;
    for (let k = i - 1; k >= 0 && !out; k--) {
      const o = tasks[k];
      if (o.fixedStart && o.fixedEnd && toMinutes(o.fixedEnd) - toMinutes(o.fixedStart) >= DAY_OUT) out = o;
    }
    // (A stretch split by its break, refiners/break-inside.ts: the part that ends it.)
    const last = out && tasks.find((o) => o.id === `${out.id}b`);
    if (out) t.after = [(last ?? out).id];
    else if (options.workEnd && !t.earliestStart && !t.deadline) t.earliestStart = options.workEnd;
  });
}
