/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): "home by 6", "back home by 5:30",
 * "need to be home before 6" standing alone as an item (or with who it is for: "home by 6 for the kids")
 * says when the day out ends; it is no task titled "Home" of an hour.
 */

import { readClock, type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const LEAD = new Set(["need", "needs", "to", "be", "get", "got", "gotta", "back", "i", "i'm", "im", "must", "have"]);
const BY = new Set(["by", "before"]);
/** Most words of who it is for: "for the kids", "for the babysitter". */
const FOR_WORDS = 3;
const HEDGES = new Set(["ideally", "hopefully", "latest", "pls", "please", "ish", "at", "the", "lol"]);

export const HOME_BY: Rule = {
  name: "aside/home-by",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    while (LEAD.has(tokens[k]?.lower ?? "") && k - i < 4) k++;
    if (tokens[k]?.lower !== "home" || !BY.has(tokens[k + 1]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 2);
    if (!c) return null;
    let end = c.end;
    // "home by 6 ideally", "home by 5:30 latest pls"
    while (HEDGES.has(tokens[end]?.lower ?? "") && end - c.end < 3) end++;
    // "home by 6 for the kids", "back by 5 for the sitter": who it is for, no item of its own.
    if (tokens[end]?.lower === "for") {
      let w = end + 1;
      while (w - end <= FOR_WORDS && tokens[w]?.kind === "word" && tokens[w].count === undefined) w++;
      if (w > end + 1) end = w;
    }
    while (tokens[end]?.text === "!") end++;
    if (!closesItem(tokens[end]) && tokens[end]?.text !== ",") return null;
    return { end: tokens[end]?.text === "," ? end + 1 : end, text: "" };
  },
};
