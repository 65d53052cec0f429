/**
 * Parts of the day follow the language (issue 29, kind 5): "late afternoon: calls", "early evening
 * run", "mid-morning coffee", "this arvo" name the part the item reader knows ("afternoon",
 * "evening", "morning").
 */

import { type Rule, type RuleMatch } from "../core/rules";
import { opensItem } from "../core/tags";

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

/** Clipped parts after "this": "home visits this aft", "this eve". Alone, "aft" and "eve" are other words. */
const CLIPPED: Record<string, string> = { aft: "afternoon", afto: "afternoon", eve: "evening", morn: "morning" };
const THIS = new Set(["this"]);
/** What a part's list holds, before its colon: "morning bits:", "evening jobs:" head the list as "morning:" does. */
const HOLDS = new Set(["bits", "stuff", "jobs", "things", "tasks", "errands", "chores", "list", "plan"]);

/** "morning bits:" at k (the part's word at k): the part's heading, or null. */
function partHeading(tokens: Parameters<Rule["match"]>[0], i: number, k: number, part: string): RuleMatch | null {
  if (!HOLDS.has(tokens[k + 1]?.lower ?? "") || tokens[k + 2]?.text !== ":" || !opensItem(tokens, i)) return null;
  return { end: k + 3, text: `${part}:` };
}

/** Where in its part a variant starts: "mid-morning" from 9:30, "late afternoon" from 3pm, "late evening" from 9pm. */
const FROM: Record<string, string> = {
  "mid-morning": "9:30am",
  midmorning: "9:30am",
  "late morning": "10:30am",
  "mid-afternoon": "2:30pm",
  midafternoon: "2:30pm",
  "late afternoon": "3pm",
  "late evening": "9pm",
};

/**
 * After an item ("call mum late afternoon", "gym mid-morning") the variant is when, not words of the
 * title: "in the afternoon after 3pm". Before a noun ("mid-morning coffee") it names the item.
 */
function when(tokens: Parameters<Rule["match"]>[0], end: number, part: string, key: string): string {
  const next = tokens[end];
  if (next?.kind === "word" && !next.tags.has("connector") && !next.tags.has("and")) return part;
  const from = FROM[key];
  return from ? `in the ${part} after ${from}` : `in the ${part}`;
}

export const PART_WORDS: Rule = {
  name: "part/variants",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word") return null;
    const clipped = CLIPPED[t.lower];
    if (clipped && THIS.has(tokens[i - 1]?.lower ?? "")) return { end: i + 1, text: clipped };
    const heading = PARTS.has(t.lower) || MID[t.lower] ? partHeading(tokens, i, i, MID[t.lower] ?? t.lower) : null;
    if (heading) return heading;
    if (t.lower === "this" && PARTS.has(tokens[i + 1]?.lower ?? "")) {
      const these = partHeading(tokens, i, i + 1, tokens[i + 1].lower);
      if (these) return these;
    }
    const mid = MID[t.lower];
    if (mid)
      return { end: i + 1, text: mid === "afternoon" && !FROM[t.lower] ? mid : when(tokens, i + 1, mid, t.lower) };
    if ((t.lower === "late" || t.lower === "early") && PARTS.has(tokens[i + 1]?.lower ?? "")) {
      // "late afternoon: calls" is a label like "afternoon:" (and no mood "late" before a colon).
      const colon = tokens[i + 2]?.text === ":";
      const part = tokens[i + 1].lower;
      const from = FROM[`${t.lower} ${part}`];
      if (colon) return { end: i + 3, text: from ? `after ${from}:` : `${tokens[i + 1].text}:` };
      return { end: i + 2, text: when(tokens, i + 2, part, `${t.lower} ${part}`) };
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
  starts: { words: ["at", "the", "end"] },
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
