/**
 * A list of people shares one kind of item (issue 29, kind 1): "interviews with Sam, Priya and Leo
 * from 2pm, 45 min each" is three interviews, 14:00-14:45, 14:45-15:30 and 15:30-16:15;
 * "entrevistas con Ana, Luis y Pablo desde las 10, 30 min cada una", "مقابلات مع سارة وأحمد وليلى
 * من الساعة ١٠، كل وحدة ٣٠ دقيقة" likewise, and so is a verb with its people ("meet Dana, Omar and Kim
 * from 1pm, 20 min each", "llamar a Ana, Luis y Pablo, 10 min cada uno"). With no start, each is its
 * own item of that length.
 */

import { readClock, readLength, resolveHour, spanText, type Rule } from "../core/rules";
import { lastTagged, opensItem, singular, type Tagged } from "../core/tags";
import { fromMinutes } from "../time";
import { ES_LEXICON } from "../locales/es/lexicon";

const ARABIC = /^[\u0600-\u06ff]/u;
const CAPITAL = /^\p{Lu}/u;

function isName(t: Tagged | undefined): boolean {
  if (!t || t.kind !== "word" || t.count !== undefined || t.unitMinutes) return false;
  // ("Jo" is also Spanish "jo!", an aside: capitalised among names it is a name.)
  if (t.tags.size > 0 && !(t.tags.size === 1 && t.tags.has("aside") && CAPITAL.test(t.text))) return false;
  return CAPITAL.test(t.text) || ARABIC.test(t.text);
}

/** "Kite + Marlow", "Ana y a Luis": "and" between names, and the Spanish "a" before a person after it. */
const andAt = (t: Tagged | undefined): boolean => t !== undefined && (t.tags.has("and") || t.text === "+");

/** The names from i: "Sam, Priya and Leo", "سارة وأحمد وليلى". */
function readNames(tokens: readonly Tagged[], i: number): { names: string[]; end: number } {
  const names: string[] = [];
  let k = i;
  while (names.length < 12 && isName(tokens[k])) {
    const w = tokens[k].text;
    // Arabic glues "و" (and) to the next name.
    if (names.length > 0 && w.startsWith("و") && w.length > 2) names.push(w.slice(1));
    else names.push(w);
    k++;
    const sep = tokens[k];
    if (sep?.text === "," || sep?.text === "،") {
      if (tokens[k + 1]?.tags.has("and")) k++;
      if (PERSON_LINK.has(tokens[k + 1]?.lower ?? "") && isName(tokens[k + 2])) k++;
      if (!isName(tokens[k + 1])) return { names, end: k };
      k++;
    } else if (andAt(sep) && PERSON_LINK.has(tokens[k + 1]?.lower ?? "") && isName(tokens[k + 2])) k += 2;
    else if (andAt(sep) && isName(tokens[k + 1])) k++;
    else if (!(sep?.text.startsWith("و") && ARABIC.test(sep.text))) break;
  }
  return { names, end: k };
}

/** "16h", "9hs": an hour with "h" glued on, read as the hour when a start is expected ("a partir de las 16h"). */
const HOUR_MARK = new Set(["h", "hs", "hrs"]);

/** "from 2pm", "starting at 10", "desde las 10", "from 10", "a partir de las 16h": the start, in minutes. */
export function readStart(tokens: readonly Tagged[], i: number): { at: number; end: number } | null {
  let k = i;
  if (tokens[k]?.text === "," || tokens[k]?.text === "،") k++;
  // "a partir de las 17": from then.
  const fromThen = tokens[k]?.lower === "a" && tokens[k + 1]?.lower === "partir" && tokens[k + 2]?.lower === "de";
  if (fromThen) k += 2;
  else if (!tokens[k]?.tags.has("from") && !tokens[k]?.tags.has("cue")) return null;
  k++;
  if (tokens[k]?.tags.has("cue")) k++;
  const c = readClock(tokens, k);
  if (!c) return null;
  const mark = tokens[c.end];
  const glued = !c.mer && mark !== undefined && HOUR_MARK.has(mark.lower) && mark.start === tokens[c.end - 1].end;
  return { at: resolveHour(c.h, c.mer) * 60 + c.m, end: glued ? c.end + 1 : c.end };
}

