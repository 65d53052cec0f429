/**
 * Counts and lengths (issue 29, kind 2): a note after a list that gives the length of each of its
 * items ("- visita piso Chamberí 10h ... (cada visita unos 45 min)", "calls at 10 and 11:30 (each
 * one about 20 min)") is no item of its own: each item before it that it names (by its first word,
 * or the run of items just before it for "each one", "cada una") takes that length, a timed one
 * ending that long after its start when the text gave it no end.
 */

import { readLength } from "../core/rules";
import { singular, tag, type Tagged } from "../core/tags";
import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask } from "../types";

const HEDGE = new Set(
  "unos unas about around approx roughly ~ más mas o menos aprox aproximadamente or so tops max".split(" "),
);
const PRONOUN = new Set(["una", "uno", "one", "de", "ellas", "ellos", "them", "of"]);

/** The length a note gives each item, and the noun it names (undefined for "each one"). */
function readNote(source: string): { minutes: number; noun?: string } | undefined {
  const tokens = tag(source).filter((t) => t.text !== "(" && t.text !== ")");
  const k0 = tokens.findIndex((t) => t.tags.has("each"));
  if (k0 !== 0) return undefined;
  let k = 1;
  let noun: string | undefined;
  while (k < 4 && tokens[k]?.kind === "word" && !HEDGE.has(tokens[k].lower) && !readLength(tokens, k)) {
    if (!PRONOUN.has(tokens[k].lower)) noun ??= tokens[k].lower;
    k++;
  }
  while (HEDGE.has(tokens[k]?.lower ?? "")) k++;
  const len = readLength(tokens, k);
  if (!len || tokens.slice(len.end).some((t) => !HEDGE.has(t.lower))) return undefined;
  return { minutes: len.minutes, noun };
}

const firstWord = (t: ExtractedTask): string => t.title.split(/\s+/u)[0].toLocaleLowerCase();
const same = (a: string, b: string): boolean => a === b || singular(a) === b || singular(b) === a;

/** One clock time and no length in the item's own words: its end was guessed. */
function guessedEnd(t: ExtractedTask): boolean {
  const tokens: Tagged[] = tag(t.source ?? "");
  const times = tokens.filter((x) => x.kind === "clock" || x.kind === "number").length;
  return times <= 1 && !tokens.some((_, k) => readLength(tokens, k));
}

export function readEachNotes(tasks: ExtractedTask[]): void {
  for (let i = tasks.length - 1; i > 0; i--) {
    const note = tasks[i];
    if (note.fixedStart || !note.source?.trim().startsWith("(")) continue;
    const read = readNote(note.source);
    if (!read) continue;
    const word = read.noun ?? firstWord(tasks[i - 1]);
    const named: ExtractedTask[] = [];
    for (let j = i - 1; j >= 0 && same(firstWord(tasks[j]), word); j--) named.push(tasks[j]);
    if (named.length < 2 || !named.every(guessedEnd)) continue;
    for (const t of named) {
      t.durationMinutes = read.minutes;
      if (t.fixedStart) t.fixedEnd = fromMinutes(toMinutes(t.fixedStart) + read.minutes);
    }
    tasks.splice(i, 1);
    for (const t of tasks) if (t.after) t.after = t.after.filter((id) => id !== note.id);
  }
}
