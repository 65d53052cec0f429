/**
 * Work hours a careful person reads (issue 29, p-redo21 kind 11): "work 9-5 but realistically 9.30",
 * "work 9-5, really more like 9.30" start at the later hour ("work 9.30-5"); "on 1430-2230" is a
 * shift, the day's work hours. Bounded: a few tokens each.
 */

import { readClock, spanAsWritten, type Rule } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";
import { fromMinutes } from "../time";

const BUT = new Set(["but", ","]);
const REALLY = new Set(["realistically", "really", "actually", "prob", "probably", "more"]);

export const REAL_START: Rule = {
  name: "clock/real-start",
  starts: { kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const a = readClock(tokens, i);
    if (!a || tokens[a.end]?.text !== "-") return null;
    const b = readClock(tokens, a.end + 1);
    if (!b) return null;
    let k = b.end;
    if (!BUT.has(tokens[k]?.lower ?? "")) return null;
    k++;
    let n = 0;
    for (; n < 3 && (REALLY.has(tokens[k]?.lower ?? "") || tokens[k]?.lower === "like"); n++) k++;
    if (n === 0) return null;
    const c = readClock(tokens, k);
    // The later start lies inside the range: "9-5 but realistically 9.30", not "9-5 but really 6".
    if (!c || c.h * 60 + c.m <= a.h * 60 + a.m || c.h > a.h + 2 || !closesItem(tokens[c.end])) return null;
    return { end: c.end, text: `${spanAsWritten(tokens, k, c.end)}-${spanAsWritten(tokens, a.end + 1, b.end)}` };
  },
};

/** A clock at k written as four digits ("1430") or as a clock atom: [minutes, end], or null. */
function hhmmAt(tokens: Parameters<Rule["match"]>[0], k: number): [number, number] | null {
  const t = tokens[k];
  if (t?.kind === "number" && t.digits === 4 && !t.glued) {
    const v = t.value ?? 0;
    return Math.floor(v / 100) < 24 && v % 100 < 60 ? [Math.floor(v / 100) * 60 + (v % 100), k + 1] : null;
  }
  return t?.kind === "clock" ? [(t.value ?? 0) * 60 + (t.minute ?? 0), k + 1] : null;
}

/** A shift's length, least and most (minutes). */
const SHIFT_LEAST = 4 * 60;
const SHIFT_MOST = 14 * 60;

/**
 * "on 1430-2230", "I'm on 07:00-15:00" opening a line: the person is on shift then, the day's work
 * hours (as "work 1430-2230"), no item called "On". Only 24-hour clocks, a span of 4 to 14 hours.
 */
export const ON_SHIFT_HOURS: Rule = {
  name: "work/on-shift-hours",
  starts: { words: ["on", "i'm", "im"] },
  match: (tokens, i) => {
    const me = tokens[i].lower === "i'm" || tokens[i].lower === "im";
    const on = me ? i + 1 : i;
    if (tokens[on]?.lower !== "on" || !opensItem(tokens, i, true)) return null;
    const a = hhmmAt(tokens, on + 1);
    if (!a || tokens[a[1]]?.text !== "-") return null;
    const b = hhmmAt(tokens, a[1] + 1);
    if (!b || !closesItem(tokens[b[1]])) return null;
    const span = (b[0] - a[0] + 24 * 60) % (24 * 60);
    if (span < SHIFT_LEAST || span > SHIFT_MOST) return null;
    return { end: b[1], text: `work ${fromMinutes(a[0])}-${fromMinutes(b[0])}` };
  },
};
