/**
 * Lengths with a fraction (issue 29, kind 6): "1 1/2 hrs", "2½ hours", "1 and 1/2 hours", "3/4 hr",
 * "¾ h" are 90, 150, 90, 45 and 45 minutes, written out in minutes for the item reader; never a
 * length of one and a title ending "(1)". Only halves, quarters and three quarters of a unit.
 * Bounded: a whole number, an "and", a fraction and the unit.
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const SIGNS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75 };

/** A fraction at k: "1/2", "3/4", "½": its value and end. */
function fraction(tokens: readonly Tagged[], k: number): { value: number; end: number } | null {
  const sign = SIGNS[tokens[k]?.text ?? ""];
  if (sign !== undefined) return { value: sign, end: k + 1 };
  const [a, slash, b] = [tokens[k], tokens[k + 1], tokens[k + 2]];
  if (a?.kind !== "number" || slash?.text !== "/" || b?.kind !== "number") return null;
  const value = (a.value ?? 0) / (b.value ?? 1);
  return (b.value === 2 || b.value === 4) && value > 0 && value < 1 ? { value, end: k + 3 } : null;
}

export const FRACTION_LENGTH: Rule = {
  name: "duration/fraction",
  starts: { words: Object.keys(SIGNS), kinds: ["number"] },
  match: (tokens, i) => {
    let whole = 0;
    let k = i;
    const n = tokens[i];
    if (n.kind === "number" && !fraction(tokens, i) && (n.value ?? 0) <= 12) {
      whole = n.value ?? 0;
      k++;
      if (tokens[k]?.lower === "and" || tokens[k]?.lower === "y") k++;
    }
    const f = fraction(tokens, k);
    const unit = f ? tokens[f.end] : undefined;
    if (!f || !unit?.unitMinutes) return null;
    return { end: f.end + 1, text: `${Math.round((whole + f.value) * unit.unitMinutes)} min` };
  },
};
