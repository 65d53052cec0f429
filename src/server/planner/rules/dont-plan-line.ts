/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): a line whose last words, after a comma
 * or a dash, say it is not for the plan ("feeds roughly every 3h, not planning those", "wake up,
 * coffee, not a task lol", "school run - don't schedule it") plans nothing: the remark is about the
 * whole line, not only the words just before it. In brackets it stays with its own item
 * ("laundry (not planning that)", read by the item reader, segment-words.ts DONT_PLAN).
 * Bounded: one line, at most MOST tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { opensItem } from "../core/tags";
import { wordsEnd } from "../core/line-ends";
import { DONT_PLAN } from "../segment-words";

const MOST = 40;
/** What may stand before the remark: it closes the line's list, it is no bracket. */
const LEAD = new Set([",", "،", ".", ";", "-", "–", "—"]);

export const DONT_PLAN_LINE: Rule = {
  name: "aside/dont-plan-line",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i) || tokens[i].kind === "break") return null;
    let end = i;
    while (end < tokens.length && end - i < MOST && tokens[end].kind !== "break") end++;
    if (end - i >= MOST) return null;
    // ("school run 8.30, not planning that part. write the newsletter 1h": a sentence the remark closes
    // ends there, on a line that goes on; the line's end is tried last.)
    for (let k = i + 1; k < end; k++)
      if (sentenceEnd(tokens, k) && remarkCloses(tokens, i, k)) return { end: k, text: sleptUntil(tokens, i, k) };
    return remarkCloses(tokens, i, wordsEnd(tokens, end, i)) ? { end, text: sleptUntil(tokens, i, end) } : null;
  },
};

/** A ".", "!" or ";" at k with a word after it: the end of a sentence. */
const sentenceEnd = (tokens: Parameters<Rule["match"]>[0], k: number): boolean =>
  (tokens[k].text === "." || tokens[k].text === "!" || tokens[k].text === ";") && tokens[k + 1]?.kind === "word";

/**
 * Tokens [i, end) close with the remark, after a comma, a stop or a dash. ("school run 8.30, not planning that
 * part 🙂": the emoji or stop that closes the line or the sentence is its end.)
 */
function remarkCloses(tokens: Parameters<Rule["match"]>[0], i: number, end: number): boolean {
  while (end > i + 1 && tokens[end - 1].kind === "emoji") end--;
  const line = spanText(tokens, i, end);
  const m = DONT_PLAN.exec(line);
  if (!m || m.index === 0) return false;
  return LEAD.has(line.slice(0, m.index).trimEnd().slice(-1));
}

/** Sleep the plan leaves alone: "sleeping till 2ish, not planning that bit", "in bed til noon - don't plan it". */
const SLEEP = new Set(["sleep", "sleeping", "asleep", "bed", "lie-in", "kip", "kipping", "napping"]);
const TILL = new Set(["till", "til", "until", "'til", "hasta"]);
/** Words read before the sleep word: "in bed", "having a lie-in". */
const SLEEP_LEAD = 3;

/**
 * The day's hours after the sleep ("free after 2", as rules/free-after.ts reads "nothing till 2") when the line is sleep till an
 * hour: the remark leaves the sleep off the plan, not the person free before that hour. Else nothing.
 */
function sleptUntil(tokens: Parameters<Rule["match"]>[0], i: number, end: number): string {
  let k = i;
  while (k < end && k - i < SLEEP_LEAD && !SLEEP.has(tokens[k].lower)) k++;
  if (!SLEEP.has(tokens[k]?.lower ?? "")) return "";
  for (let j = k + 1; j < end && j - k <= 2; j++) {
    if (!TILL.has(tokens[j].lower)) continue;
    const c = readClock(tokens, j + 1);
    return c ? `free after ${spanText(tokens, j + 1, c.end, "")}` : "";
  }
  return "";
}
