/**
 * When to set off, in brackets after an item with its own hour (issue 29, kinds 1 and 9): "dentist
 * 4.30 (leave at 4)", "gp 10.15 (set off at 9.45)", "cita 5 (salir a las 4 y media)". The bracket's
 * hour is the departure, never the item's: it made the dentist 16:00. It becomes an item of its own
 * after the item, as "dentist at 4.30, leave at 4" reads. Bounded: a few tokens either side.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { inClauseBefore } from "../core/tags";

const LEAVE = new Set(["leave", "leaving", "set", "setting", "head", "heading", "salir", "salgo", "salimos"]);
/** "set off", "head out": the second word of a two-word departure. */
const PARTICLE = new Set(["off", "out"]);
/** Words between the departure and its hour: "leave the house at", "salir de casa a las". */
const BETWEEN = new Set(["the", "house", "home", "office", "de", "casa", "at", "a", "las", "la", "@"]);
const LOOK_BACK = 6;

export const BRACKET_DEPARTURE: Rule = {
  name: "aside/bracket-departure",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(") return null;
    // The item's own hour right before the bracket: "dentist 4.30 (", "gp at 10.15 (".
    const own = inClauseBefore(
      tokens,
      i,
      LOOK_BACK,
      (k) =>
        tokens[k].kind === "clock" ||
        (tokens[k].kind === "number" && ["at", "las", "@"].includes(tokens[k - 1]?.lower ?? "")),
    );
    if (!own) return null;
    let k = i + 1;
    if (!LEAVE.has(tokens[k]?.lower ?? "")) return null;
    const two = tokens[k].lower === "set" || tokens[k].lower === "setting" || tokens[k].lower.startsWith("head");
    k++;
    if (two) {
      if (!PARTICLE.has(tokens[k]?.lower ?? "")) return null;
      k++;
    }
    const from = k;
    while (k - from < 4 && BETWEEN.has(tokens[k]?.lower ?? "")) k++;
    if (k === from || !["at", "las", "@"].includes(tokens[k - 1].lower)) return null;
    const clock = readClock(tokens, k);
    if (!clock) return null;
    k = clock.end;
    // "4 y media": the rest of a Spanish hour.
    if (tokens[k]?.lower === "y" && ["media", "cuarto"].includes(tokens[k + 1]?.lower ?? "")) k += 2;
    if (tokens[k]?.text !== ")") return null;
    return { end: k + 1, text: `, ${spanText(tokens, i + 1, k)}` };
  },
};
