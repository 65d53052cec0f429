/**
 * Anchors hold (issue 29, kind 8): "GP phone appt sometime 12-1, 10 mins", "call anytime 2 to 4" and a
 * bracketed range beside a length of the item's own ("washing (2-3), 30 min"), and a range wished for
 * ("ideally 1-3", "preferably 6-8pm", "1-3 ideally", "idealmente de 4 a 6") give the item a window
 * to fit in, not its start and end: the plain "between 12 and 1" the item reader knows.
 */

import { readClock, readLength, spanText, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";

const LOOSE = new Set(["sometime", "anytime", "whenever", "somewhen"]);
/** "ideally 1-3", "preferably between 6 and 8pm", "idealmente de 4 a 6": a wish, so a window too. */
const WISH = new Set(["ideally", "preferably", "idealmente", "preferiblemente", "preferentemente"]);
const JOIN = new Set(["-", "–", "to", "and", "a", "y"]);
/** Tokens read back and forward for the item's own length. */
const NEAR = 24;

/** "12-1", "2pm to 4", "9.30-10": the two ends of a range at k and where it ends, or null. */
function range(tokens: readonly Tagged[], k: number): { a: string; b: string; end: number } | null {
  const a = readClock(tokens, k);
  if (!a || !JOIN.has(tokens[a.end]?.lower ?? "")) return null;
  const b = readClock(tokens, a.end + 1);
  if (!b || tokens[b.end]?.unitMinutes) return null;
  return { a: spanText(tokens, k, a.end, ""), b: spanText(tokens, a.end + 1, b.end, ""), end: b.end };
}

/** Whether the item around [from, to) says a length of its own outside that span. */
function ownLength(tokens: readonly Tagged[], from: number, to: number): boolean {
  for (let k = to; k < tokens.length && k - to < NEAR && !closesItem(tokens[k]); k++) {
    // "(2-3), 30 min": a length right after the comma is the item's; past it is the next item's
    // ("garden all morning (8-1), quote in Hove at 2:30 (travel 25 min)").
    if (tokens[k].text === "," || tokens[k].text === "،") {
      if (k === to && readLength(tokens, k + 1)) return true;
      break;
    }
    if (readLength(tokens, k)) return true;
  }
  for (let k = from - 1; k >= 0 && from - k < NEAR && !closesItem(tokens[k]); k--) {
    if (readLength(tokens, k)) return true;
    if (opensItem(tokens, k)) break;
  }
  return false;
}

export const WINDOW_WORDS: Rule = {
  name: "anchor/window-words",
  starts: { words: [...LOOSE, ...WISH, "any", "("], kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.text === "(") {
      const r = range(tokens, i + 1);
      if (!r || tokens[r.end]?.text !== ")" || !ownLength(tokens, i, r.end + 1)) return null;
      return { end: r.end + 1, text: `between ${r.a} and ${r.b}` };
    }
    // "1-3 ideally", "(nap time 1-3 ideally)": the wish after the range.
    if (t.kind === "number" || t.kind === "clock") {
      const r = range(tokens, i);
      return r && WISH.has(tokens[r.end]?.lower ?? "") ? { end: r.end + 1, text: `between ${r.a} and ${r.b}` } : null;
    }
    let k = t.lower === "any" && tokens[i + 1]?.lower === "time" ? i + 2 : i + 1;
    if (k === i + 1 && !LOOSE.has(t.lower) && !WISH.has(t.lower)) return null;
    if (["between", "from", "de", "entre"].includes(tokens[k]?.lower ?? "")) k++;
    const r = range(tokens, k);
    return r ? { end: r.end, text: `between ${r.a} and ${r.b}` } : null;
  },
};
