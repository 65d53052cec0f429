/**
 * "tidy the kitchen before I go to the gym", "pack before we head to the party", "iron a shirt b4 I
 * leave for the wedding" (issue 29, kind 9): "before I <go> to X" names another item, X; the item is
 * before it, as "before the gym" is ("before I go to the gym" was read as part of the title). With an
 * hour after it ("before I leave for the airport at 4") rules/before-leaving.ts reads the hour instead.
 * Bounded: at most MOST words of X, to the item's end.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem } from "../core/tags";

const BEFORE = new Set(["before", "b4", "bfore"]);
const WHO = new Set(["i", "we"]);
const GO = new Set(["go", "head", "leave", "set", "pop", "nip"]);
const TO = new Set(["to", "for", "off", "out", "into"]);
const MOST = 4;

export const BEFORE_I_GO: Rule = {
  name: "order/before-i-go",
  starts: { words: [...BEFORE] },
  match: (tokens, i) => {
    if (!BEFORE.has(tokens[i].lower) || !WHO.has(tokens[i + 1]?.lower ?? "")) return null;
    if (!GO.has(tokens[i + 2]?.lower ?? "")) return null;
    let k = i + 3;
    while (k < i + 5 && TO.has(tokens[k]?.lower ?? "")) k++;
    if (k === i + 3) return null;
    const from = k;
    while (k - from < MOST && tokens[k]?.kind === "word" && !tokens[k].tags.has("cue")) k++;
    if (k === from || !(closesItem(tokens[k]) || tokens[k].text === ",") || readClock(tokens, k)) return null;
    return { end: k, text: `before ${spanText(tokens, from, k)}` };
  },
};
