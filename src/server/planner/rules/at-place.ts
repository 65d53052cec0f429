/**
 * Times and lists attach to the right item (issue 29, kind 1): "quote for the Patels, 45 mins, at
 * theirs at 5", "book club, at Sue's at 8": a place and its hour said after a comma are the item's,
 * never an item "Theirs" at 17:00 beside a "Quote for the Patels" left to float. The comma goes, so
 * the item reads "quote for the Patels 45 mins at theirs at 5". Bounded: PLACE_WORDS words.
 */

import { readClock, readLength, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const AT = new Set(["at", "@"]);
/** Most words of the place between its "at" and the hour's. */
const PLACE_WORDS = 3;

export const AT_PLACE_AFTER_COMMA: Rule = {
  name: "list/at-place-after-comma",
  starts: { words: [","] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (tokens[i].text !== "," || !(prev?.kind === "word" || prev?.kind === "number")) return null;
    if (tokens[i + 1]?.lower !== "at") return null;
    let k = i + 2;
    // (The place's words, and the apostrophe of "the Greens'".)
    const placeWord = (t: Tagged | undefined) =>
      (t?.kind === "word" && !AT.has(t.lower) && !t.tags.has("pm")) || t?.text === "'" || t?.text === "’";
    while (k - (i + 2) < PLACE_WORDS + 1 && placeWord(tokens[k])) k++;
    if (k === i + 2 || !AT.has(tokens[k]?.lower ?? "") || !readClock(tokens, k + 1)) return null;
    // "…, 45 mins, at theirs at 5": the length between two commas is the item's too; both commas go.
    const len = readLength(tokens, i - 2);
    if (len?.end === i && tokens[i - 3]?.text === ",")
      return { from: i - 3, end: i + 1, text: ` ${tokens[i - 2].text} ${tokens[i - 1].text}` };
    return { end: i + 1, text: "" };
  },
};
