/**
 * How a line ends, for the rules that read a line to its end (issue 29, perturb kinds "emoji" and
 * "stops"): the emoji and the full stop that close a line ("gym after work 🏋️", "bath after tea.")
 * end its last item as the line's end does (core/tokenize.ts marks them endsLine), and an emoji that
 * closes every line alike (" 🙂" after each) is decoration, no mark of one line's own (a first line
 * closed by "🚋" heads the list; one closed by the 🙂 every line has does not).
 */

import type { Tagged } from "./tags";

/** Where the words of a line end: `end` (its break, or the text's end) less what closes the line, never before `from`. */
export function wordsEnd(tokens: readonly Tagged[], end: number, from = 0): number {
  while (end > from && tokens[end - 1].endsLine) end--;
  return end;
}

/** The line ends after token k: the text's end or a break follows it. */
const lineEndsAfter = (tokens: readonly Tagged[], k: number): boolean =>
  tokens[k + 1] === undefined || tokens[k + 1].kind === "break";

/** A full stop that closes its line at k. */
const stopAt = (tokens: readonly Tagged[], k: number): boolean =>
  tokens[k]?.text === "." && tokens[k].endsLine === true && lineEndsAfter(tokens, k);

const DECORATION = new WeakMap<readonly Tagged[], string | null>();

/**
 * The emoji that is the last token of every line with words (two lines or more; a heading's colon
 * left out), or null. Read once per text.
 */
function decoration(tokens: readonly Tagged[]): string | null {
  let d = DECORATION.get(tokens);
  if (d !== undefined) return d;
  d = null;
  let lines = 0;
  for (let k = 0; k < tokens.length; k++) {
    if (tokens[k].kind === "break" || !lineEndsAfter(tokens, k) || tokens[k].text === ":") continue;
    // (A stop after it, "🙂.", closes the line too.)
    const t = stopAt(tokens, k) && k > 0 ? tokens[k - 1] : tokens[k];
    if (t.kind !== "emoji" || (d !== null && t.text !== d)) {
      d = null;
      lines = 0;
      break;
    }
    d = t.text;
    lines++;
  }
  if (lines < 2) d = null;
  DECORATION.set(tokens, d);
  return d;
}

/** The token at k is the emoji that closes every line alike, at its line's end (or before its stop). */
export function decorAt(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind !== "emoji" || decoration(tokens) !== t.text) return false;
  // ("🙂 🙂": a run of it.)
  let j = k;
  while (tokens[j + 1]?.text === t.text) j++;
  return lineEndsAfter(tokens, j) || stopAt(tokens, j + 1);
}

/** `end` (a line's break, or the text's end) less the emoji that closes every line alike (and its stop). */
export function ownEnd(tokens: readonly Tagged[], end: number): number {
  let e = end > 0 && stopAt(tokens, end - 1) ? end - 1 : end;
  if (!(e > 0 && decorAt(tokens, e - 1))) return end;
  while (e > 0 && decorAt(tokens, e - 1)) e--;
  return e;
}
