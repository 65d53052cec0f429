/**
 * Items inside an event written earlier (issue 29, kind 8): "on the layover: call mum, shower",
 * "during the match ...", "en la escala: llamar a mamá", "في الترانزيت أكلم أمي". When the word
 * after "on/during/in/en/durante/في" names an item written before (within a bounded look-back), or
 * a timed item written after it ("on the train read the report, train 8:10-9"), the phrase becomes the plain "during <item>" that the item reader turns into that item's window.
 */

import { spanText, readClock, type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";
import { SPANISH_INFINITIVE, TASK_VERBS } from "../segment-words";

const OPENERS = new Set(["on", "during", "in", "en", "durante", "في", "وفي", "خلال"]);
const ARTICLES = new Set(["the", "my", "la", "el", "mi"]);
/** How far back the named item is looked for (tokens): bounded, so the pass stays linear. */
const LOOK_BACK = 120;

/** The word without case or the Arabic article, to compare "الترانزيت" with "ترانزيت". */
function stem(w: string): string {
  const lower = w.toLowerCase();
  return lower.startsWith("ال") && lower.length > 4 ? lower.slice(2) : lower;
}

export function namedBefore(tokens: readonly Tagged[], i: number, word: string): boolean {
  for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--)
    if (tokens[k].kind === "word" && stem(tokens[k].text) === word) return true;
  return false;
}

const OWN_FROM = new Set(["from", "till", "until", "til"]);
/** How far into its item an item's own hours are looked for. */
const OWN_AHEAD = 8;

/** "... from 1.30 till 5": the item at k has a range of its own (a cue then a clock) before it ends. */
function ownHours(tokens: readonly Tagged[], k: number): boolean {
  for (let j = k; j < k + OWN_AHEAD && !closesItem(tokens[j]); j++)
    if (OWN_FROM.has(tokens[j].lower) && readClock(tokens, j + 1)) return true;
  return false;
}

/** How far ahead a timed item the words name is looked for ("on the train read the report, train 8:10-9"). */
const LOOK_AHEAD = 60;

/** An item written later that opens with the word and has a time of its own within a few tokens. */
function timedItemAfter(tokens: readonly Tagged[], i: number, word: string): boolean {
  for (let k = i + 1; k < tokens.length && k <= i + LOOK_AHEAD; k++) {
    if (tokens[k].kind !== "word" || stem(tokens[k].text) !== word || !opensItem(tokens, k, true)) continue;
    // "on the phone with mum, phone the bank at 10": a verb opening the later item names no event.
    if (TASK_VERBS.has(word) || ARTICLES.has(tokens[k + 1]?.lower ?? "")) continue;
    for (let j = k + 1; j <= k + 4 && j < tokens.length && !closesItem(tokens[j]); j++)
      if (tokens[j].kind === "clock" || (tokens[j].kind === "number" && readClock(tokens, j))) return true;
  }
  return false;
}

/**
 * A vehicle and the trips it is ("on the plane" is the flight written before): what an item done
 * aboard names ("eat lunch on the train", "comer en el tren", "أتغدى في القطار").
 */
const ABOARD: ReadonlyMap<string, readonly string[]> = new Map([
  ["train", ["train"]],
  ["plane", ["plane", "flight"]],
  ["flight", ["flight", "plane"]],
  ["ferry", ["ferry", "boat", "crossing"]],
  ["boat", ["boat", "ferry"]],
  ["bus", ["bus", "coach"]],
  ["coach", ["coach", "bus"]],
  ["tren", ["tren"]],
  ["avión", ["avión", "vuelo"]],
  ["avion", ["avion", "vuelo"]],
  ["vuelo", ["vuelo", "avión", "avion"]],
  ["barco", ["barco", "ferry"]],
  ["autobús", ["autobús", "bus"]],
  ["قطار", ["قطار"]],
  ["طيارة", ["طيارة", "رحلة"]],
  ["طائرة", ["طائرة", "رحلة"]],
]);

/** Every word of a trip by its vehicle (order.ts: what is done aboard stays inside the trip). */
export const VEHICLES: ReadonlySet<string> = new Set([...ABOARD.values()].flat());

