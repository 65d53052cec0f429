/**
 * Headers, moods and asides are not tasks (issue 29, kind 3): the first line of a description whose
 * items follow as a bulleted or numbered list ("day 23 of mat leave, running on 4h sleep 😴",
 * "post-call. brain = soup 😵", "driving day. target £180 💸") says what the day is like; the list is
 * what it plans. The line plans nothing when it has no clock time, no cue for one, no task verb
 * opening it and no known activity ("gym 1h" or "standup at 9" on the first line are still items).
 * A short first line that ends in an emoji ("trams 🚋", "ward 7 🏥", "Saturday vibes ☀️") heads the
 * lines after it the same way when they are plain lines, not bulleted, provided it has no length.
 * Bounded: the first line, at most MOST tokens, and the breaks after it counted once per text.
 */

import { readClock, readLength, spanText, type Rule } from "../core/rules";
import { namesAllDayEvent } from "../refiners/all-day-event";
import type { Tagged } from "../core/tags";
import { decorAt, ownEnd, wordsEnd } from "../core/line-ends";
import { classifyKind, defaultDuration, DEFAULT_MINUTES } from "../lexicon";
import { SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";
import { DAY_LEAD, dueDay, otherDayItem, saysOtherDay } from "./day-names";
import { opensRange } from "./opening-line";

const MOST = 16;
/** Bulleted lines needed after the first: a list, not a paragraph. */
const LIST_LINES = 2;

const UNTIL = new Set(["till", "til", "until"]);
const RANGE = new Set(["-", "–", "to", "till", "until", "a", "hasta", "لـ", "ل", "إلى", "الى", "لين", "لحد"]);

/** "nothing before 10", "nothing till 11" at k: when the day may begin, not a mood. */
export function nothingUntil(tokens: readonly Tagged[], k: number): boolean {
  const next = tokens[k + 2];
  return (
    tokens[k]?.lower === "nothing" &&
    ["before", "till", "til", "until", "b4"].includes(tokens[k + 1]?.lower ?? "") &&
    (next?.kind === "number" || next?.kind === "clock")
  );
}

/** A clock said in words at k: "half 1", "quarter to 3", "quarter past 9" (rules/half-hour.ts and its kin). */
function spokenClockAt(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t?.lower === "half") return tokens[k + 1]?.kind === "number" && !tokens[k + 2]?.unitMinutes;
  return (
    t?.lower === "quarter" && ["to", "past"].includes(tokens[k + 1]?.lower ?? "") && tokens[k + 2]?.kind === "number"
  );
}

const FREE = new Set(["free", "available"]);
/** A clock at k: a number, a clock or one said in words. */
const spokenOrClock = (tokens: readonly Tagged[], k: number): boolean =>
  tokens[k]?.kind === "number" || tokens[k]?.kind === "clock" || spokenClockAt(tokens, k);

/** "post-call", "pre-op", "mid-term": a state named with a prefix, not the activity in its second half. */
const PREFIXED = /^(?:post|pre|mid|non|semi|half|over|under)-/iu;

const bullet = (t: Tagged | undefined): boolean => t?.kind === "break" && t.text !== "\n" && t.text !== "\r";
/** A line opening "1. ", "2) ": a numbered list's item. */
const numbered = (tokens: readonly Tagged[], k: number): boolean =>
  tokens[k]?.kind === "break" && tokens[k + 1]?.kind === "number" && [".", ")"].includes(tokens[k + 2]?.text ?? "");

/** The first line's words name something plannable: a task verb first, a known activity, a cue or a clock. */
/** A length at k after a comma or in brackets that closes the line [.., end): "..., 2h", "(3 hrs)". */
function lengthCloses(tokens: readonly Tagged[], k: number, end: number): boolean {
  const p = tokens[k - 1].text;
  if (p !== "," && p !== "(") return false;
  const len = readLength(tokens, k);
  if (!len) return false;
  const close = p === "(" ? tokens[len.end]?.text === ")" && len.end + 1 === end : len.end === end;
  return close;
}

/** An Arabic first-person verb's shape: "أ"/"ا" first, not the article, not a plural or feminine noun's ending. */
const ARABIC_VERB_FIRST = /^[أا](?!ل)\p{L}*(?<!ات|ة)$/u;

