/**
 * "On the way back" after an item is after it (issue 29, kinds 1 and 8): "a las 3 y media llevar a
 * Juan al pediatra, de vuelta pasar por el súper", "a la vuelta comprar pan", "on the way back get
 * milk", "وأنا راجع أجيب خبز". At the start of an item, the phrase (and "a casa" / "home" / "للبيت"
 * after it) becomes the plain "luego" / "then" the item reader orders by.
 */

import { phraseAt, wordsAt, type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const PHRASES: { words: string[]; es: boolean }[] = [
  { words: ["de", "vuelta"], es: true },
  { words: ["a", "la", "vuelta"], es: true },
  { words: ["al", "volver"], es: true },
  { words: ["on", "the", "way", "back"], es: false },
  { words: ["on", "my", "way", "back"], es: false },
  { words: ["on", "the", "way", "home"], es: false },
  { words: ["on", "my", "way", "home"], es: false },
  { words: ["وأنا", "راجع"], es: false },
  { words: ["وانا", "راجع"], es: false },
  { words: ["وأنا", "راجعة"], es: false },
  { words: ["وانا", "راجعة"], es: false },
  { words: ["بطريق", "الرجعة"], es: false },
  { words: ["بطريق", "الرجوع"], es: false },
];
/** "de vuelta a casa", "al volver a casa", "وأنا راجع للبيت": where to, said or not. */
const HOME: string[][] = [["a", "casa"], ["home"], ["للبيت"], ["عالبيت"], ["من", "الشغل"], ["del", "trabajo"]];

export const WAY_BACK: Rule = {
  name: "order/way-back",
  starts: { words: PHRASES.map((p) => p.words[0]) },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true) || i === 0) return null;
    const p = PHRASES.find((x) => wordsAt(tokens, i, x.words));
    if (!p) return null;
    let end = i + p.words.length;
    const home = phraseAt(tokens, end, HOME);
    if (home) end += home.length;
    if (tokens[end]?.text === "," || tokens[end]?.text === "،") end++;
    if (tokens[end]?.kind !== "word") return null;
    return { end, text: p.es ? "luego" : "then" };
  },
};
