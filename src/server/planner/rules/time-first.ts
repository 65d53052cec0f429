/**
 * Times attach to their own items (issue 29, kind 1): a day written time first with no commas,
 * "9:00 standup 9:15 emails 10:00 client call (1h) 11:30 gym", is one item per time: a clock written
 * after an item's words, in an item that itself opened with a clock, starts the next item.
 */

import { type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const LOOK_BACK = 12;
/** English and Spanish word order (Arabic writes its times inside the phrase: left to arabic.ts). */
const LATIN = /^\p{Script=Latin}/u;

/** A clock by its form: "9:15", "11.30", "2pm". */
function clockAt(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind === "clock") return true;
  const next = tokens[k + 1];
  return t?.kind === "number" && (t.digits ?? 0) <= 2 && !!(next?.tags.has("pm") || next?.tags.has("am"));
}

/** The item around i opened with a clock, or an earlier time of the same run starts one. */
function openedWithClock(tokens: readonly Tagged[], i: number): boolean {
  let k = i - 1;
  for (; k >= 0 && i - k <= LOOK_BACK; k--) {
    const t = tokens[k];
    if (closesItem(t) || t.text === "," || t.text === ":") break;
    if (k < i - 1 && clockAt(tokens, k) && tokens[k - 1]?.kind !== "number") return true;
  }
  if (i - k > LOOK_BACK) return false;
  return clockAt(tokens, k + 1);
}

export const TIME_FIRST: Rule = {
  name: "list/time-first",
  starts: { kinds: ["clock", "number"] },
  match: (tokens, i) => {
    if (!clockAt(tokens, i)) return null;
    const before = tokens[i - 1];
    // "client call (1h) 11:30 gym": after a word, or the brackets that end an item's length.
    if (!(before?.kind === "word" && before.tags.size === 0 && LATIN.test(before.text)) && before?.text !== ")")
      return null;
    const end = tokens[i].kind === "clock" ? i + 1 : i + 2;
    const next = tokens[end];
    if (next?.kind !== "word" || next.tags.size > 0 || next.unitMinutes || !LATIN.test(next.text)) return null;
    if (!openedWithClock(tokens, i)) return null;
    return { end: i + 1, text: `, ${tokens[i].text}` };
  },
};
