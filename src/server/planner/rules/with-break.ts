/**
 * "court 9:30 till 4:30 w/ lunch recess 12:30-1:30", "shift 9-5 with a lunch break 1-2",
 * "conferencia de 9 a 6 con descanso de 2 a 3" (issue 29, kind 1): the second hours are the break's,
 * not the event's. The phrase becomes a second item ("court 9:30 till 4:30, lunch recess 12:30-1:30"),
 * which refiners/break-inside.ts turns into a hole in the event.
 */

import { spanAsWritten, type Rule } from "../core/rules";
import { type Tagged } from "../core/tags";

const ARTICLES = new Set(["a", "an", "the", "un", "una", "el", "la"]);
const BREAKS = new Set(["break", "recess", "lunch", "lunchbreak", "pause", "descanso", "recreo", "almuerzo", "comida"]);
/** Words of the break's name at most. */
const NAME = 3;

function timeToken(t: Tagged | undefined): boolean {
  return !!t && (t.kind === "clock" || t.kind === "number" || t.tags.has("am") || t.tags.has("pm"));
}

/**
 * A break named from k ("a lunch break", "recess", "la comida"), at most NAME words, then its own hours
 * ("12:30-1:30", "from 1 to 2", "de 2 a 3"): where the name starts and where its hours start.
 */
function breakNamed(tokens: readonly Tagged[], k: number): { first: number; at: number } | null {
  if (ARTICLES.has(tokens[k]?.lower ?? "")) k++;
  const first = k;
  let named = false;
  while (k < tokens.length && k - first < NAME && tokens[k].kind === "word" && !tokens[k].tags.has("cue")) {
    if (BREAKS.has(tokens[k].lower)) named = true;
    k++;
  }
  const at = tokens[k]?.tags.has("cue") || tokens[k]?.tags.has("from") ? k + 1 : k;
  return named && k > first && timeToken(tokens[at]) ? { first, at } : null;
}

export const WITH_BREAK: Rule = {
  name: "list/with-break-range",
  starts: { tags: ["with"], words: ["con"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word" || !(t.tags.has("with") || t.lower === "con") || !timeToken(tokens[i - 1])) return null;
    const name = breakNamed(tokens, i + 1);
    return name ? { end: name.first, text: ", " } : null;
  },
};

/**
 * "court 10am-4pm (lunch recess 1-2)", "shift 7-3 (break 11-11.30)", "jornada de 9 a 6 (comida de 2 a
 * 3)": the break in brackets after the event's hours is the same second item as "with a lunch recess
 * 1-2" above, so the event gets its hole and "during recess" has its window. Bounded: NAME words.
 */
export const BRACKET_BREAK: Rule = {
  name: "list/bracket-break-range",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i]?.text !== "(" || !timeToken(tokens[i - 1])) return null;
    const name = breakNamed(tokens, i + 1);
    if (!name) return null;
    const { first, at } = name;
    // The break's hours up to the closing bracket, a few tokens at most.
    let close = at;
    while (close < tokens.length && close - at < 6 && tokens[close].text !== ")" && tokens[close].kind !== "break")
      close++;
    if (tokens[close]?.text !== ")") return null;
    return { end: close + 1, text: `, ${spanAsWritten(tokens, first, close)}` };
  },
};
