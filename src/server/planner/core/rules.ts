/**
 * The rule runner: every rule is tried at every token it can start at (Rule.starts), the longest match wins (the first rule on a
 * tie), and the text is rewritten span by span into the plain form the item reader understands
 * ("three reports, 25 min each" -> "three reports (75 min)"). Each rule reads a bounded number of
 * tokens from where it starts, so the whole pass is linear in the length of the text.
 */

import { opensItem, tag, type Tag, type Tagged } from "./tags";
import type { TokenKind } from "./tokenize";

export interface RuleMatch {
  /** Index of the first token after the match. */
  end: number;
  /** What the matched span becomes. */
  text: string;
  /** The rewrite starts here instead of at the first token (a comma the rule swallows before it). */
  from?: number;
  /** The span is another day's item, not nothing (rules/other-day.ts): the plan lists it for that day. */
  note?: RuleNote;
}

/** An item of another day in a rule's span: its tokens [from, end), the day's words [dayFrom, dayEnd) among them. */
export interface RuleNote {
  day: OtherDay;
  from: number;
  end: number;
  dayFrom: number;
  dayEnd: number;
}

/** Days from the planned one ("tomorrow": 1), or a weekday (0 Sunday .. 6 Saturday), its next one. */
export type OtherDay = { plus: number } | { weekday: number };

/** What runRules' side channel collects: the day and the item's words without the day's. */
export interface NoteSpan {
  day: OtherDay;
  text: string;
}

/** What the pass knows of the day it plans: its weekday (0 Sunday .. 6 Saturday), when given, and its sunset. */
export interface RuleContext {
  weekday?: number;
  /** Sunset in minutes, when the text gives it (the iftar's hour on a fasting day). */
  sunset?: number;
}

export interface Rule {
  /** The phrase family ("count", "list", "aside", ...) and a name, for tests and reports. */
  name: string;
  match: (tokens: readonly Tagged[], i: number, context: RuleContext) => RuleMatch | null;
  /**
   * What the token at i can be when the rule matches at i (any one of these suffices); runRules
   * tries the rule only there. Leave it out and the rule is tried at every token. A declaration
   * must cover EVERY token the rule can match at: core/rule-index.test.ts checks it over the corpus.
   */
  starts?: RuleStarts;
}

/**
 * Where a rule can match: the token there is one of these lowercase words, token kinds or tags, or
 * has a count (when none of these is given, any token), and, with `opens`, an item opens there.
 */
export interface RuleStarts {
  words?: readonly string[];
  /** Lowercase beginnings of words ("despu" for "después", "despues"). */
  prefixes?: readonly string[];
  kinds?: readonly TokenKind[];
  tags?: readonly Tag[];
  /** Any token with a count: digits, or a number word ("three", "tres"). */
  count?: boolean;
  /** Only where an item opens: opensItem(tokens, i, true) (the text's start, a line, a bullet, a sentence, a comma). */
  opens?: boolean;
}

/** Where readLength can start: "for", "a couple", "half an hour", "media hora", a count. */
export const LENGTH_STARTS: RuleStarts = {
  words: ["for", "durante", "a", "half", "quarter", "an", "media", "un", "cuarto", "hour", "hora", "horita"],
  count: true,
};

/** Whether `starts` lets a rule match at token i (no declaration: always). */
export function canStart(starts: RuleStarts | undefined, tokens: readonly Tagged[], i: number): boolean {
  return startsAt(starts, tokens[i], opensItem(tokens, i, true));
}

function startsAt(starts: RuleStarts | undefined, t: Tagged, opens: boolean): boolean {
  if (!starts) return true;
  if (starts.opens && !opens) return false;
  if (!starts.words && !starts.prefixes && !starts.kinds && !starts.tags && !starts.count) return true;
  if (starts.count && t.count !== undefined) return true;
  if (starts.words?.includes(t.lower)) return true;
  if (starts.prefixes?.some((p) => t.lower.startsWith(p))) return true;
  if (starts.kinds?.includes(t.kind)) return true;
  return starts.tags?.some((g) => t.tags.has(g)) ?? false;
}

