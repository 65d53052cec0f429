/**
 * "revise chapters 4-6 3h", "repasar temas 1-3 (2h)", "pages 10-25" (issue 29, kind 9): a range
 * right after a word for numbered things names which ones, never a clock range. Its dash becomes a
 * non-breaking hyphen (U+2011), which reads the same in the title and is no range to the clock
 * reader.
 */

import { type Rule } from "../core/rules";

const NUMBERED = new Set(
  (
    "chapter chapters ch ch. unit units page pages pp exercise exercises question questions " +
    "section sections slide slides problem problems week weeks " +
    "tema temas capítulo capítulos capitulo capitulos página páginas pagina paginas " +
    "ejercicio ejercicios pregunta preguntas unidad unidades problema problemas"
  ).split(" "),
);

export const NUMBERED_RANGE: Rule = {
  name: "clock/numbered-range",
  match: (tokens, i) => {
    const a = tokens[i];
    const dash = tokens[i + 1];
    const b = tokens[i + 2];
    if (!NUMBERED.has(tokens[i - 1]?.lower ?? "") || a.kind !== "number") return null;
    if (!dash || (dash.text !== "-" && dash.text !== "–") || b?.kind !== "number") return null;
    return { end: i + 3, text: `${a.text}\u2011${b.text}` };
  },
};
