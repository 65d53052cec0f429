/**
 * Headers are not tasks; parts of the day follow the words (issue 29, kinds 3 and 5): "so allotment
 * most of the morning - dig over the bean trench (1.5h), plant out the leeks", "garden most of the
 * afternoon: mow, weed" name where the person spends that part of the day, then list what they do
 * there: the place is no hour-long item "Allotment most of the morning"; the items after the dash
 * are the morning's ("in the morning -", which the item reader gives every item of the sentence).
 * Bounded: PLACE_WORDS words before "most of the".
 */

import { type Rule } from "../core/rules";
import { opensItem } from "../core/tags";

const PARTS = new Set(["morning", "afternoon", "evening", "day"]);
const MARKS = new Set(["-", "–", "—", ":"]);
const PLACE_WORDS = 3;

export const MOST_OF_PART: Rule = {
  name: "part/most-of-the-part-heading",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    if (tokens[i].kind !== "word" || !(opensItem(tokens, i, true) || tokens[i - 1]?.lower === "so")) return null;
    let k = i;
    while (k < i + PLACE_WORDS && tokens[k]?.kind === "word" && tokens[k].lower !== "most") k++;
    if (k === i || tokens[k]?.lower !== "most" || tokens[k + 1]?.lower !== "of" || tokens[k + 2]?.lower !== "the")
      return null;
    const part = tokens[k + 3]?.lower ?? "";
    if (!PARTS.has(part) || !MARKS.has(tokens[k + 4]?.text ?? "")) return null;
    // "most of the day": no part of it; the heading only goes.
    return { end: k + 5, text: part === "day" ? "" : `in the ${part} -` };
  },
};
