/**
 * Two chores joined by "and" with one length after them (issue 29, kind 2): "جلي وترتيب البيت ساعة
 * ونص", "fregar y recoger la cocina hora y media" are one item of that length, not two items of which
 * the first gets a guessed length of its own. Only a short pair with neither side timed, its length
 * closing the item, and no meal in it ("غداء و رياضة ٣٠ دقيقة" is lunch, then sport). The "and" is
 * joined to its words (segment-splits.ts, NBSP) so the list does not split there. Spanish and Arabic
 * (in the English form normalizeArabic gives it, "جلي and ترتيب").
 */

import { readClock, readLength, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";
import { NBSP } from "../segment-splits";
import { classifyKind, mealType } from "../lexicon";
import { MEETING_OR_CALL } from "../activity";
import { TASK_VERBS } from "../segment-words";

/** Most words on the left of "and", and on its right. */
const LEFT = 3;
/** A call by its verb ("llamar a mamá", "أكلم أمي"): an item of its own beside a chore or a run. */
const CALL = /^(?:llamar|call|phone|ring|[أا]كلم|نكلم|[أا]تصل|نتصل|[أا]دق)$/iu;
/**
 * What one side of the pair is, to tell one job of two steps ("poner la lavadora y tender", "fregar y
 * barrer") from two items of which the length is the second's ("llamar a mamá y correr 30 min",
 * "contestar correos y gimnasio 1 hora"): a call, or the kind its words give (task, habit, ...).
 */
const sideKind = (words: readonly string[]): string =>
  CALL.test(words[0] ?? "") || MEETING_OR_CALL.test(words.join(" ")) ? "call" : classifyKind(words.join(" "), false);
const RIGHT = 3;

const ARABIC = /^[\u0600-\u06ff]/u;
const WAKING = new Set(["أصحى", "اصحى", "هصحى", "بصحى", "أقوم", "اقوم", "levantarme", "madrugar"]);
/** "y" in Spanish, "and" in English and between Arabic words (normalizeArabic's "و"). */
const isAnd = (t: Tagged | undefined, arabic: boolean): boolean =>
  t !== undefined && (arabic ? t.lower === "and" : t.lower === "y" || t.lower === "and");
/** "until 5", "hasta las 7", "حتى ٦" shared by both: the pair is one item due then. */
const UNTIL = new Set(["until", "till", "til", "hasta", "حتى", "لين", "لحد"]);

/** Where a shared "until <clock>" at k ends ("hasta las 7", "till 5pm"), or null. */
function untilEnd(tokens: readonly Tagged[], k: number): number | null {
  if (!UNTIL.has(tokens[k]?.lower ?? "")) return null;
  let j = k + 1;
  if (["las", "la", "الساعة"].includes(tokens[j]?.lower ?? "")) j++;
  return readClock(tokens, j)?.end ?? null;
}

/** A plain word of a chore: no count, unit, time cue, connector or other tag but a small word. */
function plain(t: Tagged | undefined, arabic: boolean, withToo = false): boolean {
  if (!t || t.kind !== "word" || t.count !== undefined || t.unitMinutes) return false;
  if (arabic !== ARABIC.test(t.text)) return false;
  return [...t.tags].every((x) => x === "filler" || x === "label" || (withToo && x === "with"));
}

/** "1.5h", "2.5 hrs" at k: the minutes and the end, or null. */
function decimalLength(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  const [a, dot, b, unit] = [tokens[k], tokens[k + 1], tokens[k + 2], tokens[k + 3]];
  if (a?.kind !== "number" || dot?.text !== "." || b?.kind !== "number" || b.text.length !== 1) return null;
  if (!unit?.unitMinutes) return null;
  return { minutes: Math.round(((a.value ?? 0) + (b.value ?? 0) / 10) * unit.unitMinutes), end: k + 4 };
}

/** Where a length at k ends: "90 min", "1.5h", "una hora", "hora y media", "media hora", "2 horas y cuarto". */
function lengthEnd(tokens: readonly Tagged[], k: number): number | null {
  const decimal = decimalLength(tokens, k);
  if (decimal) return decimal.end;
  if (tokens[k]?.lower === "media" && tokens[k + 1]?.lower === "hora") return k + 2;
  let j = k;
  if (tokens[k]?.lower === "hora") j++;
  else {
    const len = readLength(tokens, k);
    if (!len) return null;
    j = len.end;
  }
  if (tokens[j]?.lower === "y" && ["media", "cuarto"].includes(tokens[j + 1]?.lower ?? "")) j += 2;
  return j;
}

/** A Spanish infinitive, perhaps with its pronoun ("planchar", "abrirlo"). Anchored: linear. */
const INFINITIVE = /^\p{L}{2,}(?:ar|er|ir)(?:se|me|te|le|lo|la|los|las)?$/u;
const NOT_INFINITIVE = new Set([
  "lugar",
  "hogar",
  "taller",
  "ayer",
  "mujer",
  "alquiler",
  "placer",
  "collar",
  "altar",
  "bar",
]);
/** A verb opening a side: "write", "hacer". */
const verbLike = (word: string): boolean => {
  const w = word.toLowerCase();
  return TASK_VERBS.has(w) || (INFINITIVE.test(w) && !NOT_INFINITIVE.has(w));
};

/** Each side a verb of a task with an object of its own: "answer emails" and "write the newsletter". */
const twoJobs = (left: readonly string[], right: readonly string[]): boolean =>
  left.length > 1 &&
  right.length > 1 &&
  TASK_VERBS.has(left[0].toLowerCase()) &&
  TASK_VERBS.has(right[0].toLowerCase());

/** "mercado y hacer el cocido (2 horas)": a place to go, then a job with its object: the length is the job's. */
const placeThenJob = (left: readonly string[], right: readonly string[]): boolean =>
  left.length === 1 && right.length > 1 && !verbLike(left[0]) && verbLike(right[0]);

/** An anchor after the shared length: "أرتب السفرة وأجهز الشوربة ساعة قبل الإفطار", "fregar y barrer 30 min antes de comer". */
const ANCHOR = new Set(["before", "after", "antes", "después", "despues", "قبل", "بعد"]);
const ends = (t: Tagged | undefined): boolean =>
  closesItem(t) || t?.text === "," || t?.text === "،" || ANCHOR.has(t?.lower ?? "");

const OF = new Set(["de", "del"]);
const ARTICLES = new Set(["la", "el", "los", "las", "mi", "the", "my"]);

/**
 * Whether an anchor of one word opens the item just before i: "antes de cenar ducha y recoger el
 * cuarto, 20 min", "before dinner shower and tidy up, 20 min", "قبل الفطور ...": the pair after it.
 */
function anchorBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let j = i - 2; j >= i - 4 && j >= 0; j--) {
    if (!ANCHOR.has(tokens[j].lower) || !opensItem(tokens, j, true)) continue;
    let k = j + 1;
    if (OF.has(tokens[k]?.lower ?? "")) k++;
    if (ARTICLES.has(tokens[k]?.lower ?? "")) k++;
    return tokens[k]?.kind === "word" && k + 1 === i;
  }
  return false;
}

