/**
 * A break as where in the day, with the hour said (issue 29, kinds 1 and 5): "call dad on the break
 * ~1pm", "ring the bank in my break at 1", "text Jo during my tea break at 3.30" are that item at
 * that hour, not a break titled "Call dad on the break": the phrase goes and the hour stays. Without
 * an hour, "call mum on my break" is the item in the break of the working day, the lunch hours
 * ("after 12:00 and before 14:00", as "on my lunch break" reads); a tea or coffee break without an
 * hour is left alone (which one is not said). Bounded: LOOK tokens each way for the hour.
 */

import { type Rule } from "../core/rules";
import { closesItem, inClauseBefore, type Tagged } from "../core/tags";

const OPENERS = new Set(["on", "in", "during", "over"]);
const OWNERS = new Set(["my", "the", "a", "our"]);
const KINDS = new Set(["tea", "coffee", "short", "quick", "first", "second"]);
const LOOK = 5;

const timed = (t: Tagged): boolean => t.kind === "clock" || t.kind === "number";

/** Whether the item has an hour within LOOK tokens of [from, to), and words of its own before from. */
function hourNear(tokens: readonly Tagged[], from: number, to: number): boolean {
  for (let k = to; k < to + LOOK && !closesItem(tokens[k]) && tokens[k].text !== ","; k++)
    if (timed(tokens[k])) return true;
  return inClauseBefore(tokens, from, LOOK, (k) => timed(tokens[k]));
}

export const ON_THE_BREAK: Rule = {
  name: "anchor/on-the-break",
  starts: { words: [...OPENERS] },
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower) || tokens[i - 1]?.kind !== "word") return null;
    let k = i + 1;
    if (!OWNERS.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (KINDS.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.lower !== "break") return null;
    k++;
    if (hourNear(tokens, i, k)) return { end: k, text: "" };
    const which = tokens[i + 2]?.lower ?? "";
    return which === "tea" || which === "coffee" ? null : { end: k, text: "after 12:00 and before 14:00" };
  },
};
