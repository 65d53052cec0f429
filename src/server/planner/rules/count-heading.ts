/**
 * Headers are not tasks (issue 29, kind 3): "3 viewings today — 10:00 Oak St, 11:30 Pine Ave",
 * "calls: 9:30 Dana, 11 the bank", "2 clases hoy: 9 mates, 11 física" name the timed list written
 * right after them on the same line; they plan nothing (never an hour-long task "3 viewings").
 * Only a plural (with its count or not), a word for today, and a colon or a dash right before a
 * list of two or more times. Bounded: the heading's five tokens and LIST_MOST after them.
 */

import { readLength, spanAsWritten, type Rule } from "../core/rules";
import { opensItem, singular, type Tagged } from "../core/tags";
import { ADDRESS, ADDRESS_AFTER_TIME } from "./address";

const TODAY = new Set(["today", "tonight", "hoy", "اليوم", "this", "morning", "afternoon", "esta", "mañana", "tarde"]);
const MARKS = new Set([":", "—", "–", "-"]);
/** How far along the line the list of times is looked for. */
const LIST_MOST = 40;

const timed = (t: Tagged | undefined): boolean => t?.kind === "clock" || t?.kind === "number";

const CUE_WORDS = new Set(["a", "las", "la", "at", "around", "about", "from", "de", "desde", "الساعة"]);
const STOP = new Set([".", ";", "!", "?", ")"]);
/** "10am at 14 Birch Road, then 2pm at Rose Cottage": a link before an item's time is no name of its own. */
const LINKS = new Set(["then", "and", "&", "y", "luego", "و"]);

/** The ")" of a bracket of the item's length at j ("(45 min)", "(2.5h)", split as 2 . 5 h), or -1. */
/** The item [from, cut) as written, with an address after its time in brackets ("10am (4 Elm Grove)"). */
function withPlace(tokens: readonly Tagged[], from: number, cut: number): string {
  for (let k = from + 1; k < cut; k++) {
    // ("10am 4 Elm Grove", or with its "at": "10am at 14 Birch Road".)
    const m = ADDRESS_AFTER_TIME.match(tokens, k, {}) ?? ADDRESS.match(tokens, k, {});
    if (m && m.end <= cut)
      return [spanAsWritten(tokens, from, k), m.text.trim(), spanAsWritten(tokens, m.end, cut)]
        .filter(Boolean)
        .join(" ");
  }
  return spanAsWritten(tokens, from, cut);
}

function lengthBracketEnd(tokens: readonly Tagged[], j: number): number {
  const len = readLength(tokens, j + 1);
  if (len && tokens[len.end]?.text === ")") return len.end;
  const decimal = tokens[j + 1]?.kind === "number" && tokens[j + 2]?.text === "." && tokens[j + 3]?.kind === "number";
  return decimal && tokens[j + 4]?.unitMinutes && tokens[j + 5]?.text === ")" ? j + 5 : -1;
}

export const COUNT_HEADING: Rule = {
  name: "aside/count-heading",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    let k = i;
    if (tokens[k].kind === "number" && (tokens[k].value ?? 0) >= 2 && (tokens[k].value ?? 0) <= 20) k++;
    // "3 home visits:": one word may say what kind.
    const head = k;
    if (tokens[k]?.kind === "word" && singular(tokens[k].text) === undefined && tokens[k + 1]?.kind === "word") k++;
    const noun = tokens[k];
    if (noun?.kind !== "word" || singular(noun.text) === undefined) return null;
    k++;
    while (k < i + 6 && TODAY.has(tokens[k]?.lower ?? "")) k++;
    if (!MARKS.has(tokens[k]?.text ?? "")) return null;
    // A list of timed items follows ("10:00 Oak St, 11:30 Pine Ave", "Mr Okafor 9:30 (1h), Mrs Lee 11"),
    // not a length or a deadline ("emails - 30 min"). A bracket of the item's length belongs to it.
    const cuts: number[] = [];
    let segments = 0;
    let timedSegments = 0;
    let hasTime = false;
    let namesFirst = false;
    let timesFirst = false;
    let named = false;
    let j = k + 1;
    for (; j < k + LIST_MOST && j < tokens.length && tokens[j].kind !== "break"; j++) {
      const t = tokens[j];
      if (t.text === "(") {
        const close = lengthBracketEnd(tokens, j);
        if (close < 0) break;
        j = close;
        continue;
      }
      if (STOP.has(t.text)) break;
      if (t.text === ",") {
        segments++;
        if (hasTime) timedSegments++;
        hasTime = false;
        named = false;
        cuts.push(j);
        continue;
      }
      // Each item opens with its time ("10:00 Oak St"); one that names itself first ("Jo cut &
      // colour 9:30-11:30") is an item of its own under a heading the reader already knows.
      // (Cue words first still open with the time: "a las 3 con Ana", "at 2 with Ravi".)
      const opens = !named;
      const link = opens && !hasTime && LINKS.has(t.lower) && tokens[j - 1]?.text === ",";
      if (t.kind === "word" && !t.tags.has("cue") && !CUE_WORDS.has(t.lower) && !link) named = true;
      if (timed(t) && !tokens[j + 1]?.unitMinutes && (t.kind === "clock" || (t.value ?? 0) <= 12)) {
        if (!hasTime) {
          if (opens) timesFirst = true;
          else namesFirst = true;
        }
        hasTime = true;
      }
    }
    segments++;
    if (hasTime) timedSegments++;
    if (j >= k + LIST_MOST && j < tokens.length && tokens[j].kind !== "break") return null;
    if (timedSegments < 2 || timedSegments < segments) return null;
    // Items that name themselves: the heading goes, each item stays as written.
    if (namesFirst) return timesFirst ? null : { end: k + 1, text: "" };
    // Items that are only times take the heading's noun; only a heading that opens its item, with no
    // word of its own before the noun ("afternoon calls: 2pm with Ravi" is SHARED_HEAD's).
    if (!opensItem(tokens, i) || tokens[head] !== noun) return null;
    // Each item keeps what it is: "viewing 10:00 Oak St, home visit Mr Okafor 9:30 (1h)".
    const one = [
      ...tokens.slice(head, k - 1).filter((t) => t.kind === "word" && t !== noun && !TODAY.has(t.lower)),
      noun,
    ]
      .map((t) => (t === noun ? (singular(noun.text) ?? noun.text) : t.text))
      .join(" ");
    const parts: string[] = [];
    let from = k + 1;
    for (const cut of [...cuts, j]) {
      if (LINKS.has(tokens[from]?.lower ?? "") && from > k + 1) from++;
      // "9 cut": a bare hour first is the item's time ("client cut at 9"), not a count of it.
      const after = tokens[from + 1];
      const bare =
        tokens[from]?.kind === "number" &&
        after?.kind === "word" &&
        after.tags.size === 0 &&
        !after.unitMinutes &&
        cut > from + 1;
      // "9 at the school": the bare hour, then where.
      const bareAt =
        tokens[from]?.kind === "number" && after?.lower === "at" && tokens[from + 2]?.kind === "word" && cut > from + 2;
      if (bare) parts.push(`${one} ${spanAsWritten(tokens, from + 1, cut)} at ${tokens[from].text}`);
      else if (bareAt) parts.push(`${one} at ${tokens[from].text} ${spanAsWritten(tokens, from + 1, cut)}`);
      else if (cut > from) parts.push(`${one} ${withPlace(tokens, from, cut)}`);
      from = cut + 1;
    }
    return { end: j, text: parts.join(", ") };
  },
};
