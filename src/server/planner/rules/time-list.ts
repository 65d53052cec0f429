/**
 * A list of times shares one kind of item (issue 29, kind 1): "interviews at 10, 11 and 2 (45 min
 * each)", "calls at 10 and 1:30, 30 mins each", "school runs 8:30 & 3:15, 20 min each" are one item
 * at each time, every one of them that long (the length is not only the last one's). So with a count
 * or a colon before the times: "3 fittings at 10, 12 and 4, 30 min each", "3 زباين للقياس: الساعة ١٠ و
 * ١٢ و ٤، كل واحدة نص ساعة".
 */

import { spanText, readClock, readLength, type Rule } from "../core/rules";
import { opensItem, singular, type Tagged } from "../core/tags";
import { NUMBERED_NOUN } from "../segment-words";

const MOST_WORDS = 4;
/** Words after the things' name that are no part of it: "clients booked: 9, 10:30". */
const AFTER_NAME = new Set(["booked", "scheduled", "today", "lined"]);
const MOST_TIMES = 8;

/** A count before the thing's name ("3 fittings", "عندي 3 زباين"), once, after at most one word. */
function countAt(tokens: readonly Tagged[], k: number, counted: boolean): boolean {
  const n = tokens[k];
  const w = tokens[k + 1];
  return !counted && n?.kind === "number" && !n.glued && w?.kind === "word" && w.tags.size === 0 && !w.unitMinutes;
}

/** "dinner at 8pm, 3 essays": a bare number before a word is a count, no second time. */
function countAfter(tokens: readonly Tagged[], j: number): boolean {
  const n = tokens[j];
  const w = tokens[j + 1];
  return (
    n?.kind === "number" && !readClock(tokens, j)?.mer && w?.kind === "word" && w.tags.size === 0 && !w.unitMinutes
  );
}

/** "and again at 2", "& again 2": the same item once more. */
function again(tokens: readonly Tagged[], j: number): number {
  if (!(tokens[j]?.tags.has("and") || tokens[j]?.text === "&") || tokens[j + 1]?.lower !== "again") return -1;
  const at = tokens[j + 2]?.tags.has("cue") ? j + 3 : j + 2;
  return readClock(tokens, at) && !readLength(tokens, at) ? at : -1;
}

export const TIMES_EACH: Rule = {
  name: "list/times-each",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    // "4 clients booked: 9, 10:30, 1, 3": a count before the things says nothing the times do not.
    let k = tokens[i]?.kind === "number" && !tokens[i].glued && tokens[i + 1]?.kind === "word" ? i + 1 : i;
    const words: string[] = [];
    let counted = false;
    // "lunch between 1pm and 2pm", "from 9 and ...": a connector makes it a window, not a list.
    while (
      (tokens[k]?.kind === "word" || countAt(tokens, k, counted)) &&
      !tokens[k].tags.has("cue") &&
      !tokens[k].tags.has("connector") &&
      !tokens[k].tags.has("from") &&
      words.length < MOST_WORDS
    ) {
      // "3 fittings at 10, 12 and 4": the count says how many times follow; the title is the thing.
      if (tokens[k].kind === "number") counted = true;
      else words.push(tokens[k].text);
      k++;
    }
    // ("clients booked: 9, ...", "viewings today: ...": the booking and the colon are no part of the name.)
    if (words.length > 1 && AFTER_NAME.has(words[words.length - 1].toLowerCase())) words.pop();
    if (k > i && tokens[k]?.text === ":" && tokens[k - 1]?.kind === "word") k++;
    if (!words.length) return null;
    // "fittings: at 10 and 12 and 4, 30 min each": a colon may close the words.
    if (tokens[k]?.text === ":" && (tokens[k + 1]?.tags.has("cue") || tokens[k + 1]?.kind === "clock")) k++;
    // (No clock after the words, with or without "at": no list of times; the checks below need none then.)
    if (!readClock(tokens, tokens[k]?.tags.has("cue") ? k + 1 : k)) return null;
    // "review chapters 3 and 4": numbers that name things (rules/numbered-pair.ts), not times.
    if (NUMBERED_NOUN.test(words[words.length - 1])) return null;
    const plural = singular(words[words.length - 1]);
    const one = plural ?? words[words.length - 1];
    // "at 11 and 2": after "at" bare numbers are hours too (not "chapters 3 and 4").
    const cue = !!tokens[k]?.tags.has("cue");
    if (cue) k++;
    const times: string[] = [];
    let clockForms = true;
    for (;;) {
      const c = readClock(tokens, k);
      if (!c || (tokens[k].glued && !c.mer) || (cue && times.length > 0 && countAfter(tokens, k))) return null;
      if (tokens[k].kind !== "clock" && !c.mer && !cue) clockForms = false;
      times.push(spanText(tokens, k, c.end));
      k = c.end;
      const sep = tokens[k];
      if (times.length >= MOST_TIMES) break;
      if (cue && again(tokens, k) > 0) k = again(tokens, k);
      else if (sep?.text === "," && readClock(tokens, k + 1) && !readLength(tokens, k + 1)) k++;
      else if ((sep?.tags.has("and") || sep?.text === "&") && readClock(tokens, k + 1) && !readLength(tokens, k + 1))
        k++;
      else if (sep?.text === "," && tokens[k + 1]?.tags.has("and") && readClock(tokens, k + 2)) k += 2;
      else break;
    }
    if (times.length < 2) return null;
    const paren = tokens[k]?.text === "(";
    const start = k;
    if (paren || tokens[k]?.text === ",") k++;
    const len = readLength(tokens, k);
    const each = len !== null && tokens[len.end]?.tags.has("each");
    let end = len ? len.end + (each ? 1 : 0) : start;
    if (paren && len) {
      if (tokens[end]?.text !== ")") return null;
      end++;
    }
    const head = [...words.slice(0, -1), one].join(" ");
    // "interviews at 10, 11 and 2 (45 min each)": a plural needs "each"; "walk the dog 7am & 6pm (30 min)":
    // one thing at each of the times, each that long (times written as clocks, not "chapters 3 and 4").
    if (plural !== undefined && !each) return null;
    if (plural === undefined && (!clockForms || (len && !paren && !each))) return null;
    const length = len ? ` (${len.minutes} min)` : "";
    return { end, text: times.map((t) => `${head} at ${t}${length}`).join(", ") };
  },
};
