/**
 * Headers are not tasks (issue 29, kind 3): "3 viewings today — 10:00 Oak St, 11:30 Pine Ave",
 * "calls: 9:30 Dana, 11 the bank", "2 clases hoy: 9 mates, 11 física" name the timed list written
 * right after them on the same line; they plan nothing (never an hour-long task "3 viewings").
 * Only a plural (with its count or not), a word for today, and a colon or a dash right before a
 * list of two or more times. Bounded: the heading's five tokens and LIST_MOST after them.
 */

import { type Rule } from "../core/rules";
import { opensItem, singular, type Tagged } from "../core/tags";

const TODAY = new Set(["today", "tonight", "hoy", "اليوم", "this", "morning", "afternoon", "esta", "mañana", "tarde"]);
const MARKS = new Set([":", "—", "–", "-"]);
/** How far along the line the list of times is looked for. */
const LIST_MOST = 16;

const timed = (t: Tagged | undefined): boolean => t?.kind === "clock" || t?.kind === "number";

const STOP = new Set([".", "(", ";", "!", "?"]);

export const COUNT_HEADING: Rule = {
  name: "aside/count-heading",
  match: (tokens, i) => {
    if (!opensItem(tokens, i)) return null;
    let k = i;
    if (tokens[k].kind === "number" && (tokens[k].value ?? 0) >= 2 && (tokens[k].value ?? 0) <= 20) k++;
    const noun = tokens[k];
    if (noun?.kind !== "word" || singular(noun.text) === undefined) return null;
    k++;
    while (k < i + 5 && TODAY.has(tokens[k]?.lower ?? "")) k++;
    if (!MARKS.has(tokens[k]?.text ?? "") || !timed(tokens[k + 1])) return null;
    // A list of times follows ("10:00 Oak St, 11:30 Pine Ave"), not a length or a deadline ("emails - 30 min").
    let times = 0;
    let j = k + 1;
    for (; j < k + LIST_MOST && j < tokens.length && !STOP.has(tokens[j].text) && tokens[j].kind !== "break"; j++)
      if (timed(tokens[j]) && !tokens[j + 1]?.unitMinutes && (j === k + 1 || tokens[j - 1].text === ",")) times++;
    if (times < 2 || (j >= k + LIST_MOST && j < tokens.length)) return null;
    // Each item keeps what it is: "viewing 10:00 Oak St, viewing 11:30 Pine Ave".
    const one = singular(noun.text) ?? noun.text;
    const parts: string[] = [];
    let from = k + 1;
    for (let m = k + 1; m <= j; m++) {
      if (m < j && tokens[m].text !== ",") continue;
      if (m > from)
        parts.push(
          `${one} ${tokens
            .slice(from, m)
            .map((t) => t.text)
            .join(" ")}`,
        );
      from = m + 1;
    }
    return { end: j, text: parts.join(", ") };
  },
};
