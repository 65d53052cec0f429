/**
 * Lengths said as advice to oneself and asides about an item (issue 29, kinds 3 and 6): "review at
 * 11, give it 90 min", "so allow 2 hours" are that item's length, never an item
 * "Give it"; "which will probably run over" says why, and is dropped; "somewhere in there" only says
 * the item has no time. "grab lunch quickly" is a quick lunch. Bounded: a few tokens each.
 */

import { phraseAt, readLength, spanText, type Rule } from "../core/rules";

const GIVE = new Set(["give", "allow", "block", "reserve"]);
const GIVE_OBJECT = new Set(["it", "that", "this", "them", "out", "off"]);

export const GIVE_IT_LENGTH: Rule = {
  name: "duration/give-it",
  starts: { words: ["so", ...GIVE] },
  match: (tokens, i) => {
    let k = i;
    if (tokens[k]?.lower === "so") k++;
    if (!GIVE.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (GIVE_OBJECT.has(tokens[k]?.lower ?? "")) k++;
    // ("give Sam 10 min": a person, so an item of its own.)
    const len = readLength(tokens, k);
    if (!len) return null;
    return { end: len.end, text: spanText(tokens, k, len.end) };
  },
};

const RELATIVE = new Set(["which", "that"]);
const HEDGES = new Set([
  "will",
  "might",
  "may",
  "usually",
  "always",
  "probably",
  "prob",
  "def",
  "definitely",
  "prolly",
]);
const OVERRUN = new Set(["run", "runs", "go", "goes", "overrun", "overruns", "drag", "drags"]);
const MOST_RELATIVE = 8;

/** "which will probably run over", "that always drags on": why to leave room, no words of the title. */
export const RUNS_OVER: Rule = {
  name: "aside/runs-over",
  starts: { words: [...RELATIVE] },
  match: (tokens, i) => {
    if (!RELATIVE.has(tokens[i].lower)) return null;
    let k = i + 1;
    while (HEDGES.has(tokens[k]?.lower ?? "")) k++;
    if (!OVERRUN.has(tokens[k]?.lower ?? "")) return null;
    k++;
    while (k < i + MOST_RELATIVE && tokens[k]?.kind === "word" && tokens[k].lower !== "so") k++;
    return { end: k, text: "" };
  },
};

/** Words that say an item has no time of its own: "gym at some point", "emails at some point today", "en algún momento". */
const NO_TIME: readonly string[][] = [
  ["at", "some", "point", "today"],
  ["at", "some", "point"],
  ["at", "any", "point"],
  ["sometime", "today"],
  ["some", "time", "today"],
  ["somewhere", "in", "there"],
  ["somewhere", "in", "between"],
  ["in", "between", "all", "that"],
  ["whenever", "i", "can"],
  // "llamar a mamá en algún momento", "ir al banco cuando pueda".
  ["en", "algún", "momento", "del", "día"],
  ["en", "algun", "momento", "del", "dia"],
  ["en", "algún", "momento"],
  ["en", "algun", "momento"],
  ["cuando", "pueda"],
];

export const SOMEWHERE_IN_THERE: Rule = {
  name: "aside/somewhere-in-there",
  starts: { words: NO_TIME.map((p) => p[0]) },
  match: (tokens, i) => {
    const words = phraseAt(tokens, i, NO_TIME);
    return words ? { end: i + words.length, text: "" } : null;
  },
};

const MEALS = new Set(["lunch", "breakfast", "dinner"]);
const FAST = new Set(["quickly", "fast", "quick"]);

/** "grab lunch quickly", "eat lunch fast": a quick lunch. */
export const QUICK_MEAL: Rule = {
  name: "duration/quick-meal",
  starts: { words: [...MEALS] },
  match: (tokens, i) => {
    if (!MEALS.has(tokens[i].lower) || !FAST.has(tokens[i + 1]?.lower ?? "")) return null;
    return { end: i + 2, text: `quick ${tokens[i].text}` };
  },
};

const MUST = new Set(["need", "needs", "gotta", "have", "has", "got", "to", "i", "so", "much", "lots", "must"]);
const THROUGH = new Set(["thru", "through"]);
const A_LOT: readonly string[][] = [
  ["alot"],
  ["a", "lot"],
  ["lots"],
  ["loads"],
  ["a", "ton"],
  ["everything"],
  ["it", "all"],
];

/**
 * "need to get thru alot today", "gotta get through everything": how much there is to do, no item
 * "Get thru alot". Bounded: a few words.
 */
export const GET_THROUGH_A_LOT: Rule = {
  name: "aside/get-through-a-lot",
  starts: { words: [...MUST, "get"] },
  match: (tokens, i) => {
    let k = i;
    while (k < i + 4 && MUST.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.lower !== "get" || !THROUGH.has(tokens[k + 1]?.lower ?? "")) return null;
    const words = phraseAt(tokens, k + 2, A_LOT);
    if (!words) return null;
    let end = k + 2 + words.length;
    if (tokens[end]?.lower === "today") end++;
    return { end, text: "" };
  },
};
