/**
 * What is done while something else goes on (issue 29, kind 8), said after the item:
 * - someone else's time: "playdate 2-4 ... 2h of work emails while they're out", "mientras están en
 *   el cumple": inside the last timed item written before ("during playdate"), never the morning's
 *   first free slot;
 * - a meal of the person's own: "call mum while eating dinner", "llamar a mamá mientras ceno",
 *   "أكلم أمي وأنا أتعشى": right beside that meal;
 * - cooking a timed meal of their own ("cook dinner at 6, call mum while cooking dinner"): beside it.
 * The clause becomes the plain "during <word>" (someone else's time: its window) or "alongside <word>"
 * (the person's own meal or cooking: right beside it, order.ts) the item reader reads; the clause is
 * no part of the title. Bounded: a few words of clause and a bounded look-back.
 */

import { readClock, spanText, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

const WHILE = new Set(["while", "whilst", "mientras"]);
/** Someone else, and how they are: "while they're out", "while the kids are at the party", "mientras están fuera". */
const OTHERS = new Set([
  ...["they", "they're", "theyre", "he", "he's", "she", "she's", "kids", "children", "twins", "boys", "girls"],
  ...["están", "estan", "está", "esta", "ellos", "ellas", "él", "ella", "los", "las", "niños", "niñas", "peques"],
]);
const ARE = new Set(["are", "is", "'re", "están", "estan", "está"]);
/** Said of people ("they" alone may be things): "kids", "niños". */
const PEOPLE = new Set(["kids", "children", "twins", "boys", "girls", "niños", "niñas", "peques"]);
/**
 * Where or how people are: "while they're out", "while she's at ballet", "mientras están en el cumple".
 * ("trim the mugs while they're leather hard": how the things are, no one's time; the clause goes.)
 */
const PRESENT = new Set(
  (
    "out away at in on with over asleep napping sleeping busy playing there gone home upstairs outside " +
    "nap naps sleep sleeps play plays " +
    "fuera en con dormidos dormidas dormido dormida jugando ocupados ocupadas"
  ).split(" "),
);
/** At most this many words after who ("out", "at the party", "en el cumple de Vera"). */
const MOST_CLAUSE = 5;
/** At most this many words of a clause after a comma ("out", "at the party"). */
const COMMA_CLAUSE = 3;
/** How far back the timed item is looked for (tokens). */
const LOOK_BACK = 60;
const RANGE_TO = new Set(["-", "–", "to", "till", "until", "a", "hasta"]);
/** Words between an item's name and its range: "playdate 2-4", "cumple de 5 a 7", "party from 2 to 4". */
const GLUE = new Set(["from", "de", "desde", "at", "a", "las", "la", "(", "@", ":"]);

/** The end of the clause from k: words up to the item's end (or a comma), or -1. */
function clauseEnd(tokens: readonly Tagged[], k: number): number {
  let end = k;
  while (end < k + MOST_CLAUSE && tokens[end]?.kind === "word") end++;
  // ("make buttercream while they cool (40 min)": the item's bracket after the clause ends it too.)
  return closesItem(tokens[end]) || tokens[end]?.text === "," || tokens[end]?.text === "(" ? end : -1;
}

/**
 * "PIP form, 1 hr, while he's resting 3-5": a clause with hours of its own ending the item is the
 * item's window ("between 3 and 5"), never an event of its own.
 */
function ownRange(tokens: readonly Tagged[], k: number): { end: number; text: string } | null {
  let j = k;
  while (j < k + MOST_CLAUSE + 1 && tokens[j]?.kind === "word") j++;
  const a = readClock(tokens, j);
  if (j === k || !a || !RANGE_TO.has(tokens[a.end]?.lower ?? "")) return null;
  const b = readClock(tokens, a.end + 1);
  if (!b || !(closesItem(tokens[b.end]) || tokens[b.end]?.text === "," || tokens[b.end]?.text === "(")) return null;
  return { end: b.end, text: `between ${spanText(tokens, j, a.end)} and ${spanText(tokens, a.end + 1, b.end)}` };
}

/** The name of the last item before i with a range of its own ("playdate 2-4"): its word before the range. */
function lastRangeName(tokens: readonly Tagged[], i: number): string | undefined {
  for (let k = i - 1; k >= 1 && k >= i - LOOK_BACK; k--) {
    const a = tokens[k];
    if (a.kind !== "clock" && a.kind !== "number") continue;
    const first = readClock(tokens, k);
    if (!first || !RANGE_TO.has(tokens[first.end]?.lower ?? "") || !readClock(tokens, first.end + 1)) continue;
    // The time's start: a number just before ("2" of "2-4" read from "2").
    let w = k - 1;
    while (w >= 0 && GLUE.has(tokens[w].lower)) w--;
    const name = tokens[w];
    if (name?.kind === "word" && name.text.length > 2 && name.tags.size === 0) return name.lower;
  }
  return undefined;
}

/** "ceno" -> the meal it is eating: the word a meal's title holds. */
const EATING: ReadonlyMap<string, string> = new Map([
  ["ceno", "cena"],
  ["cenamos", "cena"],
  ["como", "comida"],
  ["comemos", "comida"],
  ["almuerzo", "almuerzo"],
  ["desayuno", "desayuno"],
  ["meriendo", "merienda"],
  ["أتعشى", "عشا"],
  ["اتعشى", "عشا"],
  ["أتغدى", "غدا"],
  ["اتغدى", "غدا"],
  ["أفطر", "فطور"],
  ["افطر", "فطور"],
]);
/** "while eating dinner", "while having lunch", "while cooking dinner", "mientras hago la cena". */
const DOING = new Set(["eating", "having", "cooking", "making", "prepping", "hago", "preparo", "cocino"]);
const MEALS = new Set(["dinner", "lunch", "breakfast", "tea", "supper", "cena", "comida", "almuerzo", "desayuno"]);
/** "وأنا أطبخ العشا": the Arabic "while I ..." (and I). */
const AR_WHILE = new Set(["وأنا", "وانا", "وإنا"]);
const AR_COOK = new Set(["أطبخ", "اطبخ", "أحضر", "احضر", "أجهز", "اجهز"]);

/** Whether a word names an item written before i or after it (bounded). */
function named(tokens: readonly Tagged[], i: number, word: string): boolean {
  const key = word.replace(/^ال/u, "");
  for (let k = Math.max(0, i - LOOK_BACK); k < tokens.length && k <= i + LOOK_BACK; k++) {
    if (k >= i && k < i + 4) continue;
    const w = tokens[k].lower.replace(/^ال/u, "");
    if (tokens[k].kind === "word" && (w === key || w.startsWith(key))) return true;
  }
  return false;
}

export const WHILE_DOING: Rule = {
  name: "anchor/while-doing",
  starts: { words: [...WHILE, ...AR_WHILE] },
  match: (tokens, i) => {
    const w = tokens[i].lower;
    // "OU essay, 2h, while they're out": after a comma, only someone else's time (below); the comma goes.
    const comma = tokens[i - 1]?.text === "," && ["word", "number"].includes(tokens[i - 2]?.kind ?? "");
    // Said after the item: a word of it right before.
    if (tokens[i - 1]?.kind !== "word" && !comma) return null;
    const who = tokens[i + 1]?.lower === "the" || tokens[i + 1]?.lower === "my" ? tokens[i + 2] : tokens[i + 1];
    if (comma && (!WHILE.has(w) || !OTHERS.has(who?.lower ?? ""))) return null;
    if (AR_WHILE.has(w)) {
      const verb = tokens[i + 1]?.lower ?? "";
      const meal = EATING.get(verb);
      if (meal) return clauseEnd(tokens, i + 2) >= 0 ? { end: i + 2, text: besideMeal(tokens, i, meal, "en") } : null;
      // Cooking: beside the cooking when it is an item of its own ("أطبخ العشا الساعة ٦").
      if (!AR_COOK.has(verb) || tokens[i + 2]?.kind !== "word") return null;
      const end = clauseEnd(tokens, i + 3);
      return end >= 0 && named(tokens, i, verb) ? { end, text: `alongside ${verb}` } : null;
    }
    if (!WHILE.has(w)) return null;
    let k = i + 1;
    if (tokens[k]?.lower === "the" || tokens[k]?.lower === "my") k++;
    const first = tokens[k]?.lower ?? "";
    // A meal being eaten: "mientras ceno", "while eating dinner", "while having lunch".
    const eaten = EATING.get(first);
    if (eaten) {
      const end = clauseEnd(tokens, k + 1);
      return end === k + 1 ? { end, text: besideMeal(tokens, i, eaten, w === "mientras" ? "es" : "en") } : null;
    }
    if (DOING.has(first)) {
      let m = k + 1;
      if (["the", "my", "la", "el"].includes(tokens[m]?.lower ?? "")) m++;
      const meal = tokens[m]?.lower ?? "";
      if (!MEALS.has(meal) || clauseEnd(tokens, m + 1) !== m + 1) return null;
      // Eating it: beside the meal. Cooking it: beside the cooking when that is a timed item of its own.
      if (first === "eating" || first === "having") return { end: m + 1, text: besideMeal(tokens, i, meal, "en") };
      if (cookingTimed(tokens, i)) return { end: m + 1, text: "alongside cook" };
      // ("mientras hago la cena": right before the dinner, when it is cooked; its words would make a meal.)
      if (w === "mientras") return { end: m + 1, text: besideMeal(tokens, i, meal, "es") };
      // No cooking of its own written: the words stay (the item is cooking's, right before the meal:
      // refiners/cook-for-meal.ts), in the evening when it is dinner's, never the morning's first slot.
      const evening = MEAL_PART[meal]?.en === "in the evening" && !partAhead(tokens, m + 1);
      return evening ? { end: m + 1, text: `${spanText(tokens, i, m + 1)} in the evening` } : null;
    }
    if (!OTHERS.has(first)) return null;
    k++;
    if (ARE.has(tokens[k]?.lower ?? "")) k++;
    const range = ownRange(tokens, k);
    if (range) return comma ? { ...range, from: i - 1, text: ` ${range.text}` } : range;
    const end = clauseEnd(tokens, k);
    if (end < 0) return null;
    // (After a comma the clause must end the item, where the others are: "while she swims I'll grab
    // petrol" leads the next item.)
    if (comma && (!PRESENT.has(tokens[k]?.lower ?? "") || end > k + COMMA_CLAUSE)) return null;
    // How the things of the item are: a condition, no part of the title.
    if (!PEOPLE.has(first) && !PRESENT.has(tokens[k]?.lower ?? "")) return { end, text: "" };
    const name = lastRangeName(tokens, i);
    if (!name) return null;
    return comma ? { from: i - 1, end, text: ` during ${name}` } : { end, text: `during ${name}` };
  },
};

/** The part of the day each meal is eaten in, when no time of it is written. */
const MEAL_PART: Record<string, { en: string; es: string }> = {
  dinner: { en: "in the evening", es: "por la noche" },
  supper: { en: "in the evening", es: "por la noche" },
  tea: { en: "in the evening", es: "por la noche" },
  cena: { en: "in the evening", es: "por la noche" },
  عشا: { en: "in the evening", es: "por la noche" },
  lunch: { en: "after 12:00 and before 14:00", es: "después de las 13:00 y antes de las 15:30" },
  comida: { en: "after 12:00 and before 14:00", es: "después de las 13:00 y antes de las 15:30" },
  almuerzo: { en: "after 12:00 and before 14:00", es: "después de las 13:00 y antes de las 15:30" },
  غدا: { en: "after 12:00 and before 14:00", es: "después de las 13:00 y antes de las 15:30" },
};

/** Beside the meal when the text has it, else in that meal's part of the day ("mientras ceno": the evening). */
function besideMeal(tokens: readonly Tagged[], i: number, meal: string, lang: "en" | "es"): string {
  if (named(tokens, i, meal)) return `alongside ${meal}`;
  return MEAL_PART[meal]?.[lang] ?? "";
}

const PARTS = new Set(["morning", "afternoon", "evening", "night", "tonight", "noon", "lunchtime"]);
/** A part of the day or a clock written in the rest of the item (then it says when itself). */
function partAhead(tokens: readonly Tagged[], k: number): boolean {
  for (let j = k; j < k + 6 && !closesItem(tokens[j]); j++)
    if (tokens[j].kind === "clock" || PARTS.has(tokens[j].lower) || readClock(tokens, j)) return true;
  return false;
}

/** "cook dinner at 6": a cooking item with a clock of its own, written before the clause. */
function cookingTimed(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
    if (tokens[k].lower !== "cook") continue;
    for (let j = k + 1; j < k + 6 && j < i; j++) if (tokens[j].kind === "clock" || readClock(tokens, j)) return true;
  }
  return false;
}
