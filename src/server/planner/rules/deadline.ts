/**
 * A deadline named as such (issue 29, kind 6): "(deadline 3pm)", "due 5", "due at noon",
 * "entrega a las 6", "fecha límite: 14h", "(closes 6:30!!)" are deadlines of the item, never its start. The phrase
 * becomes the plain "by 3pm" (or "antes de las 6") the item reader knows.
 */

import { readClock, type Rule } from "../core/rules";

/** "due 5", and a place that shuts: "dry cleaning (closes 6:30)", "pharmacy shuts at 6". */
const EN = new Set(["deadline", "due", "closes", "shuts", "closing"]);
const PRONOUNS = new Set(["it", "they", "she", "he"]);
const CLOSING = new Set(["closes", "shuts", "closing"]);
const ES = new Set(["entrega", "plazo", "límite", "limite"]);
/** "التسليم قبل الساعة ٥" (as normalizeArabic writes it, "التسليم by 17:00"), "الديدلاين ٣": read as English. */
const AR = ["التسليم", "تسليم", "والتسليم", "الديدلاين", "ديدلاين"];
for (const w of AR) EN.add(w);
// ("entrega antes de las 6", "due before 5": the noun with its "before".)
const LINK = new Set([":", "at", "by", "is", "@", "a", "las", "la", "hasta", "antes", "de", "before"]);

export const DEADLINE_WORD: Rule = {
  name: "deadline/named",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.kind !== "word") return null;
    const spanish = ES.has(t.lower);
    if (!EN.has(t.lower) && !spanish) return null;
    let k = i + 1;
    while (k < i + 4 && LINK.has(tokens[k]?.lower ?? "")) k++;
    // "the sorting office shuts at half 5": British "half 5" (rules/half-hour.ts) is 5:30.
    const half = tokens[k + 1];
    // ("before it shuts at half 4": a pronoun's clause is read whole by the item reader.)
    if (
      !spanish &&
      !PRONOUNS.has(tokens[i - 1]?.lower ?? "") &&
      tokens[k]?.lower === "half" &&
      half?.kind === "number" &&
      !half.glued &&
      !tokens[k + 2]?.unitMinutes
    ) {
      const h = half.value ?? 0;
      // A place shuts in the afternoon or the evening (rules/closes-at.ts): "half 4" is 16:30.
      if (h >= 1 && h <= 12) return { end: k + 2, text: `by ${h < 12 && CLOSING.has(t.lower) ? h + 12 : h}:30` };
    }
    const c = readClock(tokens, k);
    if (!c) return null;
    // A bare number must look like an hour: "due 5" and "due 5, then ..." yes, "due 2 reports" no.
    const next = tokens[c.end];
    const bare = tokens[k].kind === "number" && !c.mer;
    if (bare && next?.kind === "word" && next.tags.size === 0) return null;
    const clock = tokens
      .slice(k, c.end)
      .map((x) => x.text)
      .join("");
    return { end: c.end, text: spanish ? `antes de las ${clock}` : `by ${clock}` };
  },
};
