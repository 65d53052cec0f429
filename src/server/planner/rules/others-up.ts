/**
 * Someone else's night, said as the day opens (issue 29, kind 3): "baby up at 5 again lol", "kids up
 * at 6 as usual", "the twins were up by 4.30 😩" say how the day began, not an event titled "Baby up
 * again" at 17:00. The phrase plans nothing (what is left, "again lol", is an aside). The person's
 * own "up at 5" is UP_AT's, getting up. Bounded: a few tokens.
 */

import { readClock, wordsAt, type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const OWNERS = new Set(["the", "my", "our", "both"]);
const WHO: readonly (readonly string[])[] = [
  ["little", "one"],
  ...["baby", "babies", "kids", "kid", "toddler", "twins", "son", "daughter", "boys", "girls", "dog", "puppy"].map(
    (w) => [w],
  ),
];
const BE = new Set(["was", "were", "is", "are", "'s"]);
const CUE = new Set(["at", "by", "since", "from", "@"]);
const MOOD = new Set([
  "again",
  "lol",
  "as",
  "usual",
  "always",
  "ugh",
  "haha",
  "omg",
  "obv",
  "obviously",
  "of",
  "course",
  "fml",
]);
const MOST = 6;

export const OTHERS_UP: Rule = {
  name: "aside/others-up",
  starts: { opens: true, words: [...OWNERS, ...WHO.map((w) => w[0])] },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    if (OWNERS.has(tokens[k].lower)) k++;
    const who = WHO.find((w) => wordsAt(tokens, k, w));
    if (!who) return null;
    k += who.length;
    if (BE.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.lower !== "up" || !CUE.has(tokens[k + 1]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 2);
    if (!c) return null;
    // "again lol", "as usual 🙄": the mood goes with it, up to the end of the item.
    let end = c.end;
    while (
      end < c.end + MOST &&
      tokens[end] &&
      (MOOD.has(tokens[end].lower) ||
        tokens[end].tags.has("aside") ||
        tokens[end].kind === "emoji" ||
        tokens[end].text === "!")
    )
      end++;
    return { end: closesItem(tokens[end]) ? end : c.end, text: "" };
  },
};