/**
 * For core/rule-index.test.ts only: `indexed: false` tries every rule at every token, as if no rule
 * declared its starts, and `misses`, when given, collects each declared rule that matched at a token
 * its declaration leaves out.
 */
export const RULE_INDEX: { indexed: boolean; misses?: string[] } = { indexed: true };

/**
 * The rules that can match at a token, in their order, per list of rules and per token: a token's
 * tags and count follow from its kind and lowercase text (core/tags.ts), so those are the key, with
 * whether an item opens there.
 */
const CANDIDATES = new WeakMap<readonly Rule[], Map<string, readonly Rule[]>[]>();
/** One map of words per token kind, and per whether an item opens there: no key string to build per token. */
const KINDS: readonly TokenKind[] = ["word", "number", "clock", "punct", "emoji", "break"];
const MOST_KEYS = 20000;

function candidates(rules: readonly Rule[], tokens: readonly Tagged[], i: number): readonly Rule[] {
  const t = tokens[i];
  const opens = opensItem(tokens, i, true);
  let maps = CANDIDATES.get(rules);
  if (!maps) CANDIDATES.set(rules, (maps = KINDS.flatMap(() => [new Map(), new Map()])));
  const byWord = maps[KINDS.indexOf(t.kind) * 2 + (opens ? 1 : 0)];
  let list = byWord.get(t.lower);
  if (!list) {
    if (byWord.size >= MOST_KEYS) byWord.clear();
    list = rules.filter((r) => startsAt(r.starts, t, opens));
    byWord.set(t.lower, list);
  }
  return list;
}

/** `notes`, when given, collects the other days' items the rules take out of the text (RuleMatch.note). */
/** `tokens`, when given, are tag(text) already (core/grammar-pass.ts tags a text its pre-passes left as it was once). */
export function runRules(
  text: string,
  rules: readonly Rule[],
  notes?: NoteSpan[],
  context: RuleContext = {},
  tokens: readonly Tagged[] = tag(text),
): string {
  let out = "";
  let copied = 0;
  let i = 0;
  const indexed = RULE_INDEX.indexed;
  const misses = RULE_INDEX.misses;
  while (i < tokens.length) {
    let best: RuleMatch | null = null;
    for (const rule of indexed ? candidates(rules, tokens, i) : rules) {
      const m = rule.match(tokens, i, context);
      if (m && m.end > i && (!best || m.end > best.end)) best = m;
      if (misses && m && m.end > i && !canStart(rule.starts, tokens, i))
        misses.push(`${rule.name} matched at "${tokens[i].text}" (${tokens[i].kind}) in: ${text.slice(0, 80)}`);
    }
    if (!best) {
      i++;
      continue;
    }
    if (notes && best.note) notes.push(noteSpan(text, tokens, best.note));
    const start = Math.max(copied, tokens[best.from ?? i].start);
    out += text.slice(copied, start) + best.text;
    copied = tokens[best.end - 1].end;
    i = best.end;
  }
  return out + text.slice(copied);
}

function noteSpan(text: string, tokens: readonly Tagged[], n: RuleNote): NoteSpan {
  const before = n.dayFrom > n.from ? text.slice(tokens[n.from].start, tokens[n.dayFrom - 1].end) : "";
  let after = n.dayEnd < n.end ? text.slice(tokens[n.dayEnd].start, tokens[n.end - 1].end) : "";
  // "supervision w/ Kerry tmrw 11": a bare hour alone after the day is that day's clock (issue 29, en18).
  const hour = tokens[n.dayEnd];
  const bare = hour?.kind === "number" && !hour.glued && (hour.digits ?? 0) <= 2 && (hour.value ?? 0) >= 1;
  if (bare && n.dayEnd === n.end - 1 && (hour.value ?? 0) <= 12) after = `at ${after}`;
  return { day: n.day, text: `${before} ${after}`.trim() };
}

