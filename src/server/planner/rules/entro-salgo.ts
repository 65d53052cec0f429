/**
 * Work hours written as going in and coming out (issue 29, kind 4): "hoy entro al bar a las 12 y salgo
 * a las 5", "entro a trabajar a las 8 y salgo a las 3", "entro a las 7, salgo a las 3" are the day's
 * work from the one hour to the other ("trabajo de 12 a 5", work-window.ts), not an event "Entro al bar"
 * at 12 and another "Salgo" at 5. One item: "entro" (after "hoy"), up to three words of where, "a las"
 * and the hour, then "y" or a comma, "salgo" (with "de ..." up to three words), "a las" and the hour.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const IN = new Set(["entro", "entramos"]);
const OUT = new Set(["salgo", "salimos"]);
const PLACE_WORDS = 3;

/** "a las 12", "a la 1" at k: the clock's [from, end), or null. */
function atHour(tokens: readonly Tagged[], k: number): { from: number; end: number } | null {
  if (tokens[k]?.lower !== "a" || !["la", "las"].includes(tokens[k + 1]?.lower ?? "")) return null;
  const c = readClock(tokens, k + 2);
  return c ? { from: k + 2, end: c.end } : null;
}

/** Skips up to PLACE_WORDS words before "a las": "al bar", "a trabajar", "del curro". */
function hourAfterWords(tokens: readonly Tagged[], k: number): { from: number; end: number } | null {
  for (let j = k; j <= k + PLACE_WORDS; j++) {
    const h = atHour(tokens, j);
    if (h) return h;
    if (tokens[j]?.kind !== "word") return null;
  }
  return null;
}

export const ENTRO_SALGO: Rule = {
  name: "work-hours/entro-salgo",
  starts: { words: ["hoy", ...IN] },
  match: (tokens, i) => {
    const k = tokens[i].lower === "hoy" ? i + 1 : i;
    if (!IN.has(tokens[k]?.lower ?? "") || !opensItem(tokens, i, true)) return null;
    const from = hourAfterWords(tokens, k + 1);
    if (!from) return null;
    let j = from.end;
    if (tokens[j]?.lower === "y" || tokens[j]?.text === ",") j++;
    if (!OUT.has(tokens[j]?.lower ?? "")) return null;
    const to = hourAfterWords(tokens, j + 1);
    if (!to) return null;
    const after = tokens[to.end];
    if (after && !closesItem(after) && after.kind !== "emoji" && after.text !== ",") return null;
    return {
      from: i,
      end: to.end,
      text: `trabajo de ${spanText(tokens, from.from, from.end, "")} a ${spanText(tokens, to.from, to.end, "")}`,
    };
  },
};
