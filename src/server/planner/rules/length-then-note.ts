/**
 * A length after a comma with a note in brackets after it (issue 29, r11 kind 1): "consult with new
 * client, 30 min (sleeve idea)", "dentist 2pm, 30 min (cleaning)" are the item with that length and
 * its note ("... (30 min) (sleeve idea)"), not a loose item "(sleeve idea)" carrying the length. Only
 * a bracket of at most six words with no number in it, closing the item. Bounded.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const MOST = 6;

export const LENGTH_THEN_NOTE: Rule = {
  name: "length/then-bracket-note",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== "," || i === 0 || tokens[i - 1].kind === "break") return null;
    const len = readLength(tokens, i + 1);
    if (!len || len.minutes > 12 * 60 || tokens[len.end]?.text !== "(") return null;
    let k = len.end + 1;
    const words: string[] = [];
    while (k < tokens.length && tokens[k].text !== ")") {
      if (tokens[k].kind !== "word" || words.length === MOST) return null;
      words.push(tokens[k].text);
      k++;
    }
    if (words.length === 0 || tokens[k]?.text !== ")" || !closesItem(tokens[k + 1])) return null;
    return { end: k + 1, text: ` (${len.minutes} min) (${words.join(" ")})` };
  },
};