/** The words of tokens [from, to) as written, joined by `sep` (a rule's rewrite keeps the person's words). */
export function spanText(tokens: readonly Tagged[], from: number, to: number, sep = " "): string {
  // (Negative ends count from the end, as slice's do.)
  const n = tokens.length;
  const end = to < 0 ? Math.max(n + to, 0) : Math.min(to, n);
  let k = from < 0 ? Math.max(n + from, 0) : from;
  if (k >= end) return "";
  let out = written(tokens[k]);
  for (k++; k < end; k++) out += sep + written(tokens[k]);
  return out;
}

/** A token as a rule writes it back: as written, but a dotted meridiem as "am"/"pm" ("3p.m." is one word, core/tokenize.ts). */
export function written(t: Tagged): string {
  return t.kind === "word" && t.text.includes(".") && (t.lower === "am" || t.lower === "pm") ? t.lower : t.text;
}

/** The tokens [from, to) as written: a space only where the text had one ("(2.5h)" stays whole). */
export function spanAsWritten(tokens: readonly Tagged[], from: number, to: number): string {
  let out = "";
  for (let k = from; k < to; k++)
    out += (k > from && tokens[k].start > tokens[k - 1].end ? " " : "") + written(tokens[k]);
  return out;
}

/** Lengths said in words, as lowercase token sequences: "half an hour", "media hora", "a quarter of an hour". */
const WORD_LENGTHS: readonly [readonly string[], number][] = [
  [["half", "an", "hour"], 30],
  [["half", "hour"], 30],
  [["a", "half", "hour"], 30],
  [["a", "quarter", "of", "an", "hour"], 15],
  [["quarter", "of", "an", "hour"], 15],
  [["an", "hour"], 60],
  [["media", "hora"], 30],
  [["media", "horita"], 30],
  [["un", "cuarto", "de", "hora"], 15],
  [["cuarto", "de", "hora"], 15],
];
/** An hour said without its number, read only before "each" ("hour each", "hora cada una"). */
const BARE_HOUR = new Set(["hour", "hora", "horita"]);
/** Whether the lowercase `words` stand at k, one per token. */
export function wordsAt(tokens: readonly Tagged[], k: number, words: readonly string[]): boolean {
  for (let n = 0; n < words.length; n++) if (tokens[k + n]?.lower !== words[n]) return false;
  return true;
}

/** Each list of phrases' phrases by their first word, in the list's order (null: it has an empty phrase). */
const BY_FIRST = new WeakMap<readonly (readonly string[])[], Map<string, readonly string[][]> | null>();

function byFirst(phrases: readonly (readonly string[])[]): Map<string, readonly string[][]> | null {
  let index = BY_FIRST.get(phrases);
  if (index === undefined) {
    index = phrases.some((p) => p.length === 0) ? null : new Map();
    for (const p of index ? phrases : []) index?.set(p[0], [...(index.get(p[0]) ?? []), p as string[]]);
    BY_FIRST.set(phrases, index);
  }
  return index;
}

/** The first of `phrases` (each a list of lowercase words) that stands at k. */
export function phraseAt<P extends readonly string[]>(
  tokens: readonly Tagged[],
  k: number,
  phrases: readonly P[],
): P | undefined {
  const index = byFirst(phrases);
  if (!index) return phrases.find((p) => wordsAt(tokens, k, p));
  const first = tokens[k];
  const list = first === undefined ? undefined : index.get(first.lower);
  if (!list) return undefined;
  // (The first word is the key: the rest of each phrase stands after it.)
  for (const p of list) {
    let n = 1;
    while (n < p.length && tokens[k + n]?.lower === p[n]) n++;
    if (n === p.length) return p as readonly string[] as P;
  }
  return undefined;
}

/** Past one word of `set` at k (k + 1), or k when the word there is none of them. */
export const skipWord = (tokens: readonly Tagged[], k: number, set: ReadonlySet<string>): number =>
  tokens[k] && set.has(tokens[k].lower) ? k + 1 : k;

