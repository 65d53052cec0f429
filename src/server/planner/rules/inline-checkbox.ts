/**
 * A checklist pasted on one line (issue 29, kind 3): "[ ] renew passport [ ] book vet for Luna [x]
 * email Tom [ ] 2pm dentist" is four items, one done: each box starts an item, as a line break
 * would, and a ticked one ("[x]") is done already and plans nothing (rules/done-item.ts reads boxes
 * at the start of a line). Bounded: a ticked item is read to the next box, at most MOST tokens.
 */

import { type Rule } from "../core/rules";
import { type Tagged } from "../core/tags";

const TICK = new Set(["x", "✓", "✔", "v"]);
const MOST = 30;

/** The box at i: its end and whether it is ticked, or null. */
function boxAt(tokens: readonly Tagged[], i: number): { end: number; ticked: boolean } | null {
  if (tokens[i]?.text !== "[") return null;
  if (tokens[i + 1]?.text === "]") return { end: i + 2, ticked: false };
  if (TICK.has(tokens[i + 1]?.lower ?? "") && tokens[i + 2]?.text === "]") return { end: i + 3, ticked: true };
  return null;
}

export const INLINE_CHECKBOX: Rule = {
  name: "list/inline-checkbox",
  starts: { words: ["["] },
  match: (tokens, i) => {
    // Only inside a line: a box at the start of a line is rules/done-item.ts'.
    if (i === 0 || tokens[i - 1].kind === "break") return null;
    const box = boxAt(tokens, i);
    if (!box) return null;
    if (!box.ticked) return { end: box.end, text: "\n" };
    let k = box.end;
    while (k < tokens.length && k < box.end + MOST && tokens[k].kind !== "break" && !boxAt(tokens, k)) k++;
    return { end: k, text: "\n" };
  },
};
