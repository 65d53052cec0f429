/**
 * More of the opening line that plans nothing (issue 29, kind 3: headers and moods are not tasks):
 *
 * - "taco truck today!! 🌮", "market day today! 🥕": the day announced, a few words and "today" closed
 *   by "!" or an emoji, alone on the first line with more lines after. ("gym today!! 💪", a known
 *   activity, is still the gym.)
 * - "weather looks ok (finally)", "kids are off sick ugh", "car's in the garage lol": a remark on the
 *   first line, a thing and a verb of being ("looks", "is", "are"), with no number or time; so is
 *   "phone's already buzzing ugh", "van's still in the shop" (issue 29, r11 kind 5), the "is" in the
 *   thing's own word and "already", "still" after it.
 * - "landed 6am, so: ...", "got home at 2am so ...": what already happened, its hour and the "so"
 *   that opens the day's list.
 *
 * Only on the first line of the description (or its first sentence), past whatever context words an
 * earlier rule took ("bee day 🐝 weather looks ok"): what the text plans is in the lines after.
 */

import { saysOtherDay } from "./day-names";
import { spanText, readClock, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";
import { decorAt } from "../core/line-ends";
import { classifyKind } from "../lexicon";
import { TASK_VERBS } from "../segment-words";

/** Longest remark or announcement read. */
const MOST = 8;
const TODAY = new Set(["today", "2day"]);
/** Verbs of being that make a remark of a thing: "weather looks ok". */
const BEING = new Set(["looks", "look", "seems", "seem", "is", "are", "was", "were", "feels", "'s", "’s"]);
/** A thing and its "is" in one word, "phone's", and the word after it that makes it a remark: "already", "still". */
const CONTRACTED = /^\p{L}{2,}['’]s$/u;
const STILL = new Set(["already", "still", "finally", "not", "being", "always", "totally", "completely"]);
/** Words that already happened: "landed 6am", "got home at 2am". */
const PAST = new Set(["landed", "arrived", "got", "flew", "finished", "touched"]);
const PAST_TAIL = new Set(["in", "back", "home", "down", "at", "around", "about", "~"]);

/** Where the text's lines and words start and end, read once per text (rules run at every token). */
interface Facts {
  firstBreak: number;
  /** The last break with a token after it. */
  lastBreak: number;
  firstWord: number;
  lastWord: number;
}

const FACTS = new WeakMap<readonly Tagged[], Facts>();

export function textFacts(tokens: readonly Tagged[]): Facts {
  let f = FACTS.get(tokens);
  if (!f) {
    f = { firstBreak: tokens.length, lastBreak: -1, firstWord: tokens.length, lastWord: -1 };
    tokens.forEach((t, k) => {
      const facts = f as Facts;
      if (t.kind === "break") {
        if (facts.firstBreak === tokens.length) facts.firstBreak = k;
        if (k + 1 < tokens.length) facts.lastBreak = k;
      }
      if (t.kind === "word") {
        if (facts.firstWord === tokens.length) facts.firstWord = k;
        facts.lastWord = k;
      }
    });
    FACTS.set(tokens, f);
  }
  return f;
}

/** Only on the first line: no line break before i. */
export function firstLine(tokens: readonly Tagged[], i: number): boolean {
  return textFacts(tokens).firstBreak >= i;
}

/** i opens the text, or a clause after an emoji, a comma or a sentence's end on the first line. */
function opensFirstLine(tokens: readonly Tagged[], i: number): boolean {
  if (i === 0) return true;
  const p = tokens[i - 1];
  return (p.kind === "emoji" || (p.kind === "punct" && ".!:".includes(p.text))) && firstLine(tokens, i);
}

/** A word follows on a later line. */
function moreLines(tokens: readonly Tagged[], k: number): boolean {
  return textFacts(tokens).lastBreak >= k;
}

export const DAY_TODAY: Rule = {
  name: "aside/day-today",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    if (!opensFirstLine(tokens, i) || tokens[i].kind !== "word" || TASK_VERBS.has(tokens[i].lower)) return null;
    let k = i;
    while (k < tokens.length && k - i < MOST && tokens[k].kind === "word" && !TODAY.has(tokens[k].lower)) k++;
    if (!TODAY.has(tokens[k]?.lower ?? "") || k === i) return null;
    const what = spanText(tokens, i, k);
    if (classifyKind(what, false) !== "task") return null;
    let end = k + 1;
    let cheer = false;
    // (The 🙂 that closes every line alike marks none of them: core/line-ends.ts.)
    while (tokens[end] && (tokens[end].kind === "emoji" || tokens[end].text === "!") && !decorAt(tokens, end)) {
      cheer = true;
      end++;
    }
    while (tokens[end]?.endsLine) end++;
    if (!cheer || tokens[end]?.kind !== "break" || !moreLines(tokens, end)) return null;
    return { end, text: "" };
  },
};

export const OPENING_REMARK: Rule = {
  name: "aside/opening-remark",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    if (!opensFirstLine(tokens, i) || tokens[i].kind !== "word" || TASK_VERBS.has(tokens[i].lower)) return null;
    let k = i;
    // "phone's already buzzing ugh", "van's still in the shop": the "is" inside the thing's word.
    let being = CONTRACTED.test(tokens[i].lower) && STILL.has(tokens[i + 1]?.lower ?? "") ? i : -1;
    for (; k < tokens.length && k - i < MOST && tokens[k].kind !== "break"; k++) {
      const t = tokens[k];
      if (t.kind === "number" || t.kind === "clock" || t.tags.has("cue") || t.unitMinutes) return null;
      if (being < 0 && BEING.has(t.lower) && k > i && k - i <= 3) being = k;
      if (t.text === "." && t.endsLine) break; // ("phone's already buzzing ugh.": what closes the line.)
      if (t.kind === "punct" && !"()!".includes(t.text)) return null;
    }
    let end = k;
    while (tokens[end]?.endsLine) end++;
    if (being < 0 || being === k - 1 || tokens[end]?.kind !== "break" || !moreLines(tokens, end)) return null;
    // ("dentist is on friday": another day's item, listed for that day, never a remark.)
    if (saysOtherDay(tokens, i, k)) return null;
    return { end, text: "" };
  },
};

