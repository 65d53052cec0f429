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

const NUMBER_MARKS = new Set([".", ")", "-"]);
/** "1. ", "2) ", "٣- " opening a line: a numbered bullet (its number and mark are two tokens). */
export function numberedAt(tokens: readonly Tagged[], i: number): boolean {
  const n = tokens[i];
  const mark = tokens[i + 1];
  const next = tokens[i + 2];
  if (n?.kind !== "number" || (n.digits ?? 0) > 2 || !mark || !NUMBER_MARKS.has(mark.text)) return false;
  return mark.start === n.end && next !== undefined && next.start > mark.end && !newline(next);
}

/** The label of the heading at line start k, or null when that line is no heading over a list. */
type HeadingAt = (tokens: readonly Tagged[], k: number) => string | null;

/** Words that open a heading at the end of a line: "work 4 to 9 but in the morning:", "trabajo de 4 a 9 pero por la mañana:". */
const TAIL = new Set(["but", "pero", "and", "y", "then", "luego"]);

/** Where the line from k ends (its newline), and whether a colon (maybe emoji after it) ends it. */
function colonEnds(tokens: readonly Tagged[], k: number): boolean {
  let end = k;
  while (end < tokens.length && !newline(tokens[end])) end++;
  let last = end - 1;
  while (last > k && tokens[last].kind === "emoji") last--;
  return end < tokens.length && tokens[last]?.text === ":";
}

/** A heading after a connector past the start of the line from k ("... but in the morning:"): its label. */
function tailAt(tokens: readonly Tagged[], k: number, headingAt: HeadingAt): string | null {
  if (!colonEnds(tokens, k)) return null;
  for (let j = k + 1; j < tokens.length && j - k < LOOK_BACK && !newline(tokens[j]); j++) {
    if (!TAIL.has(tokens[j].lower)) continue;
    const label = headingAt(tokens, j + 1);
    if (label !== null) return label;
  }
  return null;
}

/** The heading that opens the line at k, or one at its end after a connector. */
function lineHeading(tokens: readonly Tagged[], k: number, headingAt: HeadingAt): string | null {
  return headingAt(tokens, k) ?? tailAt(tokens, k, headingAt);
}

/** The heading over the bullet line that opens at i, if any. */
function headingOver(tokens: readonly Tagged[], i: number, headingAt: HeadingAt): string | null {
  let k = i - 2;
  for (; k >= 0 && i - k < LOOK_BACK; k--) {
    if (!newline(tokens[k])) continue;
    // A bullet line: go on up. Else the line is the heading, or the list is no heading's.
    if (bulletAt(tokens[k + 1]) || numberedAt(tokens, k + 1)) continue;
    return lineHeading(tokens, k + 1, headingAt);
  }
  return k < 0 ? lineHeading(tokens, 0, headingAt) : null;
}

const BEFORE = new Set(["before", "b4"]);

/**
 * Where the bullet line from i says its own "before" under a "before ..." heading, or its own
 * "after" under an "after ..." one (-1 when it does not): two anchors of one direction would leave
 * one of them in the title, so the bullet's own wins. One of the other direction makes a window
 * ("- buy milk before dinner" under "after work:"), and the bullet takes the heading's label.
 */
function sameOrderAt(tokens: readonly Tagged[], i: number, label: string): number {
  const before = label.startsWith("before ");
  if (!before && !label.startsWith("after ")) return -1;
  for (let k = i + 1; k < tokens.length && !newline(tokens[k]); k++)
    if (before ? BEFORE.has(tokens[k].lower) : tokens[k].lower === "after") return k;
  return -1;
}

/**
 * The heading over the plain line (no bullet) that opens at i: up over plain lines, with no blank line and
 * no other heading or bullet between, to a line that `plainAt` reads as a heading.
 */
function plainHeadingOver(tokens: readonly Tagged[], i: number, plainAt: HeadingAt): string | null {
  let k = i - 1;
  while (k > 0 && i - k < LOOK_BACK) {
    // k is the newline that ends the line above; s is where that line starts.
    let s = k - 1;
    while (s >= 0 && !newline(tokens[s])) s--;
    s++;
    if (s >= k || bulletAt(tokens[s]) || numberedAt(tokens, s)) return null;
    const label = plainAt(tokens, s);
    if (label !== null || tokens[k - 1]?.text === ":") return label;
    k = s - 1;
  }
  return null;
}

/** Words that name what a list holds, said before its heading: "errands after work:", "admin in the gap:". */
const HOLDS = new Set(["admin", "errands", "jobs", "chores", "bits", "stuff", "things", "tasks", "todo", "to-do"]);

/** The heading at k, or the same heading after a word of what the list holds ("errands after work:" is "after work:"). */
function pastHolds(headingAt: HeadingAt): HeadingAt {
  return (tokens, k) => headingAt(tokens, k) ?? (HOLDS.has(tokens[k]?.lower ?? "") ? headingAt(tokens, k + 1) : null);
}

export function headingListRule(name: string, bareHeadingAt: HeadingAt, barePlainAt?: HeadingAt): Rule {
  const headingAt = pastHolds(bareHeadingAt);
  // ("work 9-5\nerrands after work:\npost office": what the list holds before a heading over plain lines too.)
  const plainAt = barePlainAt && pastHolds(barePlainAt);
  return {
    name,
    match: (tokens, i) => {
      const lineStart = i === 0 || newline(tokens[i - 1]);
      // (A heading at the end of a line goes from its connector: the line's own words stay.)
      const tail = !lineStart && TAIL.has(tokens[i].lower) && headingAt(tokens, i + 1) !== null && colonEnds(tokens, i);
      const plainHeading = lineStart && plainAt !== undefined && plainAt(tokens, i) !== null;
      if ((lineStart && headingAt(tokens, i) !== null) || tail || plainHeading) {
        let end = i;
        while (!newline(tokens[end])) end++;
        return { end, text: "" };
      }
      // A plain line under a heading over plain lines: it opens with the label.
      const plainLabel =
        lineStart && plainAt && tokens[i].kind === "word" ? plainHeadingOver(tokens, i, plainAt) : null;
      // (Not on a line that says its own "before" / "after" already: "before work:\ndinner before I leave".)
      if (plainLabel && sameOrderAt(tokens, i - 1, plainLabel) < 0)
        return { end: i + 1, text: `${plainLabel}: ${tokens[i].text}` };
      // A bullet of the list: it opens with the label.
      const bullet = tokens[i];
      if (!newline(tokens[i - 1])) return null;
      const numbered = !bulletAt(bullet) && numberedAt(tokens, i);
      if (!bulletAt(bullet) && !numbered) return null;
      const label = headingOver(tokens, i, headingAt);
      if (!label) return null;
      if (sameOrderAt(tokens, i, label) >= 0) return null;
      // ("1. after work: ...": the number stays the bullet.)
      return numbered
        ? { end: i + 2, text: `${bullet.text}${tokens[i + 1].text} ${label}:` }
        : { end: i + 1, text: `${bullet.text} ${label}:` };
    },
  };
}
