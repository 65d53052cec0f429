/**
 * A sentence that opens with what it comes after (issue 29, kind 8): "after the school run, laundry
 * and the ironing", "once I'm back from the gym, shower", "when I get back from the vet, ring mum"
 * are the items after that one, never a task titled "Run" (with "after school" as its anchor) or
 * "Once I'm back". The opening becomes the label "after the school run:", which the items of its
 * sentence share and the order reader ties to the item named. Timed openings ("after I drop the car
 * at 9, ...") are rules/after-clause.ts'.
 */

import { phraseAt, spanText, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const OPENERS: readonly (readonly string[])[] = [["as", "soon", "as"], ["once"], ["when"], ["after"]];
/** "I'm back from", "I get back from", "back from": someone returning from the item named. */
const BACK: readonly (readonly string[])[] = [
  ["i'm", "back", "from"],
  ["im", "back", "from"],
  ["i", "am", "back", "from"],
  ["i", "get", "back", "from"],
  ["i", "come", "back", "from"],
  ["we're", "back", "from"],
  ["we", "get", "back", "from"],
  ["back", "from"],
];
/** An item named with its article: "the school run", "my shift", "the dentist". */
const DETERMINERS = new Set(["the", "my", "our", "his", "her", "their"]);
const MOST = 4;

/** The ref's tokens [from, end) up to its comma, or null: "the ..." in at most MOST words, no time. */
function refBefore(tokens: readonly Tagged[], from: number): number | null {
  if (!DETERMINERS.has(tokens[from]?.lower ?? "")) return null;
  let k = from + 1;
  while (k < from + MOST && tokens[k]?.kind === "word" && !tokens[k].tags.has("connector")) k++;
  return k > from + 1 && tokens[k]?.text === "," && tokens[k + 1]?.kind === "word" ? k : null;
}

export const LEAD_AFTER: Rule = {
  name: "anchor/lead-after",
  starts: { words: ["as", "once", "when", "after"] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i)) return null;
    const opener = phraseAt(tokens, i, OPENERS);
    if (!opener) return null;
    let k = i + opener.length;
    const back = phraseAt(tokens, k, BACK);
    // "once", "when": only someone back from something ("when the shop opens" is no item to follow).
    if (!back && opener[0] !== "after") return null;
    if (back) k += back.length;
    const end = refBefore(tokens, k);
    if (end === null) return null;
    return { end: end + 1, text: `after ${spanText(tokens, k, end)}:` };
  },
};
