/**
 * "on 7-3 today", "i'm on 7.30-3.30", "on 8-8 in ED", "on 9 til 5 tmrw", "in 8-12:30" (issue 29, kind 1): being
 * "on" a span of hours, said where an item opens, is the day's shift, the work hours that "work
 * 7-3" already sets (work-window.ts). The phrase was read as nothing (the items went into the
 * shift). "on" becomes "work"; the hours and the rest stay as written. Bounded: a few tokens.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const WHO = new Set(["i'm", "im", "i’m"]);
const THEN = new Set(["today", "tonight", "again", "then", "so"]);
const TO = new Set(["-", "–", "—", "to", "til", "till", "until"]);

export const ON_SHIFT: Rule = {
  name: "work/on-shift",
  starts: { opens: true, words: [...WHO, "i", "on", "in"] },
  match: (tokens, i) => {
    let k = i;
    if (WHO.has(tokens[k].lower)) k++;
    else if (tokens[k].lower === "i" && tokens[k + 1]?.lower === "am") k += 2;
    // "in 8-12:30 (half day)": in at work for those hours, as "on" is.
    if (!opensItem(tokens, i, true) || (tokens[k]?.lower !== "on" && tokens[k]?.lower !== "in")) return null;
    const from = readClock(tokens, k + 1);
    if (!from || !TO.has(tokens[from.end]?.lower ?? "")) return null;
    const to = readClock(tokens, from.end + 1);
    if (!to) return null;
    // "on 8-8 in ED today", "on 7-3 at the depot": where the shift is, the day's own work, not a
    // second job's event (work-window.ts keeps "a shift at the library 1 to 5" as one).
    const at = tokens[to.end]?.lower;
    if (at === "in" || at === "at") {
      let p = to.end + 1;
      if (tokens[p]?.lower === "the") p++;
      const place = p;
      while (p < place + 2 && tokens[p]?.kind === "word" && !THEN.has(tokens[p].lower)) p++;
      if (p > place && (closesItem(tokens[p]) || tokens[p]?.text === "," || THEN.has(tokens[p]?.lower ?? "")))
        return {
          end: p,
          text: `work ${spanText(tokens, k + 1, to.end, tokens[from.end].kind === "punct" ? "" : " ")}`,
        };
    }
    return { end: k + 1, text: "work" };
  },
};

const SHIFT_KIND = new Set(["split", "double", "split-shift"]);
const SHIFT = new Set(["shift", "shifts"]);
/** Words that may follow on the line: "split shift again ugh", "double shift today!!". */
const SHIFT_TAIL = new Set(["again", "today", "ugh", "urgh", "lol", "day", "week", "this", "so", "tho"]);

/**
 * "split shift again 🚌", "double shift today ugh" (issue 29, kind 3): a line naming the kind of day's
 * work, with no hours, is a header; the shifts' own lines give their hours. No task "Split shift".
 */
export const SHIFT_HEADER: Rule = {
  name: "aside/shift-header",
  starts: { words: [...SHIFT_KIND] },
  match: (tokens, i) => {
    if (!SHIFT_KIND.has(tokens[i].lower) || !opensItem(tokens, i)) return null;
    let k = i + 1;
    if (tokens[i].lower !== "split-shift") {
      if (!SHIFT.has(tokens[k]?.lower ?? "")) return null;
      k++;
    }
    while (
      k < i + 6 &&
      (SHIFT_TAIL.has(tokens[k]?.lower ?? "") || tokens[k]?.kind === "emoji" || tokens[k]?.text === "!")
    )
      k++;
    return closesItem(tokens[k]) ? { end: k, text: "" } : null;
  },
};
