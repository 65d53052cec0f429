/**
 * Counts multiply (issue 29, kind 2): "three reports, 25 min each", "4 emails, 15 min per email",
 * "6 correos, 15 min por correo", "٨ رسائل، ربع ساعة لكل رسالة" are one item as long as all of
 * them together: the count is found before the length in the same item, the length after it is
 * multiplied, and the item keeps its words with the total ("three reports (75 min)").
 */

import { LENGTH_STARTS, readLength, spanText, type Rule } from "../core/rules";
import { singular, type Tagged } from "../core/tags";
import { TIMES_WORDS as TIMES, TWICE } from "../refiners/repeat";
import { addressEnd } from "./address";

const ARTICLES = new Set(["la", "el", "las", "los", "un", "una", "mi", "mis", "lo"]);

/** Words between a bracket and the length it opens: "(about 1 min a page)". */
const ABOUT = new Set(["about", "around", "approx", "roughly", "~", "maybe", "like"]);

/** Words after which a count stands alone before its comma: "all 3,", "there are 4,", "hay 4,", "son 5,". */
const ALONE_BEFORE = new Set(["all", "are", "hay", "son", "todos", "todas"]);

/** "40 min each incl driving": what the length includes, never the noun of "each". */
export const INCLUDING = new Set(["incl", "inc", "including", "includes", "inclusive", "w/", "with", "plus"]);

/** Plurals singular() does not undo: ", 4 people", ", 3 children". */
const IRREGULAR_PLURALS = new Set(["people", "children", "men", "women", "personas", "gente"]);

const BOTH = new Set(["both", "ambos", "ambas", "الاثنين", "الاتنين"]);

const A_GO = new Set(["go", "pop", "time", "turn", "session", "round"]);

/** How far back in its item the count may be written. */
const LOOK_BACK = 10;

/** Words after "each" that open what is said of the whole item ("15 min each in the afternoon"), not its noun. */
const OPENS_AFTER_EACH = new Set("in on at during en durante".split(" "));

/** "each", "per email", "cada una", "لكل رسالة": the end of the each-phrase at i, or -1. */
export function eachEnd(tokens: readonly Tagged[], i: number): number {
  // "20 min c/u": "cada uno" written short.
  if (tokens[i]?.lower === "c/u") return i + 1;
  // "15 min a go", "10 min a pop", "20 min a time": each time.
  if (tokens[i]?.lower === "a" && A_GO.has(tokens[i + 1]?.lower ?? "")) return i + 2;
  if (!tokens[i]?.tags.has("each")) return -1;
  const noun = tokens[i + 1];
  // "por la mañana", "por el camino": a part of the day or a way, not "per".
  if (tokens[i].lower === "por" && noun && ARTICLES.has(noun.lower)) return -1;
  // "10 min each and a call": "and" starts the next item, it is no noun of "each".
  const plain =
    noun?.kind === "word" &&
    !noun.tags.has("connector") &&
    !noun.tags.has("cue") &&
    !noun.tags.has("from") &&
    !noun.tags.has("and") &&
    !INCLUDING.has(noun.lower) &&
    !OPENS_AFTER_EACH.has(noun.lower);
  return plain && !noun.unitMinutes ? i + 2 : i + 1;
}

/**
 * The nearest count before i in the same item ("three reports", "4 emails", "for 3 clients",
 * "(all 3, ..."), and where "all" starts its phrase.
 */
