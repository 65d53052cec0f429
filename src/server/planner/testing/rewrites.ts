/**
 * The metamorphic rewrites of a corpus day (bench/planner-perturb.ts, testing/rewrites.test.ts): each writes the
 * same day the way another person would (bullets or none, a header line, an emoji at each line's end, Windows
 * line ends, other spellings of a clock, lines run together as sentences, ...), so what passed should pass. A
 * rewrite gives nothing for a day it does not apply to, or whose titles it would change.
 */

import type { CorpusCase } from "../corpus/types";

type Lang = CorpusCase["lang"];
export type Rewrite = (text: string, lang: Lang, c: CorpusCase) => string | undefined;

const BULLET = /^[ \t]*(?:[-*•·]|\d{1,2}[.)])[ \t]+/u;
/** A line that heads the lines below it ("morning:", "after work:"): left as it is. */
const HEADING = /:[ \t]*$/u;

const lines = (text: string): string[] => text.split("\n");
const eachItemLine = (text: string, f: (line: string, i: number) => string): string => {
  let n = 0;
  return lines(text)
    .map((l) => (l.trim() === "" || HEADING.test(l) ? l : f(l, n++)))
    .join("\n");
};
/** The trimmed lines of a day of two or more plain lines (no heading, no bullet), or nothing. */
function plainLines(text: string): string[] | undefined {
  const ls = lines(text)
    .map((l) => l.trim())
    .filter((l) => l);
  return ls.length < 2 || ls.some((l) => HEADING.test(l) || BULLET.test(l)) ? undefined : ls;
}
const multiLine = (text: string): boolean => lines(text).filter((l) => l.trim()).length > 1;

/** Every title a case's expectations name (the keys and the listed titles), to keep a rewrite off days whose titles it would change. */
const titlesOf = (c: CorpusCase): string[] =>
  Object.values(c.expect).flatMap((v: unknown) =>
    Array.isArray(v)
      ? v.flat().filter((x): x is string => typeof x === "string")
      : typeof v === "object" && v
        ? Object.keys(v)
        : [],
  );
const titlesHave = (c: CorpusCase, re: RegExp): boolean =>
  titlesOf(c).some((t) => new RegExp(re.source, re.flags.replace("g", "")).test(t));

const EASTERN = "٠١٢٣٤٥٦٧٨٩";
const ACCENTS: Record<string, string> = {
  á: "a",
  é: "e",
  í: "i",
  ó: "o",
  ú: "u",
  Á: "A",
  É: "E",
  Í: "I",
  Ó: "O",
  Ú: "U",
};
/** An English clock time with am or pm: "3pm", "3 pm", "10:30am", "7 AM". */
const AM_PM = /\b(\d{1,2}(?::[0-5]\d)?)[ \t]?([ap])(?:\.m\.|\.m|m)(?![\p{L}\p{N}])/giu;
/** An hour and minutes with a colon: "9:30", "12:15". */
const COLON_CLOCK = /\b(\d{1,2}):([0-5]\d)\b/gu;
/** (A day that writes "2p.m." is left alone: its last dot may end a sentence, which "2 pm" would lose.) */
const enClock =
  (f: (hour: string, ap: string) => string): Rewrite =>
  (t, lang, c) =>
    lang === "en" && !titlesHave(c, AM_PM) && !/\d ?[ap]\.m/iu.test(t)
      ? t.replace(AM_PM, (m: string, h: string, ap: string, at: number) => {
          // (A full stop after "3pm." stays the sentence's: "3p.m" before it, not "3p.m..".)
          const out = f(h, ap.toLowerCase());
          return out.endsWith(".") && t[at + m.length] === "." ? out.slice(0, -1) : out;
        })
      : undefined;

const HEADERS: Record<Lang, string> = { en: "Today's plan:", es: "Plan de hoy:", ar: "خطة اليوم:" };
const MOODS: Record<Lang, string> = { en: "ugh so tired today", es: "qué sueño tengo hoy", ar: "تعبانة شوي اليوم" };