/** A part of the day both sides share, between the pair and its length: "feed the horses and muck out first thing, 2 hours". */
const SHARED_PARTS: readonly (readonly string[])[] = [
  ["first", "thing"],
  ["this", "morning"],
  ["this", "afternoon"],
  ["this", "evening"],
  ["tonight"],
  ["in", "the", "morning"],
  ["in", "the", "afternoon"],
  ["in", "the", "evening"],
  ["a", "primera", "hora"],
  ["por", "la", "mañana"],
  ["por", "la", "tarde"],
  ["por", "la", "noche"],
  ["esta", "mañana"],
  ["esta", "tarde"],
  ["esta", "noche"],
];

/** Where a shared part of the day at k ends, or k when there is none. */
function pastPart(tokens: readonly Tagged[], k: number): number {
  for (const p of SHARED_PARTS) if (p.every((w, j) => tokens[k + j]?.lower === w)) return k + p.length;
  return k;
}

/**
 * Where an anchor both sides share ends, between the pair and its length after a comma or bracket
 * (issue 29, kind p-esar24-2): "fregar y recoger después del comedor, 1h", "wash up and tidy after
 * lunch, 1h". Only a short anchor (up to four words after its word) with no "and" in it; else k.
 */
function pastAnchor(tokens: readonly Tagged[], k: number): number {
  if (!ANCHOR.has(tokens[k]?.lower ?? "")) return k;
  for (let j = k + 1; j <= k + 5; j++) {
    const t = tokens[j];
    if (!t) return k;
    if (t.text === "," || t.text === "،" || t.text === "(") return j > k + 1 ? j : k;
    if ((t.kind !== "word" && t.kind !== "number") || isAnd(t, false) || t.lower === "and") return k;
  }
  return k;
}

