/**
 * Closing time is the end of the work day (issue 29, kinds 4 and 8): "sweep + clean stations 20 min
 * at close", "cash up after close", "restock at closing time", "mop the floor once we close", "van check
 * end of shift" go after
 * work: the phrase becomes the plain "after work" and is never part of a title ("after closing the
 * books": a verb with its object, left alone). So does a trailing Spanish "al cerrar", "al cierre".
 * Opening the item, before its verb, too (kind from blind es23): "despues de cerrar pasar la fregona",
 * "tras cerrar, cuadrar la caja", "after closing mop the floor" ("después de cerrar la caja" is the box).
 * With what is closed, when the item's verb follows it (kind short23-3): "despues de cerrar la caja llamar
 * a mama", "after closing the books email the accountant" are the call and the email, after work.
 */

import { readClock, type Rule } from "../core/rules";
import { TASK_VERBS } from "../segment-words";
import type { Tagged } from "../core/tags";

const LEADS = new Set(["at", "after", "once", "when", "@"]);
const CLOSE = new Set(["close", "closing", "closeup", "lockup", "lock-up"]);
const WE = new Set(["we", "i", "they"]);
const SHUT = new Set(["close", "shut", "lock"]);

/** The phrase may end here: the item ends, or a length, a bracket or a comma follows. */
function ends(t: Tagged | undefined): boolean {
  return t === undefined || t.kind !== "word" || t.unitMinutes !== undefined || t.count !== undefined;
}

/** Shop verbs after "after closing" that open the item ("after closing mop the floor"), and calls ("ring Jo"). */
const SHOP_VERBS = new Set(
  "mop sweep cash count restock wipe hoover vacuum lock tidy ring call phone text message".split(" "),
);
/** A Spanish infinitive (with its pronoun) that opens the item: "pasar", "barrerla"; not "bar", "lugar". */
const INFINITIVE = /^\p{L}{2,}(?:ar|er|ir)(?:lo|la|los|las|le|les|se)?$/u;
const NOT_VERBS = new Set(["lugar", "hogar", "altar", "azúcar", "azucar", "mar"]);

/** The item's own words start at k after a leading closing phrase: its verb, or a comma or colon. */
function verbAt(tokens: readonly Tagged[], k: number, spanish: boolean): boolean {
  const t = tokens[k];
  if (t?.text === "," || t?.text === ":") return true;
  if (t?.kind !== "word") return false;
  if (!spanish) return TASK_VERBS.has(t.lower) || SHOP_VERBS.has(t.lower);
  return INFINITIVE.test(t.lower) && !NOT_VERBS.has(t.lower);
}

/** Words that open what is closed: "the books", "la caja", "my laptop". */
const DETERMINERS = new Set(["the", "my", "our", "el", "la", "los", "las", "mi", "mis"]);
const MOST_OBJECT = 2;

/** The end of what is closed after k ("the books", "la caja"), when the item's verb follows it; or -1. */
function objectThenVerb(tokens: readonly Tagged[], k: number, spanish: boolean): number {
  if (!DETERMINERS.has(tokens[k]?.lower ?? "")) return -1;
  for (let j = k + 1; j <= k + MOST_OBJECT; j++) {
    const t = tokens[j];
    if (t?.kind !== "word" || verbAt(tokens, j, spanish)) return -1;
    // (Its verb, or a comma before it: "after closing the books, email the accountant".)
    if (verbAt(tokens, j + 1, spanish) && (tokens[j + 1].kind === "word" || tokens[j + 1].text === ",")) return j + 1;
  }
  return -1;
}

/** "despues de cerrar", "después del cierre", "tras cerrar" at i: where the phrase ends, or -1. */
function spanishClose(tokens: readonly Tagged[], i: number): number {
  const w = tokens[i].lower;
  if (w === "tras") return tokens[i + 1]?.lower === "cerrar" ? i + 2 : -1;
  if (w !== "después" && w !== "despues") return -1;
  const de = tokens[i + 1]?.lower;
  if (de === "de" && tokens[i + 2]?.lower === "cerrar") return i + 3;
  return de === "del" && tokens[i + 2]?.lower === "cierre" ? i + 3 : -1;
}

/** Whether i opens an item: the text's start, or after a break, bullet or sentence end. */
const opens = (tokens: readonly Tagged[], i: number): boolean =>
  i === 0 || tokens[i - 1].kind === "break" || [".", ";", "!"].includes(tokens[i - 1].text);

export const AT_CLOSE: Rule = {
  name: "anchor/at-close",
  starts: { words: [...LEADS, "end", "al", "después", "despues", "tras"] },
  match: (tokens, i) => {
    const es = opens(tokens, i) ? spanishClose(tokens, i) : -1;
    if (es > 0) {
      const end = verbAt(tokens, es, true) ? es : objectThenVerb(tokens, es, true);
      return end > 0 ? { end, text: "después del cierre" } : null;
    }
    // Spanish, after the item: "cuadrar la caja al cerrar, 20 min", "barrer al cierre" (issue 29, kind esar12-2).
    if (tokens[i].lower === "al") {
      const c = tokens[i + 1]?.lower ?? "";
      if ((c !== "cerrar" && c !== "cierre") || i === 0 || !ends(tokens[i + 2])) return null;
      return { end: i + 2, text: "después del cierre" };
    }
    const lead = LEADS.has(tokens[i].lower);
    if (!lead && tokens[i].lower !== "end") return null;
    let k = lead ? i + 1 : i;
    if (tokens[k]?.lower === "the") k++;
    if (!lead && tokens[k]?.lower !== "end") return null;
    if (CLOSE.has(tokens[k]?.lower ?? "")) {
      k++;
      if (tokens[k]?.lower === "time") k++;
      // "after close up", "at lock up"
      else if (tokens[k]?.lower === "up") k++;
    } else if (tokens[k]?.lower === "end" && tokens[k + 1]?.lower === "of") {
      // "at the end of my shift", "end of shift"
      k += 2;
      if (tokens[k]?.lower === "my" || tokens[k]?.lower === "the") k++;
      if (tokens[k]?.lower !== "shift") return null;
      k++;
    } else if (WE.has(tokens[k]?.lower ?? "") && SHUT.has(tokens[k + 1]?.lower ?? "")) {
      k += 2;
      if (tokens[k]?.lower === "up") k++;
    } else return null;
    // "after closing the books email the accountant": what is closed, then the item.
    const closed = tokens[k - 1]?.lower === "closing" && opens(tokens, i) ? objectThenVerb(tokens, k, false) : -1;
    if (closed > 0) return { end: closed, text: "after work" };
    if (!ends(tokens[k]) && !(opens(tokens, i) && verbAt(tokens, k, false))) return null;
    // "after 3 when we shut", "from 4pm once we close": the clock before says when closing is; it stands.
    return { end: k, text: clockBefore(tokens, i) ? "" : "after work" };
  },
};

const CLOCK_LEADS = new Set(["after", "at", "from", "@", "past"]);

/** "after 3" right before a "when we shut" at i: a clock after its lead, ending at i. */
function clockBefore(tokens: readonly Tagged[], i: number): boolean {
  if (tokens[i].lower !== "when" && tokens[i].lower !== "once") return false;
  for (let j = i - 1; j >= Math.max(0, i - 4); j--) {
    if (!CLOCK_LEADS.has(tokens[j].lower)) continue;
    return readClock(tokens, j + 1)?.end === i;
  }
  return false;
}
