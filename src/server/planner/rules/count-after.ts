/**
 * Counts written beside the item, not before its noun (issue 29, kind 2): "invoice clients, 15 min
 * per invoice, 4 of them" and "shelve returns, 2 trolleys, ~30 min a trolley" are one item as long
 * as all of them together ("invoice clients (60 min)"); the count is no item of its own.
 */

import { readClock, spanAsWritten, spanText, readLength, type Rule } from "../core/rules";
import { countAt, eachEnd } from "./count";
import { closesItem, singular, type Tagged } from "../core/tags";
import { LUNCH_WINDOW, lunchPhraseEnd } from "./at-lunch";

const COMMA = new Set([",", "،"]);
const ABOUT = new Set(["about", "around", "roughly", "approx", "~", "like", "maybe"]);
/** "of them", "in total", "total", "altogether": the words that close a count of the item's things. */
const TOTAL = new Set(["total", "altogether", "overall"]);
/** "4 of them", "4 of those", "4 of em". */
const THEM = new Set(["them", "those", "em", "'em", "’em"]);

function count(t: Tagged | undefined): number | undefined {
  if (!t || t.count === undefined || t.kind === "clock" || t.glued || (t.digits ?? 0) > 2) return undefined;
  return t.count >= 2 && t.count <= 40 ? t.count : undefined;
}

/** "I have 8 papers", "عندي ٨ أوراق", "tengo 6": the words before a count that only say one has them. */
const HAVE = new Set(["عندي", "عندنا", "tengo", "tenemos"]);
const I_HAVE = new Set(["i", "we"]);

/** Where the count opens after "I have" / "عندي" at i, if they are there. */
function pastHave(tokens: readonly Tagged[], i: number): number {
  if (HAVE.has(tokens[i]?.lower ?? "")) return i + 1;
  return I_HAVE.has(tokens[i]?.lower ?? "") && tokens[i + 1]?.lower === "have" ? i + 2 : i;
}

/**
 * The same noun, one or many: "invoice" / "invoices", "trolley" / "trolleys", "معاملة" / "معاملات",
 * and "ملف" / "ملفات" (an Arabic plural in "ات" of a noun without "ة").
 */
function sameNoun(a: Tagged | undefined, b: Tagged | undefined): boolean {
  if (a?.kind !== "word" || b?.kind !== "word") return false;
  const one = (w: Tagged): string => (singular(w.text) ?? w.text).toLowerCase().replace(/ة$/u, "");
  return one(a) === one(b);
}

const PER = new Set(["per", "a", "an", "لكل", "por"]);
/** "20 min por la tarde": an article is no thing counted. */
const OBJECT_WORDS = new Set(["la", "el", "los", "las", "the", "mi", "my"]);

/** A length of each thing at i: "15 min per invoice", "~30 min a trolley", "20 min each". */
export function eachLength(
  tokens: readonly Tagged[],
  i: number,
): { minutes: number; noun?: Tagged; end: number } | null {
  let k = i;
  while (ABOUT.has(tokens[k]?.lower ?? "") && k - i < 2) k++;
  const len = readLength(tokens, k);
  if (!len) return null;
  const per = tokens[len.end];
  const noun = tokens[len.end + 1];
  // "for 15 min لكل ورقة": Arabic "for each" before its noun.
  // (And Spanish "10 min por redacción".)
  const perNoun = PER.has(per?.lower ?? "") && !OBJECT_WORDS.has(noun?.lower ?? "");
  if ((per?.lower === "each" || per?.lower === "apiece") && !perNoun) return { minutes: len.minutes, end: len.end + 1 };
  if (perNoun && noun?.kind === "word" && !noun.unitMinutes) return { minutes: len.minutes, noun, end: len.end + 2 };
  return null;
}

/** "about", "unos", "حوالي": the one-word hedges of an amount in the three languages (time-left.ts too). */
export const HEDGES: readonly string[] = [
  ...ABOUT,
  "unos",
  "unas",
  "como",
  "aprox",
  "aproximadamente",
  "حوالي",
  "حوالى",
  "تقريبا",
  "تقريباً",
];
/** "about 12", "unos 12", "حوالي ١٢", "يمكن ١٢": the words that hedge a count (one, or "alrededor de"). */
const ABOUT_COUNT = new Set([...HEDGES, "يمكن"]);

/** Past "about" / "unos" / "alrededor de" at i. */
function pastAbout(tokens: readonly Tagged[], i: number): number {
  if (tokens[i]?.lower === "alrededor" && tokens[i + 1]?.lower === "de") return i + 2;
  return ABOUT_COUNT.has(tokens[i]?.lower ?? "") ? i + 1 : i;
}

/**
 * "4 of them", "6 in total", "4 total", "4 invoices" at i (the noun the length was per), and a count
 * that closes the item after the length of each: "5 min por correo, unos 12", "…, about 12", "…, I have 12".
 */
