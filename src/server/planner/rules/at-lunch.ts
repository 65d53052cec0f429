/**
 * Lunchtime as a time for something else (issue 29, kinds 5 and 8): "walk the dog at lunch", "gym
 * over lunch", "call the bank in my lunch break", "pay the rent during lunchtime" are that item in
 * the lunch hours, not a meal called "Walk the dog at lunch": the phrase becomes the plain window
 * "after 12:00 and before 14:00". An item that is itself a meal ("lunch with Sara at lunchtime",
 * "eat something at lunch") keeps its words.
 */

import { phraseAt, spanText, type Rule } from "../core/rules";
import { opensItem, type Tagged } from "../core/tags";

const OPENERS = new Set(["at", "over", "during", "in", "on", "@"]);
const OWNERS = new Set(["my", "the", "a", "our"]);
const LUNCH = new Set(["lunch", "lunchtime", "lunch-time", "lunchbreak"]);
const BREAK = new Set(["break", "hour", "time"]);
/** Words that make the item a meal itself. */
const EATING = new Set(["lunch", "eat", "eating", "meal", "sandwich", "picnic", "brunch", "lunchtime"]);
const LOOK_BACK = 12;

/** Whether the item the phrase ends (back to its start, bounded) has words of its own, none of eating. */
function ownItem(tokens: readonly Tagged[], i: number): boolean {
  let words = 0;
  for (let k = i - 1; k >= 0 && i - k <= LOOK_BACK; k--) {
    const t = tokens[k];
    if (t.kind === "word") {
      if (EATING.has(t.lower)) return false;
      words++;
    }
    if (opensItem(tokens, k, true)) break;
  }
  return words > 0;
}

/**
 * The end of "at lunch", "over my lunch break", "during lunchtime" at i (opener, owner, lunch, break),
 * or i when there is none: for rules whose span holds the phrase between their own words.
 */
export function lunchPhraseEnd(tokens: readonly Tagged[], i: number): number {
  if (!OPENERS.has(tokens[i]?.lower ?? "")) return i;
  let k = i + 1;
  if (OWNERS.has(tokens[k]?.lower ?? "")) k++;
  if (!LUNCH.has(tokens[k]?.lower ?? "")) return i;
  return BREAK.has(tokens[k + 1]?.lower ?? "") ? k + 2 : k + 1;
}

/** What the lunch hours become: the plain window the item reader knows. */
export const LUNCH_WINDOW = "after 12:00 and before 14:00";

