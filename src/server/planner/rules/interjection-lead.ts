/**
 * "ah y mañana tengo que pasar la itv, no hoy", "por cierto, mañana llega el técnico", "على فكرة بكرة
 * عندي اجتماع": an interjection opening a sentence ("ah", "oh", "por cierto", "otra cosa", "على فكرة",
 * "بالمناسبة") is no item ("Ah") and hides nothing. So is a word that only asks for attention ("ojo:
 * mañana entrego el informe", "ojo que ...", Gulf "ترى بكرة عندي مباراة", "btw tomorrow ...", "heads up,
 * ..."): it goes, with the "y" / "," after it, so the
 * sentence is read from its own first word (its own pass, before the rules, like rules/sleep-until.ts:
 * "mañana" then opens the item). And ", no hoy" / "(no hoy)" / "مش النهارده" after an item says it is
 * not today's: no item "No". Bounded: a few tokens.
 */

import { closesItem, opensItem, type Tagged } from "../core/tags";
import { wordsAt, type Rule } from "../core/rules";

const LEADS: readonly (readonly string[])[] = [
  ["ah"],
  ["ahh"],
  ["oh"],
  ["ay"],
  ["por", "cierto"],
  ["otra", "cosa"],
  ["ah", "otra", "cosa"],
  ["y", "otra", "cosa"],
  ["se", "me", "olvidaba"],
  ["على", "فكرة"],
  ["وعلى", "فكرة"],
  ["بالمناسبة"],
  ["آه"],
  // Asking for attention: "ojo", "ojito que", Gulf "ترى" / "ترا", "btw", "fyi", "heads up".
  ["ojo"],
  ["ojo", "que"],
  ["ojito"],
  ["ojito", "que"],
  ["ترى"],
  ["ترا"],
  ["btw"],
  ["fyi"],
  ["heads", "up"],
];
const AND = new Set(["y", "e", "و"]);
const SKIP = new Set([",", "،", "!", ":", "-"]);

/** Is there an item's word at k (not the end of the line)? */
const wordAt = (tokens: readonly Tagged[], k: number): boolean => tokens[k]?.kind === "word";

export const INTERJECTION_LEAD: Rule = {
  name: "aside/interjection-lead",
  match: (tokens, i) => {
    if (!opensItem(tokens, i)) return null;
    let best = -1;
    for (const words of LEADS) if (words.length > best && wordsAt(tokens, i, words)) best = words.length;
    if (best < 0) return null;
    let k = i + best;
    while (k < i + best + 3 && SKIP.has(tokens[k]?.text ?? "")) k++;
    if (AND.has(tokens[k]?.lower ?? "")) k++;
    while (k < i + best + 5 && SKIP.has(tokens[k]?.text ?? "")) k++;
    // "ah" alone on its line, or "oh no": left as written.
    if (!wordAt(tokens, k) || tokens[k].lower === "no") return null;
    return { end: k, text: "\n" };
  },
};

/** ", no hoy", "(no hoy)", "، مش النهارده": not today's. */
export const NOT_TODAY: Rule = {
  name: "aside/not-today",
  starts: { words: [",", "،", "("] },
  match: (tokens, i) => {
    const open = tokens[i].text;
    if (open !== "," && open !== "،" && open !== "(") return null;
    let k = i + 1;
    if (!["no", "مش", "مو", "ليس"].includes(tokens[k]?.lower ?? "")) return null;
    k++;
    if (!["hoy", "النهارده", "النهاردة", "اليوم"].includes(tokens[k]?.lower ?? "")) return null;
    k++;
    if (open === "(") {
      if (tokens[k]?.text !== ")") return null;
      k++;
    }
    return closesItem(tokens[k]) || tokens[k]?.text === "," ? { end: k, text: "" } : null;
  },
};
