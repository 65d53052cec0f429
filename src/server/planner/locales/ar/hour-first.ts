/**
 * An item that opens with an approximate hour and then its verb (issue 29, kind 9): Maghrebi "مع 1
 * نتغدى" (around one, we have lunch), "حوالي ٧ أكلم أهلي", "تقريبا ٨ نتعشى" are at that hour, as
 * "الساعة ٧ أكلم أهلي" is; never a title "1 نتغدى". The cue and the hour become the plain "at 7" the
 * item reader knows (its half of the day read as for any bare hour). Only at an item's opening, an
 * hour of 1-12, and a first-person verb after it ("ن…", "أ…"): "مع 3 زملاء", "حوالي 3 ساعات",
 * "مع 2 أصحاب" (a plural of the أفعال shape) are counts and lengths, left alone.
 */

import type { Rule } from "../../core/rules";
import { opensItem, type Tagged } from "../../core/tags";

const CUES = new Set(["مع", "حوالي", "حوالى", "تقريبا", "تقريباً", "around"]);
/** First-person imperfect: "نتغدى", "نوصل", "أكلم", "اروح" (not the article "ال"). */
const VERB = /^(?:ن\p{L}{2,}|[أا](?!ل)\p{L}{2,})$/u;
/** "أصحاب", "أولاد": the plural shape أفعال, a count's noun. */
const PLURAL = /^[أا]\p{L}{2}ا\p{L}$/u;

function hourAt(t: Tagged | undefined): boolean {
  if (!t) return false;
  if (t.kind === "clock") return Number(t.text.split(/[:.]/u)[0]) <= 12;
  return t.kind === "number" && t.count !== undefined && t.count >= 1 && t.count <= 12 && !t.text.includes(".");
}

export const HOUR_FIRST: Rule = {
  name: "ar-clock/hour-first",
  starts: { words: [...CUES] },
  match: (tokens, i) => {
    if (!CUES.has(tokens[i].lower) || !opensItem(tokens, i, true)) return null;
    const hour = tokens[i + 1];
    if (!hourAt(hour)) return null;
    const next = tokens[i + 2];
    if (next?.kind !== "word" || next.unitMinutes !== undefined || !VERB.test(next.text) || PLURAL.test(next.text))
      return null;
    return { end: i + 2, text: `at ${hour.text}` };
  },
};
