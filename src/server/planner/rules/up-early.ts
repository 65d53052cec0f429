/**
 * "wake up early and hit the gym 1h", "me levanto temprano para correr", "أصحى بدري وأروح الجيم ساعة"
 * (issue 29, kind 8): getting up early is no item of its own; what it is for happens in the morning,
 * before the day's work. The phrase becomes "before work" (or "antes del trabajo"), which the item
 * reader already reads. Bounded: a few tokens.
 */

import { phraseAt, type Rule } from "../core/rules";

const EN_UP = [
  ["wake", "up", "early"],
  ["get", "up", "early"],
  ["up", "early"],
  ["i'll", "wake", "up", "early"],
  ["i'll", "get", "up", "early"],
];
const ES_UP = [["me", "levanto", "temprano"], ["levantarme", "temprano"], ["madrugar"], ["madrugo"]];
const AR_UP = [
  ["أصحى", "بدري"],
  ["اصحى", "بدري"],
  ["هصحى", "بدري"],
  ["بصحى", "بدري"],
  ["أقوم", "بدري"],
  ["اقوم", "بدري"],
];
const EN_JOIN = new Set(["and", "to", ","]);
const ES_JOIN = new Set(["y", "para", ","]);

/** Where the first of `phrases` standing at i ends, or -1. */
function phraseEnd(tokens: Parameters<Rule["match"]>[0], i: number, phrases: readonly string[][]): number {
  const p = phraseAt(tokens, i, phrases);
  return p ? i + p.length : -1;
}

export const UP_EARLY: Rule = {
  name: "anchor/up-early",
  starts: { opens: true },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (prev && prev.kind !== "break" && !(prev.kind === "punct" && ",.;:".includes(prev.text))) return null;
    let end = phraseEnd(tokens, i, EN_UP);
    if (end > 0 && EN_JOIN.has(tokens[end]?.lower ?? "") && tokens[end + 1]?.kind === "word")
      return { end: end + 1, text: "before work" };
    end = phraseEnd(tokens, i, ES_UP);
    if (end > 0 && ES_JOIN.has(tokens[end]?.lower ?? "") && tokens[end + 1]?.kind === "word")
      return { end: end + 1, text: "antes del trabajo" };
    end = phraseEnd(tokens, i, AR_UP);
    if (end < 0) return null;
    // ("و" before the verb is "and" once the Arabic pass has read it.)
    if ((tokens[end]?.lower === "and" || tokens[end]?.text === "،") && tokens[end + 1]?.kind === "word")
      return { end: end + 1, text: "before work" };
    const next = tokens[end];
    if (next?.kind === "word" && next.text.startsWith("و") && next.text.length > 2)
      return { end: end + 1, text: `before work ${next.text.slice(1)}` };
    return null;
  },
};
