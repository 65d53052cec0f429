/**
 * A resolution is not a task (issue 29, kind 3): "dont go on my phone lol", "don't eat junk today",
 * "do not check instagram" say what the day should be without; they plan nothing. What a "don't" asks
 * the person to do stays: "don't forget the bins", "don't miss the 3pm call", "don't be late for the
 * dentist", and an item with a number in it (a time or a length is something to plan).
 * The item runs from where it opens (a line, a bullet, a sentence or a comma) to where it closes.
 * Bounded: at most MOST tokens.
 */

import type { Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const MOST = 12;
const DONT = new Set(["dont", "don't", "don’t", "donot"]);
/** A "don't" that asks for something to be done. */
const KEEP = new Set(["forget", "forgetting", "miss", "be", "let", "leave", "skip", "put", "schedule", "plan"]);

export const DONT_DO: Rule = {
  name: "aside/dont-do",
  starts: { words: ["dont", "don't", "don’t", "donot", "do"] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i + 1;
    if (tokens[i].lower === "do") {
      if (tokens[k]?.lower !== "not") return null;
      k++;
    } else if (!DONT.has(tokens[i].lower)) return null;
    const verb = tokens[k];
    if (verb?.kind !== "word" || KEEP.has(verb.lower)) return null;
    let end = k;
    while (end < tokens.length && end - i < MOST && !closesItem(tokens[end]) && tokens[end].text !== ",") {
      if (tokens[end].kind !== "word" && tokens[end].kind !== "emoji") return null;
      end++;
    }
    if (end - i >= MOST) return null;
    return { end, text: "" };
  },
};
