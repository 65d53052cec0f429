/**
 * Deadlines (issue 29, kind 6): "call the bank before it closes (3pm)", "antes de que cierre (a las
 * 3)", "قبل ما يسكر (الساعة ٣)" are due by that hour; the closing and its hour are never part of the
 * title ("Call the bank closes") nor the item's own time. The phrase becomes the plain "before 3pm".
 * Said plainly ("b4 it shuts at 5.30") likewise. Bounded: a few words and a bracket.
 */

import { spanText, readClock, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const BEFORE = new Set(["before", "antes", "قبل", "b4"]);
const SKIP = new Set([
  "de",
  "que",
  "ما",
  "it",
  "they",
  "the",
  "el",
  "la",
  "shop",
  "bank",
  "banco",
  "tienda",
  "office",
  "store",
]);
const CLOSES = new Set(
  "closes close shuts shut cierra cierre cierran cierren يسكر تسكر يقفل تقفل يغلق تغلق يسكروا يقفلوا".split(" "),
);
const CUES = new Set(["at", "a", "las", "@", "by"]);
const THEN = new Set(["then", "early", "today", "after", "soon"]);

/** Who closes, said after the verb: "antes de que cierren las tiendas", "before the post office closes". */
const SUBJECT_WORDS = 3;
/** Words of when after the hour inside a bracket: "(they shut at 12 on weds)". */
const BRACKET_TAIL = 3;
const PLAIN = (t: Tagged | undefined): boolean => t?.kind === "word" && t.count === undefined;

/** A closing hour said bare is the afternoon's or the evening's: shops do not close at 9 in the morning. */
function closingClock(tokens: readonly Tagged[], k: number, end: number, h: number, mer?: "am" | "pm", m = 0): string {
  if (tokens[k].lower === "half") return `${h < 12 && !mer ? h + 12 : h}:30`;
  if (mer || h >= 12 || h === 0) return spanText(tokens, k, end, "");
  return `${h + 12}:${String(m).padStart(2, "0")}`;
}

/** British "half 4" (4:30), as rules/half-hour.ts reads it, where a closing hour is read. */
function halfHour(
  tokens: readonly Tagged[],
  k: number,
): { h: number; m: number; mer?: "am" | "pm"; end: number } | null {
  const n = tokens[k + 1];
  if (tokens[k]?.lower !== "half" || n?.kind !== "number" || (n.value ?? 0) < 1 || (n.value ?? 0) > 12) return null;
  return { h: n.value ?? 0, m: 30, end: k + 2 };
}

export const CLOSES_AT: Rule = {
  name: "deadline/closes-bracket",
  starts: { words: [...BEFORE] },
  match: (tokens, i) => {
    if (!BEFORE.has(tokens[i].lower)) return null;
    let k = i + 1;
    // "before it closes", "before the post office closes", "antes de que cierre".
    while (k < i + 5 && (SKIP.has(tokens[k]?.lower ?? "") || PLAIN(tokens[k])) && !CLOSES.has(tokens[k].lower)) k++;
    if (!CLOSES.has(tokens[k]?.lower ?? "")) return null;
    // "before close of business", "by close of play": the end of the working day (segment-words.ts, EOD).
    if (tokens[k].lower === "close" && tokens[k + 1]?.lower === "of") return null;
    k++;
    // "b4 it shuts at 5.30", "before the bank closes at 4", "antes de que cierre a las 3": the hour said
    // plainly after the verb. (Read only in part before, "before it" was left to point at the item before.)
    {
      let j = k;
      while (j < k + 3 && CUES.has(tokens[j]?.lower ?? "")) j++;
      const plain = j > k || tokens[k]?.lower === "half" ? (readClock(tokens, j) ?? halfHour(tokens, j)) : null;
      if (plain) {
        const at = closingClock(tokens, j, plain.end, plain.h, plain.mer, plain.m);
        return { end: plain.end, text: tokens[i].lower === "antes" ? `antes de las ${at}` : `before ${at}` };
      }
    }
    const afterVerb = k;
    while (k < afterVerb + SUBJECT_WORDS && PLAIN(tokens[k]) && tokens[k + 1]?.text !== ")") k++;
    // "before it closes", "قبل ما يسكر" with no hour: no time to keep, and no words for the title either.
    if (tokens[k]?.text !== "(") {
      const ends = !tokens[k] || tokens[k].kind === "break" || [",", "،", ".", ";"].includes(tokens[k].text);
      return ends ? { end: k, text: "" } : null;
    }
    k++;
    // "(cierra a las 3:30)", "(closes at 3)": the verb said again inside the bracket.
    while (k < i + 12 && (CUES.has(tokens[k]?.lower ?? "") || CLOSES.has(tokens[k]?.lower ?? ""))) k++;
    const c = readClock(tokens, k);
    if (!c || tokens[c.end]?.text !== ")") return null;
    const clock = closingClock(tokens, k, c.end, c.h, c.mer, c.m);
    return { end: c.end + 1, text: tokens[i].lower === "antes" ? `antes de las ${clock}` : `before ${clock}` };
  },
};

/** Who closes, before the verb: "it", "they", "the bank", "el banco", "que". */
const CLOSER = new Set([
  "it",
  "they",
  "que",
  "the",
  "el",
  "la",
  "bank",
  "banco",
  "shop",
  "tienda",
  "office",
  "oficina",
]);

/** Words of who closes before the verb: "post office", "the garden centre", "la tienda". */
const PLACE_WORDS = 4;

/**
 * "pasar por el banco, cierra a las 15 (!!)", "post office, closes at 5:30", "البنك، يسكر الساعة ٢",
 * "post the orders - post office closes 5.30", "flowers, florist shuts at 5":
 * an item followed by when its place closes is due by then; the closing is no item of its own
 * ("Cierra" at 15:00). The clause becomes the plain "antes de las 15" / "before 5:30" on the item.
 */
export const CLOSES_CLAUSE: Rule = {
  name: "deadline/closes-clause",
  starts: { kinds: ["word"] },
  match: (tokens, i) => {
    const p = tokens[i - 1];
    if (!p || (p.text !== "," && p.text !== "،" && p.text !== "-" && p.text !== "(")) return null;
    let k = i;
    // "it", "the bank"; or a place of a few words of its own: "- post office closes 5.30", ", florist shuts at 5".
    let named = false;
    // ("post office before it closes at 5": the item, and when CLOSES_AT reads.)
    while (k < i + PLACE_WORDS && PLAIN(tokens[k]) && !CLOSES.has(tokens[k].lower) && !BEFORE.has(tokens[k].lower)) {
      if (!CLOSER.has(tokens[k].lower)) named = true;
      k++;
    }
    if (!CLOSES.has(tokens[k]?.lower ?? "")) return null;
    const verb = tokens[k].lower;
    k++;
    // "call the bank b4 5, they close then", "..., shuts early today": the hour is the item's own; no item.
    if (p.text !== "(" && k > i + 1) {
      let e = k;
      while (e < k + 2 && THEN.has(tokens[e]?.lower ?? "")) e++;
      if (e > k && (closesItem(tokens[e]) || tokens[e]?.text === "!")) return { from: i - 1, end: e, text: "" };
    }
    while (k < i + 7 && CUES.has(tokens[k]?.lower ?? "")) k++;
    const c = readClock(tokens, k) ?? halfHour(tokens, k);
    if (!c) return null;
    const spanish = verb.startsWith("cierr");
    if (p.text === "(") {
      // "(shuts half 4)", "(they shut at 12 on weds)": the whole bracket, a few words of when at most.
      let end = c.end;
      while (end < c.end + BRACKET_TAIL && PLAIN(tokens[end])) end++;
      if (tokens[end]?.text !== ")") return null;
      const clock = closingClock(tokens, k, c.end, c.h, c.mer, c.m);
      return { from: i - 1, end: end + 1, text: spanish ? ` antes de las ${clock}` : ` before ${clock}` };
    }
    if (named && !(closesItem(tokens[c.end]) || tokens[c.end]?.text === "!")) return null;
    const clock = tokens[k].lower === "half" ? closingClock(tokens, k, c.end, c.h) : spanText(tokens, k, c.end, "");
    return { from: i - 1, end: c.end, text: spanish ? ` antes de las ${clock}` : ` before ${clock}` };
  },
};
