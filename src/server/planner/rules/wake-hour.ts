/**
 * a.m./p.m. reading and anchors (issue 29, kinds 8 and 9): a bare hour right after getting up
 * ("up 6, run 40 min", "me levanto 6 y media", "هصحى ٦ وأنزل الجيم") is the hour of getting up, read
 * like "wake up at 6" (the morning; the day starts then), never a number in the title "Me levanto 6".
 */

import { spanText, readClock, wordsAt, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

/** Ways of saying "I get up" that open an item, word by word, and the cue each takes before an hour. */
const HEADS: [string[], string][] = [
  [["wake", "up"], "at"],
  [["woke", "up"], "at"],
  [["get", "up"], "at"],
  [["up"], "wake up at"],
  [["i'm", "up"], "wake up at"],
  [["alarm"], "at"],
  [["me", "levanto"], "a las"],
  [["me", "despierto"], "a las"],
  [["levantarme"], "a las"],
  [["despertarme"], "a las"],
];

/** Arabic wakings, the spoken future and habitual forms too ("هصحى", "بصحى", "صحيت"). Anchored: linear. */
const AR_WAKE = /^(?:[أاهحبن]صحى|[أا]صحو|صحيت|[أا]ستيقظ)$/u;

/** Words of the early morning that may come before the waking ("in the morning" as normalizeArabic writes "الصبح"). */
const EARLY = new Set(["morning", "early", "temprano", "بدري", "الصبح"]);

/** Words after the hour that make it a length or a count ("up 2 hours early"). */
function lengthAfter(t: Tagged | undefined): boolean {
  return t?.kind === "word" && (t.unitMinutes !== undefined || ["h", "min", "mins", "hrs", "hr"].includes(t.lower));
}

export const WAKE_HOUR: Rule = {
  name: "anchor/wake-bare-hour",
  match: (tokens, i) => {
    // "in the morning هصحى ٦", "early: up 6", "بدري أصحى ٥": a part of the day may come first.
    const p = tokens[i - 1];
    const back = i - (p?.lower === "morning" ? 3 : 1);
    if (!opensItem(tokens, i, true) && !(p && EARLY.has(p.lower) && back >= 0 && opensItem(tokens, back, true)))
      return null;
    let end = -1;
    let cue = "at";
    if (AR_WAKE.test(tokens[i].text)) end = i + 1;
    else
      for (const [words, c] of HEADS)
        if (wordsAt(tokens, i, words)) {
          end = i + words.length;
          cue = c;
          break;
        }
    if (end < 0) return null;
    const c = readClock(tokens, end);
    if (!c || c.h < 1 || c.h > 12 || lengthAfter(tokens[c.end])) return null;
    const head = spanText(tokens, i, end);
    return { end, text: cue.includes(" up ") ? cue : `${head} ${cue}` };
  },
};
