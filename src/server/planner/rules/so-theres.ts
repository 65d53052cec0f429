/**
 * "batch cook a lasagne, couple hours, so theres food for the week", "make soup 1h so there's lunch
 * tomorrow" (issue 29, p-seen19): what the item leaves behind, told after "so there's", is why it is
 * done, never an item of its own ("Food for the week"). The clause goes, up to the end of its item.
 * So is a purpose clause of another day's ("make sandwiches tonight so the kids have lunch tomorrow",
 * "so we've got dinner for Tuesday", issue 29 p-redo21 kind 3): the other day is the purpose's, the
 * item stays today. Bounded: MOST tokens.
 */

import type { Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const THERE = new Set(["there's", "there’s", "theres"]);
const MOST = 10;
/** Another day's word inside the purpose ("so the kids have lunch tomorrow"). */
const OTHER_DAY = new Set(
  "tomorrow tmrw tmr tomoz tomorow tommorow tommorrow monday tuesday wednesday thursday friday saturday sunday".split(
    " ",
  ),
);

/** "so the kids have lunch tomorrow": the end of a purpose clause with another day's word in it, or -1. */
function otherDayPurpose(tokens: Parameters<Rule["match"]>[0], i: number): number {
  if (tokens[i + 1]?.kind !== "word" || OTHER_DAY.has(tokens[i + 1].lower)) return -1;
  let k = i + 1;
  let day = false;
  while (k < tokens.length && k - i < MOST && !closesItem(tokens[k]) && tokens[k].text !== ",") {
    const t = tokens[k];
    if (t.kind !== "word" || t.tags.has("cue")) return -1;
    if (OTHER_DAY.has(t.lower)) day = true;
    k++;
  }
  return day && k - i < MOST ? k : -1;
}

export const SO_THERES: Rule = {
  name: "aside/so-theres",
  starts: { words: ["so"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "so" || i === 0 || closesItem(tokens[i - 1])) return null;
    const next = tokens[i + 1];
    const k0 = next && THERE.has(next.lower) ? i + 2 : -1;
    const purpose = k0 < 0 ? otherDayPurpose(tokens, i) : -1;
    if (purpose > 0) return { end: purpose, text: "" };
    if (k0 < 0 || tokens[k0]?.kind !== "word") return null;
    let k = k0;
    while (k < tokens.length && k - i < MOST && !closesItem(tokens[k]) && tokens[k].text !== ",") k++;
    if (k - i >= MOST) return null;
    return { end: k, text: "" };
  },
};