export const DURING_EVENT: Rule = {
  name: "anchor/during-event",
  starts: { words: [...OPENERS] },
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower)) return null;
    let k = i + 1;
    if (ARTICLES.has(tokens[k]?.lower ?? "")) k++;
    const noun = tokens[k];
    if (noun?.kind !== "word" || noun.tags.size > 0 || noun.text.length < 3) return null;
    const word = stem(noun.text);
    // Inside an item only "during" says it ("work emails 1h during nap time"); "on"/"in" open one.
    // But for a trip written before ("eat lunch on the train", "prep slides on the ferry"): aboard it.
    const aboard = ABOARD.get(word)?.find((w) => namedBefore(tokens, i, w));
    if (aboard && !opensItem(tokens, i, true)) return { end: k + 1, text: `during ${aboard}` };
    if (!opensItem(tokens, i, true) && tokens[i].lower !== "during" && tokens[i].lower !== "durante") return null;
    // "on site w/ Dave from 1.30 till 5": an item with hours of its own is that event, not inside one.
    if (tokens[i].lower === "on" && ownHours(tokens, k + 1)) return null;
    // "nap time", "la hora de la siesta": the time of the item is the item.
    const end = tokens[k + 1]?.lower === "time" ? k + 2 : k + 1;
    return namedBefore(tokens, i, word) || timedItemAfter(tokens, i, word) ? { end, text: `during ${word}` } : null;
  },
};

const WHO = new Set(["they", "he", "she", "kids", "baby", "twins", "children", "boys", "girls", "dad", "mum", "mom"]);
const RANGE_TO = new Set(["-", "–", "to", "till", "until"]);

/** How far back in its item a clause looks for the item's own clock time. */
const ITEM_BACK = 12;

/** Words before a bare number that make it a clock time: "between 3", "at 4", "3 and 4", "from 2". */
const CLOCK_LEADS = new Set(["between", "from", "at", "and", "to", "-", "–", "till", "until", "@"]);

/** A clock time earlier in the same item (the window the "while" clause only explains). */
function timedBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - ITEM_BACK; k--) {
    const t = tokens[k];
    if (t.kind === "break") return false;
    if (t.kind === "clock" || (t.kind === "number" && CLOCK_LEADS.has(tokens[k - 1]?.lower ?? ""))) return true;
  }
  return false;
}

/**
 * "work emails 1h while they nap (1-2:30)", "read while the baby sleeps 1 to 3": someone else's
 * span is the item's window (it goes inside it), never the item's own hours nor its title. Written
 * after the item's own window ("between 3 and 4 while he naps") it only says why: no item of its own.
 * Bounded: "while", at most three words, and a range (or ITEM_BACK tokens back for the window).
 */
export const WHILE_WINDOW: Rule = {
  name: "anchor/while-window",
  starts: { words: ["while", "whilst"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "while" && tokens[i].lower !== "whilst") return null;
    let k = i + 1;
    if (tokens[k]?.lower === "the") k++;
    if (!WHO.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.kind !== "word") return null;
    k++;
    // "work emails, 45m, between 3 and 4 while he naps": the window was written before the clause.
    if (closesItem(tokens[k]) || tokens[k].text === "," || tokens[k].text === "،")
      return timedBefore(tokens, i) ? { end: k, text: "" } : null;
    const open = tokens[k]?.text === "(";
    if (open || tokens[k]?.lower === "from") k++;
    const a = readClock(tokens, k);
    if (!a || !RANGE_TO.has(tokens[a.end]?.lower ?? "")) return null;
    const b = readClock(tokens, a.end + 1);
    if (!b) return null;
    let end = b.end;
    if (open) {
      if (tokens[end]?.text !== ")") return null;
      end++;
    }
    return { end, text: `between ${spanText(tokens, k, a.end, "")} and ${spanText(tokens, a.end + 1, b.end, "")}` };
  },
};

/** Most words between "mientras" and the bracketed hours: "mientras duermen la siesta (2 a 4)". */
const MOST_MIENTRAS = 6;

/**
 * "mientras duermen la siesta (2 a 4) lavar ropa y contestar correos 1 hr": someone else's hours,
 * in brackets, opening the item, are the window of every item the sentence goes on to (a label
 * "between 2 and 4:", segments.ts), never an item of their own nor words of a title. Bounded:
 * MOST_MIENTRAS words, then "(h a h)".
 */