function countAfter(tokens: readonly Tagged[], at: number, noun?: Tagged): { n: number; end: number } | null {
  const had = pastHave(tokens, at);
  const i = pastAbout(tokens, had);
  const n = count(tokens[i]);
  if (n === undefined) return null;
  const a = tokens[i + 1];
  const b = tokens[i + 2];
  if (a?.lower === "of" && THEM.has(b?.lower ?? "")) return { n, end: i + 3 };
  if (a?.lower === "in" && b?.lower === "total") return { n, end: i + 3 };
  if (TOTAL.has(a?.lower ?? "")) return { n, end: i + 2 };
  if (noun && sameNoun(a, noun)) return { n, end: i + 2 };
  // (A bare count after the length of each thing says how many of them there are.)
  if (noun && closesItem(a)) return { n, end: i + 1 };
  return null;
}

/** "…, 15 min per invoice, 4 of them": the length, then how many. */
export const LENGTH_THEN_COUNT: Rule = {
  name: "count/length-then-count",
  starts: { words: [...COMMA, "for"] },
  match: (tokens, i) => {
    // (Or with no comma before the length: "أراجع الدروس ربع ساعة لكل درس، ٤ دروس".)
    const bare = tokens[i]?.lower === "for" && tokens[i - 1]?.kind === "word";
    if (!COMMA.has(tokens[i]?.text ?? "") && !bare) return null;
    const each = eachLength(tokens, bare ? i : i + 1);
    if (!each) return null;
    let k = each.end;
    if (COMMA.has(tokens[k]?.text ?? "")) k++;
    const c = countAfter(tokens, k, each.noun);
    if (!c || c.n * each.minutes > 12 * 60) return null;
    return { end: c.end, text: ` (${c.n * each.minutes} min)` };
  },
};

const DASHES = new Set(["-", "–", "—"]);

/**
 * "…, 2 trolleys, ~30 min a trolley", "change the beds - 4 of them, 10 min a bed": how many, then
 * the length of each. With a bare "each" and no "of them" the count opens an item of its own
 * ("call mum, 3 reports, 25 min each": the reports are 75 minutes, the call is not).
 */
export const COUNT_THEN_LENGTH: Rule = {
  name: "count/count-then-length",
  starts: { words: [...COMMA, ...DASHES, ":"] },
  match: (tokens, i) => {
    // (And a colon: "label jars: 40 jars, 1 min a jar".)
    const open = tokens[i]?.text ?? "";
    if (!COMMA.has(open) && !DASHES.has(open) && open !== ":") return null;
    // (A hedge before the count: "invoices, like 4 of them, 20 min each".)
    const at = ABOUT.has(tokens[i + 1]?.lower ?? "") ? i + 2 : i + 1;
    const n = count(tokens[at]);
    const noun = tokens[at + 1];
    if (n === undefined || noun?.kind !== "word" || noun.unitMinutes) return null;
    const ofThem = noun.lower === "of" && THEM.has(tokens[at + 2]?.lower ?? "");
    const k = ofThem ? at + 3 : at + 2;
    // "6 of them 10 min each": the comma between may be left out.
    const comma = COMMA.has(tokens[k]?.text ?? "");
    if (!comma && !ofThem) return null;
    const each = eachLength(tokens, comma ? k + 1 : k);
    if (!each || n * each.minutes > 12 * 60) return null;
    // The count is the item before it only when the length names the same things ("2 trolleys, 30 min
    // a trolley") or says "of them"; "report 2h, 4 invoices, 10 min each" is an item of its own.
    if (each.noun ? !ofThem && !sameNoun(each.noun, noun) : !ofThem) return null;
    return { end: each.end, text: ` (${n * each.minutes} min)` };
  },
};

/** "x12", "x 6", "×8": a count written after the things ("party bags x12"): its value and end. */
function timesCount(tokens: readonly Tagged[], i: number): { n: number; end: number } | undefined {
  const t = tokens[i];
  let n: number | undefined;
  let end = i + 1;
  if (t?.kind === "word" && /^[x×]\d{1,2}$/u.test(t.lower)) n = Number(t.lower.slice(1));
  else if ((t?.lower === "x" || t?.text === "×") && tokens[i + 1]?.kind === "number") {
    n = tokens[i + 1].value;
    end = i + 2;
  }
  return n !== undefined && n >= 2 && n <= 40 ? { n, end } : undefined;
}

/** "from 2", "at 2pm", "@ 10:30" at i: when the things start, written between their count and their length. */
function startBetween(tokens: readonly Tagged[], i: number): number {
  const t = tokens[i];
  if (!(t?.tags.has("from") || t?.tags.has("cue") || t?.text === "@")) return i;
  const clock = readClock(tokens, i + 1);
  return clock && COMMA.has(tokens[clock.end]?.text ?? "") ? clock.end : i;
}

const PLACE_CUE = new Set(["at", "in", "on", "for", "from"]);
const SEPARATOR = new Set([",", "،", "-", "–", "—"]);