/** "meet Dana, Omar and Kim", "call Ana, Luis y Pablo": a verb that takes each person in turn. */
const PERSON_VERBS = new Set(
  (
    "meet call phone ring interview tutor coach visit see text email e-mail message invoice bill pay thank chase ping " +
    "llamar ver visitar entrevistar escribir facturar pagar"
  ).split(" "),
);
/** The word between a Spanish verb and its people: "llamar a", "reunirme con". */
const PERSON_LINK = new Set(["a", "al", "con"]);

/** "interviews with", "meet", "llamar a": the item each name gets, and where the names start. */
function readHead(
  tokens: readonly Tagged[],
  i: number,
): { head: string; names: number; words?: string[]; glue?: string } | null {
  const kind = tokens[i];
  // Inside a word written with digits and marks ("1:1s"): the head starts where the word does.
  const prev = tokens[i - 1];
  if (prev && prev.kind !== "break" && prev.kind !== "punct" && prev.end === kind.start && kind.kind !== "punct")
    return null;
  // "1:1s with Dev, Sam and Lea", "1-1s with ...": a head of digits and marks, one word as written.
  // (Never from a line break: "...\nمكالمات مع" is the word after it, not a word with the break in it.)
  if (kind.kind === "break") return null;
  let k = i;
  while (k - i < 4 && tokens[k + 1] && tokens[k + 1].kind !== "break" && tokens[k + 1].start === tokens[k].end) k++;
  if (k > i && tokens[k].kind === "word" && tokens[k + 1]?.tags.has("with")) {
    const word = tokens
      .slice(i, k + 1)
      .map((t) => t.text)
      .join("");
    return { head: `${/s$/iu.test(word) ? word.slice(0, -1) : word} ${tokens[k + 1].text}`, names: k + 2 };
  }
  if (kind.kind !== "word") return null;
  if (PERSON_VERBS.has(kind.lower)) {
    const link = PERSON_LINK.has(tokens[i + 1]?.lower ?? "") ? 1 : 0;
    return {
      head: tokens
        .slice(i, i + 1 + link)
        .map((t) => t.text)
        .join(" "),
      names: i + 1 + link,
    };
  }
  // "clases particulares: Pablo, Irene y Hugo": a heading of one or two words before the names.
  for (const n of [1, 2]) {
    if (tokens[i + n]?.text !== ":" || !isName(tokens[i + n + 1])) continue;
    const words = tokens.slice(i, i + n);
    if (words.some((t) => t.kind !== "word" || t.tags.size > 0)) return null;
    const head = words.map((t) => t.text).join(" ");
    return { head: `${head} ${ARABIC.test(head) ? "مع" : "\u0000"}`, names: i + n + 1 };
  }
  // "حصة خصوصي لسارة وليلى": Arabic "ل" (for) glued to the first name.
  const glued = arabicFor(tokens, i);
  if (glued) return glued;
  // "clase práctica con", "reunión de equipo con": a head of up to three words before "with".
  let w = i + 1;
  while (w < i + HEAD_WORDS && headWord(tokens[w]) && !tokens[w + 1]?.tags.has("with")) w++;
  const link = tokens[w]?.tags.has("with") ? w : w + 1;
  if (!tokens[link]?.tags.has("with") || (link > i + 1 && !headWord(tokens[link - 1]))) return null;
  // "مراجعة مع ليلى وسامي ونور ..., ربع ساعة لكل واحد": a singular head takes each person too.
  return { head: tokens[link].text, names: link + 1, words: tokens.slice(i, link).map((t) => t.text) };
}

/** "حصة خصوصي لسارة": up to three words, then a name with "ل" glued on; the head keeps the "ل". */
function arabicFor(tokens: readonly Tagged[], i: number): { head: string; names: number; glue: string } | null {
  let k = i;
  while (k < i + HEAD_WORDS && headWord(tokens[k]) && ARABIC.test(tokens[k].text) && !forName(tokens[k])) k++;
  if (k === i || !forName(tokens[k]) || !isName(tokens[k + 1]) || tokens[k + 1].text.startsWith("ل")) return null;
  return {
    head: tokens
      .slice(i, k)
      .map((t) => t.text)
      .join(" "),
    names: k,
    glue: "ل",
  };
}

