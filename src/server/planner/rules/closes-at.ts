/**
 * Deadlines (issue 29, kind 6): "call the bank before it closes (3pm)", "antes de que cierre (a las
 * 3)", "قبل ما يسكر (الساعة ٣)" are due by that hour; the closing and its hour are never part of the
 * title ("Call the bank closes") nor the item's own time. The phrase becomes the plain "before 3pm".
 * (Without brackets, "before they close at 3" is read already.) Bounded: a few words and a bracket.
 */

import { spanText, readClock, type Rule } from "../core/rules";

const BEFORE = new Set(["before", "antes", "قبل", "b4"]);
const SKIP = new Set([
  "de",
  "que",
  "ما",
  "it",
  "they",
  "the",
  "el",
  "la",
  "shop",
  "bank",
  "banco",
  "tienda",
  "office",
  "store",
]);
const CLOSES = new Set(
  "closes close shuts shut cierra cierre cierran cierren يسكر تسكر يقفل تقفل يغلق تغلق يسكروا يقفلوا".split(" "),
);
const CUES = new Set(["at", "a", "las", "@", "by"]);

export const CLOSES_AT: Rule = {
  name: "deadline/closes-bracket",
  match: (tokens, i) => {
    if (!BEFORE.has(tokens[i].lower)) return null;
    let k = i + 1;
    while (k < i + 4 && SKIP.has(tokens[k]?.lower ?? "")) k++;
    if (!CLOSES.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.text !== "(") return null;
    k++;
    while (k < i + 10 && CUES.has(tokens[k]?.lower ?? "")) k++;
    const c = readClock(tokens, k);
    if (!c || tokens[c.end]?.text !== ")") return null;
    const clock = spanText(tokens, k, c.end);
    return { end: c.end + 1, text: `before ${clock}` };
  },
};
