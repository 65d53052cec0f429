/**
 * A list of times shares one kind of item (issue 29, kind 1): "interviews at 10, 11 and 2 (45 min
 * each)", "calls at 10 and 1:30, 30 mins each", "school runs 8:30 & 3:15, 20 min each" are one item
 * at each time, every one of them that long (the length is not only the last one's).
 */

import { readClock, readLength, type Rule } from "../core/rules";
import { opensItem, singular, type Tagged } from "../core/tags";

const MOST_WORDS = 4;
const MOST_TIMES = 8;

function clockText(tokens: readonly Tagged[], from: number, to: number): string {
  return tokens
    .slice(from, to)
    .map((t) => t.text)
    .join(" ");
}

export const TIMES_EACH: Rule = {
  name: "list/times-each",
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    const words: string[] = [];
    while (tokens[k]?.kind === "word" && !tokens[k].tags.has("cue") && words.length < MOST_WORDS) {
      words.push(tokens[k].text);
      k++;
    }
    const one = words.length ? singular(words[words.length - 1]) : undefined;
    if (!one) return null;
    if (tokens[k]?.tags.has("cue")) k++;
    const times: string[] = [];
    for (;;) {
      const c = readClock(tokens, k);
      if (!c || tokens[k].glued) return null;
      times.push(clockText(tokens, k, c.end));
      k = c.end;
      const sep = tokens[k];
      if (times.length >= MOST_TIMES) break;
      if (sep?.text === "," && readClock(tokens, k + 1) && !readLength(tokens, k + 1)) k++;
      else if ((sep?.tags.has("and") || sep?.text === "&") && readClock(tokens, k + 1) && !readLength(tokens, k + 1))
        k++;
      else if (sep?.text === "," && tokens[k + 1]?.tags.has("and") && readClock(tokens, k + 2)) k += 2;
      else break;
    }
    if (times.length < 2) return null;
    const paren = tokens[k]?.text === "(";
    if (paren || tokens[k]?.text === ",") k++;
    const len = readLength(tokens, k);
    if (!len || !tokens[len.end]?.tags.has("each")) return null;
    let end = len.end + 1;
    if (paren) {
      if (tokens[end]?.text !== ")") return null;
      end++;
    }
    const head = [...words.slice(0, -1), one].join(" ");
    return { end, text: times.map((t) => `${head} at ${t} (${len.minutes} min)`).join(", ") };
  },
};
