/**
 * A Spanish range written hour first with no "de" (issue 29, kind 1): "- 10 a 12 grupo de niños",
 * "9 a 11 reunion con tecnica", "4 a 6 clase de apoyo". Where an item opens, two hours joined by "a"
 * with the item's words right after are that item's range, as "de 10 a 12 grupo de niños" reads:
 * never an hour-long task titled "10 a 12 grupo de niños". A count range ("2 a 3 veces", "3 a 4
 * horas", "10 a 12 personas") stays as written: a unit or a counted noun follows. Bounded: 4 tokens.
 */

import { type Rule } from "../../core/rules";
import { opensItem, type Tagged } from "../../core/tags";

/** Nouns a count range counts ("10 a 12 personas"): the range is no clock then. */
const COUNTED = new Set([
  "personas",
  "gente",
  "veces",
  "dias",
  "días",
  "semanas",
  "meses",
  "kilos",
  "km",
  "euros",
  "pesos",
  "paginas",
  "páginas",
  "años",
  "cosas",
]);

/** An hour as written: a clock ("9:30"), or a bare hour of one or two digits (1-24). */
function hour(t: Tagged | undefined): boolean {
  if (t?.kind === "clock") return true;
  return t?.kind === "number" && (t.digits ?? 0) <= 2 && (t.value ?? 0) >= 1 && (t.value ?? 0) <= 24 && !t.glued;
}

export const ES_BARE_RANGE: Rule = {
  name: "es/bare-range",
  starts: { kinds: ["number", "clock"], opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true) || !hour(tokens[i]) || tokens[i + 1]?.lower !== "a" || !hour(tokens[i + 2])) {
      return null;
    }
    // One of them bare: "12:30 a 13:30 clase" already reads as a range.
    if (tokens[i].kind === "clock" && tokens[i + 2].kind === "clock") return null;
    const next = tokens[i + 3];
    if (next?.kind !== "word" || next.unitMinutes || COUNTED.has(next.lower)) return null;
    if (!/^\p{Script=Latin}/u.test(next.text)) return null;
    return { end: i + 3, text: `de ${tokens[i].text} a ${tokens[i + 2].text}` };
  },
};
