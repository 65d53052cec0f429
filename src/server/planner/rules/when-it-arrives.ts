/**
 * A clause that only says when the thing is there (issue 29, kinds 3 and 8): "unpack the delivery
 * when it arrives ~11", "sign for the parcel once it comes", "check the van when they drop it off
 * at 2" are the item at the time written (if any), not a title that ends "when it arrives".
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const WHEN = new Set(["when", "once", "whenever"]);
const WHO = new Set(["it", "they", "he", "she", "it's", "they're"]);
const ARRIVES = new Set([
  ...["arrives", "arrive", "comes", "come", "lands", "land", "turns", "turn", "shows", "show", "gets", "get"],
  ...["delivered", "here", "in", "back", "ready"],
]);
/** The word after the verb that belongs to it: "turns up", "shows up", "gets here", "comes in". */
const PARTICLE = new Set(["up", "here", "in", "back", "there"]);

/** Whether the clause ends before `next`: nothing more, or a time, a connector or a length, not more words. */
const endsClause = (next: Tagged | undefined): boolean =>
  next?.kind !== "word" || next.tags.has("cue") || next.tags.has("connector") || !!next.unitMinutes;

export const WHEN_IT_ARRIVES: Rule = {
  name: "aside/when-it-arrives",
  starts: { words: [...WHEN] },
  match: (tokens, i) => {
    if (!WHEN.has(tokens[i].lower) || !WHO.has(tokens[i + 1]?.lower ?? "")) return null;
    let k = i + 2;
    if (tokens[k]?.lower === "is" || tokens[k]?.lower === "are") k++;
    if (!ARRIVES.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (PARTICLE.has(tokens[k]?.lower ?? "")) k++;
    // "when it comes to the budget": more words, a clause of its own.
    return endsClause(tokens[k]) ? { end: k, text: "" } : null;
  },
};

const AFTER = new Set(["after", "once"]);
/** "goes live", "is posted", "'s out", "finishes", "airs": what happens to the item just written. */
const HAPPENS = new Set(["goes", "go", "is", "gets", "finishes", "ends", "airs", "drops", "launches", "publishes"]);
const STATE = new Set(["live", "out", "up", "done", "posted", "published", "sent", "over", "finished", "online"]);

/**
 * "upload the vlog at 6pm, reply to comments for half an hour after it goes live", "... once it's
 * posted": after the item just written, as "after that" says (the title read "Reply to comments goes
 * live"). Only a short clause that ends the item.
 */
export const AFTER_IT_HAPPENS: Rule = {
  name: "anchor/after-it-happens",
  starts: { words: [...AFTER] },
  match: (tokens, i) => {
    if (!AFTER.has(tokens[i].lower)) return null;
    let k = i + 1;
    const who = tokens[k]?.lower ?? "";
    if (who === "it's" || who === "its") k++;
    else if (who === "it") {
      k++;
      if (!HAPPENS.has(tokens[k]?.lower ?? "")) return null;
      k++;
    } else return null;
    if (STATE.has(tokens[k]?.lower ?? "")) k++;
    else if (k === i + 2) return null;
    return endsClause(tokens[k]) ? { end: k, text: "after that" } : null;
  },
};
