/**
 * "practise the voluntary 1.5h, split ok", "revise 3h, can split", "essay 2h - splitting is fine":
 * a note that the item may be done in pieces (issue 29, kind 3: asides are not tasks). Items are
 * split when they need to be anyway, so the note plans nothing; after a comma or a dash it was read
 * as an item of its own ("Split ok"). Only after an item's words, closed by the item's end.
 */

import { phraseAt, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const NOTES: readonly (readonly string[])[] = [
  ["split", "ok"],
  ["split", "okay"],
  ["split", "fine"],
  ["split", "is", "fine"],
  ["split", "is", "ok"],
  ["split's", "fine"],
  ["split's", "ok"],
  ["splitting", "is", "fine"],
  ["splitting", "ok"],
  ["splitting", "fine"],
  ["can", "split", "it"],
  ["can", "split", "that"],
  ["can", "split"],
  ["can", "be", "split"],
  ["ok", "to", "split"],
  ["fine", "to", "split"],
  ["happy", "to", "split"],
  ["in", "chunks", "ok"],
  ["chunks", "ok"],
  ["splittable"],
];
const SEPARATORS = new Set([",", "-", "–", "—"]);

export const SPLIT_NOTE: Rule = {
  name: "aside/split-note",
  starts: { words: [...SEPARATORS] },
  match: (tokens, i) => {
    if (!SEPARATORS.has(tokens[i].text) || tokens[i - 1]?.kind === "break" || i === 0) return null;
    const note = phraseAt(tokens, i + 1, NOTES);
    if (!note) return null;
    let end = i + 1 + note.length;
    while (tokens[end]?.text === "!") end++;
    return closesItem(tokens[end]) || tokens[end]?.text === "," ? { end, text: "" } : null;
  },
};
