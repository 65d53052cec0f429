/**
 * A child's bedtime routine is one item (issue 29, kinds 3 and 8): "bath and bed after tea", "bath,
 * story & bed", "teeth + bed at 7" are "bath + bed", "bath + story + bed" ("bath & bed" keeps its "&"): one item, the "bed" at the
 * end of the routine is the children's bedtime, never the person's own bed (which plans nothing),
 * and an anchor after it ("after tea") holds for the whole routine ("baño y cama", "حمام ونوم" too;
 * refiners/bedtime-by.ts places it right before its "by"; with no time of its own it is the
 * evening's: isBedtimeRoutine, read by build-tasks.ts). Bounded: four routine words.
 */

import type { Rule } from "../core/rules";

export const ROUTINE = new Set([
  ...["bath", "baths", "bathtime", "story", "stories", "book", "books", "teeth", "pjs", "pyjamas"],
  ...["baño", "cuento", "cuentos", "dientes", "pijama", "حمام", "حمّام"],
]);
const JOIN = new Set(["and", "&", "+", ",", "then", "y"]);
export const BED = new Set(["bed", "bedtime", "cama", "acostarlos", "acostarlas", "نوم", "النوم"]);
const MOST = 4;
/** A second joining word: "bath and then bed", "bath, and bed", "baño y luego cama". */
const AND_THEN = new Set(["and", "then", "luego", "después", "despues"]);

export const BEDTIME_ROUTINE: Rule = {
  name: "list/bedtime-routine",
  starts: { words: [...ROUTINE] },
  match: (tokens, i) => {
    if (!ROUTINE.has(tokens[i].lower) || ROUTINE.has(tokens[i - 1]?.lower ?? "")) return null;
    const parts = [tokens[i].text];
    // The text's own sign stays ("bath & bed"); with none, a word or a comma between becomes "+".
    let sign = "+";
    let k = i + 1;
    while (parts.length <= MOST && JOIN.has(tokens[k]?.lower ?? "")) {
      if (tokens[k].text === "&") sign = "&";
      if (AND_THEN.has(tokens[k + 1]?.lower ?? "")) k++;
      const w = tokens[k + 1]?.lower ?? "";
      if (BED.has(w)) return { end: k + 2, text: `${[...parts, tokens[k + 1].text].join(` ${sign} `)}` };
      if (!ROUTINE.has(w)) return null;
      parts.push(tokens[k + 1].text);
      k += 2;
    }
    return null;
  },
};

/** A title that is a child's bedtime routine: "Bath + bed", "Kids bath + bed", "Baño + cama", "حمام + نوم". */
export function isBedtimeRoutine(title: string): boolean {
  const words = title.toLowerCase().split(/\s+/u);
  return words.length <= 8 && BED.has(words[words.length - 1]) && words.some((w) => ROUTINE.has(w));
}

/** A bedtime said as the children's ("bedtime", "kids' bedtime"). */
const KIDS_BEDTIME = /^(?:(?:the\s+)?(?:kids['’]?|twins['’]?|boys['’]?|girls['’]?)\s+)?bedtime$/iu;
/** Children in the day's text. Linear: one alternation. */
const CHILDREN = /(?<![\p{L}])(?:kids?|twins|baby|toddlers?|sons?|daughters?|boys|girls|bathtime|bath)(?![\p{L}])/iu;

/**
 * "bathtime 7, bedtime 7:30", "- bedtime 7" on a day with children in it (issue 29, r11 kind 6): a
 * "bedtime" before 8pm (minutes `at`) is theirs, an event of the evening (read-items.ts keeps it),
 * not the person's own bed that ends the day's flexible work.
 */
export function isKidsBedtime(title: string, at: number, text: string): boolean {
  return KIDS_BEDTIME.test(title) && at < 20 * 60 && CHILDREN.test(text);
}
