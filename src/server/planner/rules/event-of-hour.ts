/**
 * "preparar la reunión de padres de las 17h", "repasar para el examen de las 12", "ensayar la
 * presentación de las 4": "de las 17h" says which event is meant (the one at that hour), so getting
 * ready for it is due by then; it is never the preparation's own time nor part of its title. The
 * phrase becomes the plain "antes de las 17h" the reader knows. Only after a verb of getting ready
 * opening the item; "reunión de las 5" alone is the event at 5. Bounded: a few tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const GET_READY = new Set(
  (
    "preparar prepararme prepararse prepararte preparo repasar repaso ensayar ensayo estudiar imprimir " +
    "revisar leerme alistar organizar planificar"
  ).split(" "),
);
/** Words the item may run over between the verb and "de las": "la reunión de padres", "para el examen". */
const MOST_WORDS = 6;
/** After the hour: a range ("de las 9 a las 14", "de las 4 en adelante") is a span, not which event. */
const RANGE = new Set(["a", "hasta", "al", "en", "-", "–"]);

const word = (t: Tagged | undefined): boolean => t?.kind === "word";

export const EVENT_OF_HOUR: Rule = {
  name: "deadline/event-of-hour",
  starts: { words: ["de"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "de" || !["las", "la"].includes(tokens[i + 1]?.lower ?? "")) return null;
    if (!word(tokens[i - 1]) || tokens[i - 1].lower === "antes" || tokens[i - 1].lower === "después") return null;
    // The item opens with a verb of getting ready, a few words back.
    let k = i - 1;
    while (k > i - 1 - MOST_WORDS && k > 0 && word(tokens[k - 1]) && !GET_READY.has(tokens[k].lower)) k--;
    if (!GET_READY.has(tokens[k].lower)) return null;
    const c = readClock(tokens, i + 2);
    if (!c) return null;
    let end = c.end;
    if (["h", "hs", "hrs"].includes(tokens[end]?.lower ?? "")) end++;
    if (RANGE.has(tokens[end]?.lower ?? tokens[end]?.text ?? "")) return null;
    return { end, text: ` antes de las ${spanText(tokens, i + 2, end)}` };
  },
};
