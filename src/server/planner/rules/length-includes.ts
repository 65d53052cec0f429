/**
 * Lengths a careful person would give (issue 29, kind 6): what a length says it includes ("~40 min each
 * incl driving", "2h including travel", "1h inc. setup") is part of that length, never a word of the
 * title ("3 home visits driving") nor an item of its own. The note goes, up to the item's end.
 * Bounded: MOST words.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";
import { INCLUDING } from "./count";

const OPEN = new Set(["incl", "inc", "including", "inclusive", "incl."]);
const MOST = 4;

export const LENGTH_INCLUDES: Rule = {
  name: "length/includes-note",
  starts: { words: [...OPEN] },
  match: (tokens, i) => {
    if (!OPEN.has(tokens[i].lower) || !INCLUDING.has(tokens[i].lower.replace(/\.$/u, ""))) return null;
    // Right after a length ("40 min each incl", "2h including", "(1h inc setup)").
    const prev = tokens[i - 1];
    const afterLength =
      prev?.lower === "each" || (prev?.unitMinutes !== undefined && readLength(tokens, i - 2)?.end === i);
    if (!afterLength) return null;
    let k = i + 1;
    if (tokens[k]?.text === ".") k++;
    const first = k;
    while (k < first + MOST && tokens[k]?.kind === "word" && !closesItem(tokens[k])) k++;
    if (k === first || !(closesItem(tokens[k]) || [",", ")"].includes(tokens[k]?.text ?? ""))) return null;
    return { end: k, text: "" };
  },
};
