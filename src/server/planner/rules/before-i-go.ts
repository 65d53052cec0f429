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

/**
 * "call the kids before we go on", "run through my set b4 I go on stage", "before going on" (issue 29,
 * en23): going on is performing, never leaving (the item was due before the morning's bus call): it
 * becomes "before the show", which names the day's performance ("on stage 8.45", "band on 9").
 * "before we go on holiday" (a noun after "on") is not it.
 */
export const BEFORE_GOING_ON: Rule = {
  name: "order/before-going-on",
  starts: { words: [...BEFORE] },
  match: (tokens, i) => {
    if (!BEFORE.has(tokens[i].lower)) return null;
    let k = i + 1;
    if (WHO.has(tokens[k]?.lower ?? "") && tokens[k + 1]?.lower === "go") k += 2;
    else if (tokens[k]?.lower === "going") k++;
    else return null;
    if (tokens[k]?.lower !== "on") return null;
    k++;
    if (tokens[k]?.lower === "stage") k++;
    const next = tokens[k];
    const ends = closesItem(next) || next.text === "," || next.text === "(" || next.kind === "number";
    return ends ? { end: k, text: "before the show" } : null;
  },
};
