/**
 * Why and how of an item, said after it, plan nothing (issue 29, kind 3):
 * - "back up the laptop before the meeting so i have a copy", "print it so that we've got spares",
 *   "kiln on by 3 latest so it's done by morning": the purpose is no item (it was read as one titled
 *   "Copy") nor part of the title (a clause with a time of its own is left to the other readers);
 * - "dentist 10, need to be there", "florist arrives 10, have to be there early": being there is
 *   the event itself, no item titled "There" (BE_THERE reads "be there 2h before", a length);
 * - "text mum when done", "file it once finished", "call him when i'm done": after the item before,
 *   the plain "after that" the order reader knows (ONCE_DONE reads "once the patching is done").
 * Each clause runs to the next comma, bracket or end of item. Bounded: at most MOST tokens.
 */

import { phraseAt, type Rule, type RuleMatch } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const MOST = 10;
const WHO = new Set(["i", "we", "i've", "we've", "ive"]);
/** What the item is done to, after "so": "so it's", "so they're", "so it'll". */
const THINGS = new Set(["it's", "its", "it", "it'll", "they're", "theyre", "they'll", "they"]);
const HAVE = new Set(["have", "has", "get", "got", "know", "'ve", "can't", "dont", "don't", "won't"]);
const NEED = new Set(["need", "needs", "have", "has", "got", "gotta", "must", "should", "i", "i've", "ive", "i'll"]);
const MANNER = new Set(["early", "sharp", "promptly", "in", "person", "on", "time", "myself", "too", "though", "tho"]);
const OPENERS = new Set(["when", "once", "after"]);
const SELF = new Set(["i'm", "im", "i've", "ive", "we're", "it's", "its", "that's", "thats"]);
const DONE = new Set(["done", "finished", "through", "sorted", "complete", "completed"]);

/** Where a clause may end: the end of the item, a comma or a bracket. */
const ends = (t: Tagged | undefined): boolean =>
  closesItem(t) || t?.text === "," || t?.text === ")" || t?.text === "(" || t?.kind === "emoji";

/** The end of the clause that starts at k: the first token that ends it, within MOST tokens. */
function clauseEnd(tokens: readonly Tagged[], k: number, from: number): number | null {
  for (let j = k; j < from + MOST; j++) if (ends(tokens[j])) return j;
  return null;
}

export const SO_I_HAVE: Rule = {
  name: "aside/so-i-have",
  starts: { words: ["so"] },
  match: (tokens, i) => {
    const prev = tokens[i - 1]?.kind;
    if (tokens[i].lower !== "so" || !(prev === "word" || prev === "number" || prev === "clock")) return null;
    let k = i + 1;
    if (tokens[k]?.lower === "that") k++;
    // "kiln on by 3 so it's done by morning", "book the cab so they're not waiting": how the thing will be.
    const thing = THINGS.has(tokens[k]?.lower ?? "");
    if (!WHO.has(tokens[k]?.lower ?? "") && !thing) return null;
    k++;
    // "so i have", "so we get", "so i've got", "so ive".
    const has = tokens[k - 1].lower.endsWith("ve");
    if (HAVE.has(tokens[k]?.lower ?? "")) k++;
    else if (!has && !thing) return null;
    // Anything timed in the clause is not a purpose: leave it to the other readers.
    for (let j = k; j < tokens.length && !ends(tokens[j]); j++) if (tokens[j].kind !== "word") return null;
    const end = clauseEnd(tokens, k, i);
    return end === null || end <= k ? null : { end, text: "" };
  },
};

export const NEED_TO_BE_THERE: Rule = {
  name: "aside/need-to-be-there",
  starts: { words: [...NEED, "to", "be"] },
  match: (tokens, i) => {
    if (tokens[i - 1]?.text !== "," && tokens[i - 1]?.text !== "(") return null;
    let k = i;
    while (NEED.has(tokens[k]?.lower ?? "") && k < i + 3) k++;
    if (k === i) return null;
    if (tokens[k]?.lower === "to") k++;
    if (tokens[k]?.lower !== "be" || tokens[k + 1]?.lower !== "there") return null;
    k += 2;
    while (MANNER.has(tokens[k]?.lower ?? "") && k < i + MOST) k++;
    if (!ends(tokens[k])) return null;
    // The comma before goes too; a bracket around the note goes with it.
    if (tokens[i - 1].text === "(" && tokens[k]?.text === ")") return { from: i - 1, end: k + 1, text: "" };
    return { from: i - 1, end: k, text: "" };
  },
};

