/**
 * "at the latest" and "at the earliest" turn a time into a limit (issue 29, kind 6): "gym at 6 at
 * the latest", "send the quote by 3 at the latest", "leave at 7:30 latest" are due then, never placed
 * after it; "call the garage at 10 at the earliest" starts no sooner. The phrase becomes the plain
 * "by 6" (or "after 10") the item reader knows.
 */

import { readClock, type Rule } from "../core/rules";

const CUES = new Set(["at", "@", "by", "around", "about"]);

export const AT_THE_LATEST: Rule = {
  name: "deadline/at-the-latest",
  starts: { words: [...CUES], kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const cue = CUES.has(tokens[i].lower);
    const k = cue ? i + 1 : i;
    const c = readClock(tokens, k);
    if (!c) return null;
    let end = c.end;
    if (tokens[end]?.text === ",") end++;
    if (tokens[end]?.lower === "at" && tokens[end + 1]?.lower === "the") end += 2;
    const word = tokens[end]?.lower;
    if (word !== "latest" && word !== "earliest") return null;
    // A bare number needs its cue ("3 at the latest" could be a count): only clocks stand alone.
    if (!cue && tokens[k].kind !== "clock" && !c.mer) return null;
    const clock = tokens
      .slice(k, c.end)
      .map((x) => x.text)
      .join("");
    return { end: end + 1, text: `${word === "latest" ? "by" : "after"} ${clock}` };
  },
};
