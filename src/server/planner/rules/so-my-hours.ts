/**
 * The day's work hours said as what follows from where the person is (issue 29, r11 kind 7): "I'm in
 * Singapore, team's in London (8 hrs behind) so my workday is 2pm-10pm", "kids are at Gran's so my
 * shift is 7-3", "clients are in NYC, so my hours are 1 to 9" are "work 2pm-10pm": the reason before
 * "so" is no item ("In Singapore"), the hours are the work window, not an event titled "Workday".
 * Only a line that opens with the reason (no clock in it) and has the hours right after "so my ...";
 * bounded: MOST tokens.
 */

import { readClock, spanAsWritten, type Rule } from "../core/rules";

const MOST = 30;
const WHOSE = new Set(["my", "our", "the"]);
/** What names the work hours: "workday", "work day", "working day", "hours", "working hours", "shift". */
const HOURS: readonly (readonly string[])[] = [
  ["working", "hours"],
  ["work", "hours"],
  ["working", "day"],
  ["work", "day"],
  ["workday"],
  ["hours"],
  ["shift"],
];
const BE = new Set(["is", "are", "runs", "run", "'s", "’s", "will", "be", "becomes"]);
const TO = new Set(["-", "–", "to", "till", "til", "until"]);

/** The end of "so my workday is 2pm-10pm" opening at k ("so"), with the range's first token, or null. */
function hoursAt(tokens: Parameters<Rule["match"]>[0], k: number): { from: number; end: number } | null {
  let j = k + 1;
  if (WHOSE.has(tokens[j]?.lower ?? "")) j++;
  const words = HOURS.find((h) => h.every((w, n) => tokens[j + n]?.lower === w));
  if (!words) return null;
  j += words.length;
  while (BE.has(tokens[j]?.lower ?? "") && j < k + 8) j++;
  if (tokens[j]?.lower === "from") j++;
  const a = readClock(tokens, j);
  if (!a || !TO.has(tokens[a.end]?.lower ?? "")) return null;
  const b = readClock(tokens, a.end + 1);
  return b ? { from: j, end: b.end } : null;
}

export const SO_MY_HOURS: Rule = {
  name: "work/reason-so-hours",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i > 0 && tokens[i - 1].kind !== "break") return null;
    for (let k = i + 1; k < i + MOST && k < tokens.length; k++) {
      const t = tokens[k];
      if (t.kind === "break" || t.kind === "clock") return null;
      if (t.lower !== "so") continue;
      const hours = hoursAt(tokens, k);
      return hours ? { end: hours.end, text: `work ${spanAsWritten(tokens, hours.from, hours.end)}` } : null;
    }
    return null;
  },
};