export const WHILE_HOURS: Rule = {
  name: "anchor/mientras-hours",
  starts: { words: ["mientras"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "mientras" || !opensItem(tokens, i, true)) return null;
    let k = i + 1;
    while (k <= i + MOST_MIENTRAS && tokens[k]?.kind === "word") {
      if (TASK_VERBS.has(tokens[k].lower) || SPANISH_INFINITIVE.test(tokens[k].lower)) return null;
      k++;
    }
    if (k === i + 1 || tokens[k]?.text !== "(") return null;
    const a = readClock(tokens, k + 1);
    if (!a || !["a", "-", "–"].includes(tokens[a.end]?.lower ?? "")) return null;
    const b = readClock(tokens, a.end + 1);
    if (!b || tokens[b.end]?.text !== ")" || tokens[b.end + 1]?.kind !== "word") return null;
    const from = spanText(tokens, k + 1, a.end, "");
    return { end: b.end + 1, text: `between ${from} and ${spanText(tokens, a.end + 1, b.end, "")}:` };
  },
};

const THEN_WORDS = new Set(["then", "there", "meanwhile"]);

/**
 * "they nap 1-2:30 so I can do 1h of work emails then": what the person does "so I can ... then"
 * after someone's timed span is done inside it ("..., during nap: do 1h of work emails"), never an
 * item titled "Can do of work emails" after the span. Bounded: LOOK_BACK_SPAN tokens back for the
 * span and MOST_CLAUSE tokens of the clause.
 */
const LOOK_BACK_SPAN = 8;
const MOST_CLAUSE = 14;

/** Words between the span's name and its time: "naps around 1", "they nap from about 1". */
const TIME_CUES = new Set(["around", "about", "at", "@", "from", "roughly", "approx", "~", "till", "until", "til"]);

/**
 * The span's word: the word right before the first time of the clause that ends before i, past the
 * words that cue the time ("naps around 1 so I can ...": "naps", not "around").
 */
function spanWord(tokens: readonly Tagged[], i: number): string | undefined {
  let word: string | undefined;
  for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK_SPAN; k--) {
    const t = tokens[k];
    if (t.kind === "break" || t.text === "," || t.text === ".") break;
    if (t.kind !== "number" && t.kind !== "clock") continue;
    let w = k - 1;
    while (w > 0 && k - w <= 2 && TIME_CUES.has(tokens[w].lower)) w--;
    if (tokens[w]?.kind === "word" && !TIME_CUES.has(tokens[w].lower)) word = stem(tokens[w].text);
  }
  return word;
}

/** Where a clause that opens at i closes: a line break, a comma, a full stop (at most MOST_CLAUSE tokens). */
function clauseEnd(tokens: readonly Tagged[], i: number): number {
  let end = i;
  while (end < i + MOST_CLAUSE && end < tokens.length && tokens[end].kind !== "break") {
    if ([",", ".", ";"].includes(tokens[end].text)) break;
    end++;
  }
  return end;
}

/**
 * "nap time 1-2.30 -> do the Ofsted paperwork then", "they nap 1-3, then do the accounts then": a
 * clause after a timed span that itself ends in "then" is done at that time, inside the span
 * (", during nap: do the Ofsted paperwork"), never after it at the end of the day. A clause with
 * no closing "then" ("gym 7-8 then emails") is the next item, as before.
 */
export const THEN_THEN: Rule = {
  name: "anchor/then-then",
  starts: { words: ["then", "->", "→", "=>", "-", ","] },
  match: (tokens, i) => {
    let open = i;
    if (tokens[open].text === ",") open++;
    const t = tokens[open];
    if (t?.text === "-" && tokens[open + 1]?.text === ">" && t.end === tokens[open + 1].start) open += 2;
    else if (t?.lower === "then" || t?.text === "->" || t?.text === "→" || t?.text === "=>") open += 1;
    else return null;
    const word = spanWord(tokens, i);
    if (!word) return null;
    const end = clauseEnd(tokens, open);
    // (The clause must close there, not run past the bound: "... takes like an hour and then pick up ...".)
    const closed = end >= tokens.length || tokens[end].kind === "break" || [",", ".", ";"].includes(tokens[end].text);
    if (!closed || tokens[end - 1]?.lower !== "then" || end - 1 <= open) return null;
    if (tokens[end - 2]?.tags.has("and")) return null;
    return { end, text: `, during ${word}: ${spanText(tokens, open, end - 1)}` };
  },
};

