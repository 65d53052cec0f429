/**
 * Work hours written in the text set the day (issue 29, kind 4): "night shift again 🌙 in at 21:00",
 * "lates, on at 2pm", "shift - start at 6" say when the shift starts; "in at" is no item of its own
 * (an item "In" at 21:00 and a shift with no time). Read as "shift from 21:00". Only right after a
 * shift's word (and a word like "again" or "today"), across a comma, a dash or an emoji.
 */

import { readClock, resolveHour, spanText, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

/** Words that name a shift on their own ("night shift", "on lates"), and those that do after "night" ("night work"). */
const SHIFT = new Set(["shift", "shifts", "nights", "lates", "earlies", "rota"]);
const AFTER_NIGHT = new Set(["night", "late", "early", "work", "working"]);
const FILLER = new Set(["again", "today", "tonight", "tmrw"]);
const SEPARATOR = new Set([",", "-", "–", "—", ";"]);
const IN = new Set(["in", "on", "start", "starting", "starts", "clocking"]);

/** Whether the word before k (past one filler) names a shift. */
function afterShift(tokens: readonly Tagged[], k: number): boolean {
  let j = k - 1;
  if (FILLER.has(tokens[j]?.lower ?? "")) j--;
  const w = tokens[j]?.lower ?? "";
  // (Not "work" alone: "work in at 9" reads already.)
  return SHIFT.has(w) || (AFTER_NIGHT.has(w) && tokens[j - 1]?.lower === "night");
}

export const SHIFT_IN_AT: Rule = {
  name: "work/shift-in-at",
  starts: { words: [...SEPARATOR, ...IN], kinds: ["emoji"] },
  match: (tokens, i) => {
    const t = tokens[i];
    const sep = t.kind === "emoji" || SEPARATOR.has(t.text);
    const k = sep ? i + 1 : i;
    if (!IN.has(tokens[k]?.lower ?? "") || !afterShift(tokens, i)) return null;
    let c = k + 1;
    // "clocking in at 9", "in at 21:00", "on at 2pm", "start at 6".
    if (tokens[k].lower === "clocking" && tokens[c]?.lower === "in") c++;
    if (tokens[c]?.lower !== "at") return null;
    const clock = readClock(tokens, c + 1);
    if (!clock) return null;
    return { end: clock.end, text: ` from ${spanText(tokens, c + 1, clock.end, "")}` };
  },
};

const OPEN = new Set(["night", "late", "early", "day", "on", "shift", "nights", "lates", "earlies"]);

/**
 * The same from the shift's first word, so that a line that would read as a remark ("night shift
 * again 🌙") keeps its shift: "night shift again 🌙 in at 21:00" is "night shift from 21:00".
 */
export const SHIFT_LINE_IN_AT: Rule = {
  name: "work/shift-line-in-at",
  starts: { words: [...OPEN] },
  match: (tokens, i, context) => {
    if (!OPEN.has(tokens[i].lower)) return null;
    for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
      const m = SHIFT_IN_AT.match(tokens, k, context);
      if (!m) continue;
      const words = tokens
        .slice(i, k)
        .filter((x) => x.kind === "word" && !FILLER.has(x.lower))
        .map((x) => x.text)
        .join(" ");
      return { end: m.end, text: `${words}${m.text}` };
    }
    return null;
  },
};

/**
 * "caretaker at St Mary's 🔑 in from 7", "in at 8 today": on the first line, a bare "in from" or "in
 * at" with an hour says when the person starts, like "7am start" (refiners/start-marker.ts), and is no
 * item "In" at 7. Only where an item opens on the first line, with nothing after the hour but "today".
 */
export const IN_FROM_START: Rule = {
  name: "work/in-from-start",
  starts: { words: ["in"], opens: true },
  match: (tokens, i) => {
    if (tokens[i].lower !== "in" || !opensItem(tokens, i, true)) return null;
    if (tokens[i + 1]?.lower !== "from" && tokens[i + 1]?.lower !== "at") return null;
    for (let k = 0; k < i; k++) if (tokens[k].kind === "break") return null;
    const c = readClock(tokens, i + 2);
    if (!c) return null;
    let end = c.end;
    if (FILLER.has(tokens[end]?.lower ?? "")) end++;
    const next = tokens[end];
    if (
      next &&
      next.kind !== "break" &&
      next.kind !== "emoji" &&
      !(next.kind === "punct" && ".!,;".includes(next.text))
    )
      return null;
    const h = resolveHour(c.h, c.mer);
    return { end: c.end, text: `${h}:${String(c.m).padStart(2, "0")} start` };
  },
};
