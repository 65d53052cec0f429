/**
 * A sentence about all the day's items at once heads the list that follows (issue 29, kinds 3 and
 * 8): "ferry shift 6-2 today so everything's after that", "everything has to happen before crew
 * pickup", "todo tiene que estar antes de las 5" are the headings "after that:", "before crew
 * pickup:", "antes de las 5:", never a task titled "Everything's". A "so" before it goes with it.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const ALL = new Set(["everything", "everything's", "everythings", "todo"]);
/** Words between "everything" and its order word: "has to happen", "is", "must be done", "tiene que estar". */
const LINK = new Set([
  ...["is", "'s", "has", "have", "to", "needs", "need", "must", "be", "done", "happen", "happens", "goes", "go"],
  ...["fits", "fit", "else", "else's", "gets", "got", "comes", "else", "tiene", "que", "estar", "hecho", "va", "es"],
]);
const ORDER = new Map([
  ["before", "before"],
  ["after", "after"],
  ["by", "before"],
  ["antes", "antes"],
  ["después", "después"],
  ["despues", "después"],
]);
const MOST_LINK = 5;
const MOST_REF = 6;

function opens(tokens: readonly Tagged[], i: number): number | null {
  if (opensItem(tokens, i, true)) return i;
  // "... today so everything's after that": the "so" goes too.
  const so = tokens[i - 1];
  if ((so?.lower === "so" || so?.lower === "así" || so?.lower === "asi") && i > 1) return i - 1;
  return null;
}

export const EVERYTHING_HEADING: Rule = {
  name: "list/everything-heading",
  starts: { words: [...ALL] },
  match: (tokens, i) => {
    if (!ALL.has(tokens[i].lower)) return null;
    const from = opens(tokens, i);
    if (from === null) return null;
    let k = i + 1;
    while (k < i + 1 + MOST_LINK && LINK.has(tokens[k]?.lower ?? "")) k++;
    const order = ORDER.get(tokens[k]?.lower ?? "");
    if (!order) return null;
    let end = k + 1;
    // "antes de las 5", "después de eso": the "de" goes with the order word.
    while (end < k + 1 + MOST_REF && !closesItem(tokens[end]) && tokens[end].text !== ":") end++;
    if (end === k + 1 || !closesItem(tokens[end])) return null;
    const ref = tokens
      .slice(k + 1, end)
      .map((t) => t.text)
      .join(" ");
    // The heading ends the item before it (a "so" after a clause) and heads what follows.
    const stop = tokens[end]?.kind === "punct" ? end + 1 : end;
    return { from, end: stop, text: `${from < i ? ". " : ""}${order} ${ref}:` };
  },
};