function plansSomething(tokens: readonly Tagged[], end: number): boolean {
  const first = tokens.slice(0, end).find((t) => t.kind === "word");
  // "training course all day": an event over the working day (refiners/all-day-event.ts).
  if (namesAllDayEvent(spanText(tokens, 0, end))) return true;
  // An Arabic first-person verb opens with "أ"/"ا" ("أذاكر", "اروح"); the article "ال" opens a noun ("اليوم في الورشة"),
  // and so does a plural or feminine ending ("امتحانات 😩", "اختبارات", "استراحة"): no verb ends so.
  if (
    first &&
    (TASK_VERBS.has(first.lower) || SPANISH_INFINITIVE.test(first.lower) || ARABIC_VERB_FIRST.test(first.text))
  )
    return true;
  for (let k = 0; k < end; k++) {
    const t = tokens[k];
    // ("bin round 6 till half 1": a clock said in words is a clock too.)
    const timeNext =
      tokens[k + 1]?.kind === "number" || tokens[k + 1]?.kind === "clock" || spokenClockAt(tokens, k + 1);
    if (t.kind === "clock" || t.tags.has("pm") || t.tags.has("am")) return true;
    if ((t.tags.has("cue") || t.tags.has("from")) && timeNext) return true;
    // "nothing before 10 pls": a limit on the day's hours (rules/free-after.ts); "lie in till 11": a block until then.
    if (nothingUntil(tokens, k) || (UNTIL.has(t.lower) && timeNext)) return true;
    // "im free after 2": when the day's plan may begin (read-items.ts, AVAILABLE), not a mood.
    if (FREE.has(t.lower) && tokens[k + 1]?.lower === "after" && spokenOrClock(tokens, k + 2)) return true;
    if (t.kind === "number" && readClock(tokens, k)?.mer) return true;
    // "WFH today, 10-6", "de 8 a 3": the day's hours.
    const next = tokens[k + 2];
    if (
      t.kind === "number" &&
      RANGE.has(tokens[k + 1]?.lower ?? "") &&
      (next?.kind === "number" || next?.kind === "clock" || spokenClockAt(tokens, k + 2))
    )
      return true;
    // "paint the fence, 2h", "tax return (3 hrs)": a length closing the line is the item's (issue 29, r11 kind 11).
    if (k > 0 && lengthCloses(tokens, k, wordsEnd(tokens, end))) return true;
    // A known activity opening the line ("gym 1h", "lunch w/ Sam"); "..., running on 4h sleep" is a mood.
    // ("driving day. target £180", "gym day!": the kind of day, not an item.)
    const opens = t === first && !PREFIXED.test(t.text) && tokens[k + 1]?.lower !== "day";
    if (
      opens &&
      t.kind === "word" &&
      (defaultDuration(t.text) !== DEFAULT_MINUTES || classifyKind(t.text, false) !== "task")
    )
      return true;
  }
  return false;
}

/** Most words of a first line that heads plain lines with its emoji. */
const HEADER_WORDS = 5;

/** Most words before the emoji when a remark follows it: "trams 🚋 early one". */
const HEAD_BEFORE_REMARK = 3;

/**
 * The first line [0, end) is a few words closed by an emoji, with no length: "trams 🚋", "ward 7 🏥";
 * or a word or three and an emoji, then a remark that opens with no task verb or activity ("trams 🚋 early one").
 */
function emojiHeader(tokens: readonly Tagged[], lineEnd: number): boolean {
  let end = ownEnd(tokens, lineEnd);
  // ("translation deadlines 😵.": the stop after the emoji closes the line too.)
  if (end > 1 && tokens[end - 1].text === "." && tokens[end - 1].endsLine) end--;
  let emoji = -1;
  let words = 0;
  for (let k = 0; k < end; k++) {
    if (tokens[k].kind === "word") words++;
    if (tokens[k].kind === "emoji" && emoji < 0) emoji = k;
    if (readLength(tokens, k)) return false;
  }
  if (emoji < 1 || words === 0 || words > HEADER_WORDS) return false;
  if (tokens[end - 1].kind !== "emoji") {
    const before = tokens.slice(0, emoji).filter((t) => t.kind === "word").length;
    const rest = tokens.slice(emoji + 1, end);
    if (before > HEAD_BEFORE_REMARK || plansSomething(rest, rest.length)) return false;
  }
  // ("homework 📚\nemails 💻\ncall mum": when other lines close with an emoji too, the first is one of them.)
  // (The 🙂 that closes every line alike is none of theirs: core/line-ends.ts.)
  for (let k = lineEnd + 1; k < tokens.length; k++)
    if (tokens[k].kind === "emoji" && tokens[k].endsLine && !decorAt(tokens, k)) return false;
  return true;
}

/** Most words of a first line that heads plain lines by naming the day. */
const DAY_HEADER_WORDS = 8;
const LIST_MARKS = new Set([":", ",", ";", "-", "–", "،"]);

/**
 * "homeschool Tues w/ Ava (9) and Leo (7)", "Monday at the allotment": a short first line that names
 * the day ("header" words: weekdays, "today") and lists nothing (no comma, colon or dash) heads the
 * plain lines after it; it is never two items "Homeschool Tues w/ Ava (9)" and "Leo (7)".
 */
