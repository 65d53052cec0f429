/**
 * An item that opens with another day (issue 29, kind 7): "el jueves: inspección de sanidad (ojo!!)",
 * "Thursday: dentist at 3", "friday - drinks w/ Sam", and past today's items "el miércoles médico,
 * no olvidar". With a colon or a dash the rest of its line is that day's; without one, its clause
 * (up to a comma or the end of its sentence). A weekday with a verb right after it ("Friday pick up
 * the suit", "Thursday I need to ring the garage") is that day's too; with a noun ("Friday meeting prep 1h") it names what today's work is for. The planned day's own weekday is today's heading, and
 * a text that is only that day's item plans it ("Thursday: dentist at 3, gym"). A remark in brackets may come
 * between the day and its colon ("weds (not today): dentist 3pm").
 */

import { phraseAt, type Rule, type RuleNote } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";
import { DAY_LEAD, DAY_PARTS, isTomorrow, namedDay, weekdayAt } from "./day-names";
import { TASK_VERBS } from "../segment-words";

/** A label of today's part after the other day's: "today:", "hoy", "اليوم". */
const TODAY = new Set(["today", "hoy", "اليوم", "واليوم", "فاليوم"]);
const MOST = 24;

const isWord = (t: Tagged | undefined): boolean => t?.kind === "word";

/** "Thursday I need to ring the garage", "Friday gotta book the MOT": saying it must be done (issue 29, en18b). */
const MUST = [
  ["i", "need", "to"],
  ["i", "have", "to"],
  ["i've", "got", "to"],
  ["i", "gotta"],
  ["i", "must"],
  ["i", "should"],
  ["i'll"],
  ["need", "to"],
  ["have", "to"],
  ["gotta"],
  ["must"],
] as const;

/** Words that join an item on: "then", "and". */
const JOINED = new Set(["then", "and"]);

/** Whether a verb of a task stands at k, or any verb after a saying-it-must-be-done phrase ("I need to ring ..."). */
function verbAt(tokens: readonly Tagged[], k: number): boolean {
  const must = phraseAt(tokens, k, MUST);
  const verb = tokens[k + (must?.length ?? 0)];
  return isWord(verb) && (must !== undefined || TASK_VERBS.has(verb.lower));
}

/** The text's first word is at i (a few marks or emoji may come before it). */
export function firstWord(tokens: readonly Tagged[], i: number): boolean {
  if (i > 6) return false;
  for (let k = 0; k < i; k++) if (isWord(tokens[k])) return false;
  return true;
}

/** The day named at k (a full or short weekday, "pasado mañana", "next week") and where it ends. */
function dayAt(tokens: readonly Tagged[], k: number): ReturnType<typeof namedDay> {
  const weekday = weekdayAt(tokens, k);
  return weekday === undefined ? namedDay(tokens, k) : { end: k + 1, day: { weekday } };
}

/** A bracket of a few words at k ("(not today)", "(next week)"): the token after it, or undefined. */
function bracketBefore(tokens: readonly Tagged[], k: number): number | undefined {
  if (tokens[k]?.text !== "(") return undefined;
  for (let j = k + 1; j < tokens.length && j <= k + 5; j++) {
    if (tokens[j].text === ")") return j > k + 1 ? j + 1 : undefined;
    if (!isWord(tokens[j])) return undefined;
  }
  return undefined;
}

/** Another day's heading at k: "tmrw - ...", "Thursday: ...". */
function dayHeadAt(tokens: readonly Tagged[], k: number): boolean {
  const end = isTomorrow(tokens[k]) ? k + 1 : dayAt(tokens, k)?.end;
  return end !== undefined && [":", "-", "–"].includes(tokens[end]?.text ?? "");
}

