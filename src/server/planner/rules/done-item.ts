/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): in a pasted checklist, a ticked box
 * ("[x] book flights", "- [X] laundry") is done already and a struck-through item ("~~call mum~~")
 * is off the list: neither is planned. An open box ("[ ] send the invoice") is a task like any other
 * line. Bounded: the rest of the item's line, at most MOST tokens.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const MOST = 30;

/** The end of the line from k (exclusive), or -1 when it runs past MOST tokens. */
function lineEnd(tokens: readonly Tagged[], k: number, from: number): number {
  while (k < tokens.length && tokens[k].kind !== "break") {
    if (k - from > MOST) return -1;
    k++;
  }
  return k;
}

export const DONE_ITEM: Rule = {
  name: "aside/done-item",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i)) return null;
    const [a, b, c] = [tokens[i], tokens[i + 1], tokens[i + 2]];
    if (a.text === "[" && b?.lower === "x" && c?.text === "]") {
      const end = lineEnd(tokens, i + 3, i);
      return end < 0 ? null : { end, text: "" };
    }
    // "~~call mum~~": struck through to its closing marks on the same line.
    if (a.text === "~" && b?.text === "~") {
      for (let k = i + 2; k < tokens.length && k < i + MOST && tokens[k].kind !== "break"; k++)
        if (tokens[k].text === "~" && tokens[k + 1]?.text === "~") return { end: k + 2, text: "" };
    }
    return null;
  },
};
