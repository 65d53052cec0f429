/**
 * A heading alone on its line over a bullet list, whose label every bullet takes (issue 29, kind 8):
 * the heading line goes and each bullet under it opens with "<label>:", which the item reader knows
 * on one line. The list ends at the first line that is not a bullet. Shared by rules/gap-heading.ts
 * ("in between:") and rules/anchor-heading.ts ("after work:", "evening:"), which say what a heading
 * is and what its label reads. Bounded: a bullet looks back LOOK_BACK tokens for its heading.
 */

import type { Rule } from "./rules";
import type { Tagged } from "./tags";

const LOOK_BACK = 80;

export const newline = (t: Tagged | undefined): boolean => t?.kind === "break" && (t.text === "\n" || t.text === "\r");
export const bulletAt = (t: Tagged | undefined): boolean => t?.kind === "break" && !newline(t);

/** The label of the heading at line start k, or null when that line is no heading over a list. */
type HeadingAt = (tokens: readonly Tagged[], k: number) => string | null;

/** The heading over the bullet line that opens at i, if any. */
function headingOver(tokens: readonly Tagged[], i: number, headingAt: HeadingAt): string | null {
  let k = i - 2;
  for (; k >= 0 && i - k < LOOK_BACK; k--) {
    if (!newline(tokens[k])) continue;
    // A bullet line: go on up. Else the line is the heading, or the list is no heading's.
    if (bulletAt(tokens[k + 1])) continue;
    return headingAt(tokens, k + 1);
  }
  return k < 0 ? headingAt(tokens, 0) : null;
}

export function headingListRule(name: string, headingAt: HeadingAt): Rule {
  return {
    name,
    match: (tokens, i) => {
      const lineStart = i === 0 || newline(tokens[i - 1]);
      if (lineStart && headingAt(tokens, i) !== null) {
        let end = i;
        while (!newline(tokens[end])) end++;
        return { end, text: "" };
      }
      // A bullet of the list: it opens with the label.
      const bullet = tokens[i];
      if (!newline(tokens[i - 1]) || !bulletAt(bullet)) return null;
      const label = headingOver(tokens, i, headingAt);
      return label ? { end: i + 1, text: `${bullet.text} ${label}:` } : null;
    },
  };
}
