/**
 * Deadlines whose hour is said in brackets (issue 29, kind 6): "photocopy the packs b4 period 5 (2pm)",
 * "send the slides before the mtg (11:30)", "hacer la comida antes de que vuelvan los críos (a las 2)", "أطبخ
 * الغدا قبل ما يرجعوا العيال (الساعة ٢)" are due by that hour; the named moment and its bracket are
 * neither the title nor the item's own time. The phrase becomes the plain "before 2pm". And a reason in
 * brackets after a deadline's hour ("order call b4 10 (they stop taking orders at 10)") says why that
 * hour: it is dropped, so its clock is never read as the item's start. Bounded: a few words and a bracket.
 */

import { phraseAt, readClock, spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const BEFORE = new Set(["before", "b4", "by"]);
/** Spanish and Arabic "before": "antes de que vuelvan los críos (a las 2)", "قبل ما يرجعوا العيال (الساعة ٢)". */
const BEFORE_ES_AR = new Set(["antes", "قبل"]);
/** Words of the named moment: "period 5", "the mtg", "the school bell". */
const MOST_WORDS = 4;
/** Spanish and Arabic say it longer: "de que vuelvan los críos", "ما يرجعوا العيال من المدرسة". */
const MOST_WORDS_ES_AR = 7;
/** Words that cue the hour inside the bracket: "(a las 2)", "(sobre las 2)", "(at 2)" (arabic.ts' "الساعة"). */
const CUES: readonly (readonly string[])[] = [["a", "las"], ["a", "la"], ["sobre", "las"], ["at"], ["las"]];
/** Longest reason read in a bracket. */
const MOST_REASON = 12;
const SUBJECTS = new Set(["they", "they're", "theyre", "it", "it's", "its", "she", "he", "we", "the", "that's"]);

const plainWord = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && !t.tags.has("am") && !t.tags.has("pm") && t.unitMinutes === undefined;

/**
 * When the named moment is due, said before its hour in the bracket: "(due around noon)", "(forecast
 * 3pm)", "(expected ~4)", "(due at 2)". The first word says when it comes; then "at", "around", ...
 */
const DUE_WORDS = new Set(["due", "forecast", "forecasted", "expected", "arrives", "arriving", "starts", "landing"]);
const DUE_PREPS = new Set(["at", "around", "about", "for", "from", "by", "~", "approx", "abt", "roughly", "like"]);
/** "noon" and "midday" in the bracket are 12pm. */
const MIDDAY = new Set(["noon", "midday"]);

/** The cue words at k ("due around", "forecast", "at", "a las"): how many tokens they take. */
function cueLength(tokens: readonly Tagged[], k: number): number {
  const cue = phraseAt(tokens, k, CUES);
  if (cue) return cue.length;
  let n = 0;
  if (DUE_WORDS.has(tokens[k]?.lower ?? "")) n++;
  while (n < 3 && DUE_PREPS.has(tokens[k + n]?.lower ?? "")) n++;
  return n;
}

/** "(2pm)", "(11:30)", "(a las 2)", "(at 2)", "(due around noon)" at k: the clock's text and the token after the bracket. */
function bracketClock(tokens: readonly Tagged[], k: number): { text: string; end: number } | null {
  if (tokens[k]?.text !== "(") return null;
  const n = cueLength(tokens, k + 1);
  const cue = n > 0;
  const from = k + 1 + n;
  if (cue && MIDDAY.has(tokens[from]?.lower ?? "") && tokens[from + 1]?.text === ")")
    return { text: "12pm", end: from + 2 };
  const c = readClock(tokens, from);
  if (!c || tokens[c.end]?.text !== ")") return null;
  if (!c.mer && tokens[from].kind !== "clock" && !cue) return null;
  return { text: spanText(tokens, from, c.end, ""), end: c.end + 1 };
}

export const BEFORE_NAMED_CLOCK: Rule = {
  name: "deadline/before-bracket-clock",
  starts: { words: [...BEFORE, ...BEFORE_ES_AR] },
  match: (tokens, i) => {
    const lower = tokens[i].lower;
    const esAr = BEFORE_ES_AR.has(lower);
    if (!BEFORE.has(lower) && !esAr) return null;
    let k = i + 1;
    // A word first: "before period 5", "b4 the mtg"; never "before 5 (2pm)". ("antes de que ...": "de" first.)
    if (!plainWord(tokens[k]) || (lower === "antes" && tokens[k].lower !== "de" && tokens[k].lower !== "del"))
      return null;
    const most = esAr ? MOST_WORDS_ES_AR : MOST_WORDS;
    while (k < i + 1 + most && (plainWord(tokens[k]) || tokens[k]?.kind === "number")) k++;
    const clock = bracketClock(tokens, k);
    if (!clock) return null;
    return { end: clock.end, text: lower === "antes" ? `antes de las ${clock.text}` : `before ${clock.text}` };
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
