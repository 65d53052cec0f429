/**
 * "drive to Hove at 7.15 ... first coat on the lounge ceiling when I get there, 2 hours", "once I'm
 * there, set up the stall" (issue 29, p-seen19): arriving where the item before went is when this one
 * starts, the plain "after that" the item reader knows (the previous item), never words of the title.
 */

import { wordsAt, type Rule } from "../core/rules";

const PHRASES: readonly (readonly string[])[] = [
  ["when", "i", "get", "there"],
  ["once", "i", "get", "there"],
  ["when", "i", "arrive"],
  ["once", "i", "arrive"],
  ["once", "i'm", "there"],
  ["once", "im", "there"],
  ["when", "i'm", "there"],
  ["once", "there"],
  ["when", "we", "get", "there"],
  ["once", "we", "get", "there"],
];

export const GET_THERE_THEN: Rule = {
  name: "anchor/get-there-then",
  starts: { words: ["when", "once"] },
  match: (tokens, i) => {
    const found = PHRASES.find((w) => wordsAt(tokens, i, w));
    if (!found || i === 0) return null;
    return { end: i + found.length, text: "after that" };
  },
};
