/**
 * The opening sentence that says who the day is spent with (issue 29, kind 3): "Hoy me toca con los
 * nietos.", "Estoy con los peques todo el día 😅", "Hoy me quedo con mi madre:". At the start of
 * the text, "(hoy) me toca / estoy / me quedo" + "con" + whoever, with no time, up to the end of
 * the sentence: context, it plans nothing ("me toca ir al médico" is a task, it has no "con").
 */

import { phraseAt, type Rule } from "../../core/rules";
import { closesItem, opensItem, type Tagged } from "../../core/tags";

const OPENERS: string[][] = [
  ["me", "toca", "con"],
  ["me", "toca", "estar", "con"],
  ["estoy", "con"],
  ["me", "quedo", "con"],
  // "cuidando a mamá hoy", "cuido a mi padre": whom the day is spent caring for.
  ["cuidando", "a"],
  ["cuido", "a"],
];
const CARING = new Set(["cuidando", "cuido"]);

/** Words (no time, no "de 8 a 5") open what follows the comma at k. */
function clauseAfter(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  const next = tokens[k + 1];
  if (t?.kind !== "word" || t.tags.has("cue") || t.tags.has("from")) return false;
  return !(["de", "desde", "hasta", "todo", "toda"].includes(t.lower) || next?.kind === "number");
}
/** Longest sentence read. */
const MOST = 12;

export const WHOSE_DAY: Rule = {
  name: "aside/whose-day",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i !== 0) return null;
    let k = tokens[0].lower === "hoy" ? 1 : 0;
    const opener = phraseAt(tokens, k, OPENERS);
    if (!opener) return null;
    k += opener.length;
    const caring = CARING.has(opener[0]);
    for (; k < tokens.length && k < MOST; k++) {
      const t = tokens[k];
      if (t.kind === "number" || t.kind === "clock" || t.tags.has("cue")) return null;
      if (t.kind === "break" || t.kind === "emoji" || [".", "!", ":"].includes(t.text)) break;
      // "cuidando a mamá hoy, mi hermano viene a las 7": the clause, when a clause of words goes on after it.
      if (caring && t.text === "," && clauseAfter(tokens, k + 1)) break;
    }
    if (k >= tokens.length || k >= MOST) return null;
    let end = k + 1;
    while (tokens[end] && (tokens[end].kind === "emoji" || [".", "!", ":"].includes(tokens[end].text))) end++;
    return tokens[end] ? { end, text: "" } : null;
  },
};

/** Opening or closing the place of work: "abro", "me toca cerrar", "abrimos". */
const OPEN_CLOSE = new Set(["abro", "cierro", "abrimos", "cerramos", "abrir", "cerrar"]);
const WHO = new Set(["yo", "nosotros", "nosotras", "hoy", "me", "toca", "te", "le", "nos"]);

/**
 * "Hoy abro yo 💪", "hoy me toca cerrar.", "cerramos nosotras hoy!": who opens or closes the place
 * today (issue 29, kind 3). A sentence of those words alone is context, not a task; the place's hours
 * come in their own item ("bar de 7 a 4"), and "antes de abrir", "al cerrar" are read there.
 */
export const WHO_OPENS: Rule = {
  name: "aside/who-opens",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    let verbs = 0;
    while (k < tokens.length && k - i < 5 && (WHO.has(tokens[k].lower) || OPEN_CLOSE.has(tokens[k].lower))) {
      if (OPEN_CLOSE.has(tokens[k].lower)) verbs++;
      k++;
    }
    // "abrir" and "cerrar" need "me toca": "cerrar la persiana" is a task.
    const toca = tokens.slice(i, k).some((t) => t.lower === "toca");
    if (verbs !== 1 || (!toca && ["abrir", "cerrar"].some((w) => tokens.slice(i, k).some((t) => t.lower === w))))
      return null;
    while (tokens[k] && (tokens[k].kind === "emoji" || tokens[k].text === "!")) k++;
    const stop = tokens[k];
    if (!closesItem(stop) && stop.text !== "," && stop.text !== ":") return null;
    return { end: stop && !closesItem(stop) ? k + 1 : k, text: "" };
  },
};
