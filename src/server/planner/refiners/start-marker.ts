/**
 * Headers are not tasks (issue 29, kind 3): "bakery, 4am start 🥖", "site, 7am start" say where the
 * day is and when it starts (with no finish: rules/start-finish.ts makes a work range only with one).
 * The item helps read the bare hours after it as that early morning (refiners/early-clock.ts), then
 * goes: no hour-long "Bakery" at 4. Only a short item with no task verb first, its clock (with am/pm
 * or minutes) right before "start", and nothing after but "today", punctuation or emoji; on the first
 * line, no words before the clock at all ("farm hand 🐄 6am start").
 */

import { tag } from "../core/tags";
import { readClock } from "../core/rules";
import { type Draft } from "../segment";
import { TASK_VERBS } from "../segment-words";

const START = new Set(["start", "starts", "starting"]);
const AFTER = new Set(["today", "again"]);
/** Most words before the clock: a place or a job. */
const MOST_WORDS = 3;

function startMarker(d: Draft): boolean {
  if (d.fixedStart === undefined || d.fixedEnd !== undefined || !/start/iu.test(d.source)) return false;
  const tokens = tag(d.source);
  let k = 0;
  while (k < tokens.length && (tokens[k].kind === "word" || tokens[k].text === ",")) k++;
  const words = tokens.slice(0, k).filter((t) => t.kind === "word");
  // ("farm hand 🐄 6am start": the bare "6am start" after the emoji on the first line.)
  if (words.length === 0 ? !d.firstLine : words.length > MOST_WORDS || TASK_VERBS.has(words[0].lower)) return false;
  const c = readClock(tokens, k);
  if (!c || !(c.mer || tokens[k].kind === "clock") || !START.has(tokens[c.end]?.lower ?? "")) return false;
  return tokens.slice(c.end + 1).every((t) => t.kind !== "word" || AFTER.has(t.lower));
}

/** The drafts that only say when the day starts: indexes, for extract.ts to leave out. */
export function dayStartMarkers(drafts: readonly Draft[]): number[] {
  return drafts.flatMap((d, i) => (startMarker(d) ? [i] : []));
}

/** Words too common to say two items are one: "quiz night" and "date night" share only "night". */
const GENERIC = new Set(
  "night day time stuff work home today tonight evening morning afternoon with then after before the and".split(" "),
);

/** Arabic "the" (with "and", "at" before it): "عرس" and "العرس" are one word. */
const AR_THE = /^(?:وال|بال|فال|ال)(?=\p{L}{3})/u;

/** The content words of a title: lowercase, four letters or more (Arabic: three, without "ال"), not generic. */
function contentWords(title: string): string[] {
  return (title.toLowerCase().match(/[\p{L}]{3,}/gu) ?? [])
    .map((w) => w.replace(AR_THE, ""))
    .filter((w) => (/^[\u0600-\u06ff]+$/u.test(w) ? w.length >= 3 : w.length >= 4) && !GENERIC.has(w));
}

/** An English gerund: "cataloguing", "marking". */
const GERUND = /\p{L}{3,}ing$/u;
/** The same word, or a gerund and its verb: "cataloguing" / "catalogue", "marking" / "mark". */
function sameStem(a: string, b: string): boolean {
  if (a === b) return true;
  const stem = (w: string): string => (GERUND.test(w) ? w.slice(0, -3) : w.replace(/e$/u, ""));
  return GERUND.test(a) !== GERUND.test(b) && stem(a).length >= 4 && stem(a) === stem(b);
}

/**
 * The words of the first line that may name a later item: all of them, but the verb both open with when
 * the first line goes on ("call mum" over "call Khalid at 5pm", "أتصل بأمي" over "أتصل بخالد الساعة ٥":
 * one verb, two people, two items).
 */
function ownWords(first: string, later: string, words: string[]): string[] {
  const a = first.toLowerCase().split(/\s+/u);
  const b = later.toLowerCase().split(/\s+/u);
  if (a.length < 2 || a[0] !== b[0]) return words;
  const verb = contentWords(a[0])[0];
  return words.filter((w) => w !== verb);
}

/**
 * "wfh 9-5 📎 then quiz night 🍻 ... - host quiz at the Fox 8-10pm": the first line says what the day
 * holds, and a later line times the same thing. The first line's mention (no time, length or deadline
 * of its own, sharing a word with a timed item written after it) is that item, not a second one
 * (issue 29, kind 3); a part of the day it gives ("عرس بالليل") holds the later time. Indexes, for
 * extract.ts to leave out.
 */
export function previewMentions(drafts: readonly Draft[]): number[] {
  return drafts.flatMap((d, i) => {
    if (!d.firstLine || d.fixedStart !== undefined || d.duration !== undefined || d.deadline !== undefined) return [];
    if (d.beforeAnchors.length > 0) return [];
    const words = contentWords(d.title);
    if (words.length === 0 || words.length > 2) return [];
    // ("reading room duty 10-1 then cataloguing ... - catalogue the Hartley letters, 2h": the activity by its
    // stem, given its length later.)
    // ("morning clinic 8.30-12 then home visits ... - 3 home visits after clinic, ~40 min each": all its words
    // in a later item with its length.)
    // ("اليوم عندي عرس بالليل ... - العرس من 8 لين 12 بالليل": a part of the day the later time keeps.)
    const later = drafts.some(
      (o, k) =>
        k > i &&
        !o.firstLine &&
        ((o.fixedStart !== undefined && o.fixedStart >= (d.earliest ?? 0)) ||
          (o.duration !== undefined &&
            (words.some((w) => GERUND.test(w)) || words.every((x) => contentWords(o.title).includes(x))))) &&
        contentWords(o.title).some((w) => ownWords(d.title, o.title, words).some((x) => sameStem(x, w))),
    );
    return later ? [i] : [];
  });
}
