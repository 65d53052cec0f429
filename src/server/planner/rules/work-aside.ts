/**
 * Where the day's work happens, then its hours (issue 29, kind 4): "WFH, 9:30-6.", "remote today:
 * 8-4", "office day - 9 to 5:30" are the work hours, not an aside followed by a range with no item.
 * The words become the plain "work" the work window reads ("work 9:30-6"); the range stays as written.
 */

import { readClock, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const WHERE = new Set(["wfh", "wfo", "remote", "office", "onsite", "on-site", "hybrid"]);
const DAY = new Set(["today", "day", "again", "mode"]);
const SEPARATORS = new Set([",", ":", "-", "–", "—"]);
const TO = new Set(["-", "–", "to", "till", "til", "until"]);

/** A clock range at i: "9:30-6", "8 to 4", "9am-5pm". */
function rangeAt(tokens: readonly Tagged[], i: number): boolean {
  const a = readClock(tokens, i);
  if (!a || !TO.has(tokens[a.end]?.lower ?? "")) return false;
  return readClock(tokens, a.end + 1) !== null;
}

export const WORK_ASIDE_RANGE: Rule = {
  name: "work/where-then-hours",
  starts: { words: [...WHERE] },
  match: (tokens, i) => {
    if (!WHERE.has(tokens[i].lower) || !opensItem(tokens, i, true)) return null;
    let k = i + 1;
    if (DAY.has(tokens[k]?.lower ?? "")) k++;
    if (!SEPARATORS.has(tokens[k]?.text ?? "")) return null;
    k++;
    return rangeAt(tokens, k) ? { end: k, text: "work " } : null;
  },
};

const IN = new Set(["in", "on", "at"]);
/** Places a day's work is spent in: "in the building 9.30-10pm", "on set 6-6", "in the studio 10-7". */
const WORKPLACES = new Set(
  "building theatre theater venue studio set site lab workshop warehouse depot gallery museum unit office".split(" "),
);

/**
 * "SM on the tech 🎭 in the building 9.30am-10pm", "runner, on set 6-6", "in the studio 10-7 today": being
 * in the place of work for a span of hours, on the first line, is the day's work hours (issue 29, kind
 * 4), the plain "work 9.30am-10pm", never an event "In the building" that the day's items clash with.
 */
export const IN_PLACE_HOURS: Rule = {
  name: "work/in-place-hours",
  starts: { words: [...IN] },
  match: (tokens, i) => {
    if (!IN.has(tokens[i].lower) || !opensItem(tokens, i, true)) return null;
    for (let k = 0; k < i; k++) if (tokens[k].kind === "break") return null;
    let k = i + 1;
    if (tokens[k]?.lower === "the") k++;
    if (!WORKPLACES.has(tokens[k]?.lower ?? "")) return null;
    return rangeAt(tokens, k + 1) ? { end: k + 1, text: "work " } : null;
  },
};
