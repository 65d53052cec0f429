/**
 * "night shift starts 10pm so today: sleep till 2pm, then gym", "tengo boda el sábado así que hoy:
 * ...": "so today" closes the sentence about the other event and opens the day's list, so the first
 * item of the list is never glued to that event (issue 29, kind 1).
 */

import { type Rule } from "../core/rules";

const TODAY = new Set(["today", "hoy", "tonight"]);
const PART_LABEL = new Set(["morning", "afternoon", "evening", "tonight", "before", "after", "first"]);

/** "so I can", "so that", "so it's": a reason, not the next item. */
const REASON = new Set(
  "i we that it it's its he she they there much many far go do get can need should must will gotta have".split(" "),
);

/**
 * "night shift 8pm-8am tonight so sleep till 2", "gym at 6 so eat early": "so" right after a time
 * closes the timed item and the next one starts.
 */
function afterTime(tokens: Parameters<Rule["match"]>[0], i: number): boolean {
  if (tokens[i].lower !== "so") return false;
  const p = tokens[i - 1];
  const timed = p.kind === "clock" || p.kind === "number" || p.tags.has("pm") || p.tags.has("am") || TODAY.has(p.lower);
  const next = tokens[i + 1];
  return timed && next?.kind === "word" && !REASON.has(next.lower);
}

export const SO_TODAY: Rule = {
  name: "list/so-today",
  starts: { words: ["so", "así", "asi"] },
  match: (tokens, i) => {
    const t = tokens[i];
    // "first of 3 nights tonight (7pm-7am) so: lie in, ...": "so:" opens the day's list.
    if (i > 0 && t.lower === "so" && tokens[i + 1]?.text === ":" && tokens[i - 1].kind !== "break")
      return { end: i + 2, text: "." };
    // "guardia de 7pm a 7am 🏥 así que:", the same in Spanish.
    const asi = t.lower === "así" || t.lower === "asi";
    if (i > 0 && asi && ["que", "q"].includes(tokens[i + 1]?.lower ?? "") && tokens[i + 2]?.text === ":")
      return tokens[i - 1].kind !== "break" ? { end: i + 3, text: "." } : null;
    // "shift 2-10pm, so morning: gym, bank": the label after "so" heads the list.
    if (i > 0 && t.lower === "so" && PART_LABEL.has(tokens[i + 1]?.lower ?? "") && tokens[i + 2]?.text === ":")
      return { end: i + 1, text: "." };
    if (i === 0 || tokens[i - 1].kind === "break" || tokens[i - 1].kind === "punct") return null;
    let k: number;
    if (t.lower === "so") k = i + 1;
    else if ((t.lower === "así" || t.lower === "asi") && ["que", "q"].includes(tokens[i + 1]?.lower ?? "")) k = i + 2;
    else return null;
    if (!TODAY.has(tokens[k]?.lower ?? "")) return afterTime(tokens, i) ? { end: i + 1, text: "." } : null;
    const colon = tokens[k + 1]?.text === ":";
    // "so tonight" keeps its part of the day for what follows; "so today:" is only a heading.
    if (tokens[k].lower === "tonight") return { end: k, text: "." };
    return { end: colon ? k + 2 : k + 1, text: "." };
  },
};

/** Longest line read before its "so today:". */
const LINE_MOST = 16;

/**
 * "exam szn 📚 stats exam thurs so today:", "big week, deadline friday so today:" (issue 29, kind
 * 3): a line with no time of its own that ends "so today:" is the reason for the day, not items;
 * the whole line plans nothing and the list after it is the day's. A line with a time ("night shift
 * starts 10pm so today: ...") is left to SO_TODAY, which keeps that event.
 */
export const SO_TODAY_LINE: Rule = {
  name: "list/so-today-line",
  starts: { opens: true },
  match: (tokens, i) => {
    if (i > 0 && tokens[i - 1].kind !== "break") return null;
    for (let k = i; k < tokens.length && k < i + LINE_MOST; k++) {
      const t = tokens[k];
      if (t.kind === "break" || t.kind === "clock" || t.kind === "number" || t.tags.has("pm") || t.tags.has("am"))
        return null;
      let today = -1;
      if (t.lower === "so" && k > i) today = k + 1;
      else if ((t.lower === "así" || t.lower === "asi") && ["que", "q"].includes(tokens[k + 1]?.lower ?? "") && k > i)
        today = k + 2;
      if (today < 0 || (tokens[today]?.lower !== "today" && tokens[today]?.lower !== "hoy")) continue;
      return tokens[today + 1]?.text === ":" ? { end: today + 2, text: "" } : null;
    }
    return null;
  },
};
