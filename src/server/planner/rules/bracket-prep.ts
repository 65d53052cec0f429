/**
 * Getting ready for a timed item, said in a bracket after it, is an item of its own (issue 29, kinds 1
 * and 8): "lab meeting 2pm (prep slides b4, 40m)", "interview at 11 (prep before, 30 min)", "dinner
 * party 8pm (shop for it beforehand, 1h)" are the event and, before it, "Prep slides" (40 min): never a
 * note swallowed by the event's title. The bracket opens with a verb of doing and says "before" /
 * "b4" / "beforehand"; it becomes ", prep slides before, 40m" for the item reader. Bounded: at most
 * MOST tokens in the bracket.
 */

import { type Rule } from "../core/rules";
import { SHORTHAND, type Tagged } from "../core/tags";
import { TASK_VERBS } from "../segment-words";

const MOST = 12;
const BEFORE = new Set(["before", "b4", "beforehand", "bfore", "antes"]);
/** Verbs of getting ready besides the task verbs: "prep", "practise", "rehearse", "revise". */
const READY = new Set([
  "prep",
  "prepare",
  "practise",
  "practice",
  "rehearse",
  "revise",
  "print",
  "shop",
  "iron",
  "pack",
  "call",
  "ring",
  "text",
]);

function timed(t: Tagged | undefined): boolean {
  return t?.kind === "clock" || t?.kind === "number" || !!t?.tags.has("pm") || !!t?.tags.has("am");
}

export const BRACKET_PREP: Rule = {
  name: "anchor/bracket-prep",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !timed(tokens[i - 1])) return null;
    const verb = tokens[i + 1];
    if (verb?.kind !== "word" || !(READY.has(verb.lower) || TASK_VERBS.has(verb.lower))) return null;
    let before = false;
    let k = i + 1;
    for (; k < tokens.length && tokens[k].text !== ")"; k++) {
      if (k - i > MOST || tokens[k].kind === "break") return null;
      if (BEFORE.has(tokens[k].lower)) before = true;
    }
    if (!before || tokens[k]?.text !== ")") return null;
    let inner = "";
    for (let j = i + 1; j < k; j++)
      inner +=
        (j > i + 1 && tokens[j].start > tokens[j - 1].end ? " " : "") +
        (SHORTHAND.get(tokens[j].lower) ?? tokens[j].text);
    return { end: k + 1, text: `, ${inner}` };
  },
};
