/**
 * Lengths a careful person would give (issue 29, kind 6): "llamar a mi abuela, un ratico", "leer,
 * un ratito", "pasear al perro, un rato" say how long, vaguely: a short while (15 minutes for the
 * diminutives, half an hour for "un rato"), never an item titled "Ratico". Only after a comma or a
 * dash, where it is said of the item before ("echarme un rato" is a nap's name: lexicon.ts). In
 * English, "for a bit" is half an hour, "for a while" three quarters.
 */

import { wordsAt, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const WHILE: Record<string, number> = {
  rato: 30,
  ratito: 15,
  ratico: 15,
  ratín: 15,
  ratin: 15,
  momentito: 10,
};
const MORE = new Set(["más", "mas", "largo"]);

/** Verbs whose "un rato" is the thing itself: "echarme un rato" is a nap (lexicon.ts). */
const NAP = new Set(["echarme", "echarse", "tumbarme", "tumbarse", "acostarme", "acostarse"]);

/** Words that open the rest of an item after its "un rato": when, until, with whom. */
const THEN_WORDS = new Set([
  "por",
  "en",
  "esta",
  "antes",
  "después",
  "despues",
  "hasta",
  "sobre",
  "hacia",
  "con",
  "cuando",
]);

export const A_WHILE: Rule = {
  name: "length/a-while",
  starts: { words: ["solo", "sólo", "un"] },
  match: (tokens, i) => {
    const p = tokens[i - 1];
    if (!p) return null;
    // "hacer ganchillo un rato", "leer un ratito": closing the item, said of it too.
    // "pasear al perro un rato por la tarde", "jugar un rato con los niños": before the item's when or with whom too.
    const after = tokens[i + 2];
    const closing =
      p.kind === "word" &&
      !NAP.has(p.lower) &&
      (closesItem(after) || after?.text === "," || (after?.kind === "word" && THEN_WORDS.has(after.lower)));
    if (p.text !== "," && p.text !== "-" && p.text !== "–" && !closing) return null;
    let k = i;
    if (tokens[k]?.lower === "solo" || tokens[k]?.lower === "sólo") k++;
    if (tokens[k]?.lower !== "un") return null;
    const minutes = WHILE[tokens[k + 1]?.lower ?? ""];
    // "un rato largo", "un rato más": no short while.
    if (minutes === undefined || MORE.has(tokens[k + 2]?.lower ?? "")) return null;
    return { from: closing ? i : i - 1, end: k + 2, text: ` (${minutes} min)` };
  },
};

/** "for a bit", "for a little while", "for a while": how long, vaguely, never part of the title. */
const FOR_A: readonly [string[], number][] = [
  [["for", "a", "little", "bit"], 20],
  [["for", "a", "little", "while"], 20],
  [["for", "a", "bit"], 30],
  [["for", "a", "while"], 45],
];

export const FOR_A_BIT: Rule = {
  name: "length/for-a-bit",
  starts: { words: ["for"] },
  match: (tokens, i) => {
    const hit = FOR_A.find(([words]) => wordsAt(tokens, i, words));
    return hit && i > 0 ? { end: i + hit[0].length, text: `(${hit[1]} min)` } : null;
  },
};
