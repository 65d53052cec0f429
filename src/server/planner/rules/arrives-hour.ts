/**
 * A bare hour right after a verb of arriving is that item's time (issue 29, kind 9): "van arrives
 * 8", "plumber coming 10", "guests here 7:30", "Sam lands 6ish" are at 8, 10, 7:30 and 6, not an
 * hour-long task titled "Van arrives 8". The verb keeps its place in the title; the hour becomes the
 * plain "at 8" the item reader knows. Only a bare hour that ends the item (or its clause): "coming 2
 * weeks", "arriving 3 people" are no times; "due 11" stays a deadline (rules/deadline.ts).
 */

import { readClock, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const ARRIVES = new Set([
  ...["arrives", "arriving", "arrive", "coming", "comes", "lands", "landing", "here", "back", "over"],
  ...["round", "expected", "turns", "turning", "shows", "showing"],
]);
/** "turns up 10", "shows up 9": the particle goes with the verb. */
const PARTICLE = new Set(["up", "in", "round"]);
const APPROX = new Set(["ish", "-ish", "ish?", "approx", "latest"]);

export const ARRIVES_HOUR: Rule = {
  name: "clock/arrives-hour",
  match: (tokens, i) => {
    const t = tokens[i];
    if (!ARRIVES.has(t.lower) || i === 0 || tokens[i - 1].kind !== "word") return null;
    const k = PARTICLE.has(tokens[i + 1]?.lower ?? "") ? i + 2 : i + 1;
    const n = tokens[k];
    if (!n || (n.kind !== "number" && n.kind !== "clock")) return null;
    const c = readClock(tokens, k);
    if (!c || c.h < 1 || c.h > 23) return null;
    let end = c.end;
    while (APPROX.has(tokens[end]?.lower ?? "")) end++;
    const after = tokens[end];
    // "drive back 3.5h": a decimal length, not a time.
    if (after?.unitMinutes || (after?.text === "." && tokens[end + 1]?.kind === "number" && tokens[end + 1].glued))
      return null;
    if (!(closesItem(after) || [",", "،", "(", "-", "–", "&"].includes(after.text) || after.tags.has("and")))
      return null;
    const verb = tokens
      .slice(i, k)
      .map((w) => w.text)
      .join(" ");
    const time = tokens
      .slice(k, c.end)
      .map((w) => w.text)
      .join(" ");
    return { end: c.end, text: `${verb} at ${time}` };
  },
};
