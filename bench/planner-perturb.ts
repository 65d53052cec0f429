/**
 * Metamorphic check of the planner: the corpus days it reads right, rewritten the way other people
 * write the same day (bullets or none, a header line over the list, a mood line at the end, an emoji
 * at the end of each line, spacing, Windows line ends, a capital or not at the start of each line).
 * None of these changes what the day says, so every check that passed should still pass. A day that
 * breaks under one of them is a reading that rests on how this corpus happened to be typed, which is
 * the kind of miss blind days find (issue 29).
 *
 *   npx tsx bench/planner-perturb.ts                 # every rewrite, a summary line each
 *   npx tsx bench/planner-perturb.ts --only=header   # one rewrite
 *   add --verbose to print each day that breaks, with the rewritten text and its failures
 *   add --lang=es to keep one language
 *
 * It reads the tuning corpus (src/server/planner/corpus), never the held-out files in bench/.
 */

import { join } from "node:path";
import type { CorpusCase } from "../src/server/planner/corpus/types";
import { loadCorpus, scoreCase } from "../src/server/planner/testing/corpus-check";

type Lang = CorpusCase["lang"];
type Rewrite = (text: string, lang: Lang) => string | undefined;

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
const multiLine = (text: string): boolean => lines(text).filter((l) => l.trim()).length > 1;

const HEADERS: Record<Lang, string> = { en: "Today's plan:", es: "Plan de hoy:", ar: "خطة اليوم:" };
const MOODS: Record<Lang, string> = { en: "ugh so tired today", es: "qué sueño tengo hoy", ar: "تعبانة شوي اليوم" };

const REWRITES: Record<string, Rewrite> = {
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
  crlf: (t) => (multiLine(t) ? t.replace(/\n/gu, "\r\n") : undefined),
  /** Each line starts with a small letter. */
  lowerFirst: (t, lang) =>
    lang === "ar"
      ? undefined
      : t.replace(/^([ \t]*(?:[-*•·][ \t]+)?)(\p{Lu})(?=\p{Ll})/gmu, (_, a, b) => a + b.toLowerCase()),
  /** Each line starts with a capital. */
  capFirst: (t, lang) =>
    lang === "ar" ? undefined : t.replace(/^([ \t]*(?:[-*•·][ \t]+)?)(\p{Ll})/gmu, (_, a, b) => a + b.toUpperCase()),
  /** A full stop at the end of every item line that has none. */
  stops: (t) => eachItemLine(t, (l) => (/[.!?؟)]\s*$/u.test(l) ? l : `${l.trimEnd()}.`)),
};

const args = process.argv.slice(2);
const flag = (name: string): string | undefined => args.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];
const verbose = args.includes("--verbose");
const only = flag("only");
const lang = flag("lang");

const corpus = loadCorpus(join(__dirname, "../src/server/planner/corpus")).filter(
  (c) => !c.pending && (!lang || c.lang === lang),
);
const right = corpus.filter((c) => {
  const s = scoreCase(c);
  return s.passed === s.checks;
});
console.log(`${right.length} of ${corpus.length} corpus days read right as written`);

let kept = 0;
let tried = 0;
for (const [name, rewrite] of Object.entries(REWRITES)) {
  if (only && name !== only) continue;
  let n = 0;
  let ok = 0;
  for (const c of right) {
    const text = rewrite(c.text, c.lang);
    if (text === undefined || text === c.text) continue;
    n++;
    const s = scoreCase({ ...c, text });
    if (s.passed === s.checks) ok++;
    else if (verbose) console.log(`\n[${name}] ${c.id}: ${s.passed}/${s.checks}\n${text}\n${s.failures.join("\n")}`);
  }
  kept += ok;
  tried += n;
  const pct = n ? ((100 * ok) / n).toFixed(1) : "-";
  console.log(`${name.padEnd(11)} ${ok}/${n} still right (${pct}%)`);
}
console.log(`all rewrites ${kept}/${tried} still right (${((100 * kept) / Math.max(tried, 1)).toFixed(1)}%)`);
