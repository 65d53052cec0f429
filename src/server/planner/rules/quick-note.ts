/**
 * Lengths a careful person would give (issue 29, kind 6): a note that the item is quick ("take the
 * books back (quick)", "bank, quick one", "post the letter - quickly", "(5 min job)" is read by the
 * item reader already) is a short item: "(15 min)", not the hour of a plain task, and no item of its
 * own. Spanish "(rápido)", "rapidito" and Arabic "(سريع)" likewise.
 */

import { type Rule, type RuleMatch } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const QUICK = new Set([
  ...["quick", "quickly", "brief", "short", "fast", "speedy", "quickie"],
  // "llamar al fontanero (rápido)", "banco, rapidito", "أمر الصيدلية (سريع)"
  ...["rápido", "rápida", "rapido", "rapida", "rapidito", "rapidita", "rápidito", "rápidita", "cortito", "cortita"],
  ...["سريع", "سريعة", "سريعه", "بسرعة", "بسرعه", "عالسريع"],
]);
const NOUN = new Set(["one", "job", "trip", "errand", "thing", "task", "stop", "visit", "call"]);
const LEAD = new Set(["(", ",", "-", "–", "—"]);
/** The noun before the adjective: "pedir material, llamada rápida", "banco, algo rápido", "مشوار سريع". */
const NOUN_FIRST = new Set([
  ...["llamada", "llamadita", "trámite", "tramite", "recado", "visita", "cosa", "gestión", "gestion", "algo"],
  ...["vuelta", "mensaje", "مكالمة", "مكالمه", "مشوار", "زيارة", "زياره", "شغلة", "شغله", "اتصال"],
]);

/** A note after an item ends at k: its ")" when it opened with "(", else the item's end or a comma. */
function noteEnds(tokens: readonly Tagged[], open: Tagged, k: number, text: string): RuleMatch | null {
  if (open.text === "(") return tokens[k]?.text === ")" ? { end: k + 1, text } : null;
  return closesItem(tokens[k]) || tokens[k]?.text === "," ? { end: k, text } : null;
}

export const QUICK_NOTE: Rule = {
  name: "length/quick-note",
  starts: { words: [...LEAD] },
  match: (tokens, i) => {
    const open = tokens[i];
    // After the item's words, or in brackets after its time ("call the bank before 5 (quick)", "antes de las 5 (rapido)").
    const before = tokens[i - 1]?.kind;
    const timed = (before === "number" || before === "clock") && open.text === "(";
    if (!LEAD.has(open.text) || i === 0 || (before !== "word" && !timed)) return null;
    let k = i + 1;
    if (["a", "just", "una", "un"].includes(tokens[k]?.lower ?? "")) k++;
    if (NOUN_FIRST.has(tokens[k]?.lower ?? "") && QUICK.has(tokens[k + 1]?.lower ?? "")) k++;
    if (!QUICK.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (NOUN.has(tokens[k]?.lower ?? "")) k++;
    while (tokens[k]?.text === "!") k++;
    return noteEnds(tokens, open, k, " (15 min)");
  },
};

/**
 * "gym quick one before the webinar", "bank a quick one": "quick one" right after the item's name, with no
 * comma, is the same note, when the item ends there or a time cue or connector follows.
 */
export const QUICK_ONE: Rule = {
  name: "length/quick-one",
  starts: { words: ["quick", "a"] },
  match: (tokens, i) => {
    const a = tokens[i].lower === "a" ? 1 : 0;
    if (tokens[i + a]?.lower !== "quick" || tokens[i + a + 1]?.lower !== "one") return null;
    if (i === 0 || tokens[i - 1].kind !== "word") return null;
    const next = tokens[i + a + 2];
    const ends = closesItem(next) || next?.kind === "punct" || next?.tags.has("connector") || next?.tags.has("cue");
    return ends ? { end: i + a + 2, text: " (15 min)" } : null;
  },
};

/** Arabic adverbs that only ever mean "quickly". */
const AR_QUICKLY = new Set(["بسرعة", "بسرعه", "عالسريع"]);

/** Whether a length ("for 30 min", the Arabic rewritten) is said within the item around token i. */
function itemHasLength(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + 8 && !closesItem(tokens[k]); k++)
    if (tokens[k].lower === "min" || tokens[k].lower === "for") return true;
  for (let k = i - 1; k >= 0 && k >= i - 8 && !closesItem(tokens[k]); k--)
    if (tokens[k].lower === "min" || tokens[k].lower === "for") return true;
  return false;
}

/**
 * "أشتري خبز بسرعة قبل الغدا", "أمر البنك عالسريع": the adverb said after the item without a comma is
 * the same note (a short item, not part of its title), unless the item gives its own length ("أمشي
 * بسرعة نص ساعة" is how one walks).
 */
export const QUICK_ADVERB: Rule = {
  name: "length/quick-adverb",
  starts: { words: [...AR_QUICKLY] },
  match: (tokens, i) => {
    if (!AR_QUICKLY.has(tokens[i].lower) || i === 0 || tokens[i - 1].kind !== "word") return null;
    if (itemHasLength(tokens, i)) return null;
    return { end: i + 1, text: " (15 min)" };
  },
};

/** A note on an item's size that is no length of its own: "a big one", "proper one", "(long one)". */
const BIG = new Set(["big", "biggish", "large", "long", "huge", "massive", "proper", "full", "weekly", "monthly"]);
const SIZE_NOUN = new Set(["one", "job", "trip", "session", "shop"]);

/** How an item is done, said alone between commas: "past paper, timed, 1.5h", "yoga, online". */
const MANNER = new Set([
  "timed",
  "untimed",
  "online",
  "offline",
  "solo",
  "alone",
  "together",
  "outdoors",
  "indoors",
  "properly",
  // "comer a las 3, rapido, 30 min": how quickly, said alone (issue 29, p-esar21).
  ...["rápido", "rapido", "rapidito", "rápidito", "deprisa"],
]);

/**
 * "food shop, big one, 1h", "hoover - proper job", "clean the car (long one)": the note says what kind
 * of item it is, never a second item "Big one"; the item keeps its own length (the note adds none).
 * So does a word of how it is done ("past paper, timed, 1.5h": no item "Timed").
 */
export const SIZE_NOTE: Rule = {
  name: "aside/size-note",
  starts: { words: [...LEAD] },
  match: (tokens, i) => {
    const open = tokens[i];
    const before = tokens[i - 1]?.kind;
    if (!LEAD.has(open.text) || i === 0) return null;
    // ("comer a las 3, rapido, 30 min": a word of how after the item's clock too.)
    const timed = before === "number" || before === "clock";
    if (before !== "word" && !(timed && MANNER.has(tokens[i + 1]?.lower ?? ""))) return null;
    let k = i + 1;
    if (MANNER.has(tokens[k]?.lower ?? "")) k++;
    else {
      if (tokens[k]?.lower === "a" || tokens[k]?.lower === "the") k++;
      if (!BIG.has(tokens[k]?.lower ?? "") || !SIZE_NOUN.has(tokens[k + 1]?.lower ?? "")) return null;
      k += 2;
    }
    while (tokens[k]?.text === "!") k++;
    return noteEnds(tokens, open, k, "");
  },
};
