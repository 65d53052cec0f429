/**
 * Items inside an event written earlier (issue 29, kind 8): "on the layover: call mum, shower",
 * "during the match ...", "en la escala: llamar a mamá", "في الترانزيت أكلم أمي". When the word
 * after "on/during/in/en/durante/في" names an item written before (within a bounded look-back),
 * the phrase becomes the plain "during <item>" that the item reader turns into that item's window.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const OPENERS = new Set(["on", "during", "in", "en", "durante", "في", "وفي", "خلال"]);
const ARTICLES = new Set(["the", "my", "la", "el", "mi"]);
/** How far back the named item is looked for (tokens): bounded, so the pass stays linear. */
const LOOK_BACK = 120;

/** The word without case or the Arabic article, to compare "الترانزيت" with "ترانزيت". */
function stem(w: string): string {
  const lower = w.toLowerCase();
  return lower.startsWith("ال") && lower.length > 4 ? lower.slice(2) : lower;
}

function namedBefore(tokens: readonly Tagged[], i: number, word: string): boolean {
  for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--)
    if (tokens[k].kind === "word" && stem(tokens[k].text) === word) return true;
  return false;
}

export const DURING_EVENT: Rule = {
  name: "anchor/during-event",
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower) || !opensItem(tokens, i, true)) return null;
    let k = i + 1;
    if (ARTICLES.has(tokens[k]?.lower ?? "")) k++;
    const noun = tokens[k];
    if (noun?.kind !== "word" || noun.tags.size > 0 || noun.text.length < 4) return null;
    const word = stem(noun.text);
    return namedBefore(tokens, i, word) ? { end: k + 1, text: `during ${word}` } : null;
  },
};
