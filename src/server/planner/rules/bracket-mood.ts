/**
 * A bracket of mood plans nothing (issue 29, kind 3): "rooms 8 till 2 at the Premier Inn (16 rooms
 * today 😩)", "Crown Court 10-1 (ugh, trial day 3)", "audit prep (lol, again)": a remark made by the
 * way, with an interjection or a face in it, is no part of the item's title and no item of its own.
 * Only a short bracket with no clock and no length in it, so "(1h, ugh)" keeps its length.
 */

import { type Rule } from "../core/rules";
import { type Tagged } from "../core/tags";

/** Longest bracket read, its brackets included. */
const MOST = 12;

/** Interjections that say how one feels about the item, not what it is. */
const MOOD = new Set("ugh urgh ffs lol lmao bleh meh sigh yikes oof eek argh phew omg haha yay woohoo fml".split(" "));

/** A face, or a weary or sweating one ("😩", "🙃", "😅", "💀"). */
const FACE = /[\u{1F600}-\u{1F64F}\u{1F910}-\u{1F92F}\u{1F970}-\u{1F97A}\u{1F480}]/u;

function moodAt(t: Tagged): boolean {
  return (t.kind === "word" && MOOD.has(t.lower)) || (t.kind === "emoji" && FACE.test(t.text));
}

/** Where a bracket of mood opening at i ends (after its ")"), or -1. */
export function moodBracketEnd(tokens: readonly Tagged[], i: number): number {
  if (tokens[i]?.text !== "(") return -1;
  let mood = false;
  for (let k = i + 1; k < tokens.length && k - i < MOST; k++) {
    const t = tokens[k];
    if (t.text === ")") return mood ? k + 1 : -1;
    if (t.text === "(" || t.kind === "break" || t.kind === "clock" || t.unitMinutes !== undefined) return -1;
    if (t.tags.has("each")) return -1;
    mood ||= moodAt(t);
  }
  return -1;
}

export const BRACKET_MOOD: Rule = {
  name: "aside/bracket-mood",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (i === 0 || tokens[i - 1].kind === "break") return null;
    const end = moodBracketEnd(tokens, i);
    return end < 0 ? null : { end, text: "" };
  },
};
