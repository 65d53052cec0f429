/**
 * A bare hour right after a verb of arriving is that item's time (issue 29, kind 9): "van arrives
 * 8", "plumber coming 10", "guests here 7:30", "Sam lands 6ish" are at 8, 10, 7:30 and 6, not an
 * hour-long task titled "Van arrives 8". The hour becomes the plain "at 8" the item reader knows. A
 * visit is named by who comes ("health visitor coming at 2" is "Health visitor" at 14:00, "mum's
 * coming over at 4" is "Mum", "the plumber's coming round about 11" is "Plumber"); an arrival keeps its verb ("Van arrives", "Cleaner turns up"). Only a bare hour that ends
 * the item (or its clause): "coming 2 weeks", "arriving 3 people" are no times; "due 11" stays a
 * deadline (rules/deadline.ts).
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";
import { HALF_HOUR } from "./half-hour";

const ARRIVES = new Set([
  ...["arrives", "arriving", "arrive", "lands", "landing", "back", "expected", "here", "over", "comes"],
  ...["turns", "turning", "shows", "showing"],
]);
/**
 * Someone coming to the person: the title is who ("plumber coming at 10" is "Plumber"); "the vet
 * comes at 11", "friends over at 8" keep their words as the corpus writes them.
 */
const VISIT = new Set(["coming"]);
/** "turns up 10", "coming over at 4": the particle goes with the verb. */
const PARTICLE = new Set(["up", "in", "over", "by", "round", "around"]);
/** "coming about 10ish", "coming round at around 11": the hour's hedge goes with the visit's words. */
const ABOUT = new Set(["about", "around", "roughly", "approx", "~"]);
const APPROX = new Set(["ish", "-ish", "approx", "latest"]);
const JOINS = new Set([",", "،", "(", "-", "–", "&"]);

export const ARRIVES_HOUR: Rule = {
  name: "clock/arrives-hour",
  starts: { words: [...ARRIVES, ...VISIT] },
  match: (tokens, i) => {
    const t = tokens[i];
    const visit = VISIT.has(t.lower);
    if ((!visit && !ARRIVES.has(t.lower)) || i === 0 || tokens[i - 1].kind !== "word") return null;
    // "library books back by 12", "the van back by 6": a deadline, not the item's time.
    if (t.lower === "back" && tokens[i + 1]?.lower === "by") return null;
    let k = PARTICLE.has(tokens[i + 1]?.lower ?? "") ? i + 2 : i + 1;
    // "health visitor coming at 2": the time has its "at"; then only a visit's verb goes.
    if (tokens[k]?.tags.has("cue")) {
      if (!visit) return null;
      k++;
    }
    if (visit && ABOUT.has(tokens[k]?.lower ?? "")) k++;
    // "piano tuner coming at half 2": the British half hour (rules/half-hour.ts) is the time.
    const half = visit && k > i + 1 ? HALF_HOUR.match(tokens, k, {}) : null;
    if (half) {
      const next = tokens[half.end];
      if (!closesItem(next) && !JOINS.has(next.text)) return null;
      const own = tokens[i - 1].lower.endsWith("'s");
      const who = own ? tokens[i - 1].text.slice(0, -2) + " " : "";
      return { from: own ? i - 1 : i, end: half.end, text: `${who}at ${half.text}` };
    }
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
    if (!(closesItem(after) || JOINS.has(after.text) || after.tags.has("and"))) return null;
    const time = spanText(tokens, k, c.end);
    // "mum's coming": the "'s" is "is", and goes with the verb.
    const from = visit && tokens[i - 1].lower.endsWith("'s") ? i - 1 : i;
    const who = from < i ? tokens[i - 1].text.slice(0, -2) + " " : "";
    return { from, end: c.end, text: visit ? `${who}at ${time}` : `${spanText(tokens, i, k)} at ${time}` };
  },
};
