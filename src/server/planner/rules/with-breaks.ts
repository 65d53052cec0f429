/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): "— with 10 min breaks", ", with short
 * breaks in between", "3 horas con descansos", "con pausas de 10 min" after a list or a length says how
 * to pace it (the plan inserts breaks anyway); it is no item, and no "meeting with" ("Reunión con") anyone.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const LEAD = new Set(["-", "–", "—", ","]);
const WITH = new Set(["with", "con"]);
const SOME = new Set(["short", "regular", "some", "little", "quick", "small", "a", "few"]);
const ALGUNOS = new Set(["algunos", "algunas", "unos", "unas", "pequeños", "pequeñas", "pequenos", "un", "una"]);
const BREAKS = new Set([
  "breaks",
  "break",
  "pauses",
  "rests",
  "descansos",
  "descanso",
  "pausas",
  "pausa",
  "descansitos",
]);
/** "con descansos entre medias", "de por medio", "en medio": in between. */
const BETWEEN = new Set(["entre", "de", "en"]);
const MIDDLE = new Set(["medias", "medio", "por"]);

export const WITH_BREAKS: Rule = {
  name: "aside/with-breaks",
  starts: { words: [...LEAD, ...WITH] },
  match: (tokens, i) => {
    let k = LEAD.has(tokens[i].text) ? i + 1 : i;
    if (!WITH.has(tokens[k]?.lower ?? "")) return null;
    k++;
    while (SOME.has(tokens[k]?.lower ?? "") || ALGUNOS.has(tokens[k]?.lower ?? "")) k++;
    const len = readLength(tokens, k);
    if (len) k = len.end;
    if (!BREAKS.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.lower === "in" && tokens[k + 1]?.lower === "between") k += 2;
    if (tokens[k]?.lower === "between") k++;
    // "con pausas de 10 min", "con descansos entre medias"
    const each = tokens[k]?.lower === "de" ? readLength(tokens, k + 1) : null;
    if (each) k = each.end;
    if (BETWEEN.has(tokens[k]?.lower ?? "") && MIDDLE.has(tokens[k + 1]?.lower ?? "")) {
      k += 2;
      if (tokens[k]?.lower === "medio") k++;
    }
    return closesItem(tokens[k]) || tokens[k]?.text === "," ? { end: k, text: "" } : null;
  },
};
