/**
 * "mañana de consultorio de 8 a 12, tarde con el club ⚽": a line that says what each part of the day
 * is, the morning's with its hours (the day's work), then the afternoon's in a few words with no hour,
 * length or verb of its own. The second label is no task: what the afternoon holds is in the list
 * (issue 29, blind23). Token rule, bounded by the clause.
 */

import type { Rule } from "../../core/rules";
import type { Tagged } from "../../core/tags";

const word = (t: Tagged | undefined, ...w: string[]): boolean => t?.kind === "word" && w.includes(t.lower);
const MOST = 8;

/** Where the line holding i starts (the token after its break, or 0). */
function lineStart(tokens: readonly Tagged[], i: number): number {
  let k = i;
  while (k > 0 && tokens[k - 1].kind !== "break") k--;
  return k;
}

export const SECOND_PART_LABEL: Rule = {
  name: "es-aside/second-part-label",
  starts: { words: ["tarde", "noche"] },
  match: (tokens, i) => {
    if (!word(tokens[i], "tarde", "noche") || tokens[i - 1]?.text !== "," || !word(tokens[i + 1], "con", "de"))
      return null;
    // The line opens with the morning's label and its hours: "mañana de consultorio de 8 a 12".
    const start = lineStart(tokens, i);
    if (!word(tokens[start], "mañana") || !word(tokens[start + 1], "de", "en", "con")) return null;
    if (!tokens.slice(start, i).some((t) => t.kind === "number" || t.kind === "clock")) return null;
    let k = i + 2;
    for (; k < tokens.length && k < i + MOST && tokens[k].kind !== "break" && tokens[k].kind !== "emoji"; k++)
      if (tokens[k].kind !== "word") return null;
    if (k >= i + MOST) return null;
    return { from: i - 1, end: k, text: "" };
  },
};
