/**
 * A Spanish "cuando ..." / "al llegar" clause closing an item says when, never what (issue 29, kind
 * 8): "pilates a las 8 cuando llegue mi hermano" is Pilates after the brother comes (the hour read
 * against his arrival, order.ts), "cenar con Laia a las 9 cuando cierre" is dinner after closing,
 * "dormir un par de horas al llegar a casa" a sleep after getting home. Each becomes the plain
 * "después de ..." the anchor reader knows:
 * - someone coming ("cuando llegue/venga/vuelva mi hermano"): "después de mi hermano";
 * - one's own getting home ("al llegar a casa", "cuando vuelva a casa", "al volver"): "después de
 *   llegar a casa";
 * - closing ("cuando cierre", "cuando cerremos la tienda"): "después del cierre";
 * - any other short clause right after a clock time ("a las 7 cuando salga mi novio del curro"): the
 *   time stays, the clause is dropped.
 * Only a clause that ends the item (its line, a full stop or a comma), of a few words.
 */

import type { Rule } from "../../core/rules";
import { closesItem, type Tagged } from "../../core/tags";

const COMES = new Set([
  ...["llegue", "lleguen", "venga", "vengan", "vuelva", "vuelvan", "regrese", "regresen", "aparezca"],
  ...["aparezcan", "pase", "pasen"],
]);
const HOME_VERB = new Set(["llegar", "volver", "regresar"]);
const MY_HOME = new Set(["llegue", "vuelva", "regrese", "llegues", "lleguemos", "volvamos"]);
const CLOSE = new Set(["cierre", "cierren", "cerremos", "cierro"]);
const REFLEXIVE = new Set(["se", "me", "te", "nos"]);
const WHO = new Set(["mi", "mis", "el", "la", "los", "las", "su", "sus", "tu", "tus", "nuestra", "nuestro"]);
/** Longest clause read after "cuando", in words. */
const MOST = 6;

/** The token after the clause ends the item: its end, a line, a full stop or a comma. */
function endsItem(t: Tagged | undefined): boolean {
  return closesItem(t) || (t?.kind === "punct" && (t.text === "," || t.text === "("));
}

/** A clock time (a number or a clock) in the few tokens just before i, in the same item. */
function clockBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - 4; k--) {
    const t = tokens[k];
    if (t.kind === "number" || t.kind === "clock") return true;
    if (closesItem(t)) return false;
  }
  return false;
}

/** Where the run of words from k ends (at most MOST), or -1 when the item goes on past them. */
function wordsEnd(tokens: readonly Tagged[], k: number): number {
  let j = k;
  while (j < k + MOST && tokens[j]?.kind === "word") j++;
  return endsItem(tokens[j]) ? j : -1;
}

function home(tokens: readonly Tagged[], k: number): number {
  // "a casa", or nothing
  if (tokens[k]?.lower === "a" && tokens[k + 1]?.lower === "casa") return endsItem(tokens[k + 2]) ? k + 2 : -1;
  return endsItem(tokens[k]) ? k : -1;
}

export const WHEN_CLAUSE: Rule = {
  name: "es-anchor/cuando-clause",
  starts: { words: ["cuando", "al"] },
  match: (tokens, i) => {
    const first = tokens[i].lower;
    if (first === "al") {
      if (!HOME_VERB.has(tokens[i + 1]?.lower ?? "")) return null;
      const end = home(tokens, i + 2);
      return end < 0 ? null : { end, text: "después de llegar a casa" };
    }
    if (first !== "cuando") return null;
    let k = i + 1;
    if (REFLEXIVE.has(tokens[k]?.lower ?? "")) k++;
    const verb = tokens[k]?.lower ?? "";
    if (MY_HOME.has(verb) && (tokens[k + 1]?.lower === "a" || endsItem(tokens[k + 1]))) {
      const end = home(tokens, k + 1);
      if (end >= 0) return { end, text: "después de llegar a casa" };
    }
    const end = wordsEnd(tokens, k + 1);
    if (COMES.has(verb) && WHO.has(tokens[k + 1]?.lower ?? "") && end > k + 2)
      return {
        end,
        text: `después de ${tokens
          .slice(k + 1, end)
          .map((t) => t.text)
          .join(" ")}`,
      };
    if (CLOSE.has(verb) && (end >= 0 || endsItem(tokens[k + 1])))
      return { end: Math.max(end, k + 1), text: "después del cierre" };
    // Any other short clause: after a clock time it only says why then.
    if (end >= 0 && clockBefore(tokens, i) && tokens[k]?.kind === "word") return { end, text: "" };
    return null;
  },
};