/**
 * A length of time at i: "25 min", "2h", "for 45 minutes", "three hours", and in words "half an
 * hour", "a quarter of an hour", "a couple of hours", "media hora", "un cuarto de hora".
 */
/**
 * "2.5h", "1.75 hours", "0.5 h", "1,5 horas": a decimal written close ("2", ".", "5", no spaces) before
 * a unit, on the 5-minute grid. ("2.30" alone is a clock token, never read here.)
 */
function decimalAt(tokens: readonly Tagged[], k: number): { minutes: number; end: number } | null {
  const [n, dot, frac, u] = [tokens[k], tokens[k + 1], tokens[k + 2], tokens[k + 3]];
  if (n?.kind !== "number" || frac?.kind !== "number" || !u?.unitMinutes) return null;
  if ((dot?.text !== "." && dot?.text !== ",") || dot.start !== n.end || frac.start !== dot.end) return null;
  if (frac.text.length > 2 || n.value === undefined || frac.value === undefined) return null;
  const minutes = Math.round(((n.value + frac.value / 10 ** frac.text.length) * u.unitMinutes) / 5) * 5;
  return minutes > 0 ? { minutes, end: k + 4 } : null;
}

export function readLength(tokens: readonly Tagged[], i: number): { minutes: number; end: number } | null {
  let k = i;
  if (tokens[k]?.lower === "for" || tokens[k]?.lower === "durante") k++;
  let len: { minutes: number; end: number } | null = null;
  // "a couple of hours": the count after "a", and its "of".
  const couple = tokens[k]?.lower === "a" && tokens[k + 1]?.lower === "couple" && tokens[k + 2]?.lower === "of";
  const n = couple ? tokens[k + 1] : tokens[k];
  const u = couple ? tokens[k + 3] : tokens[k + 1];
  const decimal = couple ? null : decimalAt(tokens, k);
  if (decimal) len = decimal;
  else if (n?.count !== undefined && n.kind !== "clock" && u?.unitMinutes)
    len = { minutes: n.count * u.unitMinutes, end: couple ? k + 4 : k + 2 };
  else {
    const said = WORD_LENGTHS.find(([words]) => wordsAt(tokens, k, words));
    if (said) len = { minutes: said[1], end: k + said[0].length };
    // "2 averías, hora cada una", "2 repairs, hour each": an hour with no number before "each" (kind p-esar24-5).
    else if (BARE_HOUR.has(tokens[k]?.lower ?? "") && tokens[k + 1]?.tags.has("each"))
      len = { minutes: 60, end: k + 1 };
  }
  // ("... and a half", "... y media" are rules/and-a-half.ts', which rewrites them first.)
  return len;
}

/** A clock time at i: "2pm", "14:30", "10". Hours and minutes as written, and a.m./p.m. if said. */
export function readClock(
  tokens: readonly Tagged[],
  i: number,
): { h: number; m: number; mer?: "am" | "pm"; end: number } | null {
  const t = tokens[i];
  if (!t || (t.kind !== "clock" && (t.kind !== "number" || (t.digits ?? 0) > 2))) return null;
  const h = t.value ?? 0;
  if (h > 24) return null;
  const next = tokens[i + 1];
  const mer = next?.tags.has("pm") ? "pm" : next?.tags.has("am") ? "am" : undefined;
  return { h, m: t.minute ?? 0, mer, end: mer ? i + 2 : i + 1 };
}

/**
 * The 24-hour reading of a clock time with no day part given: a bare 1-6 is the afternoon (people
 * write "from 2" for 14:00), as is any hour with "pm".
 */
export function resolveHour(h: number, mer: "am" | "pm" | undefined): number {
  if (mer === "pm") return h < 12 ? h + 12 : h;
  if (mer === "am") return h === 12 ? 0 : h;
  return h >= 1 && h <= 6 ? h + 12 : h;
}
