/**
 * A deadline named as such (issue 29, kind 6): "(deadline 3pm)", "due 5", "due at noon",
 * "entrega a las 6", "fecha límite: 14h", "(closes 6:30!!)" are deadlines of the item, never its start. The phrase
 * becomes the plain "by 3pm" (or "antes de las 6") the item reader knows.
 */

import { readClock, type Rule } from "../core/rules";

/** "due 5", and a place that shuts: "dry cleaning (closes 6:30)", "pharmacy shuts at 6". */
const EN = new Set(["deadline", "due", "closes", "shuts", "closing"]);
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
