/**
 * "أوصل أمي للمستشفى الساعة ٩ وأرجعها الساعة ١٢" (issue 29, kind 1): Arabic glues "و" (and) to
 * the verb of a second item. After a clock time, "و" + a first-person verb ("وأرجعها", "ونروح")
 * opens an item of its own with its own time, never a word of the first item's title.
 */

import { type Rule } from "../core/rules";

/** First-person verb prefixes after the glued "و": أ (I), ن (we), ا (أ written without hamza). */
const VERB = new Set(["أ", "ن", "ا"]);

export const ARABIC_AND_VERB: Rule = {
  name: "list/arabic-and-verb",
  starts: { prefixes: ["و"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const p = tokens[i - 1];
    if (t.kind !== "word" || t.text.length < 4 || !t.text.startsWith("و") || !VERB.has(t.text[1])) return null;
    if (!p || (p.kind !== "clock" && p.kind !== "number" && !p.tags.has("pm") && !p.tags.has("am"))) return null;
    return { end: i + 1, text: `, ${t.text.slice(1)}` };
  },
};
