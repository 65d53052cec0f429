/**
 * "revise chapters 4-6 3h", "repasar temas 1-3 (2h)", "pages 10-25" (issue 29, kind 9): a range
 * right after a word for numbered things names which ones, never a clock range. Its dash becomes a
 * non-breaking hyphen (U+2011), which reads the same in the title and is no range to the clock
 * reader. Any plural noun does when its item gives a length per thing: "inspect hives 1-4, ~25 min
 * each", "rooms 3-6, 20 min per room" are four hives, four rooms.
 */

import { readLength, type Rule } from "../core/rules";
import { singular } from "../core/tags";

const NUMBERED = new Set(
  (
    "chapter chapters ch ch. unit units page pages pp exercise exercises question questions " +
    "section sections slide slides problem problems week weeks " +
    "tema temas capítulo capítulos capitulo capitulos página páginas pagina paginas " +
    "ejercicio ejercicios pregunta preguntas unidad unidades problema problemas"
  ).split(" "),
);

/**
 * Things that happen at a time: "meetings 2-4, 30 min each", "interviews 2-5, 45 min each" are a
 * clock range of them.
 */
const EVENTS = new Set(
  (
    "meetings calls interviews sessions classes lessons appointments appts consults viewings clients patients " +
    "shifts slots visits calls lectures seminars tutorials reuniones llamadas entrevistas clases citas sesiones"
  ).split(" "),
);
/** The most numbered things read as a count. */
const MOST = 50;
export const NUMBERED_RANGE: Rule = {
  name: "clock/numbered-range",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const a = tokens[i];
    const dash = tokens[i + 1];
    const b = tokens[i + 2];
    const noun = tokens[i - 1];
    if (!noun || a?.kind !== "number") return null;
    if (!dash || (dash.text !== "-" && dash.text !== "–") || b?.kind !== "number") return null;
    if (!NUMBERED.has(noun.lower)) return null;
    // ("meal prep for the week 2-4pm": a p.m. or a.m. after it makes it a clock range.)
    const after = tokens[i + 3];
    if (after?.tags.has("pm") || after?.tags.has("am") || b.glued) return null;
    return { end: i + 3, text: `${a.text}\u2011${b.text}` };
  },
};

const HEDGE = new Set([",", "~", "about", "around", "approx", "roughly", "maybe", "like", "say"]);

/**
 * "inspect hives 1-4, ~25 min each", "clean rooms 3-6, 20 min per room": numbered things of any
 * plural noun when the item gives a length per thing; the count multiplies it ("hives 1-4 (100
 * min)"). Event nouns are clock ranges ("meetings 2-4, 30 min each"). Starts at the noun.
 */
export const NUMBERED_EACH: Rule = {
  name: "count/numbered-each",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    const noun = tokens[i];
    const a = tokens[i + 1];
    const dash = tokens[i + 2];
    const b = tokens[i + 3];
    if (a?.kind !== "number" || b?.kind !== "number" || (dash?.text !== "-" && dash?.text !== "–")) return null;
    if (noun.kind !== "word" || EVENTS.has(noun.lower) || NUMBERED.has(noun.lower) || !singular(noun.text)) return null;
    const many = (b.value ?? 0) - (a.value ?? 0) + 1;
    if (many < 2 || many > MOST) return null;
    let k = i + 4;
    while (k < i + 7 && HEDGE.has(tokens[k]?.lower ?? "")) k++;
    const len = readLength(tokens, k);
    if (!len || !tokens[len.end]?.tags.has("each")) return null;
    let end = len.end + 1;
    // "per room", "a hive": the counted noun after "per" goes too.
    if (tokens[end]?.kind === "word" && singular(noun.text)?.toLowerCase() === tokens[end].lower) end++;
    return { end, text: `${noun.text} ${a.text}\u2011${b.text} (${many * len.minutes} min)` };
  },
};
