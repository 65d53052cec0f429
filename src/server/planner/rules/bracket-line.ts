/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): a bracketed note that stands alone as
 * an item ("writing day ✍️ (deadline friday!!)", "(2nd week of placement)", "(no car today)") plans
 * nothing. One with a time or a length in it is left to the item reader ("(2h)" on its own line
 * belongs to the item before).
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const MOST = 12;

export const BRACKET_LINE: Rule = {
  name: "aside/bracket-line",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !opensItem(tokens, i)) return null;
    let k = i + 1;
    for (; k < tokens.length && k - i < MOST && tokens[k].text !== ")"; k++) {
      const t = tokens[k];
      if (t.kind === "clock" || t.kind === "break" || t.text === "(" || readLength(tokens, k)) return null;
    }
    if (tokens[k]?.text !== ")") return null;
    k++;
    while (tokens[k]?.kind === "emoji" || tokens[k]?.text === "!") k++;
    return closesItem(tokens[k]) ? { end: k, text: "" } : null;
  },
};
