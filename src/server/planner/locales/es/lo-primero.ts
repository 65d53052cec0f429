/**
 * "lo primero" is the first thing of the day (issue 29, kind 8): "- dar el pienso y limpiar cuadras lo
 * primero, 2 horas", "lo primero de todo: abrir la persiana", "lo primero del día regar" read as "a
 * primera hora" already does (the morning's first slot, the words out of the title): never a title
 * "Limpiar cuadras lo primero", never split from the verb before its "y". Where an item opens, or
 * right before the item closes or its comma. Bounded: 5 tokens.
 */

import { type Rule } from "../../core/rules";
import { closesItem, opensItem } from "../../core/tags";

/** What may follow "lo primero": "de todo", "del dia", "de la mañana". */
const TAILS: readonly (readonly string[])[] = [
  ["de", "todo"],
  ["del", "dia"],
  ["del", "día"],
  ["de", "la", "mañana"],
  ["de", "la", "manana"],
];

export const LO_PRIMERO: Rule = {
  name: "part/es-lo-primero",
  starts: { words: ["lo"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "lo" || tokens[i + 1]?.lower !== "primero") return null;
    let k = i + 2;
    for (const tail of TAILS) {
      if (tail.every((w, n) => tokens[k + n]?.lower === w)) {
        k += tail.length;
        break;
      }
    }
    const next = tokens[k];
    if (opensItem(tokens, i, true)) {
      // "lo primero: abrir", "lo primero, abrir", "lo primero es abrir".
      if (next?.text === ":" || next?.text === "," || next?.lower === "es") k++;
      return closesItem(tokens[k]) ? null : { end: k, text: "a primera hora " };
    }
    return closesItem(next) || next?.text === "," ? { end: k, text: "a primera hora" } : null;
  },
};
