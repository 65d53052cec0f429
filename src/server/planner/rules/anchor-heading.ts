/**
 * A heading line that says when, over a list (issue 29, kind 8): "locum 9-6\nb4 work:\n- post the
 * parcel\nafter work:\n- pilates 6.30-7.30\n- call the agency", "evening:\n- read\n- iron shirts".
 * The heading alone on its line said nothing of the bullets under it (they went anywhere in the
 * day); now the heading line goes and each of its bullets opens with the label ("after work:",
 * "before work:", "evening:") that the item reader already knows on one line. The list ends at the
 * first line that is not a bullet. English only; GAP_HEADING reads "in between:" the same way.
 * Bounded: a bullet looks back LOOK_BACK tokens for its heading.
 */

import { wordsAt, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const WHEN = ["before", "b4", "after"];
const MOMENTS = [
  "work",
  "school",
  "class",
  "college",
  "uni",
  "lunch",
  "dinner",
  "tea",
  "the school run",
  "school run",
  "shift",
  "my shift",
  "the shift",
  "service",
  "training",
  "the gym",
  "gym",
];
const PARTS: readonly [string, string][] = [
  ["this morning", "morning"],
  ["this afternoon", "afternoon"],
  ["this evening", "evening"],
  ["morning", "morning"],
  ["afternoon", "afternoon"],
  ["evening", "evening"],
  ["tonight", "tonight"],
];
const HEADINGS: readonly (readonly [readonly string[], string])[] = [
  ...WHEN.flatMap((w) =>
    MOMENTS.map((m): [readonly string[], string] => [[w, ...m.split(" ")], `${w === "b4" ? "before" : w} ${m}`]),
  ),
  ...PARTS.map(([p, label]): [readonly string[], string] => [p.split(" "), label]),
];
const LOOK_BACK = 80;

const newline = (t: Tagged | undefined): boolean => t?.kind === "break" && (t.text === "\n" || t.text === "\r");
const bulletAt = (t: Tagged | undefined): boolean => t?.kind === "break" && !newline(t);

/** The label of the heading at line start k, when the line is only a heading, a colon and a bullet list follows. */
function headingAt(tokens: readonly Tagged[], k: number): string | null {
  for (const [words, label] of HEADINGS) {
    if (!wordsAt(tokens, k, words)) continue;
    let end = k + words.length;
    if (tokens[end]?.text !== ":") continue;
    end++;
    while (tokens[end]?.kind === "emoji") end++;
    if (newline(tokens[end]) && bulletAt(tokens[end + 1])) return label;
  }
  return null;
}

/** The heading over the bullet line that opens at i, if any. */
function headingOver(tokens: readonly Tagged[], i: number): string | null {
  let k = i - 2;
  for (; k >= 0 && i - k < LOOK_BACK; k--) {
    if (!newline(tokens[k])) continue;
    // A bullet line: go on up. Else the line is the heading, or the list is no heading's.
    if (bulletAt(tokens[k + 1])) continue;
    return headingAt(tokens, k + 1);
  }
  return k < 0 ? headingAt(tokens, 0) : null;
}

export const ANCHOR_HEADING: Rule = {
  name: "anchor/anchor-heading",
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
    const label = headingOver(tokens, i);
    return label ? { end: i + 1, text: `${bullet.text} ${label}:` } : null;
  },
};
