/**
 * Who is around today is no task (issue 29, kind 3): "salon 9-5:30, just me & Kez today", "only me and
 * Priya in today", "just me and the dog today", "just me & the kids this morning - park at 10", "solo yo y Marta hoy". A clause that opens an item with
 * "just me" / "only me" / "solo yo" (and who else, a few words) and says nothing more than "today",
 * "in" or "on" goes, with the comma before it. Not "just me time" nor anything with a clock, a length
 * or a verb of its own after the names. Bounded: at most MOST tokens.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";
import { TASK_VERBS } from "../segment-words";

const MOST = 8;
const ONLY = new Set(["just", "only", "solo", "sólo", "solamente"]);
const ME = new Set(["me", "yo"]);
const AND = new Set(["and", "&", "+", "y", "n"]);
/** The words that may close the clause: when and where they are. */
const TAIL = new Set([
  "today",
  "hoy",
  "in",
  "on",
  "here",
  "aquí",
  "aqui",
  "working",
  "trabajando",
  "this",
  "morning",
  "week",
]);
const ARTICLES = new Set(["the", "my", "el", "la", "los", "las", "mi", "mis"]);

function nameWord(t: Tagged | undefined): boolean {
  return t?.kind === "word" && !TASK_VERBS.has(t.lower) && !t.tags.has("cue") && !t.tags.has("from");
}

export const WHO_IS_IN: Rule = {
  name: "aside/who-is-in",
  starts: { words: [...ONLY] },
  match: (tokens, i) => {
    if (!ONLY.has(tokens[i].lower) || !ME.has(tokens[i + 1]?.lower ?? "")) return null;
    const prev = tokens[i - 1];
    const opens = opensItem(tokens, i, true);
    if (!opens) return null;
    let k = i + 2;
    let named = 0;
    if (AND.has(tokens[k]?.lower ?? tokens[k]?.text ?? "")) {
      k++;
      if (ARTICLES.has(tokens[k]?.lower ?? "")) k++;
      while (nameWord(tokens[k]) && !TAIL.has(tokens[k].lower) && named < 3) {
        named++;
        k++;
      }
      if (named === 0) return null;
    }
    while (TAIL.has(tokens[k]?.lower ?? "") && k - i < MOST) k++;
    if (named === 0 && k === i + 2) return null;
    const after = tokens[k];
    const commaAfter = [",", "،", "-", "–", "—"].includes(after?.text ?? "");
    if (!closesItem(after) && after?.kind !== "emoji" && !commaAfter) return null;
    const commaBefore = prev?.text === "," || prev?.text === "،";
    if (commaBefore) return { from: i - 1, end: k, text: "" };
    return { end: commaAfter ? k + 1 : k, text: "" };
  },
};
