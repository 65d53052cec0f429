/**
 * A time said in its own clause after the event is the event's time (issue 29, round 2, kind 2):
 * "pub quiz at the Bell tonight, kicks off 8", "school concert, begins 7", "match, kick-off at 3"
 * are the event at that hour, never a task titled "Kicks off 8". The clause becomes the plain
 * " at 8" the item reader knows ("…, starts 8" is read so already). Only a verb of starting right
 * after the comma, its hour, and the end of the item or another comma. Bounded: a few tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const BEGINS = new Set(["begins", "begin", "beginning", "starting", "kicks", "kick", "kickoff", "kick-off"]);
const LINK = new Set(["at", "@", "from"]);

export const STARTS_CLAUSE: Rule = {
  name: "clock/starts-clause",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== "," || i === 0 || tokens[i - 1].kind !== "word") return null;
    const verb = tokens[i + 1]?.lower ?? "";
    if (!BEGINS.has(verb)) return null;
    let k = i + 2;
    if (verb === "kicks" || verb === "kick") {
      if (tokens[k]?.lower !== "off") return null;
      k++;
    }
    if (LINK.has(tokens[k]?.lower ?? "") || tokens[k]?.text === "@") k++;
    const c = readClock(tokens, k);
    if (!c || tokens[c.end]?.unitMinutes) return null;
    const after = tokens[c.end];
    if (!closesItem(after) && after.text !== ",") return null;
    return { end: c.end, text: ` at ${spanText(tokens, k, c.end)}` };
  },
};
