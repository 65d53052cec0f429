/**
 * Counts multiply (issue 29, kind 2): "do the match reports online, 10 min per game" after "reffing 2
 * games today", "write up notes, 15 min per child": a length per thing whose count the item does not
 * say. The count is the nearest "N games" written before (in any line); with none, the item is at
 * least one thing's length. Either way the phrase is the plain length "(20 min)", never an item "Per game".
 * (The item's own count, "3 reports, 20 min per report", is rules/count-after.ts'.) Bounded: LOOK_BACK tokens.
 * Children are counted by any of their words, before or after: "15 min per child" with "3 kids" or
 * "homework check w/ the twins, 10 min per kid", "15 min por niño" with "3 niños", "ربع ساعة لكل ولد"
 * with "٣ أولاد"; with no count of them written, it is one child's length.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem, singular, type Tagged } from "../core/tags";

const PER = new Set(["per", "a", "each", "every", "por"]);
/** Words of "each" kept for children ("15 min cada niño", "ربع ساعة لكل ولد"): "(media hora cada una)" is count-after's. */
const EACH_CHILD = new Set(["cada", "لكل"]);
const LOOK_BACK = 200;
/** The most things a count before may name. */
const MOST = 30;

/** Things counted in shorthand: "clinic 9-12 (6 pts)", "8 appts". */
const SHORT_THINGS: ReadonlyMap<string, string> = new Map([
  ["pts", "patient"],
  ["appts", "appointment"],
  ["apts", "appointment"],
  ["mtgs", "meeting"],
]);

/** The count of the nearest "N <things>" before i, the things being `noun` (one of them), or undefined. */
function countBefore(tokens: readonly Tagged[], i: number, noun: string): number | undefined {
  for (let j = i - 2; j >= 0 && i - j <= LOOK_BACK; j--) {
    const t = tokens[j];
    const w = tokens[j + 1];
    if (t.count === undefined || t.kind === "clock" || w?.kind !== "word") continue;
    const thing = SHORT_THINGS.get(w.lower) ?? singular(w.text)?.toLowerCase();
    if (thing === noun && t.count >= 2 && t.count <= MOST) return t.count;
  }
  return undefined;
}

/** A child, by any of its words: "per kid" counts "3 children", "los dos niños", "٣ أولاد". */
const CHILD = new Set(
  (
    "child children kid kids kiddo kiddos boy boys girl girls son sons daughter daughters " +
    "niño niños niña niñas hijo hijos hija hijas crío críos peque peques " +
    "ولد أولاد اولاد الأولاد الاولاد طفل أطفال اطفال الأطفال الاطفال عيل عيال العيال بنت بنات البنات"
  ).split(" "),
);
/** Children counted by one word: "the twins", "los mellizos", "الولدين". */
const CHILDREN_OF = new Map<string, number>([
  ...["twins", "gemelos", "gemelas", "mellizos", "mellizas", "التوأم", "توأم", "ولدين", "الولدين", "بنتين"].map(
    (w) => [w, 2] as [string, number],
  ),
  ...["triplets", "trillizos", "trillizas"].map((w) => [w, 3] as [string, number]),
]);

const CAPITAL = /^\p{Lu}\p{Ll}+$/u;
/** The most names read after "with". */
const MOST_NAMES = 6;

/** "w/ Ella and Kofi", "with Tom, Jess & Mia" at k (the "with"): how many names, when two or more. */
function namesWith(tokens: readonly Tagged[], k: number): number | undefined {
  let names = 0;
  let j = k + 1;
  while (names < MOST_NAMES && tokens[j]?.kind === "word" && CAPITAL.test(tokens[j].text)) {
    names++;
    const sep = tokens[j + 1];
    if (!sep || !(sep.text === "," || sep.tags.has("and")) || !CAPITAL.test(tokens[j + 2]?.text ?? "")) break;
    j += 2;
  }
  return names >= 2 ? names : undefined;
}

/**
 * How many children the text names nearest to i ("3 kids", "both boys", "the twins", or by their names
 * after "with": "sessions w/ Ella and Kofi ... 15 min per child"), or undefined.
 */
function childrenNear(tokens: readonly Tagged[], i: number): number | undefined {
  const at = (j: number): number | undefined => {
    const t = tokens[j];
    const w = tokens[j + 1];
    const named = CHILDREN_OF.get(t.lower);
    if (named) return named;
    if (t.tags.has("with")) return namesWith(tokens, j);
    if (w?.kind !== "word" || !CHILD.has(w.lower)) return undefined;
    if (t.lower === "both") return 2;
    return t.count !== undefined && t.kind !== "clock" && t.count >= 2 && t.count <= MOST ? t.count : undefined;
  };
  for (let j = i - 1; j >= 0 && i - j <= LOOK_BACK; j--) {
    const n = at(j);
    if (n) return n;
  }
  for (let j = i + 1; j < tokens.length && j - i <= LOOK_BACK; j++) {
    const n = at(j);
    if (n) return n;
  }
  return undefined;
}

export const PER_THING_CONTEXT: Rule = {
  name: "count/per-thing-context",
  starts: { count: true, words: ["a", "an", "half", "quarter", "for", "media", "un", "cuarto"] },
  match: (tokens, i) => {
    const len = readLength(tokens, i);
    if (!len) return null;
    const per = tokens[len.end]?.lower ?? "";
    if (!PER.has(per) && !(EACH_CHILD.has(per) && CHILD.has(tokens[len.end + 1]?.lower ?? ""))) return null;
    const noun = tokens[len.end + 1];
    const child = CHILD.has(noun?.lower ?? "");
    // (A frame word is a thing too: "10 min per job", "5 min per task".)
    const tagged = noun !== undefined && [...noun.tags].some((tag) => tag !== "frame");
    if (!child && (noun?.kind !== "word" || noun.unitMinutes || tagged || singular(noun.text))) return null;
    const after = tokens[len.end + 2];
    if (!closesItem(after) && after.text !== "," && after.text !== ")") return null;
    // (Only after the item's words: "..., 10 min per game"; "piano practice 20 min per child".)
    const before = tokens[i - 1];
    if (before?.text !== "," && before?.text !== "(" && !(child && before?.kind === "word")) return null;
    const many = (child ? childrenNear(tokens, i) : countBefore(tokens, i, noun.lower)) ?? 1;
    return { end: len.end + 2, text: `(${many * len.minutes} min)` };
  },
};
