/**
 * An item put off to another day in so many words (issue 29, en18b): "the fire drill paperwork can
 * wait till Friday", "invoice for October needs doing Friday", "the filing can wait until tomorrow",
 * "car wash needs doing on Sat". The words say the item is that day's work, whatever "for" or
 * "about" stands earlier in it, so it plans nothing today; the plan lists it for that day under the
 * item's own words ("Fire drill paperwork"). The day must close the item (its sentence, line or comma);
 * an item joined on by "then" or "and" starts after it. The planned day's own weekday ("can wait till Monday" on a Monday) is left alone.
 */

import { phraseAt, type Rule } from "../core/rules";
import { closesItem, lastTagged, opensItem, type Tagged } from "../core/tags";
import { isTomorrow, weekdayAt } from "./day-names";

/** Longest item read before its putting-off words. */
const MOST = 12;
/** The putting-off words, up to the day. */
const PUT_OFF = [
  ["can", "wait", "till"],
  ["can", "wait", "until"],
  ["can", "wait", "til"],
  ["can", "wait", "for"],
  ["will", "wait", "till"],
  ["will", "wait", "until"],
  ["needs", "doing", "on"],
  ["needs", "doing"],
  ["need", "doing"],
  ["can", "be", "done", "on"],
  ["can", "be", "done"],
] as const;

/** The first words of PUT_OFF. */
const PUT_OFF_FIRST: ReadonlySet<string> = new Set(PUT_OFF.map((p) => p[0]));
const putOffWord = (t: Tagged): boolean => PUT_OFF_FIRST.has(t.lower);

/** Words that join one item to the next ("tidy 20 mins then the car wash needs doing on Sat"). */
const JOINERS = new Set(["then", "and", "so", "but", "also", "plus", "oh"]);

/** The day at k closes the item: its end, or -1. */
function closedAt(tokens: readonly Tagged[], k: number): number {
  const t = tokens[k + 1];
  return t === undefined || closesItem(t) || t.text === "," || t.kind === "emoji" ? k + 1 : -1;
}

export const WAIT_TILL_DAY: Rule = {
  name: "other-day/wait-till-day",
  starts: { kinds: ["word"] },
  match: (tokens, i, context) => {
    if (tokens[i].kind !== "word" || !(opensItem(tokens, i, true) || JOINERS.has(tokens[i - 1]?.lower ?? "")))
      return null;
    // (Its putting-off words stand after i, or none are found.)
    if (lastTagged(tokens, putOffWord) <= i) return null;
    // ("oh and the car wash ...": the joining words open the item, not its title.)
    let from = i;
    while (from < i + 2 && JOINERS.has(tokens[from]?.lower ?? "")) from++;
    for (let k = from + 1; k < tokens.length && k - from <= MOST; k++) {
      const t = tokens[k];
      if (closesItem(t) || t.text === "," || JOINERS.has(t.lower)) return null;
      const words = phraseAt(tokens, k, PUT_OFF);
      if (!words) continue;
      const at = k + words.length;
      const tomorrow = isTomorrow(tokens[at]);
      const weekday = tomorrow ? undefined : weekdayAt(tokens, at);
      if (!tomorrow && (weekday === undefined || weekday === context.weekday)) return null;
      const end = closedAt(tokens, at);
      if (end < 0) return null;
      const day = weekday === undefined ? { plus: 1 } : { weekday };
      return { end, text: "", note: { day, from, end, dayFrom: k, dayEnd: end } };
    }
    return null;
  },
};
