/**
 * Tags over tokens: each word is looked up once in the lexicons of the three languages (a day may
 * mix them, and Arabic reaches the grammar partly in the English form normalizeArabic gives it), so
 * that rules match tags, never raw text.
 */

import { AR_LEXICON } from "../locales/ar/lexicon";
import { EN_LEXICON } from "../locales/en/lexicon";
import { ES_LEXICON } from "../locales/es/lexicon";
import { tokenize, type Token } from "./tokenize";

export type Tag =
  /** each, per, apiece, cada, por, لكل */
  | "each"
  /** and, y, e, & */
  | "and"
  /** with, con, مع */
  | "with"
  /** from, starting, desde, من */
  | "from"
  /** at, @, las, الساعة: a clock time follows */
  | "cue"
  /** a word of mood or context that plans nothing: ugh, tired, busy, agotada, تعبان */
  | "aside"
  /** a word that may head a list: plan, list, today, monday, hoy, اليوم */
  | "header"
  /** a heading only before a colon ("hw:", "errands:"), a task alone */
  | "label"
  /** a small word that neither plans nor means a mood alone: so, the, my, it, de, el */
  | "filler"
  /** before, after, then, antes, después, قبل, بعد: order that must stay */
  | "connector"
  /** a spoken word before an item that says how, not what: basically, quickly, literally (core/lead.ts) */
  | "lead"
  /** a hedge on whether it happens, before or after an item: probably, hopefully, maybe */
  | "hedge"
  /** thinking that brings in a plan: "I reckon I'll", "I think I'm gonna" */
  | "stance"
  /** a verb of must or will before its "to": meant to, supposed to, trying to, need to */
  | "modal"
  /** a bare auxiliary before its verb: might, could, will */
  | "aux"
  /** a noun that frames the item after "is": "the plan is to", "main job today is" */
  | "frame"
  /** am / pm */
  | "pm"
  | "am";

export interface Lexicon {
  /** word -> tags */
  tags: Record<string, Tag[]>;
  /** number words -> value */
  numbers: Record<string, number>;
  /** unit words -> minutes per unit */
  units: Record<string, number>;
  /** chat shorthand -> the words it stands for ("b4" -> "before") */
  shorthand: Record<string, string>;
  /** One of a plural ("interviews" -> "interview"), or undefined when the word is no plural. */
  singular: (word: string) => string | undefined;
}

export interface Tagged extends Token {
  tags: ReadonlySet<Tag>;
  /** A count: digits or a number word. */
  count?: number;
  /** A unit of time: minutes per unit. */
  unitMinutes?: number;
}

const LEXICONS = [EN_LEXICON, ES_LEXICON, AR_LEXICON];
const EMPTY: ReadonlySet<Tag> = new Set();

function merged(): { tags: Map<string, Set<Tag>>; numbers: Map<string, number>; units: Map<string, number> } {
  const tags = new Map<string, Set<Tag>>();
  const numbers = new Map<string, number>();
  const units = new Map<string, number>();
  for (const lex of LEXICONS) {
    for (const [w, ts] of Object.entries(lex.tags)) {
      const set = tags.get(w) ?? new Set<Tag>();
      for (const t of ts) set.add(t);
      tags.set(w, set);
    }
    for (const [w, n] of Object.entries(lex.numbers)) numbers.set(w, n);
    for (const [w, n] of Object.entries(lex.units)) units.set(w, n);
  }
  return { tags, numbers, units };
}

const LEX = merged();

/** The tags of one word (lower case), in whichever language. */
export function tagsOf(word: string): ReadonlySet<Tag> {
  return LEX.tags.get(word) ?? EMPTY;
}

/** One of a plural, in whichever language the word is. */
export function singular(word: string): string | undefined {
  for (const lex of LEXICONS) {
    const one = lex.singular(word);
    if (one) return one;
  }
  return undefined;
}

/** The shorthand of every language, merged. */
export const SHORTHAND: ReadonlyMap<string, string> = new Map(LEXICONS.flatMap((l) => Object.entries(l.shorthand)));

