/**
 * A correction after another day's name (issue 29, kind 7): "parents eve is thursday not today!!",
 * "bin day is wednesday, not today", "dentist's tomorrow (not today)", "la reunión es el jueves, no
 * hoy" only stress the other day: the "not today" goes, so the item is listed for its day and no
 * item titled "Not" is planned (so does "tomorrow morning (not today!)", its "!" inside the bracket).
 * Bounded: a few tokens after the day.
 */

import { wordsAt, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";
import { isTomorrow, namedDay, weekdayAt } from "./day-names";

const NOT_TODAY: readonly (readonly string[])[] = [
  ["not", "today"],
  ["not", "tonight"],
  ["not", "this", "morning"],
  ["no", "hoy"],
];

const PARTS = new Set(["morning", "afternoon", "evening", "night", "am", "pm"]);

/** The end of the other day named at k ("thursday", "next week", "tomorrow", "tmrw"), or null. */
function otherDayEnd(tokens: readonly Tagged[], k: number): number | null {
  if (isTomorrow(tokens[k])) return k + 1;
  if (weekdayAt(tokens, k) !== undefined) return k + 1;
  const day = namedDay(tokens, k);
  return day?.day ? day.end : null;
}

export const NOT_TODAY_AFTER_DAY: Rule = {
  name: "other-day/not-today",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    const named = otherDayEnd(tokens, i);
    if (named === null) return null;
    // "accounts tomorrow night not today": the day's part stays with the day.
    const dayEnd = PARTS.has(tokens[named]?.lower ?? "") ? named + 1 : named;
    let k = dayEnd;
    const comma = tokens[k]?.text === "," || tokens[k]?.text === "-" || tokens[k]?.text === "–";
    const bracket = tokens[k]?.text === "(";
    if (comma || bracket) k++;
    const words = NOT_TODAY.find((w) => wordsAt(tokens, k, w));
    if (!words) return null;
    k += words.length;
    // "(not today!)", "(not today!! 🙏)": the stress inside the bracket goes with it.
    while (bracket && (tokens[k]?.text === "!" || tokens[k]?.kind === "emoji")) k++;
    if (bracket) {
      if (tokens[k]?.text !== ")") return null;
      k++;
    }
    if (!closesItem(tokens[k]) && tokens[k]?.text !== "," && tokens[k]?.kind !== "emoji") return null;
    return {
      end: k,
      text: tokens
        .slice(i, dayEnd)
        .map((t) => t.text)
        .join(" "),
    };
  },
};
