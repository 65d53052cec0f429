/**
 * Where an item is, written after its time (issue 29, kind 3): "garden club 10 till 12 at the church
 * hall", "team lunch 1pm in the canteen", "walking tour 9.30-12 from the abbey", "Aisha 4-5 at hers", "tea at 5 at
 * my mum's" are "Garden club", "Team lunch", "Aisha", "Tea": the place after the clock
 * is an aside, like "(at the library)", never part of the title. The phrase is bracketed for the
 * title cleaner. Parts of the day and "at the latest" are no places. An item named only by its
 * place ("tonight 9pm-7am at the hospice") keeps it as its name.
 */

import { type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";
import { moodBracketEnd } from "./bracket-mood";

const PREPOSITIONS = new Set(["at", "in", "from"]);
const NOT_PLACES = new Set([
  ...["latest", "earliest", "most", "least", "weekend", "end", "start", "beginning", "same", "moment", "time"],
  ...["morning", "afternoon", "evening", "night", "arvo", "middle", "meantime", "office"],
]);
const MOST = 4;

/** A time, or the bracket that closes one ("7am (1hr) at the beach"). */
function timed(t: Tagged | undefined): boolean {
  return t?.kind === "clock" || t?.kind === "number" || !!t?.tags.has("pm") || !!t?.tags.has("am") || t?.text === ")";
}

/** Words before the time that name no item: "tonight 9pm-7am at the hospice" is named by its place. */
const NO_NAME = new Set(["tonight", "today", "this", "from", "till", "until", "to", "-", "then", "and", "also"]);
/** Longest run read back to the item's start. */
const BACK = 12;

/** Whether the item before the time at i has a name of its own ("garden club 10 till 12 at ..."). */
function named(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - BACK; k--) {
    const t = tokens[k];
    const cue = t.tags.has("cue") || t.tags.has("from") || t.tags.has("am") || t.tags.has("pm");
    if (t.kind === "word" && !NO_NAME.has(t.lower) && !cue && !t.unitMinutes) return true;
    if (opensItem(tokens, k, true)) return false;
  }
  return true;
}

/** A bracket of words at k, no length in it: "(MWF, ugh)", not "(1h)" (a length keeps the place in the title). */
function aside(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k + 1];
  if (moodBracketEnd(tokens, k) > 0) return true;
  return tokens[k]?.text === "(" && t?.kind === "word" && t.count === undefined && !t.unitMinutes;
}

/** "hers", "theirs": someone's home, a place of one word. */
const HOMES = new Set(["hers", "his", "theirs", "mine", "ours", "yours"]);
const OWNERS = new Set(["her", "his", "their", "my", "our", "your"]);

/**
 * Where the place's words start after its preposition at k: past "the" ("at the church hall"), an
 * owner ("at her house", "at my mum's") or at a home ("at hers", read whole); -1 when no place
 * starts there. A named place keeps its name in the title ("dinner at 8pm at Luca's").
 */
function placeStart(tokens: readonly Tagged[], k: number): number {
  const t = tokens[k];
  if (t?.kind !== "word") return -1;
  if (t.lower === "the" || (OWNERS.has(t.lower) && tokens[k + 1]?.kind === "word")) return k + 1;
  return HOMES.has(t.lower) ? k : -1;
}

export const PLACE_AFTER_TIME: Rule = {
  name: "aside/place-after-time",
  starts: { words: [...PREPOSITIONS] },
  match: (tokens, i) => {
    if (!PREPOSITIONS.has(tokens[i].lower) || !timed(tokens[i - 1])) return null;
    const first = placeStart(tokens, i + 1);
    if (first < 0) return null;
    let k = first;
    while (k - i - 2 < MOST && tokens[k]?.kind === "word" && !tokens[k].unitMinutes && tokens[k].tags.size === 0) {
      if (NOT_PLACES.has(tokens[k].lower)) return null;
      k++;
    }
    const stop = tokens[k];
    const closes =
      stop === undefined ||
      stop.kind === "break" ||
      stop.kind === "emoji" ||
      (stop.kind === "punct" && ".;!?,".includes(stop.text)) ||
      aside(tokens, k);
    if (k === first || !closes || !named(tokens, i)) return null;
    const words = tokens
      .slice(i, k)
      .map((t) => t.text)
      .join(" ");
    // "dialysis 7-11 at the unit (MWF, ugh)": another bracket follows; the title cleaner takes one, so the place goes.
    // ("brunch 11.30-1 at theirs 🥞": an emoji after it leaves the bracket inside the title; the place goes.)
    return { end: k, text: stop?.text === "(" || stop?.kind === "emoji" ? "" : `(${words})` };
  },
};
