/**
 * "we eat at 7", "eating at 6.30 tonight", "we're eating at 8" (issue 29, kinds 9 and 10): eating at an
 * evening hour is dinner, a meal event at that time (never an event titled "Eat"), so what cooks for it
 * (refiners/cook-for-meal.ts) goes right before it. Eating at midday is lunch. Only a clock right after
 * "eat at"; "eat at Nando's" or "eat at 7 with Sam's team" past the hour are left as written.
 */

import { readClock, spanAsWritten, type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const WHO = new Set(["we", "i", "we'll", "we’ll", "we're", "we’re", "i'll", "i’ll", "they", "kids", "everyone"]);
const EAT = new Set(["eat", "eating", "eats"]);

export const WE_EAT: Rule = {
  name: "meal/we-eat",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    const who = WHO.has(tokens[k].lower);
    if (who) k++;
    // ("eat at 5" alone is the person's own item, titled as written; "eating at 6.30 tonight" is the meal.)
    if (!who && tokens[k]?.lower === "eat") return null;
    if (tokens[k]?.lower === "will" || tokens[k]?.lower === "are") k++;
    if (!EAT.has(tokens[k]?.lower ?? "") || tokens[k + 1]?.lower !== "at") return null;
    const clock = readClock(tokens, k + 2);
    if (!clock) return null;
    const h = clock.mer === "pm" && clock.h < 12 ? clock.h + 12 : clock.h;
    const evening = (clock.mer !== "am" && h >= 5 && h <= 10) || (h >= 17 && h <= 22);
    const midday = !evening && clock.mer !== "pm" && (h === 12 || h === 13 || (clock.mer === undefined && h <= 2));
    if (!evening && !midday) return null;
    return { end: clock.end, text: `${evening ? "dinner" : "lunch"} at ${spanAsWritten(tokens, k + 2, clock.end)}` };
  },
};