export function tag(text: string): Tagged[] {
  const tokens = tokenize(text);
  return tokens.map((t, i) => {
    if (t.kind === "number") return { ...t, tags: EMPTY, count: t.value };
    if (t.kind !== "word" && t.text !== "&" && t.text !== "@") return { ...t, tags: EMPTY };
    const key = t.text === "&" ? "and" : t.text === "@" ? "at" : t.lower;
    // Chat shorthand is tagged as the word it stands for ("q pena" as "que pena"), when it has no tags of its own.
    const tags = LEX.tags.get(key) ?? LEX.tags.get(SHORTHAND.get(key) ?? "") ?? EMPTY;
    // "an hour & a half", "try & fix", "& tomorrow": an "&" standing apart is the word "and" to every
    // rule; glued ("M&S", "Q&A") it stays a sign inside a name.
    // "lunch w/ Sam": "w/" is the word "with" to every rule; the text keeps it as typed.
    const lower = t.text === "&" && apart(tokens, i) ? "and" : key === "w/" ? "with" : t.lower;
    return { ...t, lower, tags, count: LEX.numbers.get(key), unitMinutes: LEX.units.get(key) };
  });
}

/** No token touches token i on either side. */
function apart(tokens: readonly Token[], i: number): boolean {
  return tokens[i - 1]?.end !== tokens[i].start && tokens[i + 1]?.start !== tokens[i].end;
}

const LAST = new WeakMap<readonly Tagged[], Map<Tag | ((t: Tagged) => boolean), number>>();

/**
 * The index of the last token with tag `g`, or the last that passes `g` (a function kept as a
 * constant: it is the key), -1 when none: a rule that needs one after i reads nothing where none is.
 */
export function lastTagged(tokens: readonly Tagged[], g: Tag | ((t: Tagged) => boolean)): number {
  let byTag = LAST.get(tokens);
  if (!byTag) LAST.set(tokens, (byTag = new Map()));
  let last = byTag.get(g);
  if (last === undefined) {
    last = tokens.length - 1;
    while (last >= 0 && !(typeof g === "function" ? g(tokens[last]) : tokens[last].tags.has(g))) last--;
    byTag.set(g, last);
  }
  return last;
}

/** Where an item begins: the start of the text, a line, a bullet, or a sentence. */
export function opensItem(tokens: readonly Tagged[], i: number, commaToo = false): boolean {
  if (i === 0) return true;
  const p = tokens[i - 1];
  if (p.kind === "break" || p.kind === "emoji") return true;
  return p.kind === "punct" && (".;!?:".includes(p.text) || (commaToo && (p.text === "," || p.text === "،")));
}

/**
 * Token i opens a line, or a sentence after a full stop or ";" and a space ("... the hall. 8.30 coffee"): narrower than
 * opensItem (no colon, comma or emoji before it, and not the dot of "9.30").
 */
export function opensLineOrSentence(tokens: readonly Tagged[], i: number): boolean {
  const p = tokens[i - 1];
  return i === 0 || p.kind === "break" || ((p.text === "." || p.text === ";") && p.end < tokens[i].start);
}

/** The line from token i opens with a list marker ("- ", "• ", "1. "): a bullet break before it, or the text's own. */
export function bulletedAt(tokens: readonly Tagged[], i: number): boolean {
  if (i === 0) return tokens[0]?.listed === true;
  const p = tokens[i - 1];
  return p?.kind === "break" && p.text !== "\n" && p.text !== "\r";
}

/** Where an item ends (exclusive of the token): a line, a bullet, a sentence, or the emoji that close a line. */
export function closesItem(t: Tagged | undefined): boolean {
  return (
    t === undefined ||
    t.kind === "break" ||
    (t.kind === "punct" && ".;!?".includes(t.text)) ||
    (t.kind === "emoji" && t.endsLine === true)
  );
}

/**
 * Whether one of the `most` tokens before i in its clause (back to a comma or to where the item
 * opens) passes `test` (given the token's index): "an hour of the item's own before this bracket".
 */
export function inClauseBefore(
  tokens: readonly Tagged[],
  i: number,
  most: number,
  test: (k: number) => boolean,
): boolean {
  for (let k = i - 1; k >= 0 && i - k <= most && !closesItem(tokens[k]) && tokens[k].text !== ","; k--)
    if (test(k)) return true;
  return false;
}
