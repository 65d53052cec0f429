/**
 * "On the way back" after an item is after it (issue 29, kinds 1 and 8): "a las 3 y media llevar a
 * Juan al pediatra, de vuelta pasar por el súper", "a la vuelta comprar pan", "on the way back get
 * milk", "وأنا راجع أجيب خبز", "de regreso comprar pan", "في طريق العودة أشتري خبز". So is getting home:
 * "al llegar (a casa) ducharme" (not "al llegar al hotel", somewhere else; Arabic "أول ما أوصل البيت" is
 * arabic.ts' "after I get home"). At
 * the start of an item, the phrase (and "a casa" / "home" / "للبيت" after it) becomes the plain
 * "luego" / "then" the item reader orders by.
 */

import { phraseAt, readClock, wordsAt, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const PHRASES: { words: string[]; es: boolean }[] = [
  { words: ["de", "vuelta"], es: true },
  { words: ["a", "la", "vuelta"], es: true },
  { words: ["al", "volver"], es: true },
  { words: ["de", "regreso"], es: true },
  { words: ["al", "regresar"], es: true },
  { words: ["en", "el", "camino", "de", "vuelta"], es: true },
  { words: ["camino", "de", "vuelta"], es: true },
  { words: ["de", "camino", "a", "casa"], es: true },
  { words: ["al", "llegar"], es: true },
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
  { words: ["في", "طريق", "العودة"], es: false },
  { words: ["في", "طريق", "الرجوع"], es: false },
  { words: ["بطريق", "العودة"], es: false },
];
/** "de vuelta a casa", "al volver a casa", "وأنا راجع للبيت": where to, said or not. */
const HOME: string[][] = [
  ...[["a", "casa"], ["home"], ["للبيت"], ["عالبيت"], ["من", "الشغل"]],
  ...[
    ["del", "trabajo"],
    ["del", "curro"],
  ],
];
/** The day's work by its word: "turno de 2 a 9", "shift 7-3", "دوام من ٨". */
const WORK = new Set([
  "turno",
  "curro",
  "trabajo",
  "jornada",
  "guardia",
  "shift",
  "work",
  "دوام",
  "الدوام",
  "دوامي",
  "مناوبة",
]);
/** How far back the shift is looked for, and how far after its word its hours may come (tokens). */
const LOOK_BACK = 120;
const HOURS_WITHIN = 5;

/** A shift with its hours written before i: "turno de 2 a 9 pm", "shift 7-3". Bounded. */
function shiftBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
    if (!WORK.has(tokens[k].lower)) continue;
    for (let j = k + 1; j < i && j <= k + HOURS_WITHIN; j++)
      if (tokens[j].kind === "clock" || (tokens[j].kind === "number" && readClock(tokens, j))) return true;
  }
  return false;
}

/** "al llegar al hotel", "al llegar a Madrid": getting somewhere else, not home. */
const ELSEWHERE = new Set(["a", "al", "del", "de"]);

export const WAY_BACK: Rule = {
  name: "order/way-back",
  starts: { words: [...new Set(PHRASES.map((p) => p.words[0]))] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true) || i === 0) return null;
    const p = PHRASES.find((x) => wordsAt(tokens, i, x.words));
    if (!p) return null;
    let end = i + p.words.length;
    const home = phraseAt(tokens, end, HOME);
    if (home) end += home.length;
    if (!home && p.words[1] === "llegar" && ELSEWHERE.has(tokens[end]?.lower ?? "")) return null;
    if (tokens[end]?.text === "," || tokens[end]?.text === "،") end++;
    if (tokens[end]?.kind !== "word") return null;
    // "turno de 2 a 9 pm ... cuentacuentos de 4 a 5, de regreso comprar pan": the way back is from work, when it ends.
    if (shiftBefore(tokens, i)) return { end, text: p.es ? "después del trabajo" : "after work then" };
    return { end, text: p.es ? "luego" : "then" };
  },
};
