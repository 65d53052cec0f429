/**
 * "mi mujer llega a las 8 y cenamos", "my wife gets home at 8 and we have dinner": what is joined by
 * "and" to someone's arrival at an hour happens once they are there, as if "and then" were written;
 * never before the arrival. Only after an arrival verb, a few words back in the same item, and its
 * hour; "llamar a Juan a las 3 y comprar pan" stays a list.
 */

import type { Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const ARRIVES = new Set([
  ...["llega", "llegan", "llegamos", "viene", "vienen", "vuelve", "vuelven", "regresa", "regresan"],
  ...["arrives", "arrive", "lands", "home", "comes", "come", "gets", "get"],
]);
/** The "and" the grammar reads as "and then" after it. */
const THEN: Record<string, string> = { y: "y luego", and: "and then" };
/** How far back the arrival verb may be: "llega a las 8:30 de la noche y ...". */
const BACK = 10;

export const ARRIVE_AND_THEN: Rule = {
  name: "order/arrive-and-then",
  starts: { words: Object.keys(THEN) },
  match: (tokens, i) => {
    const then = THEN[tokens[i].lower];
    const next = tokens[i + 1];
    if (!then || i < 2 || !next || next.kind !== "word" || next.lower === "luego" || next.lower === "then") return null;
    let hour = false;
    for (let k = i - 1; k >= 0 && i - k <= BACK; k--) {
      const t = tokens[k];
      if (t.kind === "clock" || t.kind === "number") hour = true;
      else if (hour && ARRIVES.has(t.lower)) return { end: i + 1, text: then };
      if (opensItem(tokens, k, true)) return null;
    }
    return null;
  },
};
