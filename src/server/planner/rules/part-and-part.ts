/**
 * Two parts of the day joined (issue 29, p-esar21): "estudiar 3 horas por la tarde y noche", "study 3 hours
 * in the afternoon and evening" is one item over both, from the afternoon on: "a partir de las 15" (the
 * Spanish afternoon, as "por la tarde" alone reads), "after 12pm"; never a title "Estudiar y noche" nor
 * the afternoon alone. (Arabic "العصر والمسا" is arabic.ts'.) Bounded: at most seven tokens.
 */

import type { Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const LEAD = new Set(["por", "en", "x", "in", "during"]);
const ARTICLE = new Set(["la", "the"]);
const AND = new Set(["y", "and", "&", "+", "e"]);
const LATER = new Set(["noche", "evening", "night"]);

const at = (tokens: readonly Tagged[], k: number): string => tokens[k]?.lower ?? "";

/** "(por) (la)" before k: how many of those words, 0-2. */
function leadBefore(tokens: readonly Tagged[], k: number): number {
  if (!ARTICLE.has(at(tokens, k - 1))) return LEAD.has(at(tokens, k - 1)) ? 1 : 0;
  return LEAD.has(at(tokens, k - 2)) ? 2 : 1;
}

export const PART_AND_PART: Rule = {
  name: "part/part-and-part",
  starts: { words: ["por", "en", "x", "in", "during", "la", "the", "tarde", "afternoon"] },
  match: (tokens, i) => {
    // The afternoon's word at k, after its lead words from i.
    let k = i;
    while (k < i + 2 && (LEAD.has(at(tokens, k)) || ARTICLE.has(at(tokens, k)))) k++;
    const first = at(tokens, k);
    if (first !== "tarde" && first !== "afternoon") return null;
    // (Only from the first lead word: "la tarde" inside "por la tarde" is read from "por".)
    if (k === i && leadBefore(tokens, k) > 0) return null;
    if (k > i && LEAD.has(at(tokens, i - 1))) return null;
    let j = k + 1;
    if (!AND.has(at(tokens, j))) return null;
    j++;
    if (LEAD.has(at(tokens, j))) j++;
    if (ARTICLE.has(at(tokens, j))) j++;
    if (!LATER.has(at(tokens, j))) return null;
    // ("ir al banco por la tarde y por la noche cenar con Ana": two items, each with its part.)
    if (tokens[j + 1]?.kind === "word") return null;
    return { end: j + 1, text: first === "tarde" ? "a partir de las 15" : "after 12pm" };
  },
};
