/**
 * A list written time first, some times bare (issue 29, kind 1): "clients: 9 cut, 10.30 colour
 * (2.5h), 2 blow dry, 3.15 cut + beard", "9 filling, 11 checkup, 2.30 crown fitting". When an item of
 * the comma list opens with a clock ("10.30 colour"), a sibling that opens with a bare hour and one
 * singular word after it ("9 cut", "2 blow dry") is timed the same way, not a count ("2 blow dry" is
 * no two of anything; "3 calls, 2 emails" are counts: plural, left alone). The bare hour moves behind
 * the words as "at 9", which the item reader knows. Bounded: the line is read LOOK tokens each way.
 */

import { type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const LOOK = 30;
const SEP = new Set([",", ":", ";"]);

const bareHour = (t: Tagged | undefined): boolean =>
  t?.kind === "number" && (t.digits ?? 0) <= 2 && (t.value ?? 0) >= 2 && (t.value ?? 0) <= 12;
const plainWord = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && t.tags.size === 0 && !t.unitMinutes && t.count === undefined && !/s$/iu.test(t.text);

/** Whether an item of the same comma list (the line, within LOOK tokens) opens with a clock ("10.30 colour"). */
function clockSibling(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && i - k < LOOK && tokens[k].kind !== "break"; k--)
    if (tokens[k].kind === "clock" && SEP.has(tokens[k - 1]?.text ?? "") && tokens[k + 1]?.kind === "word") return true;
  for (let k = i + 1; k < tokens.length && k - i < LOOK && tokens[k].kind !== "break"; k++)
    if (tokens[k].kind === "clock" && SEP.has(tokens[k - 1]?.text ?? "") && tokens[k + 1]?.kind === "word") return true;
  return false;
}

export const TIME_FIRST_LIST: Rule = {
  name: "list/time-first-bare",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (!bareHour(t) || !SEP.has(tokens[i - 1]?.text ?? "") || !plainWord(tokens[i + 1])) return null;
    // The item: its words up to the next comma or the end of the line.
    let end = i + 1;
    while (end < i + 8 && tokens[end] && !closesItem(tokens[end]) && !SEP.has(tokens[end].text)) {
      if (tokens[end].kind === "number" || tokens[end].kind === "clock") return null;
      end++;
    }
    if (!clockSibling(tokens, i)) return null;
    const words = tokens
      .slice(i + 1, end)
      .map((w) => w.text)
      .join(" ");
    return { end, text: `${words} at ${t.text}` };
  },
};
