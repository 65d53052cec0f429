/**
 * A day written one line (or one sentence) per item, time first, some hours bare (issue 29, kind en14-1):
 * "8 - load in at main stage\n9.30 line check\n11 - call Bex\n2 jumble sale". When another line of the
 * list opens with a clock ("9.30 line check"), a line that opens with a bare hour and a dash ("11 - call
 * Bex"), or a bare hour and singular words ("2 jumble sale"; "6 doors" may be a count), is timed the same way: the hour moves behind
 * the item's words (up to a comma or the line's end) as "at 11", which the item reader knows.
 * Bounded: the list is read LOOK tokens each way.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensLineOrSentence, type Tagged } from "../core/tags";

const LOOK = 60;
const DASH = new Set(["-", "–", "—"]);

const bareHour = (t: Tagged | undefined, least: number): boolean =>
  t?.kind === "number" &&
  !t.unitMinutes &&
  t.tags.size === 0 &&
  (t.digits ?? 0) <= 2 &&
  (t.value ?? 0) >= least &&
  (t.value ?? 0) <= 12;
/** "2h library", "10am viewing": the number is a length or a clock already, read elsewhere. */
const UNIT = /^(?:h|hr|hrs|hours?|m|mins?|minutes?|am|pm|ish|o'?clock|x|k|st|nd|rd|th)$/iu;
const word = (t: Tagged | undefined): boolean => t?.kind === "word" && !t.unitMinutes && t.count === undefined;

/** Whether another line of the list (within LOOK tokens) opens with a clock followed by words. */
function clockLine(tokens: readonly Tagged[], i: number): boolean {
  const lo = Math.max(0, i - LOOK);
  const hi = Math.min(tokens.length, i + LOOK);
  for (let k = lo; k < hi; k++)
    if (k !== i && tokens[k].kind === "clock" && opensLineOrSentence(tokens, k) && word(tokens[k + 1])) return true;
  return false;
}

export const TIME_FIRST_LINES: Rule = {
  name: "list/time-first-lines",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (!opensLineOrSentence(tokens, i)) return null;
    if (UNIT.test(tokens[i + 1]?.text ?? "") || tokens[i + 1]?.tags.size) return null;
    const dashed = DASH.has(tokens[i + 1]?.text ?? "");
    if (!bareHour(t, dashed ? 1 : 2)) return null;
    const from = dashed ? i + 2 : i + 1;
    if (!word(tokens[from])) return null;
    let end = from;
    while (end < from + 10 && !closesItem(tokens[end]) && tokens[end].text !== ",") {
      if (tokens[end].kind === "number" || tokens[end].kind === "clock" || DASH.has(tokens[end].text)) return null;
      // Without a dash, "2 nail trims", "6 doors" may be counts: only singular words are read as timed.
      if (!dashed && (!word(tokens[end]) || /s$/iu.test(tokens[end].text))) return null;
      end++;
    }
    if (end === from + 10 || !clockLine(tokens, i)) return null;
    const words = tokens
      .slice(from, end)
      .map((w) => w.text)
      .join(" ");
    return { end, text: `${words} at ${t.text}` };
  },
};