export function countAt(tokens: readonly Tagged[], i: number): { count: number; all?: number; at: number } | undefined {
  for (let k = i - 1, seen = 0; k >= 0 && seen < LOOK_BACK; k--, seen++) {
    const t = tokens[k];
    // "practise it twice (20 min each)": the bracket that opens the length itself.
    if (t.text === "(" && tokens.slice(k + 1, i).every((x) => ABOUT.has(x.lower))) continue;
    // "invoices (3), 10 mins each": the count in brackets after its noun; the bracket goes with the length.
    const inside = tokens[k - 1];
    if (t.text === ")" && inside?.count !== undefined && inside.kind === "number" && tokens[k - 2]?.text === "(")
      return tokens[k - 3]?.kind === "word" ? { count: inside.count, all: k - 2, at: k - 1 } : undefined;
    if (t.kind === "break" || (t.kind === "punct" && ".;!?:(".includes(t.text))) return undefined;
    const next = tokens[k + 1];
    // "haircuts at 2.15 (both, 20 mins each)", "(the two of them, 15 min each)": two, said alone in the brackets.
    if (BOTH.has(t.lower) && tokens[k - 1]?.text === "(" && next?.text === ",") return { count: 2, all: k, at: k };
    if (t.count === undefined || t.kind === "clock" || (t.digits ?? 0) > 3 || t.glued) continue;
    // "2.30 22 Park Lane (30 mins each": a house number counts nothing (rules/address.ts).
    if (addressEnd(tokens, k) >= 0) continue;
    // "(all 3, 30 min each)", "(there are 4, ~20 min each)", "(hay 4, unos 20 min cada uno)": the count alone.
    const all = ALONE_BEFORE.has(tokens[k - 1]?.lower ?? "") && next?.kind === "punct";
    if (!all && (next?.kind !== "word" || next.unitMinutes || next.tags.has("pm") || next.tags.has("am"))) continue;
    // "الأول ١٠ والتاني ١٢ ونص": a number before "and" counts nothing (an hour, a list).
    // ("plan lessons for all 4 b4 then, 15 min each": "all" says the number counts, whatever follows it.)
    const allOf = tokens[k - 1]?.lower === "all";
    if (!all && !allOf && (next.tags.has("and") || next.tags.has("connector"))) continue;
    if (tokens[k - 1]?.tags.has("cue")) continue; // "at 4 pickups" is a time
    // ("there are 4": the phrase starts at "there".)
    const opens = all && tokens[k - 1].lower === "are" && tokens[k - 2]?.lower === "there" ? k - 2 : k - 1;
    return all ? { count: t.count, all: opens, at: k } : { count: t.count, at: k };
  }
  return undefined;
}

/** Words a count's noun may sit after: "4 loan pieces", "3 big boxes". */
const NOUN_WORDS = 3;

/**
 * "a page" at k, naming the thing counted at `at` ("30 pages", "the 4 loan pieces"); "a piece" is
 * "apiece" whatever was counted.
 */
function perThing(tokens: readonly Tagged[], k: number, at: number): boolean {
  const a = tokens[k]?.lower;
  const noun = tokens[k + 1];
  if ((a !== "a" && a !== "an") || noun?.kind !== "word") return false;
  if (noun.lower === "piece") return true;
  for (let j = at + 1; j <= at + NOUN_WORDS && tokens[j]?.kind === "word"; j++) {
    const counted = tokens[j];
    if (noun.lower === counted.lower || noun.lower === singular(counted.text)?.toLowerCase()) return true;
  }
  return false;
}

/** Words that open a count said on its own: "son 6", "hay 4", "unos 8", "about 5", "حوالي ٨". */
const COUNT_LEADS = new Set([
  ...["son", "hay", "unos", "unas", "como", "serán", "seran", "about", "around", "roughly", "approx", "~"],
  ...["حوالي", "حوالى", "تقريبا", "تقريباً", "يعني", "عددها", "عددهم"],
]);
const CLAUSE_SEP = new Set([",", "،", ":", "-", "–", "—"]);
/** "unos 10 min por examen": words of about before the length of each. */
const LENGTH_HEDGES = new Set(["unos", "unas", "como", "sobre", "aprox", "about", "around", "~", "حوالي", "تقريبا"]);

/**
 * "contestar correos: son 6, 10 min por correo", "أرد على الرسايل، حوالي ٨ رسايل، ربع ساعة لكل
 * رسالة": a count said on its own between the item and the length of each ("son 6", "about 8
 * messages", the noun one the item already named): how many, and the separator that opens it (the
 * count's words go with the length, they are no item of their own).
 */
function apposedCount(tokens: readonly Tagged[], comma: number): { count: number; from: number } | undefined {
  if (!CLAUSE_SEP.has(tokens[comma]?.text ?? "")) return undefined;
  let k = comma - 1;
  const noun = tokens[k]?.kind === "word" && !COUNT_LEADS.has(tokens[k].lower) ? tokens[k--] : undefined;
  const n = tokens[k];
  if (n?.count === undefined || n.kind === "clock" || n.glued || (n.digits ?? 0) > 2 || n.count < 2) return undefined;
  let s = k - 1;
  while (s >= 0 && k - s <= 2 && COUNT_LEADS.has(tokens[s].lower)) s--;
  const lead = s < k - 1;
  if (s < 1 || !CLAUSE_SEP.has(tokens[s].text)) return undefined;
  if (noun) {
    // The noun must be one the item named ("رسايل العملاء، حوالي ٨ رسايل"), or a lead says it is a count.
    let named = false;
    for (let b = s - 1; b >= 0 && s - b <= LOOK_BACK && tokens[b].kind !== "break"; b--)
      if (
        tokens[b].kind === "word" &&
        (singular(tokens[b].text) ?? tokens[b].lower) === (singular(noun.text) ?? noun.lower)
      )
        named = true;
    if (!named && !lead) return undefined;
  } else if (!lead) return undefined;
  if (tokens[s - 1]?.kind !== "word") return undefined;
  return { count: n.count, from: s };
}

