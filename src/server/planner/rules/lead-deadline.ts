/**
 * A deadline said first (issue 29, kind 6): "by lunchtime send the proposal", "by 3 finish the
 * deck", "before noon call the bank" are the item with its deadline after it ("send the proposal
 * by lunchtime"), never a title that starts "By lunchtime". Only at the start of an item, and only
 * when words follow the time; the item is read to its end (a bounded number of tokens).
 */

import { phraseAt, readClock, spanText, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";
import { opensReason } from "./deadline-why";

const BY = new Set(["by", "before"]);
/** Named times a deadline may be: "lunchtime", "noon", "end of day". */
const NAMED: readonly (readonly string[])[] = [
  ["lunchtime"],
  ["lunch"],
  ["noon"],
  ["midday"],
  ["eod"],
  ["cob"],
  ["end", "of", "day"],
  ["the", "end", "of", "the", "day"],
  ["end", "of", "the", "day"],
];
const MOST = 20;

/** The end of the time after "by" at k: a clock or a named time. */
function timeEnd(tokens: readonly Tagged[], k: number): number | null {
  const c = readClock(tokens, k);
  if (c) return c.end;
  const named = phraseAt(tokens, k, NAMED);
  return named ? k + named.length : null;
}

export const LEAD_DEADLINE: Rule = {
  name: "deadline/lead-deadline",
  starts: { opens: true, words: [...BY] },
  match: (tokens, i) => {
    if (!BY.has(tokens[i].lower) || !opensItem(tokens, i, true)) return null;
    const at = timeEnd(tokens, i + 1);
    if (at === null) return null;
    // "by 3, finish the deck": a comma after the time goes.
    const from = tokens[at]?.text === "," ? at + 1 : at;
    // The item's own words: a verb first (a word, not "-" or "then").
    if (tokens[from]?.kind !== "word" || tokens[from].tags.has("connector")) return null;
    // ("..., by 6 because I deliver it today": the deadline of the item before, and its reason.)
    if (from === at && opensReason(tokens[from])) return null;
    let end = from;
    while (end < from + MOST && !closesItem(tokens[end]) && tokens[end].text !== "," && tokens[end].text !== ":") end++;
    if (end === from || end === from + MOST) return null;
    // "by lunchtime" is read as noon, the start of the lunch hour.
    const lunch = tokens[i + 1].lower === "lunchtime" || tokens[i + 1].lower === "lunch";
    const when = lunch ? `${tokens[i].text} noon` : spanText(tokens, i, at);
    return { end, text: `${spanText(tokens, from, end)} ${when}` };
  },
};

/** "send the proposal by lunchtime", "antes del almuerzo" aside: "by lunch(time)" is by noon, never the lunch itself. */
export const BY_LUNCH: Rule = {
  name: "deadline/by-lunch",
  starts: { words: ["by"] },
  match: (tokens, i) => {
    const next = tokens[i + 1]?.lower;
    if (tokens[i].lower !== "by" || (next !== "lunchtime" && next !== "lunch")) return null;
    const after = tokens[i + 2];
    if (!(closesItem(after) || after.text === "," || after.text === "!" || after.kind === "emoji")) return null;
    return { end: i + 2, text: `${tokens[i].text} noon` };
  },
};
