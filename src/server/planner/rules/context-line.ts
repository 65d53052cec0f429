/**
 * The line that opens a day and says whose day it is (issue 29, kind 3): "Night shift nurse, day
 * off finally 😴", "new parent survival mode 🍼", "Caring for dad today.", "Semana de escribir la
 * tesis 😩", "رمضان كريم 🌙". Only at the very start of the text, before an emoji, a colon, a line
 * break or the end of the sentence, with no time or length of its own and no task verb first, and
 * with a word of the day's context (day, week, finally, mode, ugh, Ramadan...) or as a short heading
 * before a colon ("Nurse life:"). It plans nothing, but for a timed item in brackets after it ("Esta
 * semana de noches (vigilancia de 22 a 6)": the shift).
 */

import { readLength, spanText, type Rule } from "../core/rules";
import { namesAllDayEvent } from "../refiners/all-day-event";
import { SHORTHAND, type Tagged } from "../core/tags";
import { classifyKind, defaultDuration, DEFAULT_MINUTES } from "../lexicon";
import { NUMBERED_NOUN, SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";
import { nothingUntil } from "./first-line";
import { DAY_LEAD, dueDay, otherDayItem, saysOtherDay } from "./day-names";

/** Longest opening line read. */
const MOST = 14;
/** "today" says when, not whose day: alone it makes no context line ("groceries today."). */
const WHEN = new Set(["today", "hoy", "اليوم", "today's", "todays"]);

/** The number at k follows a word it is due by: "by 3", "b4 4", "before 10", "antes de la 1", "قبل 5". */
function dueHour(tokens: readonly Tagged[], k: number): boolean {
  const word = (j: number): string => SHORTHAND.get(tokens[j]?.lower ?? "") ?? tokens[j]?.lower ?? "";
  if (["by", "before", "b4", "قبل"].includes(word(k - 1))) return true;
  return ["la", "las"].includes(word(k - 1)) && word(k - 2) === "de" && word(k - 3) === "antes";
}

const RANGE_WORDS = new Set(["to", "till", "til", "until", "a", "hasta"]);

function timed(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  // "narrating ch 12-15 today 🎙️", "revising units 3-4": which ones, not hours.
  if (t.kind === "number" && k > 0 && tokens[k - 1].kind === "word" && NUMBERED_NOUN.test(tokens[k - 1].lower))
    return false;
  if (t.kind === "clock" || t.tags.has("pm") || t.tags.has("am")) return true;
  if (t.tags.has("cue") && tokens[k + 1]?.count !== undefined) return true;
  // "lazy sunday, nothing before 11 please": a limit on the day's hours (rules/free-after.ts).
  if (nothingUntil(tokens, k)) return true;
  // "wfh 9-5": digits before a dash or another number are a range; "week 3 ugh" is a name.
  const next = tokens[k + 1];
  if (t.kind === "number" && next && next.kind !== "word" && next.kind !== "emoji") return true;
  // "kiln on by 3 so it's done", "regar antes de la 1 porque...": an hour something is due by.
  if (t.kind === "number" && dueHour(tokens, k)) return true;
  // "classes 9 to 11": a range written with a word.
  if (t.kind === "number" && RANGE_WORDS.has(next?.lower ?? "") && tokens[k + 2]?.kind === "number") return true;
  return readLength(tokens, k) !== null;
}

/** Arabic words with the "أ" of "I do" that are no verb: "أول أسبوع مع البيبي 👶", "أصعب يوم". */
const AR_NOT_VERB = new Set(["أول", "أسبوع", "أخيرا", "أصعب", "أطول", "أحلى", "أكثر", "أكتر", "أهم", "أجمل"]);
/** A first word that asks for something to be done: "call", "llamar", Arabic "أشتري". */
function taskFirst(t: Tagged): boolean {
  if (t.tags.has("aside") || t.tags.has("header")) return false;
  return (
    TASK_VERBS.has(t.lower) || SPANISH_INFINITIVE.test(t.lower) || (t.text.startsWith("أ") && !AR_NOT_VERB.has(t.text))
  );
}

/** The timed item in the brackets at k, in place of the whole opening line, or nothing. */
function bracketItem(tokens: readonly Tagged[], k: number): { end: number; text: string } | null {
  let close = k + 1;
  while (close < tokens.length && close < k + MOST && tokens[close].text !== ")") close++;
  if (tokens[close]?.text !== ")" || close === k + 1) return null;
  const inner = tokens.slice(k + 1, close);
  if (!inner.some((_, n) => timed(tokens, k + 1 + n)) || inner[0].kind !== "word") return null;
  return { end: close + 1, text: inner.map((t) => t.text).join(" ") };
}

/** Openers that say something must be done. */
const MUST = new Set([
  "gotta",
  "gota",
  "need",
  "needs",
  "must",
  "have",
  "got",
  "should",
  "gonna",
  "wanna",
  "tengo",
  "hay",
]);

/** Articles that open a verb's thing right after it: "order the cake", "regar las plantas". */
const OBJECT_ARTICLES = new Set(["the", "a", "an", "el", "la", "los", "las", "un", "una"]);

const TONIGHT = new Set(["tonight", "tonite", "2nite", "الليلة", "الليله"]);

/** "tonight:" / "esta noche:" when the opening line before k says so, else nothing. */
function tonightWords(tokens: readonly Tagged[], k: number): string {
  for (let j = 0; j < k; j++) {
    if (TONIGHT.has(tokens[j].lower)) return `${tokens[j].text}:`;
    if (tokens[j].lower === "esta" && tokens[j + 1]?.lower === "noche") return "esta noche:";
  }
  return "";
}

/** A Spanish infinitive, perhaps with its pronoun ("atender", "regar", "plancharlas"). Anchored: linear. */
const INFINITIVE = /^\p{L}{2,}(?:ar|er|ir)(?:se|me|te|le|les|lo|la|los|las)?$/u;
const NOT_INFINITIVE = new Set(["lugar", "hogar", "taller", "ayer", "mujer", "alquiler", "placer", "collar", "altar"]);

/**
 * "Taller de costura ✂️ atender a 3 clientas ...", "Huerto 🌱 regar los tomates": a short name with no
 * words the grammar reads and no known activity, then an emoji and a task verb, is the day's heading.
 */
function emojiHeading(tokens: readonly Tagged[], k: number, words: number): boolean {
  if (tokens[k]?.kind !== "emoji" || words > 3) return false;
  // ("de", "of" join the name: "Taller de costura".)
  const plain = (t: Tagged): boolean =>
    t.kind === "word" &&
    t.count === undefined &&
    [...t.tags].every((x) => x === "from" || x === "filler" || x === "label");
  if (!tokens.slice(0, k).every(plain)) return false;
  let next = k;
  while (tokens[next]?.kind === "emoji") next++;
  const verb = tokens[next];
  if (verb?.kind !== "word" || !(taskFirst(verb) || (INFINITIVE.test(verb.lower) && !NOT_INFINITIVE.has(verb.lower))))
    return false;
  const name = tokens
    .slice(0, k)
    .map((t) => t.text)
    .join(" ");
  return defaultDuration(name) === DEFAULT_MINUTES && classifyKind(name, false) === "task";
}

/** "edit day!!", "shoot day 🎬", "study week:": a verb that names the kind of day, alone on its line. */
function kindOfDay(tokens: readonly Tagged[]): boolean {
  const stop = tokens[2];
  return (
    (tokens[1]?.lower === "day" || tokens[1]?.lower === "week") &&
    (stop === undefined || stop.kind === "emoji" || stop.kind === "break" || [":", ".", "!"].includes(stop.text))
  );
}

export const CONTEXT_LINE: Rule = {
  name: "aside/context-line",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i !== 0 || tokens[0].kind !== "word" || (taskFirst(tokens[0]) && !kindOfDay(tokens))) return null;
    // "gotta take the car in wednesday": what must be done, an item (of that day), never whose day it is.
    if (MUST.has(tokens[0].lower) && tokens[1]?.kind === "word") return null;
    // "order the cake thursday": a plain word, then an article: a verb and its thing, an item (of that day).
    if (tokens[0].tags.size === 0 && OBJECT_ARTICLES.has(tokens[1]?.lower ?? "")) return null;
    const gerund = tokens[0].lower.endsWith("ing");
    let context = 0;
    let when = 0;
    let k = 0;
    let words = 0;
    /** Words the grammar reads (priority, part of day, numbers): "this afternoon:" is no heading. */
    let tagged = 0;
    for (; k < tokens.length && k < MOST; k++) {
      const t = tokens[k];
      if (t.kind === "emoji" || t.kind === "break" || [":", ".", "!"].includes(t.text)) break;
      // "Esta semana de noches (vigilancia de 22 a 6)": the context, then the day's item in brackets.
      const bracket = t.text === "(" && context > 0 && words >= 2 ? bracketItem(tokens, k) : null;
      if (bracket) return bracket;
      if (t.kind === "word") words++;
      if (t.kind === "word" && (t.count !== undefined || [...t.tags].some((x) => x !== "label" && x !== "header")))
        tagged++;
      if (timed(tokens, k)) return null;
      // "need to pay council tax b4 friday": a weekday something is due by is no day's heading.
      if (t.tags.has("header") && dueDay(tokens, k)) continue;
      if (DAY_LEAD.has(t.lower) && tokens[k + 1]?.tags.has("header") && dueDay(tokens, k + 1)) continue;
      if (t.tags.has("aside") || t.tags.has("header")) {
        if (WHEN.has(t.lower)) when++;
        else context++;
      }
    }
    // The longest line read ran out before its end: a sentence, not an opening line.
    if (k >= MOST) return null;
    // "dinner, movie night, dishes.": a list of three or more things is the day's items, not whose day it is.
    if (tokens.slice(0, k).filter((t) => t.text === "," || t.text === "،").length >= 2) return null;
    // "la reunión con Ana es el jueves": an item said to be another day's (rules/bullet-day.ts).
    if (saysOtherDay(tokens, 0, k) || otherDayItem(tokens, 0, k)) return null;
    // "training course all day": the day's event (refiners/all-day-event.ts), not whose day it is.
    if (namesAllDayEvent(spanText(tokens, 0, k))) return null;
    const stop = tokens[k];
    // "Nurse life:", "Shift notes:": a short heading before a colon and a list, whatever its words.
    const heading =
      stop?.text === ":" &&
      words <= 3 &&
      tagged === 0 &&
      tokens[k + 1]?.kind !== "number" &&
      tokens[k + 1]?.kind !== "clock";
    if (!stop || k < 2 || !(context > 0 || (gerund && when > 0) || heading || emojiHeading(tokens, k, words)))
      return null;
    // "boda esta noche: la ceremonia a las 7, el baile a las 10": the line still says when the day's
    // items are (refiners/evening-context.ts): it leaves "tonight:" / "esta noche:" behind.
    const tonight = tonightWords(tokens, k);
    if (stop.kind === "break") return { end: k, text: tonight };
    let end = k + 1;
    while (tokens[end] && (tokens[end].kind === "emoji" || tokens[end].text === "!")) end++;
    // "coffee with Sam yay! at 3", "coffee with Sam (yay!) at 3": an hour right after the "!" is the exclaimed
    // item's (rules/exclaimed-time.ts), so the line is an item, not whose day it is.
    const after = tokens[end]?.text === ")" ? end + 1 : end;
    if (stop.text === "!" && tokens[after] && tokens[after].kind !== "break" && timed(tokens, after)) return null;
    return tokens[end] ? { end, text: tonight } : null;
  },
};
