/**
 * The opening sentence that says who the day is spent with (issue 29, kind 3): "Hoy me toca con los
 * nietos.", "Estoy con los peques todo el día 😅", "Hoy me quedo con mi madre:". At the start of
 * the text, "(hoy) me toca / estoy / me quedo" + "con" + whoever, with no time, up to the end of
 * the sentence: context, it plans nothing ("me toca ir al médico" is a task, it has no "con").
 */

import type { Rule } from "../../core/rules";

const OPENERS: string[][] = [
  ["me", "toca", "con"],
  ["me", "toca", "estar", "con"],
  ["estoy", "con"],
  ["me", "quedo", "con"],
];
/** Longest sentence read. */
const MOST = 12;

export const WHOSE_DAY: Rule = {
  name: "aside/whose-day",
  match: (tokens, i) => {
    if (i !== 0) return null;
    let k = tokens[0].lower === "hoy" ? 1 : 0;
    const opener = OPENERS.find((o) => o.every((w, n) => tokens[k + n]?.lower === w));
    if (!opener) return null;
    k += opener.length;
    for (; k < tokens.length && k < MOST; k++) {
      const t = tokens[k];
      if (t.kind === "number" || t.kind === "clock" || t.tags.has("cue")) return null;
      if (t.kind === "break" || t.kind === "emoji" || [".", "!", ":"].includes(t.text)) break;
    }
    if (k >= tokens.length || k >= MOST) return null;
    let end = k + 1;
    while (tokens[end] && (tokens[end].kind === "emoji" || [".", "!", ":"].includes(tokens[end].text))) end++;
    return tokens[end] ? { end, text: "" } : null;
  },
};
