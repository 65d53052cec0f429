/**
 * One's own getting up said with the item (issue 29): "run 5k when up", "coffee once I'm up",
 * "stretch as soon as I get up", "journal when I wake up", "walk the dog once awake" are the first
 * things after waking (the day's "slept til 1", or its start), never a title "Run 5k when up". The
 * clause becomes the plain "after I get up" the anchor reader knows. Only a clause that ends there (a
 * comma, a length, the item's end): "when I'm up in London" goes on. Bounded: a few tokens.
 */

import type { Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const OPENERS = new Set(["when", "once", "as", "whenever"]);
/** "I'm up", "im awake": the subject and its verb in one word. */
const ME_BE = new Set(["i'm", "i’m", "im"]);
const GET = new Set(["get", "am", "wake", "'m", "’m"]);
const UP = new Set(["up", "awake"]);
/** A length after the clause, with no comma: "run when up like 30 min", "for 20 min". */
const LENGTH_NEXT = new Set(["like", "for", "maybe", "prob", "probably", "roughly", "approx", "about"]);

export const WHEN_I_GET_UP: Rule = {
  name: "anchor/when-i-get-up",
  starts: { words: [...OPENERS] },
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower)) return null;
    let k = i + 1;
    if (tokens[i].lower === "as" && tokens[k]?.lower === "soon" && tokens[k + 1]?.lower === "as") k += 2;
    else if (tokens[i].lower === "as") return null;
    const w = tokens[k]?.lower ?? "";
    let woke = false;
    if (ME_BE.has(w)) k++;
    else if (w === "i" && GET.has(tokens[k + 1]?.lower ?? "")) {
      woke = tokens[k + 1].lower === "wake";
      k += 2;
    }
    // "when I wake", "when I wake up", "when up", "once awake".
    if (UP.has(tokens[k]?.lower ?? "")) k++;
    else if (!woke) return null;
    const next = tokens[k];
    const ends = closesItem(next) || next.kind !== "word" || next.tags.has("connector") || LENGTH_NEXT.has(next.lower);
    return ends ? { end: k, text: "after I get up" } : null;
  },
};
