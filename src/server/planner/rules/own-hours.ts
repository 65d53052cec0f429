/**
 * Work hours written in the text set the day's work window (issue 29, kind 4): "bike shop, I open up
 * 9.30, close 5.30", "we open at 10 and close at 6", "fishmonger 🐟 market's 5-1" say when the
 * person's own place is open: the plain "open 9.30-5.30" (work-window.ts' OPEN_HOURS), never an item
 * "Open up" at 9:30 and a deadline "before 5.30". The place's "'s" only for a workplace noun on the first line.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { type Tagged } from "../core/tags";

const WE = new Set(["i", "we"]);
const OPEN = new Set(["open", "opening"]);
const CLOSE = new Set(["close", "closing", "shut"]);
const JOIN = new Set([",", "and", "then", "&", "-", "–", ";"]);
const RANGE = new Set(["-", "–", "to", "till", "til", "until"]);
/** The person's own place of work, before "'s" and its hours. */
const PLACES = new Set(
  "market stall shop store salon cafe café bar pub kitchen yard site clinic surgery studio office library".split(" "),
);

/** A clock at k after an optional "up" and "at": its text and end. */
function clockAt(tokens: readonly Tagged[], k: number): { text: string; end: number } | null {
  if (tokens[k]?.lower === "up") k++;
  if (tokens[k]?.lower === "at" || tokens[k]?.lower === "from") k++;
  const c = readClock(tokens, k);
  return c ? { text: spanText(tokens, k, c.end, ""), end: c.end } : null;
}

export const OWN_HOURS: Rule = {
  name: "work/own-hours",
  starts: { words: [...WE, ...OPEN] },
  match: (tokens, i) => {
    let k = WE.has(tokens[i].lower) ? i + 1 : i;
    if (!OPEN.has(tokens[k]?.lower ?? "")) return null;
    const from = clockAt(tokens, k + 1);
    if (!from) return null;
    k = from.end;
    if (JOIN.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.lower === "and" || tokens[k]?.lower === "then") k++;
    if (WE.has(tokens[k]?.lower ?? "")) k++;
    if (!CLOSE.has(tokens[k]?.lower ?? "")) return null;
    const to = clockAt(tokens, k + 1);
    if (!to) return null;
    // ("bike shop, I open up 9.30": the place and its hours are one line, "bike shop open 9.30-5.30".)
    const comma = tokens[i - 1]?.text === "," && tokens[i - 2]?.kind === "word";
    const text = `open ${from.text}-${to.text}`;
    return comma ? { from: i - 1, end: to.end, text: ` ${text}` } : { end: to.end, text };
  },
};