/**
 * "at the industrial estate" at i, closed by a comma or a dash: where the things counted are, written
 * between their count and their length; it stays in the title. Words only (no clock, no length).
 */
function placeBetween(tokens: readonly Tagged[], i: number): number {
  if (!PLACE_CUE.has(tokens[i]?.lower ?? "")) return i;
  let k = i + 1;
  while (k < i + 6 && tokens[k]?.kind === "word" && !tokens[k].unitMinutes && !tokens[k].tags.has("each")) k++;
  return k > i + 1 && SEPARATOR.has(tokens[k]?.text ?? "") ? k : i;
}

/**
 * "party bags x12, 5 min each", "thank-you cards x8 (10 min each)": that many things, each that long
 * (the count stays in the title, as "laundry x2 (1h each)" does). When they start may come between:
 * "kids cuts x3 from 2, 20 min each" is an hour of cuts from 14:00 ("kids cuts x3 (60 min) from 2").
 * So may where they are, and a dash may stand for the comma: "bait box checks x6 at the depot, 15 min
 * each" is "bait box checks x6 at the depot (90 min)"; "training plans x3 - 20 mins each" is an hour.
 */
export const THINGS_TIMES_LENGTH: Rule = {
  name: "count/things-times-length",
  starts: { prefixes: ["x", "×"] },
  match: (tokens, i) => {
    const times = timesCount(tokens, i);
    if (!times || tokens[i - 1]?.kind !== "word") return null;
    // ("puppy visits x3 at lunch, 20 min each": the lunch hours are when, not where; rules/at-lunch.ts.)
    const lunchEnd = lunchPhraseEnd(tokens, times.end);
    const startEnd = lunchEnd > times.end ? lunchEnd : startBetween(tokens, times.end);
    const when = lunchEnd > times.end ? LUNCH_WINDOW : spanAsWritten(tokens, times.end, startEnd);
    const start = startEnd > times.end ? ` ${when}` : "";
    const placeEnd = startEnd > times.end ? startEnd : placeBetween(tokens, startEnd);
    const place = placeEnd > startEnd ? ` ${spanAsWritten(tokens, startEnd, placeEnd)}` : "";
    let k = placeEnd;
    const open = tokens[k]?.text === "(";
    if (SEPARATOR.has(tokens[k]?.text ?? "") || open) k++;
    const each = eachLength(tokens, k);
    if (!each || each.noun || times.n * each.minutes > 12 * 60) return null;
    const end = open && tokens[each.end]?.text === ")" ? each.end + 1 : each.end;
    const written = spanText(tokens, i, times.end, "");
    return { end, text: `${written}${place} (${times.n * each.minutes} min)${start}` };
  },
};

const TO = new Set(["-", "–", "to"]);

/**
 * "review 2 PRs, 20-30 min each", "3 calls (10 to 15 min each)": a range for each thing is the
 * upper end each (as "2-3 hrs" is three hours), times the count before it.
 */
export const RANGE_EACH: Rule = {
  name: "count/range-each",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const low = tokens[i];
    if (low?.kind !== "number" || low.glued || !TO.has(tokens[i + 1]?.lower ?? "")) return null;
    const len = readLength(tokens, i + 2);
    if (!len || (low.value ?? 0) >= (tokens[i + 2].count ?? 0)) return null;
    const end = eachEnd(tokens, len.end);
    if (end < 0) return null;
    const comma = COMMA.has(tokens[i - 1]?.text ?? "") ? i - 1 : i;
    const bracket = tokens[i - 1]?.text === "(" ? i - 1 : -1;
    const found = countAt(tokens, bracket >= 0 ? bracket : comma);
    if (!found || found.count < 2 || found.count * len.minutes > 12 * 60) return null;
    const total = found.count * len.minutes;
    if (bracket >= 0 && tokens[end]?.text === ")") return { from: bracket, end: end + 1, text: `(${total} min)` };
    return { from: comma, end, text: ` (${total} min)` };
  },
};

/** "first one", "the first one's", "first one is": the first of the things counted before. */
const FIRST_ONE: readonly (readonly string[])[] = [
  ["first", "one", "is"],
  ["first", "one's"],
  ["first", "one"],
];

/**
 * "4 site visits, about an hour each, first one at 9": when the first of the things counted starts, read
 * as "first at 9" (the visits from 9), never an item titled "One". Only after a comma, before a time cue.
 */
export const FIRST_ONE_AT: Rule = {
  name: "count/first-one-at",
  starts: { words: ["first", "the"] },
  match: (tokens, i) => {
    if (!COMMA.has(tokens[i - 1]?.text ?? "")) return null;
    const k = tokens[i].lower === "the" ? i + 1 : i;
    const p = FIRST_ONE.find((words) => words.every((w, j) => tokens[k + j]?.lower === w));
    if (!p) return null;
    const cue = tokens[k + p.length];
    if (!cue || !(cue.tags.has("cue") || cue.tags.has("from") || cue.text === "@")) return null;
    return { end: k + p.length, text: "first" };
  },
};
