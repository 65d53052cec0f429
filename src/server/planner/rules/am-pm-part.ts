/**
 * "am" and "pm" alone name a part of the day (issue 29, kind 5): "2 more visits pm, 45 min each", "gym am",
 * "pm: calls", "in the pm", "this am", "emails (am)" are the afternoon's and the morning's, never part of a
 * title ("2 more visits pm") nor an item placed anywhere. Only a lowercase "am"/"pm" with no number before it
 * (that is a clock's "3 pm"), after a word that is no person ("I am", "the PM"), and where the item ends or
 * its heading's colon comes. Bounded: the word and one or two either side.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const PART: Record<string, string> = { am: "morning", pm: "afternoon" };
/** Words before "am" that make it the verb or a person: "I am", "the PM". */
const NOT_AFTER = new Set(["i", "the", "a", "my", "our", "your", "with", "w/", "to", "and", "&"]);

/** The item ends after k: its line or sentence, a comma, a colon or a closing bracket. */
const endsAt = (t: Tagged | undefined): boolean =>
  closesItem(t) || t?.text === "," || t?.text === ":" || t?.text === "-";

export const AM_PM_PART: Rule = {
  name: "part/am-pm-alone",
  starts: { words: ["am", "pm", "in", "this", "("] },
  match: (tokens, i) => {
    const t = tokens[i];
    // "in the pm", "this am"
    if ((t.lower === "in" && tokens[i + 1]?.lower === "the") || t.lower === "this") {
      const k = t.lower === "in" ? i + 2 : i + 1;
      const part = PART[tokens[k]?.text ?? ""];
      if (!part || !endsAt(tokens[k + 1])) return null;
      return { end: k + 1, text: t.lower === "in" ? `in the ${part}` : `this ${part}` };
    }
    // "emails (am)"
    if (t.text === "(") {
      const part = PART[tokens[i + 1]?.text ?? ""];
      if (!part || tokens[i + 2]?.text !== ")" || tokens[i - 1]?.kind !== "word") return null;
      return { end: i + 3, text: `in the ${part}` };
    }
    const part = PART[t.text];
    if (!part) return null;
    // "pm: calls, admin"
    if (opensItem(tokens, i) && tokens[i + 1]?.text === ":") return { end: i + 1, text: part };
    const prev = tokens[i - 1];
    if (prev?.kind !== "word" || NOT_AFTER.has(prev.lower) || prev.tags.has("am") || prev.tags.has("pm")) return null;
    if (opensItem(tokens, i) || !endsAt(tokens[i + 1])) return null;
    return { end: i + 1, text: `in the ${part}` };
  },
};