export const PLACE_IS_HOURS: Rule = {
  name: "work/place-is-hours",
  // ("salon's 9-5": the place and its "'s" are one word.)
  starts: { words: [...PLACES].flatMap((p) => [`${p}'s`, `${p}’s`]) },
  match: (tokens, i) => {
    const t = tokens[i];
    const base = t.lower.replace(/['’]s$/u, "");
    if (base === t.lower || !PLACES.has(base)) return null;
    for (let k = 0; k < i; k++) if (tokens[k].kind === "break") return null;
    const a = readClock(tokens, i + 1);
    if (!a || !RANGE.has(tokens[a.end]?.lower ?? "") || !readClock(tokens, a.end + 1)) return null;
    return { end: i + 1, text: `${t.text.slice(0, base.length)} open` };
  },
};

const AT = new Set(["at", "in", "@"]);
/** Words of the place's name at most: "stall at Borough", "salon in Kings Heath". */
const NAME_WORDS = 3;

/**
 * "market day 🧀 stall at Borough 7-3", "salon in Kings Heath 9-5": the person's own place, where it is,
 * then its hours, on the first line, are the day's work hours ("stall open 7-3"), never an event
 * "Stall at Borough" that the day's own work has to go around (issue 29, kind 4).
 */
export const PLACE_AT_HOURS: Rule = {
  name: "work/place-at-hours",
  starts: { words: [...PLACES] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (!PLACES.has(t.lower) || !AT.has(tokens[i + 1]?.lower ?? "")) return null;
    for (let k = 0; k < i; k++) if (tokens[k].kind === "break") return null;
    let k = i + 2;
    if (tokens[k]?.lower === "the") k++;
    const name = k;
    while (k < name + NAME_WORDS && tokens[k]?.kind === "word" && !AT.has(tokens[k].lower)) k++;
    if (k === name) return null;
    const a = readClock(tokens, k);
    if (!a || !RANGE.has(tokens[a.end]?.lower ?? "") || !readClock(tokens, a.end + 1)) return null;
    if (namedLater(tokens, a.end, t.lower)) return null;
    return { end: k, text: `${t.text} open ` };
  },
};

const ANCHOR = new Set(["before", "b4", "after", "till", "until", "during"]);

/**
 * "clinic at the health centre 9 till 12.30 ... home visits after clinic": a place the day's other
 * items are said before or after is a session of its own, an event they go around, not the day's hours.
 */
function namedLater(tokens: readonly Tagged[], from: number, place: string): boolean {
  for (let k = from; k < tokens.length; k++) {
    if (tokens[k].lower !== place) continue;
    const before = tokens[k - 1]?.lower === "the" ? tokens[k - 2] : tokens[k - 1];
    if (ANCHOR.has(before?.lower ?? "")) return true;
  }
  return false;
}

const LOG = new Set(["log", "logging", "logged", "clock", "clocking", "sign", "signing"]);
const ON = new Set(["on", "in"]);
const OFF = new Set(["off", "out"]);

/** "log" / "logging" at k, then one of `particles`: the index after them, or -1. */
function verbThen(tokens: readonly Tagged[], k: number, particles: ReadonlySet<string>, verbOptional: boolean): number {
  const verb = LOG.has(tokens[k]?.lower ?? "");
  if (!verb && !verbOptional) return -1;
  const p = verb ? k + 1 : k;
  return particles.has(tokens[p]?.lower ?? "") ? p + 1 : -1;
}

/**
 * "WFH day 💻 logging on 8.30, off at 4.30", "clock in 7, clock out 3": the day's work hours, the plain
 * "work 8.30-4.30" (work-window.ts), never an item "Logging" and a "Leave work" at the end.
 */
export const LOG_ON_OFF: Rule = {
  name: "work/log-on-off",
  starts: { words: [...WE, ...LOG] },
  match: (tokens, i) => {
    const k = WE.has(tokens[i].lower) ? i + 1 : i;
    const on = verbThen(tokens, k, ON, false);
    if (on < 0) return null;
    const from = clockAt(tokens, on);
    if (!from) return null;
    let j = from.end;
    if (JOIN.has(tokens[j]?.lower ?? "")) j++;
    if (tokens[j]?.lower === "and" || tokens[j]?.lower === "then") j++;
    if (WE.has(tokens[j]?.lower ?? "")) j++;
    const off = verbThen(tokens, j, OFF, true);
    const to = off < 0 ? finishAt(tokens, j) : clockAt(tokens, off);
    return to ? { end: to.end, text: `work ${from.text}-${to.text}` } : null;
  },
};

/** Words that end the working day: "finish by 3.15", "done at 4", "knock off at 5". */
const FINISH = new Set(["finish", "finishing", "done", "knock"]);
/** Words read before the finish at most: "tacho says I must finish by 3.15", "have to be done by 4". */
const LEAD_WORDS = 5;

/**
 * "clock on 5.45, tacho says I must finish by 3.15", "sign in 8, done by 4": after the start, the hour the
 * day's work must end, said with a few words before it: the clock's text and end, or null.
 */
function finishAt(tokens: readonly Tagged[], j: number): { text: string; end: number } | null {
  for (let k = j; k < j + LEAD_WORDS + 1 && tokens[k]?.kind === "word"; k++) {
    if (!FINISH.has(tokens[k].lower)) continue;
    let p = k + 1;
    if (tokens[k].lower === "knock" && tokens[p]?.lower === "off") p++;
    if (tokens[p]?.lower === "work") p++;
    if (tokens[p]?.lower === "by") p++;
    return clockAt(tokens, p);
  }
  return null;
}