export const PAIR_LENGTH: Rule = {
  name: "count/pair-one-length",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    const lead = tokens[i - 1]?.lower === "then" || tokens[i - 1]?.lower === "luego" || anchorBefore(tokens, i);
    if (!opensItem(tokens, i, true) && !lead) return null;
    const arabic = ARABIC.test(tokens[i].text);
    // "أصحى بدري وأروح الجيم ساعة": waking up is no chore of the pair (rules/up-early.ts).
    if (WAKING.has(tokens[i].lower)) return null;
    let k = i;
    while (k - i < LEFT && plain(tokens[k], arabic)) k++;
    if (k === i || !isAnd(tokens[k], arabic)) return null;
    const and = k;
    k++;
    const right = k;
    while (k - right < RIGHT && (arabic || pastPart(tokens, k) === k) && plain(tokens[k], arabic, k > right)) k++;
    if (k === right) return null;
    // ("... and muck out first thing, 2 hours": the part of the day is the pair's, kept after its length.)
    let partEnd = arabic ? k : pastPart(tokens, k);
    if (partEnd === k) partEnd = pastAnchor(tokens, k);
    const part = tokens.slice(k, partEnd).map((t) => t.text);
    if (partEnd > k && tokens[partEnd]?.text !== "," && tokens[partEnd]?.text !== "(") return null;
    k = partEnd;
    // "lavadora y tender, 40 min": a comma before the shared length keeps it shared; so do brackets
    // round it ("poner la lavadora y tender (45 min)", "laundry and cleaning (2h)").
    const comma = tokens[k]?.text === "," || tokens[k]?.text === "،";
    const paren = tokens[k]?.text === "(";
    const until = untilEnd(tokens, k);
    let end = until ?? lengthEnd(tokens, comma || paren ? k + 1 : k);
    if (paren && end !== null) end = tokens[end]?.text === ")" ? end + 1 : null;
    if (end === null || !ends(tokens[end])) return null;
    const left = tokens.slice(i, and).map((t) => t.text);
    const rest = tokens.slice(right, k - part.length).map((t) => t.text);
    // "llamar a mamá y correr 30 min": a call and a run are two items; the length is the run's.
    if (until === null && !comma && sideKind(left) !== sideKind(rest)) return null;
    // "answer emails and write the newsletter (2h)": two jobs, each a verb and its object, are two
    // items; the bracket is the second's ("hoover and mop (2h)", "laundry and cleaning (2h)" share it).
    if (paren && !arabic && twoJobs(left, rest)) return null;
    if (!arabic && until === null && !comma && placeThenJob(left, rest)) return null;
    // "غداء و رياضة ٣٠ دقيقة": a meal is an item of its own; the length is the other one's. A time
    // both share ("merienda y deberes hasta las 7") or a length after a comma is the pair's.
    const meal = mealType(left.join(" ")) !== undefined || mealType(rest.join(" ")) !== undefined;
    if (meal && until === null && !comma) return null;
    const joint = arabic ? `${NBSP}و${rest[0]}` : `${NBSP}${tokens[and].text}${NBSP}${rest[0]}`;
    const from = comma || paren ? k + 1 : k;
    // "1.5h" is written out in minutes, so the item reader sees one length, not "1 . 5 h".
    const decimal = decimalLength(tokens, from);
    const length = decimal
      ? [`${decimal.minutes}`, "min"]
      : tokens.slice(from, paren ? end - 1 : end).map((t) => t.text);
    return { end, text: [left.join(NBSP) + joint, ...rest.slice(1), ...length, ...part].join(" ") };
  },
};