export const SO_I_CAN: Rule = {
  name: "anchor/so-i-can",
  starts: { words: ["so"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "so" || tokens[i + 1]?.lower !== "i" || tokens[i + 2]?.lower !== "can") return null;
    // The span's word: the word right before the first time of the clause before "so".
    const word = spanWord(tokens, i);
    if (!word) return null;
    let end = i + 3;
    while (
      end < i + MOST_CLAUSE &&
      end < tokens.length &&
      tokens[end].kind !== "break" &&
      ![",", ".", ";"].includes(tokens[end].text)
    )
      end++;
    let last = end;
    if (THEN_WORDS.has(tokens[last - 1]?.lower ?? "")) last--;
    if (last <= i + 3) return null;
    const middle = spanText(tokens, i + 3, last);
    return { end, text: `, during ${word}: ${middle}` };
  },
};

const WHILE = new Set(["while", "whilst", "mientras"]);
/** First-person verbs that open the item after the clause: "mientras nada hago la compra", "while she swims I do ...". */
const I_DO = new Set(["hago", "voy", "aprovecho", "paso", "compro", "llamo", "i", "i'll", "ill", "do", "get", "grab"]);
/** Words between a timed item's name and its time: "natación (4 a 5)", "swimming at 4", "football from 5". */
const TIME_GLUE = new Set([
  "(",
  ")",
  "at",
  "a",
  "las",
  "la",
  "de",
  "from",
  "@",
  "-",
  "–",
  "to",
  "till",
  "pm",
  "am",
  "y",
]);
const MOST_WHILE_CLAUSE = 6;

/** The name of the last timed item before i: the word before its time. */
function lastTimedName(tokens: readonly Tagged[], i: number): string | undefined {
  for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK_SPAN * 3; k--) {
    const t = tokens[k];
    if (t.kind !== "number" && t.kind !== "clock") continue;
    let w = k - 1;
    while (w >= 0 && (TIME_GLUE.has(tokens[w].lower) || tokens[w].kind === "number" || tokens[w].kind === "clock")) w--;
    const name = tokens[w];
    return name?.kind === "word" && name.tags.size === 0 && name.text.length > 2 ? stem(name.text) : undefined;
  }
  return undefined;
}

/**
 * "la llevo a natación (4 a 5). mientras nada hago la compra", "swimming at 4, while she swims I'll
 * grab petrol" (issue 29, kind 8): what is done while someone else's timed item runs goes inside
 * that item, never first thing in the morning with the clause in its title. The clause becomes
 * "during <item>:". Bounded: MOST_WHILE_CLAUSE words and a short look-back.
 */
export const WHILE_ITEM: Rule = {
  name: "anchor/while-item",
  starts: { words: [...WHILE] },
  match: (tokens, i) => {
    // ("... y mientras entrena hago la compra": after "and" too.)
    if (!WHILE.has(tokens[i].lower) || !(opensItem(tokens, i, true) || tokens[i - 1]?.tags.has("and"))) return null;
    let k = i + 1;
    while (k < i + MOST_WHILE_CLAUSE && tokens[k]?.kind === "word" && !I_DO.has(tokens[k].lower)) {
      if (TASK_VERBS.has(tokens[k].lower) || SPANISH_INFINITIVE.test(tokens[k].lower)) break;
      k++;
    }
    if (k === i + 1 || !tokens[k]) return null;
    const comma = tokens[k].text === ",";
    if (!comma && !(tokens[k].kind === "word" && k > i + 1)) return null;
    const name = lastTimedName(tokens, i);
    if (!name) return null;
    // "I'll do the groceries": the person is no word of the title.
    let from = comma ? k + 1 : k;
    if (["i", "i'll", "ill"].includes(tokens[from]?.lower ?? "")) from++;
    return { end: from, text: `during ${name}: ` };
  },
};

/** The rules of this file, in the order the grammar pass tries them (the first wins a tie). */
export const DURING_RULES: readonly Rule[] = [DURING_EVENT, WHILE_WINDOW, WHILE_HOURS, SO_I_CAN, THEN_THEN, WHILE_ITEM];
