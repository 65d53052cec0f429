/**
 * "plan lessons b4 then, 15 min each", "wrap presents by then", "finish the report before then (1h)"
 * (issue 29, en23): "then" here is the hour of the item written before, a deadline, never the "then"
 * that orders an item after the one before it (the segmenter split "before | then" and the item came
 * out after the lessons, titled "Plan lessons before"). The phrase becomes the plain "beforehand" the
 * item reader knows: before the timed item written before it. Only inside an item (words before
 * it) and at the item's end (a comma, a bracket, a length or the line's end after "then"). Spanish
 * "preparar las clases para entonces", "antes de entonces" is the "antes de eso" its reader knows.
 */

import { type Rule, type RuleMatch } from "../core/rules";
import { opensItem, SHORTHAND, type Tagged } from "../core/tags";

const BEFORE = new Set(["before", "by", "until", "till", "til"]);
/** "para entonces", "antes de entonces": the Spanish "by then". */
const ES_BEFORE = new Set(["para", "antes"]);

export const BEFORE_THEN: Rule = {
  name: "anchor/before-then",
  starts: { words: [...BEFORE, ...ES_BEFORE, ...[...SHORTHAND].filter(([, v]) => v === "before").map(([k]) => k)] },
  match: (tokens, i) => {
    const w = tokens[i].lower;
    if (ES_BEFORE.has(w)) return spanishThen(tokens, i);
    if (!BEFORE.has(w) && SHORTHAND.get(w) !== "before") return null;
    if (opensItem(tokens, i, true) || tokens[i + 1]?.lower !== "then") return null;
    // "... before then go home": a word after "then" opens an item of its own.
    if (tokens[i + 2]?.kind === "word" && tokens[i + 2].unitMinutes === undefined) return null;
    return { end: i + 2, text: "beforehand" };
  },
};

/** "para entonces", "antes de entonces" at i, inside an item and at its end: "antes de eso". */
function spanishThen(tokens: readonly Tagged[], i: number): RuleMatch | null {
  const k = tokens[i].lower === "antes" && tokens[i + 1]?.lower === "de" ? i + 2 : i + 1;
  if (opensItem(tokens, i, true) || tokens[k]?.lower !== "entonces" || (k === i + 1 && tokens[i].lower !== "para"))
    return null;
  if (tokens[k + 1]?.kind === "word" && tokens[k + 1].unitMinutes === undefined) return null;
  return { end: k + 1, text: "antes de eso" };
}
