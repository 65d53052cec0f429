/**
 * a.m./p.m. reading and anchors (issue 29, kinds 8 and 9): a bare hour right after getting up
 * ("up 6, run 40 min", "wake 6", "me levanto 6 y media", "هصحى ٦ وأنزل الجيم") is the hour of getting up, read
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
  [["wake"], "wake up at"],
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
  starts: {
    words: [
      ...HEADS.map(([w]) => w[0]),
      ...["أصحى", "اصحى", "هصحى", "حصحى", "بصحى", "نصحى", "أصحو", "اصحو", "صحيت", "أستيقظ", "استيقظ"],
    ],
  },
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

/** Getting up told in the past, and the cue each takes before an hour. */
const PAST_HEADS: [string[], string][] = [
  [["woke", "up"], "at"],
  [["got", "up"], "at"],
  [["me", "levanté"], "a las"],
  [["me", "levante"], "a las"],
  [["me", "desperté"], "a las"],
  [["me", "desperte"], "a las"],
  [["صحيت"], "at"],
  [["استيقظت"], "at"],
];
/** "late", "tarde", "متأخر": how the getting up went, said between it and its hour. */
const LATE = new Set(["late", "early", "tarde", "temprano", "pronto", "متأخر", "متاخر", "بدري"]);
/** The cue words before the hour: "at", "a las", "الساعة" (normalizeArabic writes "at"). */
const CUES = new Set(["at", "a", "las", "la", "around", "about", "sobre"]);

/**
 * "woke up late, at 10", "me levanté tarde, a las 10", "صحيت متأخر، الساعة ١٠" (issue 29, kind 8):
 * the hour is the getting up's (the day starts then, leave-work.ts wakeDayStart), the "late" and
 * its comma no title of their own.
 */
export const WOKE_LATE_AT: Rule = {
  name: "anchor/woke-late-at",
  starts: { words: PAST_HEADS.map(([words]) => words[0]) },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    const found = PAST_HEADS.find(([words]) => wordsAt(tokens, i, words));
    if (!found) return null;
    let k = i + found[0].length;
    if (!LATE.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.text === "," || tokens[k]?.text === "،") k++;
    while (k < i + found[0].length + 5 && CUES.has(tokens[k]?.lower ?? "")) k++;
    const c = readClock(tokens, k);
    if (!c || lengthAfter(tokens[c.end])) return null;
    return {
      end: c.end,
      text: `${spanText(tokens, i, i + found[0].length)} ${found[1]} ${spanText(tokens, k, c.end)}`,
    };
  },
};
