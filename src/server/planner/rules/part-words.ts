/**
 * Parts of the day follow the language (issue 29, kind 5): "late afternoon: calls", "early evening
 * run", "mid-morning coffee", "this arvo" name the part the item reader knows ("afternoon",
 * "evening", "morning").
 */

import { type Rule } from "../core/rules";

const PARTS = new Set(["morning", "afternoon", "evening"]);
const MID: Record<string, string> = {
  "mid-morning": "morning",
  midmorning: "morning",
  "mid-afternoon": "afternoon",
  midafternoon: "afternoon",
  "mid-evening": "evening",
  arvo: "afternoon",
  avo: "afternoon",
};

export const PART_WORDS: Rule = {
  name: "part/variants",
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word") return null;
    const mid = MID[t.lower];
    if (mid) return { end: i + 1, text: mid };
    if ((t.lower === "late" || t.lower === "early") && PARTS.has(tokens[i + 1]?.lower ?? "")) {
      // "late afternoon: calls" is a label like "afternoon:" (and no mood "late" before a colon).
      const colon = tokens[i + 2]?.text === ":";
      return { end: colon ? i + 3 : i + 2, text: colon ? `${tokens[i + 1].text}:` : tokens[i + 1].text };
    }
    return null;
  },
};
