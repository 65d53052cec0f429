/**
 * A day off said in Spanish is no task (issue 29, kind 3): "hoy libro (mañana guardia)", "libro hoy,
 * así que tranqui", "hoy no curro 🙌" say what the day is, not an item titled "Libro" (a book). Only
 * opening an item and closing it (a comma, a bracket, the end of a sentence, an emoji), so "leer el
 * libro" and "hoy libro de cuentos" keep their book.
 */

import { type Rule } from "../../core/rules";
import { closesItem, type Tagged } from "../../core/tags";

/** "libro", "libramos": "I / we have the day off"; "no curro", "no trabajo": "I don't work". */
const OFF = new Set(["libro", "libramos", "libre"]);
const WORK = new Set(["curro", "trabajo", "currelo"]);

const ends = (t: Tagged | undefined): boolean =>
  !t ||
  closesItem(t) ||
  t.kind === "emoji" ||
  [",", "(", "!", ":"].includes(t.text) ||
  ["y", "asi", "así"].includes(t.lower);

/** How many tokens the day-off words take from k ("libro", "no curro"), or 0. */
function offAt(tokens: readonly Tagged[], k: number): number {
  if (OFF.has(tokens[k]?.lower ?? "")) return 1;
  return tokens[k]?.lower === "no" && WORK.has(tokens[k + 1]?.lower ?? "") ? 2 : 0;
}

export const DAY_OFF: Rule = {
  name: "es-aside/day-off",
  starts: { words: ["hoy", "libro", "libramos"], opens: true },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.lower === "hoy") {
      const n = offAt(tokens, i + 1);
      return n > 0 && ends(tokens[i + 1 + n]) ? { end: i + 1 + n, text: "" } : null;
    }
    if (!OFF.has(t.lower) || tokens[i + 1]?.lower !== "hoy" || !ends(tokens[i + 2])) return null;
    return { end: i + 2, text: "" };
  },
};
