/**
 * Times named by a moment of someone else's day (issue 29, kinds 6 and 9): "post the card before
 * last collection (5.30)", "drop the parcel before the last pickup (4pm)" are due by that hour;
 * "grandkids after school till their mum gets them at 6" lasts until 6; "10am - coffee with the
 * walking group" is at 10. The moment's words are no part of the title. Bounded: a few tokens each.
 */

import { readClock, readLength, spanText, wordsAt, type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";
import { SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";

const BEFORE = new Set(["before", "b4"]);
const UNTIL = new Set(["till", "until", "til"]);
const MOST_WORDS = 5;
const CUES = new Set(["at", "@", "~", "around"]);
/** A loose hour, unbracketed: only these cues ("before the meeting at 3" names an event: clock.ts). */
const ABOUT = new Set(["around", "about", "~", "approx"]);

const plainWord = (t: Tagged | undefined): boolean => t?.kind === "word" && t.count === undefined && !t.unitMinutes;

/** "before last collection (5.30)": a bracketed clock after a few plain words. */
export const BEFORE_NAMED_MOMENT: Rule = {
  name: "deadline/before-named-moment",
  starts: { words: [...BEFORE] },
  match: (tokens, i) => {
    if (!BEFORE.has(tokens[i].lower)) return null;
    let k = i + 1;
    while (k < i + 1 + MOST_WORDS && plainWord(tokens[k]) && !ABOUT.has(tokens[k].lower)) k++;
    // "before the wind picks up around 1pm", "b4 the rain comes about 3": the moment's hour, said loosely.
    if (k >= i + 3 && ABOUT.has(tokens[k]?.lower ?? "")) {
      const c = readClock(tokens, k + 1);
      if (c) return { end: c.end, text: `before ${spanText(tokens, k + 1, c.end, "")}` };
    }
    if (k === i + 1 || tokens[k]?.text !== "(") return null;
    let c0 = k + 1;
    while (CUES.has(tokens[c0]?.lower ?? "")) c0++;
    const c = readClock(tokens, c0);
    if (!c || tokens[c.end]?.text !== ")") return null;
    return { end: c.end + 1, text: `before ${spanText(tokens, c0, c.end, "")}` };
  },
};

/** "till their mum gets them at 6", "until Dad picks them up at 5:30": until that hour. */
export const UNTIL_SOMEONE_AT: Rule = {
  name: "range/until-someone-at",
  starts: { words: [...UNTIL] },
  match: (tokens, i) => {
    if (!UNTIL.has(tokens[i].lower)) return null;
    let k = i + 1;
    while (k < i + 1 + MOST_WORDS + 2 && plainWord(tokens[k]) && !CUES.has(tokens[k].lower)) k++;
    // At least two words ("till their mum ..."): "till 6" and "until lunch" are read already.
    if (k < i + 3 || !CUES.has(tokens[k]?.lower ?? "")) return null;
    const c = readClock(tokens, k + 1);
    if (!c) return null;
    const at = spanText(tokens, k + 1, c.end, "");
    // "free till the school contract at 3:15": the person's own next item, named with no verb, is an item.
    const words = tokens.slice(i + 1, k).map((t) => t.lower);
    if (FREE.has(tokens[i - 1]?.lower ?? "") && OWN.has(words[0]) && !words.some((w) => MOMENT_VERBS.has(w)))
      return { end: c.end, text: `until ${at}, ${spanText(tokens, i + 2, k)} at ${at}` };
    return { end: c.end, text: `until ${at}` };
  },
};

/** "free till …", "off till …": a time of one's own before the next item. */
const FREE = new Set(["free", "off", "chill", "nothing"]);
const OWN = new Set(["the", "my", "our"]);
/** What someone else does at the moment: "till their mum gets them at 6", "till Dad is back at 5". */
const MOMENT_VERBS = new Set(
  "gets get picks pick comes come arrives arrive leaves leave finishes finish is are wakes goes starts opens closes back home".split(
    " ",
  ),
);

const DASHES = new Set(["-", "–", "—", ":"]);

/** "10am - coffee with the walking group", "14:00 – dentist": a time, a dash, then the item. */
export const TIME_DASH_ITEM: Rule = {
  name: "clock/time-dash-item",
  starts: { kinds: ["number", "clock"] },
  match: (tokens, i) => {
    const prev = tokens[i - 1];
    if (prev && prev.kind !== "break" && !(prev.kind === "punct" && ",.;".includes(prev.text))) return null;
    const c = readClock(tokens, i);
    if (!c || (tokens[i].kind !== "clock" && !c.mer)) return null;
    if (!DASHES.has(tokens[c.end]?.text ?? "") || tokens[c.end + 1]?.kind !== "word") return null;
    return { end: c.end + 1, text: spanText(tokens, i, c.end, "") };
  },
};

const BLOCK = new Set(["block", "blocking", "reserve", "keep"]);
const RANGE_TO = new Set(["-", "–", "to", "till", "until"]);
const MOST_BRACKET = 18;

/**
 * "dentist at 1:15 (45 min there and back incl. appt, so block 12:45-2)": the range the person
 * blocks out is the item's time, trip included; the appointment's own hour and the working-out are
 * no part of the title or of another item. Bounded: a bracket of at most MOST_BRACKET tokens.
 */
export const BLOCK_OUT_RANGE: Rule = {
  name: "range/block-out",
  starts: { words: [...CUES], kinds: ["number", "clock"] },
  match: (tokens, i) => {
    let k = i;
    if (CUES.has(tokens[k]?.lower ?? "")) k++;
    const at = readClock(tokens, k);
    if (!at || k === i || tokens[at.end]?.text !== "(") return null;
    for (let j = at.end + 1; j < at.end + MOST_BRACKET && tokens[j] && tokens[j].text !== ")"; j++) {
      if (!BLOCK.has(tokens[j].lower)) continue;
      const a = readClock(tokens, j + 1);
      if (!a || !RANGE_TO.has(tokens[a.end]?.lower ?? "")) return null;
      const b = readClock(tokens, a.end + 1);
      if (!b || tokens[b.end]?.text !== ")") return null;
      return {
        end: b.end + 1,
        text: `${spanText(tokens, j + 1, a.end, "")}-${spanText(tokens, a.end + 1, b.end, "")}`,
      };
    }
    return null;
  },
};

/**
 * "WFH 8-4 but dentist at 1:15", "shift 9-5 but physio 12:30": "but" after an item's hours opens
 * another timed item, as a comma would; the two are never one item with two ranges.
 */
export const BUT_TIMED_ITEM: Rule = {
  name: "list/but-timed-item",
  starts: { words: ["but", "pero"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "but" && tokens[i].lower !== "pero") return null;
    const prev = tokens[i - 1];
    if (!prev || (prev.kind !== "number" && prev.kind !== "clock" && !prev.tags.has("pm") && !prev.tags.has("am")))
      return null;
    if (tokens[i + 1]?.kind !== "word") return null;
    for (let k = i + 2; k < i + 8 && tokens[k]; k++) {
      if (tokens[k].kind === "break" || tokens[k].text === ",") return null;
      if (tokens[k].kind === "clock" || tokens[k].kind === "number") return { end: i + 1, text: "," };
    }
    return null;
  },
};

const WITH = new Set(["con", "with"]);
const AT_HOUR = new Set(["a", "las", "at", "@"]);

/**
 * "curro 9-18 con reunión de equipo a las 12", "shift 7-3 with a huddle at 11": a timed item inside
 * the span just written is an item of its own, never words of the span's title. Bounded: the span's
 * range right before, and a few words.
 */
export const WITH_TIMED_INSIDE: Rule = {
  name: "list/with-timed-inside",
  starts: { words: [...WITH] },
  match: (tokens, i) => {
    if (!WITH.has(tokens[i].lower)) return null;
    const prev = tokens[i - 1];
    const dash = tokens[i - 2];
    const to = dash && (RANGE_TO.has(dash.lower) || dash.lower === "a" || dash.lower === "hasta");
    if (!prev || (prev.kind !== "number" && prev.kind !== "clock") || !to) return null;
    // "at 11", "@ 11", "a las 12" ("a" alone is "a huddle").
    const atHour = (k: number): boolean =>
      AT_HOUR.has(tokens[k]?.lower ?? "") && (tokens[k].lower !== "a" || tokens[k + 1]?.lower === "las");
    let k = i + 1;
    while (k < i + 1 + MOST_WORDS && plainWord(tokens[k]) && !atHour(k)) k++;
    if (k === i + 1 || !atHour(k)) return null;
    let c0 = k + 1;
    if (tokens[c0]?.lower === "las") c0++;
    return readClock(tokens, c0) ? { end: i + 1, text: "," } : null;
  },
};

const NOT_WORDS: readonly [string[], string][] = [
  // "not till after lunch", "not until after 3": the "after" is said already.
  [["not", "till", "after"], "after"],
  [["not", "until", "after"], "after"],
  [["not", "til", "after"], "after"],
  [["not", "till"], "after"],
  [["not", "til"], "after"],
  [["not", "before"], "after"],
  [["no", "earlier", "than"], "after"],
  [["not", "until"], "after"],
  [["no", "antes", "de"], "después de"],
  [["nunca", "antes", "de"], "después de"],
];

/**
 * "go for a run not before 10", "no earlier than 9", "no antes de las 10" (issue 29, kind 8): the
 * item starts then at the earliest. Read as "before 10" it was due by 10, the opposite.
 */
export const NOT_BEFORE: Rule = {
  name: "order/not-before",
  starts: { words: NOT_WORDS.map(([w]) => w[0]) },
  match: (tokens, i) => {
    const hit = NOT_WORDS.find(([words]) => wordsAt(tokens, i, words));
    return hit ? { end: i + hit[0].length, text: hit[1] } : null;
  },
};

const TIMES_SIGN = new Set(["x", "×", "*"]);

/** "review 4 PRs x 20 min": a count times a length is that length each. */
export const COUNT_X_LENGTH: Rule = {
  name: "count/count-x-length",
  starts: { words: [...TIMES_SIGN] },
  match: (tokens, i) => {
    if (!TIMES_SIGN.has(tokens[i].lower) || tokens[i - 1]?.kind !== "word") return null;
    const len = readLength(tokens, i + 1);
    if (!len) return null;
    // A count before it in the item: "4 PRs", "three reports".
    let seen = false;
    for (let k = i - 1; k >= 0 && k >= i - 6 && tokens[k].kind !== "break" && tokens[k].text !== ","; k--)
      if (tokens[k].count !== undefined && tokens[k].kind !== "clock") seen = true;
    return seen ? { end: len.end, text: `${spanText(tokens, i + 1, len.end)} each` } : null;
  },
};

const RIGHT = new Set(["right", "straight", "immediately", "directly", "just"]);
const THAT = new Set(["that", "this", "it", "which"]);

/**
 * "meeting at 11 and straight after write up notes", "right after that, call Tom": after the item
 * before, with no name of its own; never an item "Up notes" or "Right".
 */
export const STRAIGHT_AFTER_VERB: Rule = {
  name: "order/straight-after-verb",
  starts: { words: [...RIGHT, "after"] },
  match: (tokens, i) => {
    let k = i;
    if (RIGHT.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.lower !== "after" || (k === i && !THAT.has(tokens[k + 1]?.lower ?? ""))) return null;
    k++;
    if (THAT.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.text === ",") k++;
    const verb = tokens[k];
    if (!verb || verb.kind !== "word" || !(TASK_VERBS.has(verb.lower) || SPANISH_INFINITIVE.test(verb.lower)))
      return null;
    return { end: k, text: "then " };
  },
};
