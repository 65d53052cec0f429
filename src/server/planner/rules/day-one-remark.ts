/**
 * A remark on the kind of day plans nothing (issue 29, kind 3): "Early one. Start 5am at the bakery",
 * "Big one today!", "Quiet one 😌", "Short one today." say what the day is like ("one" is the day),
 * no item titled "Early one". Only a whole item of a word of the day's kind, "one" and maybe "today" or
 * "tonight", closed by a full stop, "!", a comma, an emoji or the line's end.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

/** Words that say what kind of day it is. */
const KINDS = new Set([
  ...["early", "late", "long", "short", "big", "busy", "quiet", "easy", "slow", "heavy", "light", "mad", "manic"],
  ...["hectic", "chill", "chilled", "lazy", "full", "packed", "rough", "tough", "hard", "quick", "gentle", "crazy"],
]);
const WHEN = new Set(["today", "tonight", "again"]);

const closes = (t: Tagged | undefined): boolean => closesItem(t) || t?.text === "," || t?.kind === "emoji";

export const DAY_ONE_REMARK: Rule = {
  name: "aside/day-one-remark",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!KINDS.has(tokens[i].lower) || tokens[i + 1]?.lower !== "one" || !opensItem(tokens, i, true)) return null;
    let k = i + 2;
    if (WHEN.has(tokens[k]?.lower ?? "")) k++;
    if (!closes(tokens[k])) return null;
    while (tokens[k] && tokens[k].kind !== "break" && (tokens[k].text === "!" || tokens[k].kind === "emoji")) k++;
    if (tokens[k]?.text === "." || tokens[k]?.text === ",") k++;
    return { end: k, text: "" };
  },
};
