/**
 * What someone else did, said after an item, plans nothing (issue 29, kinds 2 and 3): "call mum back
 * she rang twice", "reply to Dan he emailed again", "ring the school they left a message" are the
 * call or the reply; "twice" there is no count of the item and the clause is no part of its title.
 * A subject pronoun and a past verb that run to the end of the item are dropped ("ask Tom what he
 * needed" keeps its clause: a question word before it).
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const SUBJECTS = new Set(["she", "he", "they"]);
const PAST = new Set([
  ...["rang", "called", "phoned", "texted", "emailed", "messaged", "wrote", "sent", "asked", "said", "left"],
  ...["mentioned", "wanted", "tried", "missed", "replied", "chased", "pinged", "nagged", "reminded", "came"],
]);
const QUESTION = new Set(["what", "when", "where", "why", "how", "if", "whether", "that", "which", "who"]);
const MOST = 6;

export const REPORTED_CLAUSE: Rule = {
  name: "aside/reported-clause",
  starts: { words: [...SUBJECTS] },
  match: (tokens, i) => {
    if (opensItem(tokens, i, true) || !SUBJECTS.has(tokens[i].lower) || !PAST.has(tokens[i + 1]?.lower ?? ""))
      return null;
    const before = tokens[i - 1];
    if (before?.kind !== "word" || QUESTION.has(before.lower)) return null;
    let k = i + 2;
    while (k - i < MOST && tokens[k]?.kind === "word") k++;
    if (!closesItem(tokens[k]) && tokens[k]?.text !== "," && tokens[k]?.text !== "!") return null;
    return { end: k, text: "" };
  },
};
