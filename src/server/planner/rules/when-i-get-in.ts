/**
 * One's own getting in said with the item (issue 29, round 2, kind 3): "nap when I get in, 1h",
 * "shower when I get home", "bath once I'm in" are a nap, a shower, a bath after getting home (the
 * day's "home at 3", or the end of its shift or round), never a title "Nap when I get in". The
 * clause becomes the plain "after I get home" the anchor reader knows. Only "I"/"we" with "get",
 * "'m"/"am"/"are" and "in", "home" or "back" closing the clause: "when I get back from the vet"
 * names where from (rules/lead-after.ts). "when home", "once back" leave the subject out (issue 29,
 * p-en19). Bounded: a few tokens.
 */

import type { Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const OPENERS = new Set(["when", "once", "as", "whenever"]);
const ME = new Set(["i", "we"]);
/** "I'm in", "we're back": the subject and its verb in one word. */
const ME_BE = new Set(["i'm", "i’m", "im", "we're", "we’re"]);
const GET = new Set(["get", "got", "am", "are", "'m", "’m"]);
const HOME = new Set(["in", "home", "back"]);
/** After the place word: what keeps the clause going ("back from the vet", "home by 6"). */
const GOES_ON = new Set(["from", "to", "at", "@", "around", "about", "by"]);
/** A voice note's length after the clause, with no comma: "nap when I get in like an hour", "for 20 min". */
const LENGTH_NEXT = new Set(["like", "for", "maybe", "prob", "probably", "roughly", "approx", "approximately"]);

export const WHEN_I_GET_IN: Rule = {
  name: "anchor/when-i-get-in",
  starts: { words: [...OPENERS] },
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower)) return null;
    let k = i + 1;
    if (tokens[i].lower === "as" && tokens[k]?.lower === "soon" && tokens[k + 1]?.lower === "as") k += 2;
    else if (tokens[i].lower === "as") return null;
    const w = tokens[k]?.lower ?? "";
    // "back up the cards when home", "once back": the subject left out; not "in" ("when in doubt").
    const bare = w === "home" || w === "back";
    if (ME_BE.has(w)) k++;
    else if (ME.has(w) && GET.has(tokens[k + 1]?.lower ?? "")) k += 2;
    else if (!bare) return null;
    if (!HOME.has(tokens[k]?.lower ?? "")) return null;
    // "when I'm in London", "back from the vet": the clause goes on; only its end, a comma or "then".
    const next = tokens[k + 1];
    const ends =
      closesItem(next) ||
      next.kind === "punct" ||
      next.tags.has("connector") ||
      next.tags.has("and") ||
      LENGTH_NEXT.has(next.lower);
    if (!ends || (next && GOES_ON.has(next.lower))) return null;
    return { end: k + 1, text: "after I get home" };
  },
};
