/**
 * "dobladillo del pantalón de don José, 30 min, lo recoge a las 12", "la tarta, la vienen a buscar a
 * las 5": someone collects the thing at that hour, so the work on it is due by then; never an item
 * titled "Lo recoge" at 12. The phrase becomes the plain "antes de las 12". Bounded: a few tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const IT = new Set(["lo", "la", "los", "las", "me", "nos"]);
const COLLECT = new Set([
  "recoge",
  "recogen",
  "recogerá",
  "recogera",
  "retira",
  "retiran",
  "busca",
  "buscan",
  "llevan",
  "lleva",
]);
/** "vienen a buscar", "pasa a recoger", "viene a por". */
const COME = new Set(["viene", "vienen", "pasa", "pasan"]);
const FETCH = new Set(["buscar", "recoger", "por", "retirar", "llevar"]);

/** The end of "lo recoge" / "me lo vienen a buscar" from k, or -1. */
function collects(tokens: readonly Tagged[], k: number): number {
  if (tokens[k]?.lower === "me" || tokens[k]?.lower === "nos" || tokens[k]?.lower === "se") k++;
  if (!IT.has(tokens[k]?.lower ?? "")) return -1;
  k++;
  if (COLLECT.has(tokens[k]?.lower ?? "")) return k + 1;
  if (COME.has(tokens[k]?.lower ?? "") && tokens[k + 1]?.lower === "a" && FETCH.has(tokens[k + 2]?.lower ?? ""))
    return k + 3;
  return -1;
}

export const PICKED_UP_AT: Rule = {
  name: "deadline/picked-up-at",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== "," || tokens[i - 1] === undefined || tokens[i - 1].kind === "break") return null;
    const k = collects(tokens, i + 1);
    if (k < 0 || tokens[k]?.lower !== "a" || !["las", "la"].includes(tokens[k + 1]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 2);
    if (!c) return null;
    return { end: c.end, text: ` antes de las ${spanText(tokens, k + 2, c.end)}` };
  },
};
