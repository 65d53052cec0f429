/**
 * The grammar's pass over a normalised description: the rules of every phrase family, run once
 * (core/rules.ts). What they rewrite reaches the item reader in its plain form.
 */

import { EXCLAIMED_TIME } from "../rules/exclaimed-time";
import { runRules, type NoteSpan, type Rule, type RuleContext } from "./rules";
import { tag, type Tagged } from "./tags";
import { BACK_TO_BACK } from "../rules/back-to-back";
import { SLEEP_UNTIL } from "../rules/sleep-until";
import { GAP_HEADING } from "../rules/gap-heading";
import { ANCHOR_HEADING } from "../rules/anchor-heading";
import { INTERJECTION_LEAD } from "../rules/interjection-lead";
import { SHORT_MERIDIEM } from "../rules/short-meridiem";
import { ZONE_TIME } from "../rules/zone-time";
import { NOT_TODAY_AFTER_DAY } from "../rules/not-today";
import { EARLY_START } from "../rules/early-start";
import { THERE_COUNT } from "../rules/there-count";
import { sunsetOf } from "../rules/anchors";
import { ASIDE } from "../rules/aside";
import { MISSPELT, SPELLING } from "../locales/es/spelling";
import { RULES_1 } from "./rule-list-1";
import { RULES_2 } from "./rule-list-2";

export const RULES: readonly Rule[] = [...RULES_1, ...RULES_2];

/** A word of rules/gap-heading.ts' headings, for its pass. */
const GAP_WORD = /gap|between|meantime|break|medias|medio|hueco|pausa|descanso|turno|استراحة|بريك|الدوامين|الشفتين/iu;

/** A word of rules/interjection-lead.ts' openers, for its pass. */
const INTERJECTION_WORD =
  /(?<![\p{L}])(?:ah|ahh|oh|ay|cierto|otra|olvidaba|فكرة|بالمناسبة|آه|ojo|ojito|ترى|ترا|btw|fyi|heads)(?![\p{L}])/iu;

/** Our own clock beside another zone's ("5pm their time (4pm here)"): rules/zone-time.ts, for its pass. */
const HERE_WORD = /(?<![\p{L}])(?:here|ours|our time|my time|local)(?![\p{L}])/iu;

/** "thursday not today", "el jueves, no hoy": rules/not-today.ts, for its pass. */
const NOT_TODAY = /(?<![\p{L}])(?:not (?:today|tonight|this morning)|no hoy)(?![\p{L}])/iu;

/** ", there's 6 of them": rules/there-count.ts, for its pass. */
const THERE_WORD = /(?<![\p{L}])(?:there['’]?s|there\s+(?:are|is)|that['’]?s)\s+\d/iu;

/** "early start - train 6:52": rules/early-start.ts, for its pass. */
const EARLY = /(?<![\p{L}])early (?:start|one|day|morning)(?![\p{L}])/iu;

/** A clock right after an exclamation ("Concert tonight!! 7.30 at St Mary's"): rules/exclaimed-time.ts, for its pass. */
const BANG_CLOCK = /![ \t]*\d/u;

/** A clock with a bare "a" or "p" on it ("10a-2p"): rules/short-meridiem.ts, for its pass. */
const SHORT_MER = /\d[ap](?![\p{L}\d])/iu;

/**
 * A line that ends in a colon before the next line, or a short line of words alone over a bullet ("after
 * work\n- ...", "after work.\n- ...", "after work 🙂\n- ..."): rules/anchor-heading.ts' headings, for its pass.
 */
const HEADING_COLON =
  /:[ \t]*\n|(?:^|\n)[ \t]*\p{L}[\p{L} ]{2,24}(?:[ \t]*(?:\p{Extended_Pictographic}|\.))*[ \t]*\n[ \t]*[-*•·]/u;

/** Most header lines taken off the top of a day ("Today's plan:" over "Busy day 😅"), and most asides off its end. */
const MOST_HEADERS = 2;

/** Whether the aside rule drops `line` whole (a header, a mood, a remark that plans nothing). */
function asideLine(line: string, tagsOf: (text: string) => Tagged[]): boolean {
  return line.trim() !== "" && runRules(line, [ASIDE], undefined, {}, tagsOf(line)).trim() === "";
}

