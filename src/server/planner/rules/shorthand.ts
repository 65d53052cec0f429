/**
 * Chat shorthand read as the words it stands for (issue 29, kind 6): "b4 6" is "before 6",
 * "tmrw" is "tomorrow", "no later than noon" is "by noon", "re: Sunday" is "about Sunday".
 */

import { phraseAt, type Rule } from "../core/rules";
import { SHORTHAND } from "../core/tags";

const PHRASES: [string[], string][] = [
  [["no", "later", "than"], "by"],
  [["not", "later", "than"], "by"],
  // "revise till then": until the timed item written before, so before it.
  [["till", "then"], "beforehand"],
  [["until", "then"], "beforehand"],
  [["til", "then"], "beforehand"],
  [["hasta", "entonces"], "antes de eso"],
  // "antes d las 11", "a partir d las 4": chat "d" for "de" before a clock time.
  [["d", "las"], "de las"],
  [["d", "la"], "de la"],
  // "no más tarde de las 7", "como muy tarde a las 7": a deadline.
  [["no", "más", "tarde", "de"], "antes de"],
  [["no", "mas", "tarde", "de"], "antes de"],
  [["como", "muy", "tarde", "a"], "antes de"],
  // "learn the script b4 tonight": done by tonight (its evening items), never a title ending in "before".
  ...["before", "b4"].flatMap((b): [string[], string][] => [
    [[b, "tonight"], "by tonight"],
    [[b, "this", "evening"], "by this evening"],
  ]),
  // "sleep 2h in the gap" on a split day: between its two parts, like "in between".
  [["in", "the", "gap"], "in between"],
  [["during", "the", "gap"], "in between"],
  // "mop the hall after lunch sitting", "restock after the lunch rush": after that meal's time.
  ...["after", "before"].flatMap((w) =>
    ["breakfast", "lunch", "dinner"].flatMap((meal) =>
      ["sitting", "rush"].flatMap((n): [string[], string][] => [
        [[w, meal, n], `${w} ${meal}`],
        [[w, "the", meal, n], `${w} ${meal}`],
      ]),
    ),
  ),
  // "ring Jean re: Sunday", "email Bob re the invoice": what it is about, not a heading.
  [["re", ":"], "about"],
  // "before I forget renew the insurance", "while I remember, ring Jo": a reminder to oneself, not an
  // order before something (kind lead15-3).
  ...["before", "b4"].flatMap((b): [string[], string][] => [
    [[b, "i", "forget"], ""],
    [[b, "we", "forget"], ""],
  ]),
  [["while", "i", "remember"], ""],
];

/** Words before the noun "till" (the cash drawer). */
/** PHRASES' words, in their order (phraseAt looks them up by the first), and what each becomes. */
const PHRASE_WORDS = PHRASES.map(([words]) => words);
const PHRASE_TEXT = new Map(PHRASES);

const TILL_OWNERS = new Set(["the", "a", "my", "our", "your", "shop", "cash"]);

const RANGE = new Set(["a", "-", "hasta"]);

/** "las 12", "las 7:30", "la 1", "la una" at k: a clock time after its article ("pa la señora Encarna" is none). */
function isClockAfterArticle(tokens: Parameters<Rule["match"]>[0], k: number): boolean {
  const art = tokens[k]?.lower;
  const t = tokens[k + 1];
  // ("pa las dos cosas": a count of things, not a time.)
  const after = tokens[k + 2];
  if (after?.kind === "word" && !CLOCK_GOES_ON.has(after.lower)) return false;
  if (art === "las") return t?.kind === "number" || t?.kind === "clock" || (t?.count ?? 0) > 1;
  return art === "la" && ((t?.kind === "number" && t.value === 1) || t?.lower === "una" || t?.kind === "clock");
}

/** What may follow the hour of a clock time: "pa las 12 y media", "pa las 7 de la tarde", "pa las 5pm". */
const CLOCK_GOES_ON = new Set(["y", "menos", "de", "del", "en", "pm", "am", "h", "hs", "hrs"]);

/** Two capitals are an acronym ("TB testing", "PQ review"), never chat shorthand ("tb" for "también"). */
const ACRONYM = /^\p{Lu}{2}$/u;

export const SHORTHAND_WORDS: Rule = {
  name: "shorthand/word",
  starts: { words: [...SHORTHAND.keys(), "d", "pa", ...PHRASES.map(([w]) => w[0])] },
  match: (tokens, i) => {
    // ("b4 tonight": the phrase, longer than its shorthand word.)
    const by = tokens[i].lower === "b4" ? phraseAt(tokens, i, PHRASE_WORDS) : undefined;
    if (by) return { end: i + by.length, text: PHRASE_TEXT.get(by) ?? "" };
    const word = SHORTHAND.get(tokens[i].lower);
    if (word !== undefined && tokens[i].kind === "word" && !ACRONYM.test(tokens[i].text))
      return { end: i + 1, text: word };
    // "d 6 a 8 pádel": chat "d" for "de" before a range.
    if (tokens[i].lower === "d" && tokens[i + 1]?.kind === "number" && RANGE.has(tokens[i + 2]?.lower ?? ""))
      return { end: i + 1, text: "de" };
    // "planchar 15 camisas pa las 12", "pa la una": "para" before a clock time, the time it is due by.
    if (tokens[i].lower === "pa" && isClockAfterArticle(tokens, i + 1)) return { end: i + 1, text: "para" };
    const hit = phraseAt(tokens, i, PHRASE_WORDS);
    // "empty the till then go home": the shop's till, not "until then".
    if (hit?.[0] === "till" && TILL_OWNERS.has(tokens[i - 1]?.lower ?? "")) return null;
    return hit ? { end: i + hit.length, text: PHRASE_TEXT.get(hit) ?? "" } : null;
  },
};

const ORDINAL = new Map([
  ["1st", "first"],
  ["2nd", "second"],
  ["3rd", "third"],
]);

/**
 * "wash the kit after the 2nd game": the ordinal in words ("the second game"), which a reference reads
 * as which of the items of that name (references.ts), never an hour 2.
 */
export const ORDINAL_WORDS: Rule = {
  name: "shorthand/ordinal",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const n = tokens[i];
    const suffix = tokens[i + 1];
    if (n.kind !== "number" || !n.glued || suffix?.kind !== "word" || tokens[i - 1]?.lower !== "the") return null;
    const word = ORDINAL.get(`${n.text}${suffix.lower}`);
    return word && tokens[i + 2]?.kind === "word" ? { end: i + 2, text: word } : null;
  },
};
