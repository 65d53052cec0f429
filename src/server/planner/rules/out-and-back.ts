/**
 * Going out at one hour and coming back at another (issue 29, kinds 1 and 9): "salgo a pescar a las 4
 * y vuelvo como a las 11", "me voy al mercado a las 6 y regreso a las 9", "طالع عالبحر الساعة ٤ وراجع
 * ١٠" (normalizeArabic gives "at 4 وراجع 10"), "abro a las 11 y cierro a las 8" are one event from the first hour to the second, not
 * a one-hour event at the first and another called "Vuelvo" at the second. Read as the plain range
 * "de 4 a 11" ("from 4 to 10"), which the range reader places (a morning start before the day's
 * window stays a morning). Bounded: a few tokens from the first clock's lead word.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

/** The lead words of the first hour: "a las 4", "sobre las 6", "at 4" (the Arabic "الساعة ٤" normalized). */
const ES_LEAD = new Set(["a", "sobre", "hacia"]);
const ARTICLE = new Set(["las", "la"]);
/** Opening and closing: "hoy abro a las 11 y cierro a las 8" is open from 11 to 8 (a shop's day: work-window.ts). */
const ES_CLOSE = ["cierro", "cerramos", "cierra", "cierran"];
/** The coming back: Spanish after "y", Arabic with its "و" joined ("وراجع", "وبرجع"). */
const ES_BACK = new Set(["vuelvo", "regreso", "volvemos", "regresamos", "vuelve", "regresa", ...ES_CLOSE]);
const AR_BACK = new Set(["وراجع", "وراجعة", "وراجعه", "ورجع", "وبرجع", "وارجع", "وأرجع", "ونرجع", "وبنرجع", "وراجعين"]);
/** Hedges before the second hour: "como a las 11", "sobre las 11", "a eso de las 11", "حوالي" (around). */
const HEDGE = new Set(["como", "sobre", "hacia", "around", "about", "~"]);

/** The first clock after its lead word at i: [clock start, clock end), and whether the text is Spanish. */
function firstClock(tokens: readonly Tagged[], i: number): { from: number; end: number; es: boolean } | null {
  const t = tokens[i];
  let k = i + 1;
  let es = false;
  if (ES_LEAD.has(t.lower) && ARTICLE.has(tokens[k]?.lower ?? "")) {
    es = true;
    k++;
  } else if (t.lower !== "at") return null;
  const c = readClock(tokens, k);
  return c ? { from: k, end: c.end, es } : null;
}

/** The coming back at k: the tokens it takes. */
function backAt(tokens: readonly Tagged[], k: number, es: boolean): number | null {
  if (es) return tokens[k]?.lower === "y" && ES_BACK.has(tokens[k + 1]?.lower ?? "") ? k + 2 : null;
  return AR_BACK.has(tokens[k]?.lower ?? "") ? k + 1 : null;
}

/** The second clock at k, after a hedge and a lead: [from, end). */
function secondClock(tokens: readonly Tagged[], k: number): { from: number; end: number } | null {
  if (tokens[k]?.lower === "a" && tokens[k + 1]?.lower === "eso" && tokens[k + 2]?.lower === "de") k += 3;
  else if (HEDGE.has(tokens[k]?.lower ?? "")) k++;
  if (tokens[k]?.lower === "a" || tokens[k]?.lower === "at") k++;
  if (ARTICLE.has(tokens[k]?.lower ?? "")) k++;
  const c = readClock(tokens, k);
  return c ? { from: k, end: c.end } : null;
}

export const OUT_AND_BACK: Rule = {
  name: "range/out-and-back",
  starts: { words: ["a", "sobre", "hacia", "at"] },
  match: (tokens, i) => {
    const first = firstClock(tokens, i);
    if (!first) return null;
    const back = backAt(tokens, first.end, first.es);
    if (back === null) return null;
    const second = secondClock(tokens, back);
    if (!second) return null;
    const after = tokens[second.end];
    if (!closesItem(after) && after.text !== "," && after.kind !== "emoji") return null;
    const from = spanText(tokens, first.from, first.end);
    const to = spanText(tokens, second.from, second.end);
    return { end: second.end, text: first.es ? `de ${from} a ${to}` : `from ${from} to ${to}` };
  },
};