/**
 * "Today's plan:", "Plan de hoy:", "خطة اليوم:", "ugh so tired" alone on the first line, over more lines: a line
 * the aside rule drops whole plans nothing, so it is taken off before the passes. The line under it is then read
 * as the day's first line (its opening remark, its list heading, the context it sets), as it is when the day is
 * written without a header; the rules that read an opening line only look at the very start of the text.
 */
function dropLeadHeaders(text: string, tagsOf: (text: string) => Tagged[]): string {
  let rest = text.replace(/^\s*\n/u, "");
  for (let n = 0; n < MOST_HEADERS; n++) {
    const nl = rest.indexOf("\n");
    if (nl < 0 || !rest.slice(nl + 1).trim() || !asideLine(rest.slice(0, nl), tagsOf)) return rest;
    rest = rest.slice(nl + 1).replace(/^\s*\n/u, "");
  }
  return rest;
}

/**
 * "ugh so tired today", "qué sueño tengo hoy" alone on the last line, under the day's lines: a line the aside rule
 * drops whole is taken off too, so the lines above it are read as the whole day (a first line alone is read as the
 * day, not as a heading over the line under it).
 */
function dropTrailAsides(text: string, tagsOf: (text: string) => Tagged[]): string {
  let rest = text.trimEnd();
  for (let n = 0; n < MOST_HEADERS; n++) {
    const nl = rest.lastIndexOf("\n");
    if (nl < 0 || !rest.slice(0, nl).trim() || !asideLine(rest.slice(nl + 1), tagsOf)) return rest;
    rest = rest.slice(0, nl).trimEnd();
  }
  return rest;
}

/**
 * `notes`, when given, collects the items the text gives to other days (core/rules.ts, NoteSpan);
 * `context` is what the pass knows of the planned day (its weekday).
 */
export function applyGrammar(description: string, notes?: NoteSpan[], context: RuleContext = {}): string {
  const sunset = context.sunset ?? sunsetOf(description);
  if (sunset !== undefined) context = { ...context, sunset };
  // The clean-up pass tags the text once more: only when one of its phrases can be there.
  const row = /back|row|another|seguid|tras/iu.test(description);
  // "..., so sleeping till 2pm" becomes a sentence of its own first, so what it leaves is read on its own.
  // "ah y mañana ...", "على فكرة بكرة ...": the interjection goes first, so the sentence opens with its own word.
  // (A pass that leaves the text as it was leaves its tokens too: the next pass reads them again.)
  let last: { text: string; tokens: Tagged[] } | undefined;
  const tagsOf = (text: string): Tagged[] =>
    last?.text === text ? last.tokens : (last = { text, tokens: tag(text) }).tokens;
  const pass = (text: string, rule: Rule): string => runRules(text, [rule], undefined, {}, tagsOf(text));
  // "recojer a los niños": a misspelt verb is read as the word meant before any rule reads it.
  const body = description.includes("\n") ? dropTrailAsides(dropLeadHeaders(description, tagsOf), tagsOf) : description;
  const spelled = MISSPELT.test(body) ? pass(body, SPELLING) : body;
  const zoned = HERE_WORD.test(spelled) ? pass(spelled, ZONE_TIME) : spelled;
  const dayed = NOT_TODAY.test(zoned) ? pass(zoned, NOT_TODAY_AFTER_DAY) : zoned;
  const banged = BANG_CLOCK.test(dayed) ? pass(dayed, EXCLAIMED_TIME) : dayed;
  const early = EARLY.test(banged) ? pass(banged, EARLY_START) : banged;
  const clocked = SHORT_MER.test(early) ? pass(early, SHORT_MERIDIEM) : early;
  const plain = INTERJECTION_WORD.test(clocked) ? pass(clocked, INTERJECTION_LEAD) : clocked;
  const slept0 = /sleep/iu.test(plain) ? pass(plain, SLEEP_UNTIL) : plain;
  // "gap stuff:\n- ...": each bullet under a heading of the gap says "in between" first.
  // "after work:\n- ...": each bullet under a heading that says when opens with it (rules/anchor-heading.ts).
  const gapped = GAP_WORD.test(slept0) ? pass(slept0, GAP_HEADING) : slept0;
  const slept = HEADING_COLON.test(gapped) ? pass(gapped, ANCHOR_HEADING) : gapped;
  const counted = THERE_WORD.test(slept) ? pass(slept, THERE_COUNT) : slept;
  const text = row ? pass(counted, BACK_TO_BACK) : counted;
  return runRules(text, RULES, notes, context, tagsOf(text));
}
