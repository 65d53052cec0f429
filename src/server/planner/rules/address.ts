/**
 * Times and lists attach to the right item (issue 29, kind 1): an address after an item ("10am
 * viewing, 14 Oak Lane (30m)", "parcel drop at 3 Birch Close") is where it is, not an item of its own
 * and not a clock: it becomes a bracketed place, "Viewing (14 Oak Lane)". So does one after the item's time
 * ("open home 11-12 at 14 Birch Ave"), and a numbered place after a comma that ends the item ("boarding at 2,
 * gate 12", "exam 9-11, room 14"): "Boarding (gate 12)", never a task titled "Gate 12" nor a clock.
 */

import { type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const STREET = new Set(
  (
    "lane ln road rd street st close avenue ave drive dr way court ct place pl square sq crescent cres grove " +
    "gardens gdns park terrace row mews hill walk rise view"
  ).split(" "),
);
const CAPITAL = /^\p{Lu}/u;

/** "14 Oak Lane", "3 Birch Close", "221b Baker St" at i: the end, or -1. */
export function addressEnd(tokens: readonly Tagged[], i: number): number {
  const n = tokens[i];
  if (n?.kind !== "number" || (n.digits ?? 0) > 4) return -1;
  let k = i + 1;
  if (n.glued && tokens[k]?.kind === "word" && tokens[k].text.length === 1) k++; // "221b"
  let words = 0;
  while (words < 3 && tokens[k]?.kind === "word" && CAPITAL.test(tokens[k].text)) {
    words++;
    k++;
    if (STREET.has(tokens[k - 1].lower) && words >= 2) return k;
  }
  return -1;
}

export const ADDRESS: Rule = {
  name: "list/address",
  starts: { words: [",", "at"] },
  match: (tokens, i) => {
    const lead = tokens[i];
    if (lead.text !== "," && lead.lower !== "at") return null;
    const prev = tokens[i - 1];
    // (After the item's time too: "open home 11-12 at 14 Birch Ave", "viewing 10am at 3 Elm Close".)
    const timed = prev?.kind === "number" || prev?.kind === "clock" || prev?.tags.has("am") || prev?.tags.has("pm");
    if (prev?.kind !== "word" && !(timed && lead.lower === "at")) return null;
    const end = addressEnd(tokens, i + 1);
    if (end < 0) return null;
    const where = tokens
      .slice(i + 1, end)
      .map((t) => t.text)
      .join(" ");
    return { end, text: ` (${where})` };
  },
};

/** Places named by a number: "gate 12", "room 14", "platform 3". */
const NUMBERED_PLACE = new Set(
  (
    "gate room platform terminal desk bay stand ward dept department flat apt suite unit floor level table seat " +
    "pier dock berth lab studio court pitch hall screen"
  ).split(" "),
);

/** Words naming the numbered place before its noun: "crown court room 4", "main hall 2". */
const PLACE_WORDS = 2;

/** "(Spanish)", "(Polish)", "(family court)" at k: a bracket of plain words, or -1 when none. */
function wordBracketEnd(tokens: readonly Tagged[], k: number): number {
  if (tokens[k]?.text !== "(") return -1;
  let j = k + 1;
  while (j - k <= 3 && tokens[j]?.kind === "word" && !tokens[j].unitMinutes && tokens[j].count === undefined) j++;
  return j > k + 1 && tokens[j]?.text === ")" ? j + 1 : -1;
}

/**
 * After the item's time and a comma: "exam 9-11, room 14", "hearing 9:30am, Dept 12 (Spanish), usually runs
 * 90 min", "court 10 til 1, crown court room 4 (Polish)": where it is, with the words naming the room and a
 * bracket of words after it (the language, the court), never an item of its own.
 */
export const NUMBERED_PLACE_AFTER: Rule = {
  name: "list/numbered-place",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== ",") return null;
    const prev = tokens[i - 1];
    if (prev?.kind !== "word" && prev?.kind !== "number" && !prev?.tags.has("am") && !prev?.tags.has("pm")) return null;
    let j = i + 1;
    while (
      j - i - 1 < PLACE_WORDS &&
      tokens[j]?.kind === "word" &&
      tokens[j].tags.size === 0 &&
      tokens[j + 1]?.kind !== "number"
    )
      j++;
    const noun = tokens[j];
    const n = tokens[j + 1];
    if (noun?.kind !== "word" || !NUMBERED_PLACE.has(noun.lower)) return null;
    if (n?.kind !== "number" || (n.digits ?? 0) > 4 || n.unitMinutes) return null;
    const bracket = wordBracketEnd(tokens, j + 2);
    // (Words before the noun, a bracket after the number or a comma only after the item's time.)
    const timed = prev.kind === "number" || prev.tags.has("am") || prev.tags.has("pm");
    if ((j > i + 1 || bracket > 0) && !timed) return null;
    const end = bracket > 0 ? bracket : j + 2;
    const goesOn = timed && (tokens[end]?.text === "," || (bracket > 0 && tokens[end]?.text === "("));
    if (!closesItem(tokens[end]) && !goesOn) return null;
    // (The title cleaner keeps no place before a later bracket: this one goes.)
    if (j > i + 1 || bracket > 0 || !closesItem(tokens[end])) return { end, text: "" };
    return { end: j + 2, text: ` (${noun.text} ${n.text})` };
  },
};

/**
 * "viewing 10am 4 Elm Grove", "2.30 22 Park Lane": an address right after the item's time is where it
 * is ("Viewing (4 Elm Grove)"), not a count of 4 nor part of the title.
 */
export const ADDRESS_AFTER_TIME: Rule = {
  name: "list/address-after-time",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (!prev || !(prev.kind === "clock" || prev.tags.has("am") || prev.tags.has("pm"))) return null;
    const end = addressEnd(tokens, i);
    if (end < 0 || (!closesItem(tokens[end]) && !["(", ","].includes(tokens[end]?.text ?? ""))) return null;
    return {
      end,
      text: `(${tokens
        .slice(i, end)
        .map((t) => t.text)
        .join(" ")})`,
    };
  },
};
