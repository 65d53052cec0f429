/**
 * "so before i leave i gotta charge the batteries", "then after I send the cut I gotta colour grade
 * the wedding film" (issue 29, p-seen19): a "before"/"after" clause with its own subject, written with
 * no comma before the main one ("I gotta ..."), ends where the second subject and its modal start;
 * the comma goes in, so the task is read on its own ("Colour grade the wedding film"), never
 * "Send the cut I gotta colour grade ...". Bounded: the clause's few words.
 */

import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const ORDER = new Set(["before", "after", "b4", "once", "when"]);
const WHO = new Set(["i", "we"]);
/** What follows the main subject: "gotta", "need to", "have to", "'ve got to", "should", "must", "'ll". */
const MODAL = new Set(["gotta", "need", "have", "'ve", "must", "should", "'ll", "will", "got", "wanna", "want"]);
const MOST = 7;

const plainWord = (t: Tagged | undefined): boolean => t?.kind === "word" && !/^[,.;:!?]$/u.test(t.text);

export const CLAUSE_THEN_SUBJECT: Rule = {
  name: "order/clause-then-subject",
  starts: { words: [...ORDER] },
  match: (tokens, i) => {
    if (!ORDER.has(tokens[i].lower) || !WHO.has(tokens[i + 1]?.lower ?? "")) return null;
    // On over the clause's plain words to the main subject and its modal ("... I gotta").
    for (let k = i + 3; k < tokens.length && k - i <= MOST; k++) {
      if (!plainWord(tokens[k - 1])) return null;
      if (WHO.has(tokens[k].lower) && MODAL.has(tokens[k + 1]?.lower ?? "")) {
        return { end: k, text: `${spanWords(tokens, i, k)},` };
      }
    }
    return null;
  },
};

/** The words of tokens [from, to) as written, one space apart. */
function spanWords(tokens: readonly Tagged[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .map((t) => t.text)
    .join(" ");
}
