/**
 * Times attach to the right item (issue 29, kind 1): "flight 4:30pm (be there 2h before)", "gig at 8,
 * get there 30 min early", "need to be at the airport 2h before" say when to arrive, not how long the flight or the gig is: the note is
 * dropped, so the item keeps its usual length (what leads there still goes before it).
 */

import { readClock, readLength, spanText, type Rule } from "../core/rules";
import { bulletedAt, closesItem } from "../core/tags";

const ARRIVE = new Set(["be", "get", "arrive", "arriving"]);
const THERE = new Set(["there", "in", "at"]);
const EARLY = new Set(["before", "early", "beforehand", "ahead"]);
const NEED = new Set(["need", "needs", "to", "have", "has", "got", "gotta", "must", "should"]);

export const BE_THERE: Rule = {
  name: "length/be-there-early",
  starts: { words: ["(", ...NEED, ...ARRIVE] },
  match: (tokens, i) => {
    const open = tokens[i].text === "(";
    let k = open ? i + 1 : i;
    // "need to be at the airport 2h before": the need is no item either.
    while (NEED.has(tokens[k]?.lower ?? "") && k < i + 3) k++;
    if (!ARRIVE.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (THERE.has(tokens[k]?.lower ?? "")) k++;
    // "at the airport", "at the venue": where, a word or two.
    if (tokens[k - 1]?.lower === "at" || tokens[k - 1]?.lower === "in") {
      if (tokens[k]?.lower === "the") k++;
      if (tokens[k]?.kind === "word" && !tokens[k].unitMinutes && tokens[k].count === undefined) k++;
    }
    const len = readLength(tokens, k);
    if (!len || !EARLY.has(tokens[len.end]?.lower ?? "")) return null;
    let end = len.end + 1;
    if (open) {
      if (tokens[end]?.text !== ")") return null;
      end++;
    }
    return { end, text: "" };
  },
};

const JOIN = new Set([",", "-", "–", "—", ";"]);
const BY = new Set(["by", "before", "b4"]);

/**
 * "drive to the venue, 40 min, have to be there by 11", "train to Leeds - need to be in by 9:30": the
 * arrival's hour is the item's deadline (the trip ends by then); the clause is no item ("There").
 */
export const BE_THERE_BY: Rule = {
  name: "deadline/be-there-by",
  starts: { words: [...JOIN] },
  match: (tokens, i) => {
    if (!JOIN.has(tokens[i].text) || i === 0 || tokens[i - 1].kind === "break") return null;
    let k = i + 1;
    while (NEED.has(tokens[k]?.lower ?? "") && k < i + 4) k++;
    if (k === i + 1 || tokens[k]?.lower !== "be") return null;
    k++;
    if (tokens[k]?.lower !== "there" && tokens[k]?.lower !== "in") return null;
    k++;
    if (!BY.has(tokens[k]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 1);
    if (!c) return null;
    return { from: i, end: c.end, text: ` by ${spanText(tokens, k + 1, c.end, "")}` };
  },
};

const PLACE_WORDS = new Set(["there", "in", "home", "around", "here", "about", "on", "site"]);
const SO_WHO = new Set(["i", "i've", "ive", "we", "i'll", "ill"]);

/**
 * "skip's coming at 10 so need to be there", "gas man 8-12, so I have to be home": why the person
 * stays, said after the item, is no part of its title ("Skip's coming so need to be there") and no
 * item. Bounded: a few words, closing the item.
 */
export const SO_BE_THERE: Rule = {
  name: "aside/so-be-there",
  starts: { words: ["so"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "so" || i === 0 || tokens[i - 1].kind === "break") return null;
    let k = i + 1;
    if (SO_WHO.has(tokens[k]?.lower ?? "")) k++;
    const need = k;
    while (NEED.has(tokens[k]?.lower ?? "") && k < need + 3) k++;
    if (k === need || tokens[k]?.lower !== "be" || !PLACE_WORDS.has(tokens[k + 1]?.lower ?? "")) return null;
    k += 2;
    if (tokens[k - 1].lower === "on" && tokens[k]?.lower === "site") k++;
    if (!closesItem(tokens[k]) && tokens[k]?.text !== ",") return null;
    const comma = tokens[i - 1].text === ",";
    return comma ? { from: i - 1, end: k, text: "" } : { end: k, text: "" };
  },
};

/** Most words of the place in "be at the venue by 6". */
const PLACE_MOST = 4;

/**
 * "get changed at the hotel ~5.30 (30 min)\nbe at the venue by 6", "taxi to the airport - be at
 * check-in by 11": being somewhere by an hour, said on the line (or after the dash) right after an
 * item, is that item's deadline (what gets the person there ends by then), never a task "Venue".
 * Only after an item, never opening the text. Bounded: PLACE_MOST words.
 */
export const BE_AT_PLACE_BY: Rule = {
  name: "deadline/be-at-place-by",
  starts: { kinds: ["break"], words: [...JOIN] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (!(t.kind === "break" || JOIN.has(t.text)) || i === 0 || tokens[i - 1].kind === "break") return null;
    let k = i + 1;
    // ("...\n• be at the church by 5.30": past the next line's bullet.)
    if (t.kind === "break" && bulletedAt(tokens, k + 1)) k++;
    while (NEED.has(tokens[k]?.lower ?? "") && k < i + 4) k++;
    if (tokens[k]?.lower !== "be" || tokens[k + 1]?.lower !== "at") return null;
    k += 2;
    const first = k;
    while (k < first + PLACE_MOST && tokens[k]?.kind === "word" && !BY.has(tokens[k].lower)) k++;
    if (k === first || !BY.has(tokens[k]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 1);
    if (!c || !(closesItem(tokens[c.end]) || tokens[c.end]?.kind === "break")) return null;
    return { from: i, end: c.end, text: ` by ${spanText(tokens, k + 1, c.end, "")}` };
  },
};