/**
 * The count after "each" and its comma: ", 4 people", ", 6 patients" (a plural noun closing the item or
 * its bracket); the count and where it ends, or null.
 */
function countAfterEach(tokens: readonly Tagged[], k: number): { count: number; end: number } | null {
  if (tokens[k]?.text !== "," || tokens[k + 1]?.kind !== "number") return null;
  const count = tokens[k + 1].count;
  const noun = tokens[k + 2];
  if (count === undefined || count < 2 || noun?.kind !== "word") return null;
  if (singular(noun.lower) === undefined && !IRREGULAR_PLURALS.has(noun.lower)) return null;
  const close = tokens[k + 3];
  return close === undefined || close.kind === "break" || close.kind === "punct" ? { count, end: k + 3 } : null;
}

export const COUNT_EACH: Rule = {
  name: "count/each",
  starts: LENGTH_STARTS,
  match: (tokens, i) => {
    const len = readLength(tokens, i);
    if (!len) return null;
    let end = eachEnd(tokens, len.end);
    // "5 thank-you cards, ~5 min each": the length's hedge goes with it.
    let lead = i;
    while (i - lead < 2 && LENGTH_HEDGES.has(tokens[lead - 1]?.lower ?? "")) lead--;
    const comma = tokens[lead - 1]?.text === "," || tokens[lead - 1]?.text === "،" ? lead - 1 : lead;
    // "hay 12, unos 10 min por examen": the length's own "about" comes before it.
    let sep = comma;
    if (sep === i) {
      let k = i;
      while (i - k < 2 && LENGTH_HEDGES.has(tokens[k - 1]?.lower ?? "")) k--;
      if (k < i && CLAUSE_SEP.has(tokens[k - 1]?.text ?? "")) sep = k - 1;
    }
    // "(10 min each, 4 people)", "10 min each, 4 patients": the count said after the length.
    const after = end >= 0 ? countAfterEach(tokens, end) : null;
    if (after && after.count * len.minutes <= 24 * 60) {
      const open = tokens[lead - 1]?.text === "(";
      if (open && tokens[after.end]?.text === ")")
        return { from: lead - 1, end: after.end + 1, text: `(${after.count * len.minutes} min)` };
      if (!open) return { from: comma, end: after.end, text: ` (${after.count * len.minutes} min)` };
    }
    const apposed = end >= 0 ? apposedCount(tokens, sep) : undefined;
    if (apposed && apposed.count * len.minutes <= 24 * 60)
      return { from: apposed.from, end, text: ` (${apposed.count * len.minutes} min)` };
    // "3 veces, 15 min cada vez", "٣ مرات، ربع ساعة كل مرة": the length of each time (refiners/repeat.ts repeats it).
    if (end >= 0 && TIMES.has(tokens[comma - 1]?.lower ?? ""))
      return { from: comma, end, text: ` (${len.minutes} min)` };
    const found = countAt(tokens, comma);
    // "read 30 pages (about 1 min a page)": "a" and the counted thing is "each".
    if (end < 0 && found && perThing(tokens, len.end, found.at)) end = len.end + 2;
    if (end < 0) return null;
    const count = found?.count;
    if (!found || count === undefined || count < 2 || count * len.minutes > 24 * 60) return null;
    // "practise it twice (20 min each)", "3 times, 10 min each": times, not things: the length of
    // each time stays, and refiners/repeat.ts lays out that many blocks.
    const repeated = TWICE.has(tokens[found.at].lower) || TIMES.has(tokens[found.at + 1]?.lower ?? "");
    const total = repeated ? len.minutes : count * len.minutes;
    // "(20 min each)": the brackets go with it.
    const bracketed = tokens[i - 1]?.text === "(" && tokens[end]?.text === ")" && found?.all === undefined;
    if (bracketed) return { from: i - 1, end: end + 1, text: `(${total} min)` };
    // "mark the tests (28 of them, ~5 min each)": the count and the length in one bracket go with it.
    const at = found.at;
    if (
      tokens[at - 1]?.text === "(" &&
      tokens[at + 1]?.lower === "of" &&
      tokens[at + 2]?.lower === "them" &&
      tokens[end]?.text === ")"
    )
      return { from: at - 1, end: end + 1, text: `(${total} min)` };
    return { from: found?.all ?? comma, end, text: `${found?.all ? "" : " "}(${total} min)` };
  },
};

