/**
 * Headers are not tasks (issue 29, kind 3): the first line of a description that a bulleted or
 * numbered list follows, when it is a few words with a heading word, no time and no other word
 * than plurals and small words ("jobs today", "saturday stuff", "visits this week 🙃"), names the
 * list and plans nothing ("gym today" before a list is still the gym). So do a topic's words closed by
 * an emoji at the text's start ("Mudanza 📦 cargar el camión": EMOJI_TOPIC).
 */

import { type Rule } from "../core/rules";
import { closesItem, singular, type Tagged } from "../core/tags";
import { classifyKind } from "../lexicon";
import { SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";
import { firstLine, opensRange } from "./opening-line";

const MOST = 6;
/** A first line closed by a colon may say a little more ("on call locksmith but today's booked stuff:"). */
const MOST_WITH_COLON = 8;

/** A bullet ("-", "•") or a number and "." / ")" opening the line after the break at k. */
function listFollows(tokens: readonly Tagged[], k: number): boolean {
  const next = tokens[k + 1];
  if (!next) return false;
  if (next.kind === "break" && next.text !== "\n" && next.text !== "\r") return true;
  return next.kind === "number" && (tokens[k + 2]?.text === "." || tokens[k + 2]?.text === ")");
}

export const LIST_HEADING: Rule = {
  name: "aside/list-heading",
  starts: { opens: true },
  match: (tokens, i) => {
    // At the start, or after a first sentence of the line ("studio day. clients:").
    if (i !== 0 && !(tokens[i - 1].text === "." && firstLine(tokens, i))) return null;
    // (A first line marked as the list under it, "1. jobs today\n2. ...", is one of its lines, as plain lines are.)
    if (tokens[0].listed) return null;
    let k = i;
    let words = 0;
    let heading = false;
    let plurals = 0;
    let others = 0;
    for (; k < tokens.length && tokens[k].kind !== "break"; k++) {
      const t = tokens[k];
      // "jobs today (van 2)": a bracket at the end of the heading says by the way.
      if (t.text === "(") {
        let close = k + 1;
        while (close < k + 6 && tokens[close] && tokens[close].text !== ")" && tokens[close].kind !== "break") close++;
        if (tokens[close]?.text !== ")" || tokens[close + 1]?.kind !== "break") return null;
        k = close;
        continue;
      }
      if (t.kind === "word") {
        words++;
        if (t.tags.has("header") || t.tags.has("aside") || t.tags.has("label")) heading = true;
        // Any other word names what the list holds ("jobs", "errands"): a plural, or a small word.
        else if (t.tags.size === 0 && singular(t.text)) plurals++;
        else if (t.tags.size === 0) others++;
      } else if (t.kind !== "emoji" && !t.endsLine && !":!".includes(t.text)) return null; // ("errands.")
      if (words > MOST_WITH_COLON) return null;
    }
    // "sparky jobs today ⚡", "on call locksmith 🔑 but today's booked stuff:": a word or two of the
    // trade beside the plural or before the colon ("gym today" alone is still the gym).
    const colon = tokens[k - 1]?.text === ":";
    // "clients:", "jobs:": plurals alone before a colon and a list name it.
    if (colon && plurals > 0 && others === 0) heading = true;
    const fits = others === 0 ? words <= MOST : colon || (plurals > 0 && others <= 2 && words <= MOST);
    if (!heading || !fits || words === 0 || k >= tokens.length || !listFollows(tokens, k)) return null;
    return { end: k, text: "" };
  },
};

/** "allotment morning!! 🥕", "admin afternoon 📎": a part of the day names the day too. */
const PARTS = new Set(["morning", "afternoon", "evening", "arvo"]);

/** "hoy chamba en 3 casas ⚡": a count of the plural after it, inside the heading (not a time). */
function countOf(tokens: readonly Tagged[], k: number): boolean {
  const next = tokens[k + 1];
  return tokens[k].kind === "number" && next?.kind === "word" && singular(next.lower) !== undefined;
}

/** Words that may join a heading's words: "sixth form + work", "mum & dad". */
const JOIN = new Set(["+", "&", "/"]);

/**
 * The opening words of a description closed by an emoji, when one of them is a heading or mood word
 * and a word (not a time or length) follows: "sixth form + work 😩 school til 3:20", "uni stuff 📚
 * lecture at 10" say what the day is. "homework 📚 2h" is the homework.
 */
export const EMOJI_HEADING: Rule = {
  name: "aside/emoji-heading",
  starts: { opens: true },
  match: (tokens, i) => {
    // At the start, or after a first sentence of the line ("studio day. clients:").
    if (i !== 0 && !(tokens[i - 1].text === "." && firstLine(tokens, i))) return null;
    let k = i;
    let heading = false;
    for (; k < tokens.length && tokens[k].kind !== "emoji"; k++) {
      const t = tokens[k];
      if (k >= MOST) return null;
      if (t.kind === "word") {
        if (t.tags.has("header") || t.tags.has("aside") || t.tags.has("label") || PARTS.has(t.lower)) heading = true;
      } else if (!JOIN.has(t.text) && t.text !== "!" && !countOf(tokens, k)) return null;
    }
    if (!heading || k === 0) return null;
    while (tokens[k]?.kind === "emoji") k++;
    // "Hoy vigilo exámenes en la facultad 📝: examen de historia a las 9": a colon after the emoji.
    if (tokens[k]?.text === ":") k++;
    const next = tokens[k];
    if (next?.kind !== "word" || next.tags.has("cue") || next.tags.has("from") || next.tags.has("each")) return null;
    if (opensRange(tokens.slice(k, k + 4))) return null;
    return { end: k, text: "" };
  },
};

/** Words between the two hours of a range: "10-1", "9 to 5", "2 till 6", "de 7 a 8". */
const RANGE_TO = new Set(["-", "–", "to", "till", "til", "until", "a", "hasta"]);
/** Articles a timed item after a topic may open with. */
const ARTICLES = new Set(["el", "la", "los", "las", "mi", "mis", "the", "my"]);
/** Most tokens of the item after a topic read for its time (timedItemOpens). */
const TIMED_MOST = 14;

/**
 * An item with its own clock opens at k: "Autoescuela 🚗 prácticas con Marcos a partir de las 9",
 * "مدرس خصوصي 📚 حصة كيميا الساعة ٣", "archives 📜 reading room duty 10-1": a noun, then a clock (or a
 * cue and its hour, or a range of bare hours) before the item ends.
 */
function timedItemOpens(tokens: readonly Tagged[], k: number): boolean {
  // ("Mudanza 📦 el camión llega a las 9": an article before the noun.)
  if (ARTICLES.has(tokens[k]?.lower ?? "")) k++;
  const t = tokens[k];
  if (t?.kind !== "word" || t.tags.size > 0) return false;
  for (let j = k + 1; j < tokens.length && j < k + TIMED_MOST; j++) {
    const w = tokens[j];
    // ("prácticas con Marcos, Lucía y Andrés a las 9": names listed with commas are still that item.)
    if (closesItem(w) || w.kind === "emoji") return false;
    if (w.kind === "clock") return true;
    const next = tokens[j + 1];
    if (w.tags.has("cue") && (next?.kind === "number" || next?.kind === "clock")) return true;
    // "archives 📜 reading room duty 10-1", "huerto 🌱 riego de 7 a 8": a range of bare hours after the noun.
    const to = tokens[j + 2];
    if (w.kind === "number" && RANGE_TO.has(next?.lower ?? "") && (to?.kind === "number" || to?.kind === "clock"))
      return true;
  }
  return false;
}

/** Words a topic may hold besides its nouns: "Peluquería a domicilio", "Día de mudanza". */
const TOPIC_SMALL = new Set(["a", "de", "del", "en", "la", "el", "y"]);
/** Most words in a topic before its emoji. */
const TOPIC_MOST = 3;

/** A verb opening an item: "buy", "cargar", "limpiar" (a Spanish infinitive of five letters or more). */
function verb(w: string): boolean {
  return TASK_VERBS.has(w) || SPANISH_INFINITIVE.test(w) || (w.length >= 5 && /(?:ar|er|ir)$/u.test(w));
}

/** An item opens at k: a task verb ("cargar el camión"), or a clock and a word ("10hs corte y color"). */
function itemOpens(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (t?.kind === "word") return verb(t.lower);
  if (t?.kind !== "clock" && t?.kind !== "number") return false;
  let w = k + 1;
  if (tokens[w]?.kind === "word" && /^(?:hs?|hrs?)$/u.test(tokens[w].lower)) w++;
  else if (t.kind === "number") return false;
  return tokens[w]?.kind === "word" && tokens[w].tags.size === 0 && !TOPIC_SMALL.has(tokens[w].lower);
}

/**
 * The text's first words, a topic of a noun or two closed by an emoji, before an item that opens with
 * a verb or a clock: "Mudanza 📦 cargar el camión a las 9", "Peluquería a domicilio ✂️ 10hs corte y
 * color" name the day and plan nothing. A known activity ("Gym 💪 at 6", "Comida 🍝 preparar la salsa")
 * or a verb among the words ("limpiar 🧽 ...") keeps them; a time after the emoji ("Obra 👷 de 7 a 4")
 * makes them the item's title.
 */
export const EMOJI_TOPIC: Rule = {
  name: "aside/emoji-topic",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i !== 0) return null;
    let k = 0;
    let words = 0;
    for (; k < tokens.length && tokens[k].kind !== "emoji"; k++) {
      const t = tokens[k];
      if (t.kind !== "word" || (t.tags.size > 0 && !TOPIC_SMALL.has(t.lower))) return null;
      if (verb(t.lower) || ++words > TOPIC_MOST) return null;
    }
    if (k === 0 || TOPIC_SMALL.has(tokens[0].lower) || TOPIC_SMALL.has(tokens[k - 1].lower)) return null;
    // ("correos → llamar a mamá": an arrow says what comes next, rules/arrow.ts: no topic's emoji.)
    const mark = tokens[k]?.text.codePointAt(0) ?? 0;
    if ((mark >= 0x2190 && mark <= 0x21ff) || mark === 0x27a1) return null;
    const topic = tokens
      .slice(0, k)
      .map((t) => t.text)
      .join(" ");
    if (classifyKind(topic, false) !== "task") return null;
    while (tokens[k]?.kind === "emoji") k++;
    if (tokens[k]?.text === ":") k++;
    return itemOpens(tokens, k) || timedItemOpens(tokens, k) ? { end: k, text: "" } : null;
  },
};
