/**
 * A dot inside a bracket is an abbreviation's, not a sentence's end (kind from blind es23): "cole de 9
 * a 2 (doy ed. fisica)", "dentist 3pm (Dr. Patel)", "reunión (aprox. 1h)". Split there, the bracket's
 * last words became an item of their own ("Fisica"). The dot goes when a bracket opened before it on
 * the same line, within a few words, and closes after it; bounded: MOST tokens each way.
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const MOST = 16;

/** Whether, from k going by step, a bracket mark `mark` comes before the other one or a line break. */
function bracketAt(tokens: readonly Tagged[], k: number, step: 1 | -1, mark: string, other: string): boolean {
  for (let j = k + step, n = 0; j >= 0 && j < tokens.length && n < MOST; j += step, n++) {
    const t = tokens[j];
    if (t.text === mark) return true;
    // (Another abbreviation's dot may sit between: "(p.e. y mat.)".)
    if (t.text === other || t.kind === "break" || t.kind === "clock" || t.text === ",") return false;
  }
  return false;
}

export const BRACKET_DOT: Rule = {
  name: "aside/bracket-dot",
  starts: { words: ["."] },
  match: (tokens, i) => {
    if (tokens[i].text !== "." || tokens[i - 1]?.kind !== "word" || tokens[i + 1]?.kind !== "word") return null;
    if (!bracketAt(tokens, i, -1, "(", ")") || !bracketAt(tokens, i, 1, ")", "(")) return null;
    return { end: i + 1, text: "" };
  },
};
