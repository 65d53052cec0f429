/**
 * Deadlines whose hour is said in brackets (issue 29, kind 6): "photocopy the packs b4 period 5 (2pm)",
 * "send the slides before the mtg (11:30)" are due by that hour; the named moment and its bracket are
 * neither the title nor the item's own time. The phrase becomes the plain "before 2pm". And a reason in
 * brackets after a deadline's hour ("order call b4 10 (they stop taking orders at 10)") says why that
 * hour: it is dropped, so its clock is never read as the item's start. Bounded: a few words and a bracket.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const BEFORE = new Set(["before", "b4", "by"]);
/** Words of the named moment: "period 5", "the mtg", "the school bell". */
const MOST_WORDS = 4;
/** Longest reason read in a bracket. */
const MOST_REASON = 12;
const SUBJECTS = new Set(["they", "they're", "theyre", "it", "it's", "its", "she", "he", "we", "the", "that's"]);

const plainWord = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && !t.tags.has("am") && !t.tags.has("pm") && t.unitMinutes === undefined;

/** "(2pm)", "(11:30)" at k: the clock's text and the token after the bracket. */
function bracketClock(tokens: readonly Tagged[], k: number): { text: string; end: number } | null {
  if (tokens[k]?.text !== "(") return null;
  const c = readClock(tokens, k + 1);
  if (!c || tokens[c.end]?.text !== ")") return null;
  if (!c.mer && tokens[k + 1].kind !== "clock") return null;
  return { text: spanText(tokens, k + 1, c.end, ""), end: c.end + 1 };
}

export const BEFORE_NAMED_CLOCK: Rule = {
  name: "deadline/before-bracket-clock",
  starts: { words: [...BEFORE] },
  match: (tokens, i) => {
    if (!BEFORE.has(tokens[i].lower)) return null;
    let k = i + 1;
    // A word first: "before period 5", "b4 the mtg"; never "before 5 (2pm)".
    if (!plainWord(tokens[k])) return null;
    while (k < i + 1 + MOST_WORDS && (plainWord(tokens[k]) || tokens[k]?.kind === "number")) k++;
    const clock = bracketClock(tokens, k);
    return clock ? { end: clock.end, text: `before ${clock.text}` } : null;
  },
};

export const DEADLINE_REASON: Rule = {
  name: "deadline/bracket-reason",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !SUBJECTS.has(tokens[i + 1]?.lower ?? "")) return null;
    // "b4 10 (...)", "by 4pm (...)": right after a deadline's hour.
    let h = i - 1;
    if (tokens[h]?.tags.has("am") || tokens[h]?.tags.has("pm")) h--;
    const hour = tokens[h];
    if ((hour?.kind !== "number" && hour?.kind !== "clock") || !BEFORE.has(tokens[h - 1]?.lower ?? "")) return null;
    for (let k = i + 2; k < tokens.length && k - i <= MOST_REASON; k++) {
      const t = tokens[k];
      if (t.text === ")") return { end: k + 1, text: "" };
      if (t.kind === "break" || t.text === "(") return null;
    }
    return null;
  },
};
