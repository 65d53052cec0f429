/**
 * A hedged length keeps its first figure (issue 29, kind 3): "(2h?? maybe 3)", "(1h, or 2)",
 * "(45 min? quizás 1h)" are "(2h)", "(1h)", "(45 min)": the stray number after it is no item.
 */

import { readLength, type Rule } from "../core/rules";

const HEDGE = new Set([
  "maybe",
  "perhaps",
  "or",
  "prob",
  "probably",
  "quizás",
  "quizas",
  "igual",
  "o",
  "أو",
  "ممكن",
  "يمكن",
]);
const MOST = 8;

export const HEDGED_LENGTH: Rule = {
  name: "hedge/length",
  match: (tokens, i) => {
    if (tokens[i].text !== "(") return null;
    const len = readLength(tokens, i + 1);
    if (!len) return null;
    let k = len.end;
    let hedged = false;
    while (k < tokens.length && k - i < MOST && tokens[k].text !== ")") {
      const t = tokens[k];
      if (t.kind === "word" && HEDGE.has(t.lower)) hedged = true;
      else if (!(t.kind === "number" || t.unitMinutes || (t.kind === "punct" && "?!,-~".includes(t.text)))) return null;
      if (t.text === "?") hedged = true;
      k++;
    }
    if (!hedged || tokens[k]?.text !== ")") return null;
    return { end: k + 1, text: `(${textOf(tokens, i + 1, len.end)})` };
  },
};

function textOf(tokens: Parameters<Rule["match"]>[0], from: number, to: number): string {
  let out = "";
  for (let k = from; k < to; k++) out += (k > from && !tokens[k - 1].glued ? " " : "") + tokens[k].text;
  return out;
}
