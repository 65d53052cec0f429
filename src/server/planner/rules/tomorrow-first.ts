/**
 * Tomorrow's item opening the text, then today's plan (issue 29, kind 7): "exam tmrw 😭 revise 3h,
 * flashcards 1h", "moving house tmrw!! today: pack kitchen 2h", "بكرا عندي امتحان باطنية 😰 اليوم:
 * ...", "mañana por la mañana dentista. hoy: planchar". The short first clause with "tomorrow" in
 * it, ended by an emoji, a "!" or a sentence, is tomorrow's; what follows is today's. A text that
 * opens with the word "tomorrow" ("Tomorrow I'd like to ...", "mañana: gimnasio") plans that day
 * unless a "today:" / "hoy" / "اليوم" label follows; "slides for tomorrow" is today's work. A
 * weekday other than the planned one is read the same way, before a today label only ("الخميس عندي
 * موعد 😬 اليوم: ...").
 */

import type { OtherDay, Rule } from "../core/rules";
import { SHORTHAND, type Tagged } from "../core/tags";
import { decorAt } from "../core/line-ends";
import { firstWord } from "./day-heading";
import { DAY_LEAD, weekdayAt } from "./day-names";

const TOMORROW = new Set(["tomorrow", "mañana", "manana", "bukra", "بكرة", "بكره", "بكرا"]);
/** Words that make "tomorrow" the deadline or the subject of today's work. */
const FOR = new Set([
  "for",
  "by",
  "until",
  "till",
  "due",
  "before",
  "about",
  "para",
  "hasta",
  "antes",
  "de",
  "del",
  "قبل",
]);
/** Words that tie the clause to what follows: it is not a clause of its own. */
const TIE = new Set(["so", "then", "así", "asi", "entonces", "luego", "and", "y", "و", "عشان", "فاليوم"]);
const TODAY = new Set(["today", "hoy", "اليوم", "واليوم"]);
const MOST = 9;

function isTomorrow(t: Tagged | undefined): boolean {
  return t?.kind === "word" && (TOMORROW.has(t.lower) || SHORTHAND.get(t.lower) === "tomorrow");
}

/** An emoji, a "!" or "?", a line or a sentence's end: the first clause ends. */
const ends = (t: Tagged): boolean =>
  t.kind === "emoji" || t.kind === "break" || (t.kind === "punct" && ".!?;".includes(t.text));

/** After the clause's end, a "today:" / "hoy" / "اليوم" label opens today's part. */
function todayLabel(tokens: readonly Tagged[], k: number): boolean {
  let n = k;
  while (n < tokens.length && n < k + 5 && tokens[n].kind !== "word") n++;
  const next = tokens[n + 1];
  return TODAY.has(tokens[n]?.lower ?? "") && (next?.text === ":" || next?.kind === "word");
}

export const TOMORROW_FIRST: Rule = {
  name: "other-day/tomorrow-first",
  starts: { kinds: ["word"] },
  match: (tokens, i, context) => {
    if (!firstWord(tokens, i) || tokens[i].kind !== "word") return null;
    let day = -1;
    let other: OtherDay = { plus: 1 };
    let k = i;
    for (; k < tokens.length && k < i + MOST && !ends(tokens[k]); k++) {
      const t = tokens[k];
      if (t.text === "," || t.text === "،" || t.text === ":" || TIE.has(t.lower)) return null;
      if (day >= 0 || FOR.has(tokens[k - 1]?.lower ?? "")) continue;
      // ("el técnico viene por la mañana 😬": "la mañana" is the morning, never tomorrow.)
      if (tokens[k - 1]?.lower === "la" && (t.lower === "mañana" || t.lower === "manana")) continue;
      const weekday = weekdayAt(tokens, k);
      if (isTomorrow(t)) day = k;
      else if (weekday !== undefined && weekday !== context.weekday) [day, other] = [k, { weekday }];
    }
    if (day < 0 || k >= tokens.length || !ends(tokens[k])) return null;
    // "Tomorrow ...", "mañana ..." (also the morning) opening the text: only before a "today" label.
    const label = todayLabel(tokens, k);
    // (Not the 🙂 that closes every line alike: core/line-ends.ts.)
    const loud = (tokens[k].kind === "emoji" && !decorAt(tokens, k)) || tokens[k].text === "!";
    if (!label && (day === i || !loud || "weekday" in other)) return null;
    // Today's part follows: its words.
    let n = k;
    while (n < tokens.length && n < k + 6 && tokens[n].kind !== "word") n++;
    if (tokens[n]?.kind !== "word") return null;
    // The clause's "!!" or emoji go with it; "el viernes": its "el" too.
    let end = k;
    while (end < n && tokens[end].kind !== "break" && ends(tokens[end])) end++;
    const dayFrom = day > i && DAY_LEAD.has(tokens[day - 1].lower) ? day - 1 : day;
    return { end, text: " ", note: { day: other, from: i, end: k, dayFrom, dayEnd: day + 1 } };
  },
};
