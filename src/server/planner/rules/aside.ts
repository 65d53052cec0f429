/**
 * Headers, moods and asides plan nothing (issue 29, kind 3): "Monday plan:", "ok so today:",
 * "ugh so tired", "late start today!!", "Busy day 😅", "Feeling unwell, taking it easy",
 * "estoy agotada 😩", "تعبان اليوم 😴". An item made only of such words (and emoji and "!") is
 * dropped; so is a heading of such words before a colon.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

/** Longest aside read; a longer run is a sentence of its own. */
const MOST = 8;

/** "annual leave", "sick leave": a day off, where "leave" alone is a verb ("leave at 5"). */
const LEAVE_KINDS = new Set(["annual", "sick", "parental", "maternity", "paternity", "study", "compassionate"]);

function asideWord(t: Tagged, prev?: Tagged): boolean {
  if (t.lower === "leave" && LEAVE_KINDS.has(prev?.lower ?? "")) return true;
  return (
    (t.kind === "word" || t.text === "&") &&
    (t.tags.has("aside") || t.tags.has("header") || t.tags.has("filler") || t.tags.has("label") || t.tags.has("and"))
  );
}

export const ASIDE: Rule = {
  name: "aside/mood-or-header",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    let strong = 0;
    let labels = 0;
    let words = 0;
    while (k < tokens.length && k - i < MOST) {
      const t = tokens[k];
      if (asideWord(t, tokens[k - 1])) {
        words++;
        if (t.tags.has("aside") || t.tags.has("header")) strong++;
        if (t.tags.has("label")) labels++;
      } else if (t.kind !== "emoji" && t.text !== "!") break;
      k++;
      // "Busy day 😅 work 9-5": the emoji (or "!!") closes the aside.
      const closer = t.kind === "emoji" || t.text === "!";
      if (closer && tokens[k]?.kind !== "emoji" && tokens[k]?.text !== "!") break;
    }
    const stop = tokens[k];
    if (stop?.text === ":" && labels > 0 && words <= 4) return { end: k + 1, text: "" };
    if (strong === 0 || words === 0) return null;
    const emojiEnded = tokens[k - 1].kind === "emoji" || tokens[k - 1].text === "!";
    if (stop && [":", ",", "،", "-", "–", "—"].includes(stop.text)) return { end: k + 1, text: "" };
    if (closesItem(stop) || emojiEnded) return { end: k, text: "" };
    return null;
  },
};
