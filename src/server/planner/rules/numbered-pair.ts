/**
 * Numbers that name things, not hours (issue 29, kinds 1 and 2): "review chapters 3 and 4, 2h each",
 * "repasar el tema 5 y 6, 1h cada uno", "راجع الفصل ٣ و٤، ساعتين لكل فصل" are one item about chapters
 * 3 and 4, each that long (four hours); never two items at 3pm and 4pm, nor an item titled "4" or
 * "لكل فصل". The numbers are written "3+4" (no clock, no list) and a length for each is multiplied.
 * Bounded: a label, at most MOST numbers and a length.
 */

import { readLength, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { NUMBERED_NOUN } from "../segment-words";

const AR_LABELS = new Set(
  "الفصل الفصول فصل الدرس الدروس درس الوحدة الوحدات وحدة صفحة الصفحة الصفحات الجزء الأجزاء الباب الموضوع".split(" "),
);
const AND = new Set(["and", "&", "y", "e", "و", ","]);
const MOST = 6;

const label = (t: Tagged | undefined): boolean =>
  t?.kind === "word" && (NUMBERED_NOUN.test(t.text) || AR_LABELS.has(t.text));
const plain = (t: Tagged | undefined): boolean =>
  t?.kind === "number" && !t.glued && (t.value ?? 0) >= 1 && (t.value ?? 0) <= 999 && !t.unitMinutes;

/** A range's dash or a clock's colon at k after a number: "9-11", "9:30", "9 to 11", "9am". */
function clockAfter(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (!t) return false;
  if (t.tags.has("am") || t.tags.has("pm")) return true;
  return (["-", "–", ":", "to"].includes(t.lower) || t.text === "—") && tokens[k + 1]?.kind === "number";
}

/** "2h each", "1h cada uno", "ساعتين لكل فصل", "(45 min each)" at k: the length of each and its end. */
function eachLength(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  const open = tokens[k]?.text === "(";
  let j = open || tokens[k]?.text === "," ? k + 1 : k;
  const len = readLength(tokens, j);
  if (!len || !tokens[len.end]?.tags.has("each")) return null;
  j = len.end + 1;
  // "cada uno", "per chapter", "لكل فصل": the word after "each" is the things'.
  if (tokens[j]?.kind === "word" && !tokens[j].tags.has("and")) j++;
  if (open) {
    if (tokens[j]?.text !== ")") return null;
    j++;
  }
  return { minutes: len.minutes, end: j };
}

export const NUMBERED_PAIR: Rule = {
  name: "count/numbered-pair",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    if (!plain(tokens[i + 1]) || !label(tokens[i])) return null;
    const numbers = [String(tokens[i + 1].value)];
    let k = i + 2;
    while (
      numbers.length < MOST &&
      AND.has(tokens[k]?.lower ?? "") &&
      plain(tokens[k + 1]) &&
      !readLength(tokens, k + 1) &&
      // "exam in room 12, 9-11": the next number opens a range or a clock, not another room.
      !clockAfter(tokens, k + 2)
    ) {
      numbers.push(String(tokens[k + 1].value));
      k += 2;
    }
    if (numbers.length < 2) return null;
    const each = eachLength(tokens, k);
    const text = `${tokens[i].text} ${numbers.join("+")}`;
    return each ? { end: each.end, text: `${text} (${numbers.length * each.minutes} min)` } : { end: k, text };
  },
};
