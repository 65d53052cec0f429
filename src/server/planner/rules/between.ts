/**
 * "between the two meetings", "between both calls", "entre las dos reuniones", "entre mis clases",
 * "بين الاجتماعين" (issue 29, kind 8): the item goes between the two timed items written before it.
 * The phrase becomes the plain "in between" (or "entre medias") the item reader knows.
 */

import { readLength, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const EVENTS = new Set(
  (
    "meetings calls classes lectures appointments interviews sessions shifts lessons seminars " +
    "reuniones llamadas clases citas entrevistas sesiones turnos"
  ).split(" "),
);
const DETERMINERS = new Set("the my both our those these las los mis ambas ambos esas esos".split(" "));
const TWO = new Set(["two", "2", "dos", "both", "ambas", "ambos"]);
const AR_BETWEEN = new Set(["بين", "وبين"]);
const AR_THEM = new Set(["بينهم", "بينهما", "وبينهم", "وبينهما"]);
const AR_DUAL = new Set(["الاجتماعين", "المحاضرتين", "الموعدين", "المكالمتين", "الحصتين", "الدرسين", "الكلاسين"]);

function skip(tokens: readonly Tagged[], k: number, set: ReadonlySet<string>): number {
  return tokens[k] && set.has(tokens[k].lower) ? k + 1 : k;
}

export const BETWEEN_EVENTS: Rule = {
  name: "between/two-events",
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word") return null;
    if (AR_THEM.has(t.lower)) return { end: i + 1, text: "in between" };
    if (AR_BETWEEN.has(t.lower)) return AR_DUAL.has(tokens[i + 1]?.lower) ? { end: i + 2, text: "in between" } : null;
    const spanish = t.lower === "entre";
    if (t.lower !== "between" && !spanish) return null;
    let k = skip(tokens, i + 1, DETERMINERS);
    k = skip(tokens, k, TWO);
    const noun = tokens[k];
    if (!noun || !EVENTS.has(noun.lower)) return null;
    // "between meetings (10-11, 1-2)": the meetings are written here; segments.ts reads them.
    const after = tokens[k + 1];
    // ("between the two meetings (1h)": a length in brackets is the item's own.)
    const lengthNext = after?.text === "(" && readLength(tokens, k + 2) !== null;
    if (after && !lengthNext && (after.text === "(" || after.kind === "number" || after.kind === "clock")) return null;
    return { end: k + 1, text: spanish ? "entre medias" : "in between" };
  },
};