export const WHEN_DONE: Rule = {
  name: "anchor/when-done",
  starts: { words: [...OPENERS] },
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower) || i === 0 || tokens[i - 1].kind !== "word") return null;
    let k = i + 1;
    if (SELF.has(tokens[k]?.lower ?? "")) k++;
    if (!DONE.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.lower === "with" && tokens[k + 1]?.lower === "that") k += 2;
    if (!ends(tokens[k])) return null;
    return { end: k, text: "after that" };
  },
};

/** How the person wants to feel after it: "yoga at 7 to unwind", "bath to relax", "para desconectar". */
const FEEL: readonly (readonly string[])[] = [
  ...["unwind", "relax", "destress", "de-stress", "decompress", "recharge", "chill"].map((w) => ["to", w]),
  ["to", "chill", "out"],
  ["to", "wind", "down"],
  ["to", "switch", "off"],
  ["to", "calm", "down"],
  ["to", "clear", "my", "head"],
  ["to", "clear", "the", "head"],
  ...["relajarme", "desconectar", "despejarme", "despejar", "desestresarme", "relajar"].map((w) => ["para", w]),
  ["para", "despejar", "la", "cabeza"],
];
/** Words that may close the feeling: "to relax a bit", "para relajarme un poco". */
const A_BIT: readonly (readonly string[])[] = [
  ["a", "bit"],
  ["un", "poco"],
  ["a", "little"],
];

/**
 * "yoga at 7 to unwind", "long bath to relax, 30 min", "paseo para despejarme" (issue 29, kind 3):
 * why the person does it is no part of the title ("Yoga to unwind"). Only at the end of the item
 * (a comma, a bracket or its end after the phrase).
 */
export const TO_FEEL: Rule = {
  name: "aside/to-feel",
  starts: { words: ["to", "para"] },
  match: (tokens, i) => {
    const prev = tokens[i - 1]?.kind;
    if (!(prev === "word" || prev === "number" || prev === "clock")) return null;
    const feel = phraseAt(tokens, i, FEEL);
    if (!feel) return null;
    let end = i + feel.length;
    end += phraseAt(tokens, end, A_BIT)?.length ?? 0;
    return ends(tokens[end]) || tokens[end]?.text === "!" ? { end, text: "" } : null;
  },
};

const NEEDS = new Set(["needs", "need", "has", "must", "wants"]);
/** "needs doing", "needs to be done", "must be done", "wants finishing". */
const DOING: readonly (readonly string[])[] = [
  ["doing"],
  ["done"],
  ["finishing"],
  ["to", "be", "done"],
  ["to", "get", "done"],
  ["to", "be", "finished"],
  ["be", "done"],
];

/**
 * "vase commission - 2h, needs doing while the furnace is hot (b4 2)", "the accounts, must be done
 * today" (issue 29, kind 3): that the item must be done, and when it suits, said after it, is no item
 * of its own ("Doing while the furnace is hot"); a bracket or a time after the note stays for the
 * other readers. Only after a comma or a dash, the words up to the item's end or a bracket.
 */
export const NEEDS_DOING: Rule = {
  name: "aside/needs-doing",
  starts: { words: [...NEEDS] },
  match: (tokens, i) => {
    const sep = tokens[i - 1]?.text;
    if (!NEEDS.has(tokens[i].lower)) return null;
    const doing = phraseAt(tokens, i + 1, DOING);
    if (!doing) return null;
    // "portfolio reflections need doing, 1 hour": said of the thing right before it, to the clause's end.
    if (sep !== "," && sep !== "-" && sep !== "–") return thingNeedsDoing(tokens, i, i + 1 + doing.length);
    const from = i + 1 + doing.length;
    const end = clauseEnd(tokens, from, i);
    if (end === null) return null;
    for (let j = from; j < end; j++) if (tokens[j].kind !== "word") return null;
    return { from: i - 1, end, text: "" };
  },
};

/** Who may need things: "I need doing" is no thing's state. */
const PEOPLE = new Set(["i", "we", "you", "they", "he", "she", "who"]);

/** "the reflections need doing" with the clause closing right after: the state goes, the thing stays. */
function thingNeedsDoing(tokens: readonly Tagged[], i: number, end: number): RuleMatch | null {
  const prev = tokens[i - 1];
  if (prev?.kind !== "word" || PEOPLE.has(prev.lower) || i < 2) return null;
  if (!ends(tokens[end]) && tokens[end]?.text !== "(") return null;
  return { end, text: "" };
}
