/**
 * A reason in brackets plans nothing (issue 29, kind 3): "after 1pm (they're closed at lunch)",
 * "water the plants (it's been hot)", "no gym (she's got the car)" explain the item; they are no
 * item of their own and no part of its title. Only a bracket that opens with a subject and has no
 * number in it: "(she's in at 4:45)" keeps its time for the item reader. "leave for shift 7:15
 * (starts 8)" says when the shift starts: no part of the leaving.
 */

import { type Rule } from "../core/rules";

const SUBJECTS = new Set([
  ...["they're", "theyre", "they’re", "it's", "it’s", "its", "she's", "she’s", "he's", "he’s", "we're", "we’re"],
  ...["they", "it", "she", "he", "we", "there's", "there’s"],
]);
const MOST = 12;

/** "(starts 8)", "(begins at 7:30)": when the thing the item leads to starts, said by the way. */
const STARTS = new Set(["starts", "begins", "start", "begin"]);

export const BRACKET_REASON: Rule = {
  name: "aside/bracket-reason",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(") return null;
    if (STARTS.has(tokens[i + 1]?.lower ?? "") && tokens[i - 1]?.kind !== "punct") {
      for (let k = i + 2; k < tokens.length && k - i <= 5; k++)
        if (tokens[k].text === ")") return { end: k + 1, text: "" };
      return null;
    }
    if (!SUBJECTS.has(tokens[i + 1]?.lower ?? "")) return null;
    for (let k = i + 2; k < tokens.length && k - i <= MOST; k++) {
      const t = tokens[k];
      if (t.text === ")") return { end: k + 1, text: "" };
      if (t.kind === "number" || t.kind === "clock" || t.kind === "break" || t.text === "(") return null;
    }
    return null;
  },
};
