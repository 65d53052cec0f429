/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): "— with 10 min breaks", ", with short
 * breaks in between" after a list says how to pace it (the plan inserts breaks anyway); it is no
 * item, and no "meeting with" anyone.
 */

import { readLength, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const LEAD = new Set(["-", "–", "—", ","]);
const SOME = new Set(["short", "regular", "some", "little", "quick", "small", "a", "few"]);
const BREAKS = new Set(["breaks", "break", "pauses", "rests"]);

export const WITH_BREAKS: Rule = {
  name: "aside/with-breaks",
  starts: { words: [...LEAD, "with"] },
  match: (tokens, i) => {
    let k = LEAD.has(tokens[i].text) ? i + 1 : i;
    if (tokens[k]?.lower !== "with") return null;
    k++;
    while (SOME.has(tokens[k]?.lower ?? "")) k++;
    const len = readLength(tokens, k);
    if (len) k = len.end;
    if (!BREAKS.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.lower === "in" && tokens[k + 1]?.lower === "between") k += 2;
    if (tokens[k]?.lower === "between") k++;
    return closesItem(tokens[k]) || tokens[k]?.text === "," ? { end: k, text: "" } : null;
  },
};
