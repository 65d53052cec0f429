/**
 * The day's work hours written as a start and a finish (issue 29, kind 4): "start 6:30 ... finish at
 * 3:30", "start work 9, done 5:30", "clock in 7, clock out 3" are work from the one to the other,
 * not an evening event called "Start" and another called "Finish". The start becomes the plain
 * "work 6:30-3:30" (the range reader gives both their morning and afternoon) and the finish, later
 * in the text, goes. Only items that are that phrase alone, or with the day or the place after it:
 * "4am start today (bakery), done by 12" and "6am start at the depot, off at 2" name the clock
 * first, and "start at 4am (bakery)" says where.
 */

import { spanText, readClock, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const START = new Set(["start", "starting", "begin", "clock-in"]);
const FINISH = new Set(["finish", "finishing", "done", "off", "clock-out", "end", "ending", "out"]);
/** "in at 8 ... out at 4", "on at 7 ... off at 3": shift workers' words, only with a finish later. */
const IN_ON = new Set(["in", "on"]);
const WORK = new Set(["work", "working", "shift", "at", "@", "around", "by"]);
/** How far the finish is looked for (tokens): bounded, so the pass stays linear. */
const LOOK = 120;

/** Words between a start's clock and the end of its item: "today", "(bakery)", "at the depot". */
const TRAIL = new Set(["today", "tomorrow"]);
const AT_PLACE = new Set(["at", "@", "in"]);
/** Longest bracket or place kept after the clock (tokens). */
const PLACE = 6;

/** Where the item ends after a start or finish phrase's last token k: a close, a comma, or a place first. */
function itemEnd(tokens: readonly Tagged[], k: number): number | null {
  while (TRAIL.has(tokens[k]?.lower ?? "")) k++;
  if (tokens[k]?.text === "(") {
    let j = k + 1;
    while (j < k + PLACE && tokens[j] && tokens[j].text !== ")") j++;
    if (tokens[j]?.text !== ")") return null;
    k = j + 1;
  } else if (AT_PLACE.has(tokens[k]?.lower ?? "") && tokens[k + 1]?.kind === "word") {
    let j = k + 1;
    while (j < k + PLACE && tokens[j]?.kind === "word") j++;
    k = j;
  }
  const after = tokens[k];
  return closesItem(after) || after.text === "," || after.kind === "emoji" ? k : null;
}

/**
 * The clock of "start [work] [at] 6:30" (or "6:30 start") opening an item at i: the clock's tokens
 * [from, end), the phrase's end (where its rewrite stops) and the item's end, or null.
 */
function phraseAt(
  tokens: readonly Tagged[],
  i: number,
  words: ReadonlySet<string>,
): { from: number; end: number; stop: number } | null {
  const t = tokens[i];
  if (!opensItem(tokens, i, true)) return null;
  // "4am start", "5.30 start at the depot": the clock first, then the word.
  const first = t?.kind === "word" ? null : readClock(tokens, i);
  if (first && (first.mer || t.kind === "clock") && words === START && START.has(tokens[first.end]?.lower ?? "")) {
    return itemEnd(tokens, first.end + 1) === null ? null : { from: i, end: first.end, stop: first.end + 1 };
  }
  if (t?.kind !== "word") return null;
  let k = i + 1;
  if (t.lower === "clock" && (tokens[k]?.lower === "in" || tokens[k]?.lower === "out")) {
    if ((tokens[k].lower === "in") !== (words === START)) return null;
    k++;
  } else if (!words.has(t.lower) && !(words === START && IN_ON.has(t.lower) && tokens[k]?.tags.has("cue"))) return null;
  while (k < i + 4 && WORK.has(tokens[k]?.lower ?? "")) k++;
  const c = readClock(tokens, k);
  if (!c || itemEnd(tokens, c.end) === null) return null;
  return { from: k, end: c.end, stop: c.end };
}

function finishAfter(tokens: readonly Tagged[], from: number): { from: number; end: number } | null {
  for (let k = from; k < tokens.length && k < from + LOOK; k++) {
    const f = phraseAt(tokens, k, FINISH);
    if (f) return f;
  }
  return null;
}

function startBefore(tokens: readonly Tagged[], from: number): boolean {
  for (let k = from - 1; k >= 0 && k > from - LOOK; k--) if (phraseAt(tokens, k, START)) return true;
  return false;
}

export const START_FINISH: Rule = {
  name: "work-hours/start-finish",
  starts: { opens: true, words: [...START, ...FINISH, "clock", "in", "on"], kinds: ["clock", "number"] },
  match: (tokens, i) => {
    const start = phraseAt(tokens, i, START);
    if (start) {
      const finish = finishAfter(tokens, start.end);
      if (!finish) return null;
      return {
        end: start.stop,
        text: `work ${spanText(tokens, start.from, start.end, "")}-${spanText(tokens, finish.from, finish.end, "")}`,
      };
    }
    const finish = phraseAt(tokens, i, FINISH);
    if (!finish || !startBefore(tokens, i)) return null;
    // The finish went into the start's range: its item goes, with its comma.
    const stop = itemEnd(tokens, finish.stop) ?? finish.stop;
    const comma = tokens[stop]?.text === "," ? stop + 1 : stop;
    return { end: comma, text: "" };
  },
};
