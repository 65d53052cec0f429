/**
 * "ojo que los martes como tarde, sobre las 3", "hoy ceno pronto": the person saying when they eat
 * (first person "como", "ceno", "almuerzo") is that meal, never an event titled "Ojo que los martes
 * como tarde" that the day must go around. The clause becomes "comer" / "cenar" (a time written after
 * it is the meal's), or with no time of its own, a late or early meal as "comer tarde" reads it.
 * Bounded: a few words back to the start of the line and a few ahead.
 */

import { type Rule } from "../../core/rules";
import type { Tagged } from "../../core/tags";

const EAT: Record<string, string> = { como: "comer", almuerzo: "comer", ceno: "cenar" };
const WHEN: Record<string, "late" | "early"> = { tarde: "late", temprano: "early", pronto: "early" };
/** Words the clause may open with: a note, "hoy", "los martes". */
const LEAD = new Set(
  (
    "ojo que hoy yo siempre normalmente nota recordatorio los las lunes martes miércoles miercoles jueves viernes " +
    "sábados sabados domingos esta semana"
  ).split(" "),
);
const MOST_BACK = 6;
const MOST_AHEAD = 5;

const LATE_FROM: Record<string, string> = { comer: "15:00", cenar: "21:00" };

const isHour = (t: Tagged): boolean => t.kind === "clock" || (t.kind === "number" && (t.value ?? 0) <= 24);
const ends = (t: Tagged | undefined): boolean => !t || t.kind === "break" || t.text === "." || t.text === ";";

export const I_EAT_LATE: Rule = {
  name: "es-time/i-eat-late",
  starts: { words: Object.keys(EAT) },
  match: (tokens, i) => {
    const meal = EAT[tokens[i].lower];
    const when = WHEN[tokens[i + 1]?.lower ?? ""];
    if (!meal || !when) return null;
    let from = i;
    while (from > i - MOST_BACK && from > 0 && LEAD.has(tokens[from - 1].lower)) from--;
    const before = tokens[from - 1];
    if (before && before.kind !== "break" && ![",", ":", ".", ";"].includes(before.text)) return null;
    // "almuerzo temprano" with nothing said before is the noun, read as it is.
    if (tokens[i].lower === "almuerzo" && from === i) return null;
    for (let k = i + 2; k < i + 2 + MOST_AHEAD && !ends(tokens[k]); k++)
      if (isHour(tokens[k])) return { from, end: i + 2, text: meal };
    if (when === "early") return { from, end: i + 2, text: meal };
    return { from, end: i + 2, text: `${meal} a partir de las ${LATE_FROM[meal]}` };
  },
};
