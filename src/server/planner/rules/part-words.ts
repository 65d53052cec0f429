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

const DUE = new Set(["by", "before", "till", "until", "til", "b4"]);

/**
 * "write up the log at end of day", "reconcile the till end of the day": the plain "at the end of the
 * day" the item reader knows (the day's last part), never words of the title. "by end of day" is a
 * deadline, read elsewhere (eod).
 */
export const END_OF_DAY: Rule = {
  name: "part/end-of-day",
  match: (tokens, i) => {
    let k = i;
    if (DUE.has(tokens[i - 1]?.lower ?? "")) return null;
    const at = tokens[k].lower === "at";
    if (at) k++;
    const the = tokens[k]?.lower === "the";
    if (the) k++;
    if (tokens[k]?.lower !== "end" || tokens[k + 1]?.lower !== "of") return null;
    k += 2;
    if (tokens[k]?.lower === "the") k++;
    if (tokens[k]?.lower !== "day") return null;
    // "at the end of the day" as written is read already.
    if (at && the && tokens[k - 1].lower === "the") return null;
    if (!at && tokens[i - 1]?.lower === "the") return null;
    return { end: k + 1, text: "at the end of the day" };
  },
};