/** "لسارة": a name with "ل" glued on, a name after "و" following it. */
const forName = (t: Tagged | undefined): boolean =>
  t !== undefined && isName(t) && t.text.startsWith("ل") && t.text.length > 3 && !t.text.startsWith("ال");

/** Most words of a head before "with". */
const HEAD_WORDS = 3;

/** A word a head may hold: no tag of the grammar's but a small word ("de"). */
function headWord(t: Tagged | undefined): boolean {
  return t?.kind === "word" && t.count === undefined && [...t.tags].every((x) => x === "filler");
}

/** Most words said after the names about each of them. */
const ABOUT_WORDS = 5;

/** "for payment", "por lo del piso": plain words after the names up to the comma before the length. */
function readAbout(tokens: readonly Tagged[], i: number): { text: string; end: number } | null {
  let k = i;
  while (k < i + ABOUT_WORDS && tokens[k]?.kind === "word" && tokens[k].count === undefined && !tokens[k].unitMinutes)
    k++;
  if (k === i || (tokens[k]?.text !== "," && tokens[k]?.text !== "،")) return null;
  return { text: spanText(tokens, i, k), end: k };
}

export const LIST_EACH: Rule = {
  name: "list/each",
  match: (tokens, i) => {
    // (Its length is followed by "each", "per", "cada", "لكل": with none after i, no list here.)
    if (lastTagged(tokens, "each") <= i) return null;
    const h = readHead(tokens, i);
    if (!h) return null;
    const { names, end: namesEnd } = readNames(tokens, h.names);
    if (names.length < 2) return null;
    // "chase Orbit + Lumen for payment, 10 min each": what each is about, said once after the names.
    const about = readAbout(tokens, namesEnd);
    const end = about?.end ?? namesEnd;
    let start = readStart(tokens, end);
    let k = start?.end ?? end;
    if (tokens[k]?.text === "," || tokens[k]?.text === "،") k++;
    const len = readLength(tokens, k);
    if (!len || !tokens[len.end]?.tags.has("each")) return null;
    let stop = len.end + 1;
    // "each", "cada una", "each one"
    if (tokens[stop]?.count === 1) stop++;
    // "..., كل وحدة ساعة، من الساعة ٤": the start after the length.
    const later = start ? null : readStart(tokens, stop);
    if (later) {
      start = later;
      stop = later.end;
    }
    const es = tokens[len.end].lower === "cada";
    const one = (w: string): string => (es ? ES_LEXICON.singular(w) : singular(w)) ?? w;
    if (h.words) h.head = `${h.words.map(one).join(" ")} ${h.head}`;
    // A heading's link word is the language's: "Clase particular con Pablo", "Lesson with Sam".
    if (h.head.endsWith("\u0000")) {
      const words = h.head.slice(0, -2).split(" ").map(one);
      h.head = `${words.join(" ")} ${es ? "con" : "with"}`;
    }
    if (h.glue) names[0] = names[0].slice(h.glue.length);
    const head = h.glue ? `${h.head} ${h.glue}` : `${h.head} `;
    const tail = about ? ` ${about.text}` : "";
    const items = names.map((name, n) => {
      if (!start) return `${head}${name}${tail} (${len.minutes} min)`;
      const from = start.at + n * len.minutes;
      return `${head}${name} ${fromMinutes(from)}-${fromMinutes(from + len.minutes)}`;
    });
    if (start && start.at + names.length * len.minutes > 24 * 60) return null;
    // "3 calls: Sam, Jo, Priya, 10 min each": the count of the names goes with them (never a "3" read as 3pm).
    const count = tokens[i - 1];
    const counted = count?.kind === "number" && count.value === names.length && opensItem(tokens, i - 1, true);
    return { from: counted ? i - 1 : undefined, end: stop, text: items.join(", ") };
  },
};
