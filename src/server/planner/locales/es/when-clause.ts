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
import { closesItem, opensItem, type Tagged } from "../../core/tags";

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

/** Leaving or ending one's work ("cuando salga", "cuando termine el turno"): after work. */
const LEAVE = new Set(["salga", "salgamos", "salgo", "termine", "terminemos", "termino", "acabe", "acabemos", "acabo"]);
const OF_WORK = new Set(["de", "del"]);
/** "el turno", "la tienda": what one ends or closes ("cuando salga el sol" is no work). */
const WORK = new Set(
  "turno curro trabajo jornada tienda bar local oficina negocio peluqueria peluquería consulta restaurante".split(" "),
);
/** An infinitive opening the item's own words ("ir", "llamar", "acostarme"). */
const INFINITIVE = /^\p{L}*(?:ar|er|ir|ír)(?:me|se|te|le|la|lo|las|los)?$/u;

/**
 * "cuando salga ir al mercado", "cuando cierre la tienda ir al gym", "cuando termine el turno llamar a
 * mamá" (issue 29, p-esar21): a clause opening the item, before its infinitive, says when; the end of
 * the clause (k is its verb), or -1.
 */
function leadingClause(tokens: readonly Tagged[], i: number, k: number): number {
  const verb = tokens[k]?.lower ?? "";
  if (!opensItem(tokens, i, true) || (!LEAVE.has(verb) && !CLOSE.has(verb))) return -1;
  let j = k + 1;
  // "del curro", "de trabajar", "la tienda", "el turno": what is left or closed, two words at most.
  const of = OF_WORK.has(tokens[j]?.lower ?? "") && tokens[j + 1]?.kind === "word";
  if (of || ((tokens[j]?.lower === "el" || tokens[j]?.lower === "la") && WORK.has(tokens[j + 1]?.lower ?? ""))) j += 2;
  return tokens[j]?.kind === "word" && INFINITIVE.test(tokens[j].lower) ? j : -1;
}

/** "después de cerrar", "tras terminar": one's own closing or finishing, with no object of its own. */
const AFTER_WORDS = new Set(["después", "despues", "tras"]);
const CLOSE_INF = new Set(["cerrar"]);
const FINISH_INF = new Set(["terminar", "acabar"]);

/**
 * "despues de cerrar ir al gimnasio 1h", "tras terminar llamar a mamá" (issue 29, kind p-esar24-7): the
 * plain "después del cierre" / "después del trabajo" the anchor reader knows, as "cuando cierre" is; with
 * what is closed ("de cerrar la consulta") too; the end of the clause, or -1.
 */
function afterClosing(tokens: readonly Tagged[], i: number): { end: number; text: string } | null {
  let k = i + 1;
  if (tokens[i].lower !== "tras") {
    if (tokens[k]?.lower !== "de") return null;
    k++;
  }
  const verb = tokens[k]?.lower ?? "";
  if (!CLOSE_INF.has(verb) && !FINISH_INF.has(verb)) return null;
  let j = k + 1;
  if ((tokens[j]?.lower === "el" || tokens[j]?.lower === "la") && WORK.has(tokens[j + 1]?.lower ?? "")) j += 2;
  const opens = opensItem(tokens, i, true) && tokens[j]?.kind === "word" && INFINITIVE.test(tokens[j].lower);
  if (!opens && !endsItem(tokens[j])) return null;
  return { end: j, text: CLOSE_INF.has(verb) ? "después del cierre" : "después del trabajo" };
}

export const WHEN_CLAUSE: Rule = {
  name: "es-anchor/cuando-clause",
  starts: { words: ["cuando", "al", ...AFTER_WORDS] },
  match: (tokens, i) => {
    const first = tokens[i].lower;
    if (AFTER_WORDS.has(first)) return afterClosing(tokens, i);
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
    const lead = leadingClause(tokens, i, k);
    if (lead > 0) return { end: lead, text: CLOSE.has(verb) ? "después del cierre" : "después del trabajo" };
    // "llamar a Ana cuando salga": one's own leaving work, closing the item.
    if (LEAVE.has(verb) && endsItem(tokens[k + 1])) return { end: k + 1, text: "después del trabajo" };
    if (CLOSE.has(verb) && (end >= 0 || endsItem(tokens[k + 1])))
      return { end: Math.max(end, k + 1), text: "después del cierre" };
    // Any other short clause: after a clock time it only says why then.
    if (end >= 0 && clockBefore(tokens, i) && tokens[k]?.kind === "word") return { end, text: "" };
    return null;
  },
};
