/**
 * "between the two meetings", "between both calls", "entre las dos reuniones", "entre mis clases",
 * "بين الاجتماعين" (issue 29, kind 8): the item goes between the two timed items written before it.
 * The phrase becomes the plain "in between" (or "entre medias") the item reader knows.
 */

import { spanText, readLength, type Rule } from "../core/rules";
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

/** A length at k: "1h", "90 min", "1.5h" (a number, perhaps its decimals, then a unit). */
function lengthAt(tokens: readonly Tagged[], k: number): boolean {
  if (readLength(tokens, k) !== null) return true;
  const decimals = tokens[k + 1]?.text === "." && tokens[k + 2]?.kind === "number";
  return tokens[k]?.kind === "number" && decimals && tokens[k + 3]?.unitMinutes !== undefined;
}

export const BETWEEN_EVENTS: Rule = {
  name: "between/two-events",
  starts: { kinds: ["word"] },
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
    // ("nap between shifts 1.5h": nor is a length after it.)
    const lengthNext = (after?.text === "(" && readLength(tokens, k + 2) !== null) || lengthAt(tokens, k + 1);
    if (after && !lengthNext && (after.text === "(" || after.kind === "number" || after.kind === "clock")) return null;
    return { end: k + 1, text: spanish ? "entre medias" : "in between" };
  },
};

/** Words an item named by "the X" can start with; "between the tasting and lunch". */
const BETWEEN_WORDS = new Set(["between", "entre"]);
const REF_DETERMINERS = new Set("the my our his her their la el los las mi mis".split(" "));
/** Anchor words that name a moment of the day with no determiner ("between work and dinner"). */
const BARE_ANCHORS = new Set(
  "lunch lunchtime breakfast dinner work school class classes practice comida almuerzo cena desayuno trabajo clase colegio cole".split(
    " ",
  ),
);
/** Words that end the first item's name: order words, times and the like. */
const NOT_A_NAME = new Set("and y e before after until till then antes después despues hasta luego by".split(" "));

/**
 * "call the supplier between the tasting and lunch", "entre la cata y la comida" (issue 29, kind 8):
 * after the first item named and before the second, which the order reader knows as "after the
 * tasting before lunch". Only names (a determiner or an anchor word on one side), never hours ("between
 * 2 and 4") or counts.
 */
export const BETWEEN_TWO_NAMED: Rule = {
  name: "between/two-named",
  starts: { words: [...BETWEEN_WORDS] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word" || !BETWEEN_WORDS.has(t.lower)) return null;
    const spanish = t.lower === "entre";
    let k = i + 1;
    const det = tokens[k] && REF_DETERMINERS.has(tokens[k].lower);
    if (det) k++;
    const first = k;
    while (k < tokens.length && k - first < 4 && tokens[k].kind === "word" && !NOT_A_NAME.has(tokens[k].lower)) k++;
    if (k === first || !tokens[k] || !tokens[k].tags.has("and")) return null;
    const name = spanText(tokens, first, k);
    const second = tokens[k + 1];
    if (!second || second.kind !== "word") return null;
    const det2 = REF_DETERMINERS.has(second.lower);
    const head = det2 ? tokens[k + 2] : second;
    if (!head || head.kind !== "word" || NOT_A_NAME.has(head.lower)) return null;
    // One of the two is named as an item ("the tasting") or a moment of the day ("lunch").
    if (!det && !det2 && !BARE_ANCHORS.has(tokens[first].lower) && !BARE_ANCHORS.has(head.lower)) return null;
    const the = det ? `${tokens[first - 1].text} ` : "";
    return spanish
      ? { end: k + 1, text: `después de ${the}${name} antes de` }
      : { end: k + 1, text: `after ${the}${name} before` };
  },
};
