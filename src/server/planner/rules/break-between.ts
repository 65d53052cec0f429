/**
 * The break between two timed items, opening an item (issue 29, kind 8): "tienda de 10 a 2 y almacén
 * de 5 a 9. en la pausa comer con Bea y pasar por la tintorería", "entre turno y turno, ir al banco",
 * "entre medias llamar al proveedor", "بالاستراحة أتغدى وأشتري خبز". Everything the sentence lists
 * goes between the two timed items before it: the phrase becomes the label "entre medias:" (Arabic:
 * "in between:") the item reader gives each item of the sentence.
 */

import { phraseAt, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";
import { namedBefore } from "./during";

/** Spanish phrases of the gap, as lower-case words. */
const ES_GAP = [
  ["en", "la", "pausa"],
  ["en", "el", "descanso"],
  ["en", "el", "hueco"],
  ["entre", "medias"],
  ["entremedias"],
  ["entre", "medio"],
];

/** Arabic words of the break (normalizeArabic leaves them as written). */
const AR_GAP = new Set(["بالاستراحة", "بالبريك", "بالفسحة", "بالفاصل"]);
const AR_IN = new Set(["في", "وقت"]);
const AR_BREAK = new Set(["الاستراحة", "البريك", "الفسحة", "الفاصل"]);

/** The end of the gap phrase at i, or -1. */
function gapEnd(tokens: readonly Tagged[], i: number): number {
  const t = tokens[i];
  if (AR_GAP.has(t.lower)) return i + 1;
  if (AR_IN.has(t.lower) && AR_BREAK.has(tokens[i + 1]?.lower ?? "")) return i + 2;
  const gap = phraseAt(tokens, i, ES_GAP);
  if (gap) return i + gap.length;
  // "entre turno y turno", "entre clase y clase": the same noun twice.
  const noun = tokens[i + 1];
  if (t.lower === "entre" && noun?.kind === "word" && tokens[i + 2]?.tags.has("and"))
    return tokens[i + 3]?.lower === noun.lower ? i + 4 : -1;
  return -1;
}

export const BREAK_BETWEEN: Rule = {
  name: "between/the-break",
  starts: { kinds: ["word"], opens: true },
  match: (tokens, i) => {
    if (tokens[i].kind !== "word" || !opensItem(tokens, i, true)) return null;
    const k = gapEnd(tokens, i);
    const next = tokens[k];
    // The item itself follows: a word (a colon or comma after the phrase is swallowed).
    if (k < 0 || !next) return null;
    // "guardia de 8 a 3 (descanso de 11 a 11:30) … en el descanso llamar al taller": a break named
    // before, with its hours, is that break's window ("during descanso", rules/during.ts).
    const noun = tokens[k - 1];
    if (k - i === 3 && tokens[i].lower === "en" && namedBefore(tokens, i, noun.lower))
      return { end: [":", ","].includes(next.text) ? k + 1 : k, text: `during ${noun.lower} ` };
    const arabic = tokens[i].text.charCodeAt(0) >= 0x600;
    const label = arabic ? "in between: " : "entre medias: ";
    if ([":", ",", "،", "-"].includes(next.text) && tokens[k + 1]?.kind === "word") return { end: k + 1, text: label };
    return next.kind === "word" ? { end: k, text: label } : null;
  },
};