export const AT_LUNCH: Rule = {
  name: "part/at-lunch",
  starts: { words: [...OPENERS] },
  match: (tokens, i) => {
    if (!OPENERS.has(tokens[i].lower) || opensItem(tokens, i, true)) return null;
    let k = i + 1;
    if (OWNERS.has(tokens[k]?.lower ?? "")) k++;
    if (!LUNCH.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (BREAK.has(tokens[k]?.lower ?? "")) k++;
    const next = tokens[k];
    // "mark the tests at lunch or after", "at lunch or later": once lunch is done, at the latest (a timed lunch
    // is the one meant); "or before": by the end of the lunch hours.
    if (next?.lower === "or" && ownItem(tokens, i)) {
      const which = tokens[k + 1]?.lower ?? "";
      if (which === "after" || which === "later") return { end: k + 2, text: "after lunch" };
      if (which === "before" || which === "earlier") return { end: k + 2, text: "before 14:00" };
    }
    // "at lunch with Sara": a lunch of its own, with someone.
    if (next?.kind === "word" && !next.unitMinutes && !next.tags.has("and") && !next.tags.has("connector")) return null;
    if (!ownItem(tokens, i)) return null;
    return { end: k, text: LUNCH_WINDOW };
  },
};

/** Openers of an item with the lunch break: "on my lunch break", "en el descanso de la comida", "a la hora de comer". */
const LUNCH_OPENERS: readonly string[][] = [
  ["on", "my", "lunch", "break"],
  ["on", "lunch", "break"],
  ["in", "my", "lunch", "break"],
  ["at", "lunch"],
  ["at", "lunchtime"],
  ["over", "lunch"],
  ["during", "lunch"],
  ["en", "el", "descanso", "de", "la", "comida"],
  ["en", "el", "descanso", "del", "almuerzo"],
  ["en", "la", "pausa", "de", "la", "comida"],
  ["en", "la", "pausa", "del", "almuerzo"],
  ["a", "la", "hora", "de", "comer"],
  ["a", "la", "hora", "del", "almuerzo"],
  ["en", "la", "hora", "de", "la", "comida"],
  // Chile's "colación" (the lunch break at work), and "a la hora de almorzar".
  ...["colación", "colacion"].flatMap((c) => [
    ["a", "la", "hora", "de", c],
    ["a", "la", "hora", "de", "la", c],
    ["en", "la", c],
    ["en", "el", "descanso", "de", "la", c],
  ]),
  ["a", "la", "hora", "de", "almorzar"],
];
const MOST_ITEM = 14;

/**
 * "on my lunch break call the bank", "en el descanso de la comida llamar al banco": the opener says
 * when; the item is the rest ("Call the bank" in the lunch hours, 12:00-14:00; in Spanish 13:00-15:30,
 * when lunch is eaten there). Not an item "Lunch break call the bank" of the meal's kind.
 */
export const LUNCH_FIRST: Rule = {
  name: "part/lunch-first",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    const opener = phraseAt(tokens, i, LUNCH_OPENERS);
    if (!opener) return null;
    let from = i + opener.length;
    if (tokens[from]?.text === "," || tokens[from]?.text === ":") from++;
    const first = tokens[from];
    if (!first || first.kind !== "word" || EATING.has(first.lower) || first.tags.size > 0) return null;
    let end = from;
    while (
      end < from + MOST_ITEM &&
      tokens[end] &&
      tokens[end].kind !== "break" &&
      ![",", ".", ";"].includes(tokens[end].text)
    )
      end++;
    const spanish = opener[0] === "en" || opener[0] === "a";
    const when = spanish ? "después de las 13:00 y antes de las 15:30" : "after 12:00 and before 14:00";
    return { end, text: `${spanText(tokens, from, end)} ${when}` };
  },
};

/** Spanish lunchtime said after the item: "llamar al banco en la comida", "correos a la hora de comer". */
const ES_AFTER: readonly string[][] = [
  ["en", "la", "comida"],
  ["en", "el", "almuerzo"],
  ["durante", "la", "comida"],
  ["durante", "el", "almuerzo"],
  ["a", "la", "hora", "de", "comer"],
  ["a", "la", "hora", "de", "la", "comida"],
  ["a", "la", "hora", "del", "almuerzo"],
  ["en", "el", "descanso", "de", "la", "comida"],
  ["en", "la", "pausa", "de", "la", "comida"],
];
/** Spanish words that make the item a meal itself ("comer con Ana en la comida" is no such item). */
const ES_EATING = new Set(["comer", "comida", "almorzar", "almuerzo", "cenar", "cena", "merendar", "desayunar"]);

/**
 * "llamar al banco en la comida", "mandar el correo a la hora de comer": the item in the Spanish lunch
 * hours (13:00-15:30), not a meal titled "Llamar al banco en la comida". "en la comida de empresa"
 * (a lunch of its own) and an item that is eating keep their words.
 */
export const AT_LUNCH_ES: Rule = {
  name: "part/at-lunch-es",
  starts: { words: ["en", "a", "durante"] },
  match: (tokens, i) => {
    if (opensItem(tokens, i, true)) return null;
    const phrase = phraseAt(tokens, i, ES_AFTER);
    if (!phrase) return null;
    const k = i + phrase.length;
    const next = tokens[k];
    if (next?.kind === "word" && !next.tags.has("and") && !next.tags.has("connector")) return null;
    if (!ownItem(tokens, i)) return null;
    for (let j = i - 1; j >= 0 && i - j <= LOOK_BACK && !opensItem(tokens, j + 1, true); j--)
      if (ES_EATING.has(tokens[j].lower)) return null;
    return { end: k, text: "después de las 13:00 y antes de las 15:30" };
  },
};