export const REWRITES: Record<string, Rewrite> = {
  /** "- " before every item line of a list written without bullets. */
  bulleted: (t) =>
    multiLine(t) && !lines(t).some((l) => BULLET.test(l)) ? eachItemLine(t, (l) => `- ${l.trim()}`) : undefined,
  /** The bullets taken off. */
  unbulleted: (t) =>
    lines(t).some((l) => BULLET.test(l))
      ? lines(t)
          .map((l) => l.replace(BULLET, ""))
          .join("\n")
      : undefined,
  /** "• " for "- " and "* ". */
  dots: (t) => (/^[ \t]*[-*][ \t]+/mu.test(t) ? t.replace(/^([ \t]*)[-*]([ \t]+)/gmu, "$1•$2") : undefined),
  /** "1. ", "2. ", ... before every item line of a multi-line day. */
  numbered: (t) => (multiLine(t) ? eachItemLine(t, (l, i) => `${i + 1}. ${l.replace(BULLET, "").trim()}`) : undefined),
  /** A header line over the day. */
  header: (t, lang) => `${HEADERS[lang]}\n${t}`,
  /** A mood line after the day. */
  mood: (t, lang) => `${t}\n${MOODS[lang]}`,
  /** An emoji at the end of every item line. */
  emoji: (t) => eachItemLine(t, (l) => `${l.trimEnd()} 🙂`),
  /** Spaces: two after each comma, trailing spaces, blank line between lines. */
  spacing: (t) => (/,/u.test(t) || multiLine(t) ? t.replace(/,[ \t]*/gu, ",  ").replace(/\n/gu, "  \n\n") : undefined),
  /** Windows line ends. */
  crlf: (t) => (multiLine(t) && !t.includes("\r") ? t.replace(/\n/gu, "\r\n") : undefined),
  /** Each line starts with a small letter. */
  lowerFirst: (t, lang) =>
    lang === "ar"
      ? undefined
      : t.replace(/^([ \t]*(?:[-*•·][ \t]+)?)(\p{Lu})(?=\p{Ll})/gmu, (_, a, b) => a + b.toLowerCase()),
  /** Each line starts with a capital. */
  capFirst: (t, lang) =>
    lang === "ar" ? undefined : t.replace(/^([ \t]*(?:[-*•·][ \t]+)?)(\p{Ll})/gmu, (_, a, b) => a + b.toUpperCase()),
  /** Arabic days: Western digits for Eastern ones and Eastern for Western (titles come out in Western digits either way). */
  arDigits: (t, lang) =>
    lang === "ar"
      ? t.replace(/[0-9\u0660-\u0669]/gu, (d) => (/[0-9]/u.test(d) ? EASTERN[Number(d)] : String(EASTERN.indexOf(d))))
      : undefined,
  /**
   * Spanish days typed on a phone without accents ("despues", "reunion", "medico"; ñ is kept: "ano" is
   * another word). Only days whose titles have no accented vowel, so the titles still match as written.
   */
  noAccents: (t, lang, c) =>
    lang === "es" && !titlesHave(c, /[áéíóúÁÉÍÓÚ]/u) ? t.replace(/[áéíóúÁÉÍÓÚ]/gu, (a) => ACCENTS[a]) : undefined,
  /** English clock times with a space before am/pm: "3pm" -> "3 pm". */
  ampmSpace: enClock((h, ap) => `${h} ${ap}m`),
  /** English clock times in capitals: "3pm" -> "3PM". */
  ampmCaps: enClock((h, ap) => `${h}${ap.toUpperCase()}M`),
  /** English clock times with dots: "3pm" -> "3p.m.". */
  ampmDots: enClock((h, ap) => `${h}${ap}.m.`),
  /** English hours and minutes with a dot: "9:30" -> "9.30" (British). */
  clockDot: (t, lang, c) =>
    lang === "en" && !titlesHave(c, COLON_CLOCK) ? t.replace(COLON_CLOCK, "$1.$2") : undefined,
  /**
   * English "and" written "&", on days whose titles have no "and" (nor a "+": a pair the planner
   * joins under one title keeps the joiner the day wrote, "Bath & bed").
   */
  ampersand: (t, lang, c) =>
    lang === "en" && !titlesHave(c, /\band\b|&|\+/iu) ? t.replace(/\band\b/gu, "&") : undefined,
  /** English "with" written "w/", on days whose titles have no "with". */
  withSlash: (t, lang, c) =>
    lang === "en" && !titlesHave(c, /\bwith\b|w\//iu) ? t.replace(/\bwith\b/gu, "w/") : undefined,
  /** A full stop at the end of every item line that has none. */
  stops: (t) => eachItemLine(t, (l) => (/[.!?؟)]\s*$/u.test(l) ? l : `${l.trimEnd()}.`)),
  /** Plain lines (no heading, no bullet) run together as sentences of one paragraph. */
  joined: (t) => {
    const ls = plainLines(t);
    return ls && ls.map((l, i) => (i < ls.length - 1 && !/[.!?؟]$/u.test(l) ? `${l}.` : l)).join(" ");
  },
  /** Plain lines run together with "; ". */
  semicolons: (t) =>
    plainLines(t)
      ?.map((l) => l.replace(/\.$/u, ""))
      .join("; "),
  /** A paragraph of sentences written one sentence a line. */
  split: (t) => {
    const s = t.includes("\n") ? [] : t.split(/(?<=[.!?])\s+(?=\p{L})/u);
    return s.length < 2 ? undefined : s.join("\n");
  },
};