export const PAST_ARRIVAL: Rule = {
  name: "aside/past-arrival",
  starts: { words: [...PAST] },
  match: (tokens, i) => {
    if (!opensFirstLine(tokens, i) && tokens[i - 1]?.text !== ",") return null;
    if (!PAST.has(tokens[i]?.lower ?? "") || !firstLine(tokens, i)) return null;
    let k = i + 1;
    while (PAST_TAIL.has(tokens[k]?.lower ?? "") && k - i < 4) k++;
    const c = readClock(tokens, k);
    if (!c) return null;
    let end = c.end;
    if (tokens[end]?.text === ",") end++;
    if (tokens[end]?.lower !== "so") return null;
    end++;
    if (tokens[end]?.text === ":" || tokens[end]?.text === ",") end++;
    return closesItem(tokens[end]) ? null : { end, text: "" };
  },
};

/** A job's name: "zookeeper", "stenographer", "florist", "librarian", "sommelier". */
const ROLE_END = /(?:er|or|ist|ian|ant|eer|ier)$/u;

/**
 * "zookeeper, early one 🦒", "florist life 🌸", "stenographer!!": who the day is for, and a remark, on
 * the first line closed by an emoji or "!" with the day's lines after it (issue 29, kind 3), is no
 * task. The line opens with the job's name (no verb, no activity, meal or event), with no number or
 * time in it.
 */
export const ROLE_HEADING: Rule = {
  name: "aside/role-heading",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i !== 0 || textFacts(tokens).firstWord !== 0) return null;
    const role = tokens[0];
    if (role.kind !== "word" || role.text.length < 5 || !ROLE_END.test(role.lower) || TASK_VERBS.has(role.lower))
      return null;
    if (classifyKind(role.text, false) !== "task") return null;
    let k = 1;
    for (; k < tokens.length && k < MOST && tokens[k].kind !== "break"; k++) {
      const t = tokens[k];
      if (t.kind === "emoji" || t.text === "!") break;
      if (t.kind === "number" || t.kind === "clock" || t.tags.has("cue") || t.unitMinutes) return null;
      if (t.kind === "word" && TASK_VERBS.has(t.lower)) return null;
      if (t.kind === "punct" && !",-–".includes(t.text)) return null;
    }
    let end = k;
    let closed = false;
    while (tokens[end] && (tokens[end].kind === "emoji" || tokens[end].text === "!") && !decorAt(tokens, end)) {
      closed = true;
      end++;
    }
    while (tokens[end]?.endsLine) end++;
    if (!closed || tokens[end]?.kind !== "break" || !moreLines(tokens, end)) return null;
    return { end, text: "" };
  },
};

/** Words between the two hours of a range after an emoji ("de 12 a 4", "from 9 to 5", "من ٩ لـ ٥"). */
const RANGE_WORDS = new Set(["a", "to", "till", "til", "-", "–", "hasta", "لـ", "ل", "لين", "لحد", "للـ"]);

/**
 * "Turno partido hoy 🙄 de 12 a 4 y de 7 a 11": the words after the emoji open with a range of hours
 * ("de"/"from" and an hour, a range word, an hour), so they are the hours of the words before it, which
 * name what fills them (the shift), not a mood.
 */
export function opensRange(rest: readonly Tagged[]): boolean {
  const from = rest[0]?.lower === "de" || rest[0]?.tags.has("from") === true;
  const hour = (t: Tagged | undefined) => t?.kind === "number" || t?.kind === "clock";
  return from && hour(rest[1]) && RANGE_WORDS.has(rest[2]?.lower ?? "") && hour(rest[3]);
}