/** Words that open another phrase, never part of which thing it is ("en bloques", "in blocks"). */
const NOT_WHICH = new Set("en in por para for con with a al to".split(" "));

/** Most words that may say which thing it is between the counted noun and the length ("de pelo", "particulares"). */
const OF_WHICH = 2;

/** The times something is done ("3 veces de 20 min"), not things counted. */
const REPEATS = new Set(["veces", "times"]);

/**
 * "2 llamadas de 20 min", "3 calls of 15 minutes": the length of each, so the count multiplies; also
 * with words that say which thing between ("3 cortes de pelo de 30 min", "2 clases particulares de 1 hora").
 */
export const COUNT_OF: Rule = {
  name: "count/of-length",
  starts: { count: true },
  match: (tokens, i) => {
    const n = tokens[i];
    if (n.count === undefined || n.kind === "clock" || n.glued || (n.digits ?? 0) > 2) return null;
    if (tokens[i - 1]?.tags.has("cue")) return null;
    const noun = tokens[i + 1];
    if (noun?.kind !== "word" || !singular(noun.text)) return null;
    for (let j = i + 2; j <= i + 2 + OF_WHICH; j++) {
      const of = tokens[j];
      // ("4 horas en bloques de 45 min": a length in blocks, no count of things.)
      if (of?.kind !== "word" || of.tags.has("cue") || (j > i + 2 && noun.unitMinutes) || NOT_WHICH.has(of.lower))
        return null;
      if (of.lower !== "de" && of.lower !== "of") continue;
      const len = readLength(tokens, j + 1);
      if (!len) continue;
      if (n.count < 2 || n.count * len.minutes > 24 * 60) return null;
      const which = spanText(tokens, i + 2, j);
      // "pasear a los potros 3 veces de 20 min": each time's length, as "3 veces, 20 min cada vez" (kind 2).
      if (REPEATS.has(noun.lower) && !which)
        return { end: len.end, text: `${n.text} ${noun.text} (${len.minutes} min)` };
      return { end: len.end, text: `${n.text} ${noun.text}${which ? ` ${which}` : ""} (${n.count * len.minutes} min)` };
    }
    return null;
  },
};

const TIMES_WORDS: Record<string, number> = { twice: 2, thrice: 3 };

/** "x2", "x 2", "2x", "twice", "3 times", "2 veces" at i: [how many, end] or null. */
function timesAt(tokens: readonly Tagged[], i: number): { n: number; end: number } | null {
  const t = tokens[i];
  if (!t) return null;
  if (t.kind === "word" && TIMES_WORDS[t.lower]) return { n: TIMES_WORDS[t.lower], end: i + 1 };
  if (t.kind === "word" && /^x\d$/.test(t.lower)) return { n: Number(t.lower.slice(1)), end: i + 1 };
  const next = tokens[i + 1];
  if (t.kind === "word" && t.lower === "x" && next?.kind === "number") return { n: next.value ?? 0, end: i + 2 };
  if (
    t.kind === "number" &&
    (t.digits ?? 0) <= 1 &&
    (next?.lower === "x" || next?.lower === "times" || next?.lower === "veces")
  )
    return { n: t.value ?? 0, end: i + 2 };
  return null;
}

/**
 * "physio 15 mins x2", "stretch 10 min twice", "5 min 3 times": the length is said once per time;
 * so with "each" between: "log the cases, 15 min each x 6" is 90 minutes (issue 29, en18).
 */
export const LENGTH_TIMES: Rule = {
  name: "count/length-times",
  starts: LENGTH_STARTS,
  match: (tokens, i) => {
    const len = readLength(tokens, i);
    if (!len) return null;
    const times = timesAt(tokens, tokens[len.end]?.lower === "each" ? len.end + 1 : len.end);
    if (!times || times.n < 2 || times.n > 9 || tokens[times.end]?.unitMinutes) return null;
    return { end: times.end, text: `(${times.n * len.minutes} min)` };
  },
};

/** "3 x 20 min sessions of physio", "2x45min": as many times that length. */
export const TIMES_LENGTH: Rule = {
  name: "count/times-length",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const n = tokens[i];
    if (n.kind !== "number" || (n.digits ?? 0) > 1 || (n.value ?? 0) < 2) return null;
    const x = tokens[i + 1];
    if (x?.kind !== "word" || (x.lower !== "x" && x.lower !== "times")) return null;
    const len = readLength(tokens, i + 2);
    if (!len || (n.value ?? 0) * len.minutes > 12 * 60) return null;
    return { end: len.end, text: `(${(n.value ?? 0) * len.minutes} min)` };
  },
};