export const DAY_HEADING: Rule = {
  name: "other-day/day-heading",
  // (Any word: a numbered item "7) يوم الأربعاء: ..." opens after its ")", which opensItem does not know.)
  starts: { kinds: ["word"] },
  match: (tokens, i, context) => {
    // ("7) يوم الأربعاء: السفر", "3) el jueves: dentista": a numbered item opens there too.)
    const numbered = tokens[i - 1]?.text === ")" && tokens[i - 2]?.kind === "number" && opensItem(tokens, i - 2);
    // ("..., then wednesday I've got to collect the suit": joined on, the day needs its "I need to".)
    const joined =
      JOINED.has(tokens[i - 1]?.lower ?? "") && weekdayAt(tokens, i) !== undefined && verbAt(tokens, i + 1);
    const joinedMust = joined && phraseAt(tokens, i + 1, MUST) !== undefined;
    if (!(opensItem(tokens, i, true) || numbered || joinedMust) || !isWord(tokens[i])) return null;
    let at = i;
    while (at < i + 2 && DAY_LEAD.has(tokens[at]?.lower ?? "")) at++;
    const named = dayAt(tokens, at);
    if (!named) return null;
    const { day } = named;
    if (day && "weekday" in day && day.weekday === context.weekday) return null;
    // "lunes a viernes", "sábado y domingo": days of a range or a pair are hours, not an item.
    if (dayAt(tokens, named.end + 1) || dayAt(tokens, named.end + 2)) return null;
    // "weds (not today): dentist 3pm": a remark in brackets between the day and its colon.
    const markAt = bracketBefore(tokens, named.end) ?? named.end;
    const mark = tokens[markAt];
    const heading = mark?.kind === "punct" && (mark.text === ":" || mark.text === "-" || mark.text === "–");
    if (!heading && markAt !== named.end) return null;
    const first = firstWord(tokens, i);
    // Without a colon, the day needs its "el" / "on" / "يوم" ("Monday meeting prep" is today's work for
    // Monday's meeting), or an Arabic name, or its hour or part right after ("Friday 3pm dentist").
    const timed = mark?.kind === "number" || mark?.kind === "clock" || DAY_PARTS.has(mark?.lower ?? "");
    // Or a verb right after it: "Friday pick up the suit" is a thing to do on Friday.
    const verb = isWord(mark) && verbAt(tokens, markAt);
    if (!heading && ((!isWord(mark) && !timed) || (first && !verb))) return null;
    if (!heading && at === i && !timed && !verb && !/\p{Script=Arabic}/u.test(tokens[at].text)) return null;
    let k = heading ? markAt + 1 : named.end;
    const opening = tokens[k];
    if (!isWord(opening) && opening?.kind !== "number" && opening?.kind !== "clock") return null;
    const sentenceHead = tokens[i - 1]?.text === ".";
    let depth = 0;
    for (; k < tokens.length && k < i + MOST; k++) {
      const t = tokens[k];
      if (t.kind === "break") break;
      if (t.text === "(") depth++;
      else if (t.text === ")") depth = Math.max(0, depth - 1);
      if (depth > 0) continue;
      // Without a colon, "Friday vibes: ..." is a heading of the text, and a comma ends the clause.
      if (!heading && (t.text === ":" || t.text === "," || t.text === "،")) break;
      // (A heading that opens a sentence, or one with another day's heading after its sentence, ends with it:
      // "Tuesday: dentist 9am. tmrw - call gran. Thursday - vet 10am. emails 1h".)
      const today = TODAY.has(tokens[k + 1]?.lower ?? "") || TODAY.has(tokens[k + 2]?.lower ?? "");
      if (closesItem(t) && (!heading || today || sentenceHead || dayHeadAt(tokens, k + 1))) break;
    }
    if (k >= i + MOST || (!heading && tokens[k]?.text === ":")) return null;
    // Only a part of the text: one that is all that day's item plans it.
    let after = k;
    while (after < tokens.length && after < k + 4 && !isWord(tokens[after])) after++;
    if (first && !isWord(tokens[after])) return null;
    const note: RuleNote | undefined = day
      ? { day, from: i, end: k, dayFrom: i, dayEnd: heading ? markAt + 1 : named.end }
      : undefined;
    return { end: k, text: "", note };
  },
};
