/**
 * An estimate said after the item is its length (issue 29, kind 6): "oil change, they said about an
 * hour", "essay - I reckon 3 hours", "lockout, figure 45 min", "traducir contrato, calculo unas 4 horas", "informe, creo que
 * 2 horas" are the item before them with that length ("oil change (60 min)"); the estimating words
 * ("they said", "calculo") are no item of their own. Bounded: three words of estimate, two of "about".
 */

import { phraseAt, readLength, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

/** The words that say what follows is a guess at the length, longest first. */
const ESTIMATES: readonly (readonly string[])[] = [
  ["they", "said"],
  ["they", "say"],
  ["i", "reckon"],
  ["i", "think"],
  ["i", "guess"],
  ["should", "take"],
  ["will", "take"],
  ["it'll", "take"],
  ["probably", "takes"],
  ["reckon"],
  ["i", "figure"],
  ["figure"],
  ["figuring"],
  ["guessing"],
  ["estimate"],
  ["est"],
  ["takes"],
  ["usually", "runs"],
  ["usually", "takes"],
  ["usually", "lasts"],
  ["normally", "runs"],
  ["normally", "takes"],
  ["typically", "runs"],
  ["typically", "takes"],
  ["runs"],
  ["lasts"],
  // "hearing 10am, normally about 2h", "gym, usually 1h".
  ["usually"],
  ["normally"],
  ["typically"],
  ["calculo", "que"],
  ["calculo"],
  ["calculé"],
  ["creo", "que"],
  ["me", "dijeron"],
  ["dicen", "que"],
  ["me", "lleva"],
  ["me", "llevará"],
  ["lleva"],
  ["tardo"],
  ["تقريبا"],
  ["تقريباً"],
];

const ABOUT = new Set([
  "about",
  "around",
  "roughly",
  "approx",
  "~",
  "like",
  "unas",
  "unos",
  "como",
  "sobre",
  "más",
  "o",
  "menos",
]);
const ONE = new Set(["a", "an", "un", "una"]);
const OR_SO = new Set(["so", "thereabouts", "more"]);
const OPEN = new Set([",", "،", "-", "–", "—"]);

function estimateEnd(tokens: readonly Tagged[], i: number): number {
  const words = phraseAt(tokens, i, ESTIMATES);
  return words ? i + words.length : -1;
}

/** A length at i, with "an hour", "una hora" and "... y media", "... and a half". */
function lengthAt(tokens: readonly Tagged[], i: number): { minutes: number; end: number } | null {
  let len = readLength(tokens, i);
  if (!len && ONE.has(tokens[i]?.lower ?? "") && tokens[i + 1]?.unitMinutes)
    len = { minutes: tokens[i + 1].unitMinutes ?? 0, end: i + 2 };
  if (!len) return null;
  const a = tokens[len.end];
  const b = tokens[len.end + 1];
  if (len.minutes % 60 === 0 && a?.lower === "y" && b?.lower === "media")
    return { minutes: len.minutes + 30, end: len.end + 2 };
  if (len.minutes % 60 === 0 && a?.lower === "and" && b?.lower === "a" && tokens[len.end + 2]?.lower === "half")
    return { minutes: len.minutes + 30, end: len.end + 3 };
  return len;
}

export const ESTIMATED_LENGTH: Rule = {
  name: "length/estimate-after",
  starts: { words: [...OPEN] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (!OPEN.has(tokens[i]?.text ?? "") || !prev || prev.kind === "break" || prev.kind === "emoji") return null;
    const said = estimateEnd(tokens, i + 1);
    let k = said < 0 ? i + 1 : said;
    for (let n = 0; n < 2 && ABOUT.has(tokens[k]?.lower ?? ""); n++) k++;
    const len = lengthAt(tokens, k);
    if (!len || len.minutes > 12 * 60) return null;
    // "an hour or so", "40 min or thereabouts": a guess too, with or without the estimating words.
    const loose = tokens[len.end]?.lower === "or" && OR_SO.has(tokens[len.end + 1]?.lower ?? "");
    if (said < 0 && !loose) return null;
    const end = loose ? len.end + 2 : len.end;
    const after = tokens[end];
    if (!closesItem(after) && !OPEN.has(after?.text ?? "") && after?.text !== ")") return null;
    return { end, text: ` (${len.minutes} min)` };
  },
};
