/**
 * A reason in brackets plans nothing (issue 29, kind 3): "after 1pm (they're closed at lunch)",
 * "water the plants (it's been hot)", "no gym (she's got the car)" explain the item; they are no
 * item of their own and no part of its title. Only a bracket that opens with a subject and has no
 * number in it: "(she's in at 4:45)" keeps its time for the item reader.
 */

import { type Rule } from "../core/rules";

const SUBJECTS = new Set([
  ...["they're", "theyre", "they’re", "it's", "it’s", "its", "she's", "she’s", "he's", "he’s", "we're", "we’re"],
  ...["they", "it", "she", "he", "we", "there's", "there’s"],
]);
const MOST = 12;

export const BRACKET_REASON: Rule = {
  name: "aside/bracket-reason",
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !SUBJECTS.has(tokens[i + 1]?.lower ?? "")) return null;
    for (let k = i + 2; k < tokens.length && k - i <= MOST; k++) {
      const t = tokens[k];
      if (t.text === ")") return { end: k + 1, text: "" };
      if (t.kind === "number" || t.kind === "clock" || t.kind === "break" || t.text === "(") return null;
    }
    return null;
  },
};