function dayHeader(tokens: readonly Tagged[], end: number): boolean {
  let words = 0;
  let day = false;
  for (let k = 0; k < end; k++) {
    const t = tokens[k];
    if (LIST_MARKS.has(t.text) || readLength(tokens, k)) return false;
    if (t.kind === "word") words++;
    // ("need to pay council tax b4 friday. gym": a day it is due by is the item's deadline, no day it heads.)
    const due = t.tags.has("header") && (dueDay(tokens, k) || (DAY_LEAD.has(t.lower) && dueDay(tokens, k + 1)));
    if (t.tags.has("header") && !due) day = true;
  }
  return day && words <= DAY_HEADER_WORDS;
}

/** A full stop, "!" or ";" that ends a sentence at k: a word opens the next one. */
const sentenceEnd = (tokens: readonly Tagged[], k: number): boolean =>
  [".", "!", ";"].includes(tokens[k].text) && tokens[k + 1]?.kind === "word";

/**
 * A day written as one paragraph: "home w/ the baby today. fold laundry 20 min. book the health visitor", "Big move
 * today 📦. load the van 8-11. ...": the first sentence heads the sentences after it as a first line heads the lines
 * under it, when it is a heading of the day (a day's word or an emoji, no list) that plans nothing.
 */
function firstSentence(tokens: readonly Tagged[]): { end: number; text: string } | null {
  let end = 0;
  while (end < MOST && end < tokens.length && !sentenceEnd(tokens, end)) end++;
  if (end === 0 || end >= MOST || end >= tokens.length) return null;
  let sentences = 0;
  for (let k = end + 1; k < tokens.length && sentences < LIST_LINES; k++) if (sentenceEnd(tokens, k)) sentences++;
  // (The last sentence has no stop after it.)
  if (sentences + 1 < LIST_LINES || !(emojiHeader(tokens, end) || dayHeader(tokens, end))) return null;
  if (plansSomething(tokens, end) || saysOtherDay(tokens, 0, end)) return null;
  return { end: end + 1, text: "" };
}

export const FIRST_LINE: Rule = {
  name: "aside/first-line-before-list",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i !== 0) return null;
    // ("1) ordenar papeles 1h\n2) ...": a first line numbered as the list is its first item, no heading.)
    if (tokens[0].kind === "number" && (tokens[1]?.text === ")" || tokens[1]?.text === ".")) return null;
    let end = 0;
    while (end < tokens.length && end < MOST && tokens[end].kind !== "break") end++;
    if (tokens[end]?.kind !== "break" && !tokens.some((t) => t.kind === "break")) return firstSentence(tokens);
    if (end === 0 || end >= tokens.length || tokens[end].kind !== "break") return null;
    let lines = 0;
    const plain = emojiHeader(tokens, end) || dayHeader(tokens, end);
    // ("1. vet 11 (taking the dog)\n2. hoover": a first line numbered as the lines after it is read as
    // a plain line over plain lines: a heading only as one of those is.)
    const marked = tokens[0].listed === true;
    for (let k = end; k < tokens.length && lines < LIST_LINES && (plain || !marked); k++)
      if (bullet(tokens[k]) || numbered(tokens, k) || (plain && tokens[k].kind === "break" && tokens[k + 1]))
        if (tokens[k + 1]?.kind !== "break") lines++;
    // ("la reunión con Ana es el jueves\n- ...": that day's item, rules/bullet-day.ts, no heading.)
    // ("catch-up w/ my manager thurs 3\n- ...": that day's item at its hour, no heading either.)
    const otherDay = saysOtherDay(tokens, 0, end) || otherDayItem(tokens, 0, end);
    if (lines >= LIST_LINES && !plansSomething(tokens, end) && !otherDay) return { end, text: "" };
    // "day off after 3 nights 😴 lie in till 11", "exam szn 📖 stats exam 2pm (2h)": the mood before the
    // emoji goes, the item after it stays. Over plain lines, only a mood of a few words before an item
    // that opens with its own words ("Mia's party 🎉 at 3" keeps the party).
    const own = ownEnd(tokens, end);
    const emoji = tokens.slice(0, own).findIndex((t) => t.kind === "emoji");
    if (emoji > 0 && !plansSomething(tokens, emoji) && tokens[emoji + 1]?.kind === "word") {
      const rest = tokens.slice(emoji + 1, own);
      const words = (from: number, to: number) => tokens.slice(from, to).filter((t) => t.kind === "word").length;
      const opensOwn = !rest[0].tags.has("cue") && !rest[0].tags.has("from") && words(emoji + 1, own) >= 2;
      const listed = lines >= LIST_LINES || (words(0, emoji) <= HEAD_BEFORE_REMARK && opensOwn);
      if (listed && !opensRange(rest) && plansSomething(rest, rest.length)) return { end: emoji + 1, text: "" };
    }
    return null;
  },
};
