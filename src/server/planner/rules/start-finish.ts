/**
 * The day's work hours written as a start and a finish (issue 29, kind 4): "start 6:30 ... finish at
 * 3:30", "start work 9, done 5:30", "clock in 7, clock out 3" are work from the one to the other,
 * not an evening event called "Start" and another called "Finish". The start becomes the plain
 * "work 6:30-3:30" (the range reader gives both their morning and afternoon) and the finish, later
 * in the text, goes. Only items that are that phrase alone.
 */

import { spanText, readClock, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const START = new Set(["start", "starting", "begin", "clock-in"]);
const FINISH = new Set(["finish", "finishing", "done", "off", "clock-out", "end", "ending"]);
const WORK = new Set(["work", "working", "shift", "at", "@", "around", "by"]);
/** How far the finish is looked for (tokens): bounded, so the pass stays linear. */
const LOOK = 120;

/** The clock of "start [work] [at] 6:30" opening an item at i, and the item's end, or null. */
function phraseAt(
  tokens: readonly Tagged[],
  i: number,
  words: ReadonlySet<string>,
): { from: number; end: number } | null {
  const t = tokens[i];
  if (t?.kind !== "word" || !opensItem(tokens, i, true)) return null;
  let k = i + 1;
  if (t.lower === "clock" && (tokens[k]?.lower === "in" || tokens[k]?.lower === "out")) {
    if ((tokens[k].lower === "in") !== (words === START)) return null;
    k++;
  } else if (!words.has(t.lower)) return null;
  while (k < i + 4 && WORK.has(tokens[k]?.lower ?? "")) k++;
  const c = readClock(tokens, k);
  if (!c) return null;
  const after = tokens[c.end];
  if (!(closesItem(after) || after.text === "," || after.kind === "emoji")) return null;
  return { from: k, end: c.end };
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
  match: (tokens, i) => {
    const start = phraseAt(tokens, i, START);
    if (start) {
      const finish = finishAfter(tokens, start.end);
      if (!finish) return null;
      return {
        end: start.end,
        text: `work ${spanText(tokens, start.from, start.end, "")}-${spanText(tokens, finish.from, finish.end, "")}`,
      };
    }
    const finish = phraseAt(tokens, i, FINISH);
    if (!finish || !startBefore(tokens, i)) return null;
    // The finish went into the start's range: its item goes, with its comma.
    const comma = tokens[finish.end]?.text === "," ? finish.end + 1 : finish.end;
    return { end: comma, text: "" };
  },
};
