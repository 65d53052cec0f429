/**
 * Things to buy are one errand (issue 29, kind 3): "buy milk, eggs and bread", "pick up nappies, wipes,
 * formula", "shopping list: milk, eggs, bread" are one item to buy them, never "Eggs" and "Bread" as
 * hour-long tasks with no verb of their own. The things are joined with "+" as other joint items are
 * ("Buy milk + eggs + bread"). Only plain things of one to three words (no verb, no name, no activity the
 * lexicon knows, no count), and only a list that ends its item or goes on to where ("... at the post
 * office"). Bounded: a verb or a heading and at most MOST_THINGS things of THING_WORDS words.
 */

import { type Rule } from "../core/rules";
import { closesItem, opensItem, type Tagged } from "../core/tags";
import { classifyKind, DEFAULT_MINUTES, defaultDuration } from "../lexicon";
import { TASK_VERBS } from "../segment-words";

const MOST_THINGS = 8;
const THING_WORDS = 3;
const BUY = new Set(["buy", "get", "grab", "order"]);
/** "shopping list:", "grocery list:", "to buy:", "groceries:" before the things. */
const HEADINGS: readonly (readonly string[])[] = [
  ["shopping", "list"],
  ["grocery", "list"],
  ["groceries"],
  ["to", "buy"],
  ["shopping"],
];
/** Verbs beside segment-words' TASK_VERBS that open an item of their own after a comma. */
const VERBS = new Set(
  "call ring text phone email book get buy grab order collect post return walk feed water cancel renew".split(" "),
);

function plain(t: Tagged | undefined): boolean {
  return (
    t?.kind === "word" &&
    t.count === undefined &&
    !t.unitMinutes &&
    [...t.tags].every((x) => x === "filler") &&
    !/^\p{Lu}/u.test(t.text) &&
    !TASK_VERBS.has(t.lower) &&
    !VERBS.has(t.lower)
  );
}

/** A thing that is no activity of its own ("gym", "lunch", "laundry" are). */
function justAThing(tokens: readonly Tagged[], a: number, b: number): boolean {
  const words = tokens
    .slice(a, b)
    .map((t) => t.lower)
    .join(" ");
  return defaultDuration(words) === DEFAULT_MINUTES && classifyKind(words, false) === "task";
}

/** The things from i and the token after them: spans of plain words between commas and "and". */
function readThings(tokens: readonly Tagged[], i: number): { spans: [number, number][]; end: number; commas: number } {
  const spans: [number, number][] = [];
  let commas = 0;
  let k = i;
  while (spans.length < MOST_THINGS) {
    let w = k;
    while (w - k < THING_WORDS && plain(tokens[w])) w++;
    if (w === k || !justAThing(tokens, k, w)) return { spans, end: k, commas };
    spans.push([k, w]);
    const sep = tokens[w];
    if (sep?.text === ",") {
      commas++;
      k = tokens[w + 1]?.tags.has("and") ? w + 2 : w + 1;
    } else if (sep?.tags.has("and")) k = w + 1;
    else return { spans, end: w, commas };
    if (!plain(tokens[k])) return { spans, end: w, commas };
  }
  return { spans, end: k, commas };
}

/** The list ends its item (or a comma before the next), or goes on to where: "at the post office", "from Tesco". */
function endsWell(tokens: readonly Tagged[], k: number): boolean {
  const t = tokens[k];
  if (closesItem(t) || t.text === ",") return true;
  const next = tokens[k + 1];
  return (t.lower === "at" || t.lower === "from") && (next?.lower === "the" || /^\p{Lu}/u.test(next?.text ?? ""));
}

/** Where the things start after a buying verb or a heading at i, or -1. */
function listStart(tokens: readonly Tagged[], i: number): { at: number; lead: string } | null {
  const t = tokens[i];
  if (BUY.has(t.lower)) return { at: i + 1, lead: t.text };
  if (t.lower === "pick" && tokens[i + 1]?.lower === "up") return { at: i + 2, lead: `${t.text} up` };
  for (const h of HEADINGS)
    if (h.every((w, j) => tokens[i + j]?.lower === w) && tokens[i + h.length]?.text === ":")
      return { at: i + h.length + 1, lead: "buy" };
  return null;
}

export const SHOPPING_LIST: Rule = {
  name: "list/shopping",
  starts: { opens: true },
  match: (tokens, i) => {
    if (!opensItem(tokens, i, true)) return null;
    const start = listStart(tokens, i);
    if (!start) return null;
    const { spans, end, commas } = readThings(tokens, start.at);
    // Two things at least, a comma between ("buy milk and eggs" is read as one item already), then the item's end.
    if (spans.length < 2 || commas === 0 || !endsWell(tokens, end)) return null;
    const things = spans.map(([a, b]) =>
      tokens
        .slice(a, b)
        .map((t) => t.text)
        .join(" "),
    );
    return { end, text: `${start.lead} ${things.join(" + ")} ` };
  },
};
