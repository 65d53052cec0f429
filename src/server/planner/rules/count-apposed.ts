/**
 * The things an item is made of, counted after a comma with the length of each (issue 29, kind 2):
 * "mark maths books, 32 books at 2 mins each", "insta content, 3 posts 15 min each", "thank-you
 * notes, 12 cards ~5 min a card" are one item as long as all of them together ("insta content
 * (45 min)"); the count is no item of its own. The item before the comma has no number of its own,
 * and either names the counted things itself or neither it nor they are a known activity ("gym,
 * 3 calls 10 min each" stays two items). With no length at all, "post the Etsy orders, 3 parcels - post
 * office closes 5.30", "enviar los pedidos, 3 paquetes" only say how many things the item is: the count
 * is read as part of the item and leaves the title (COUNT_ONLY).
 */

import type { Rule } from "../core/rules";
import { closesItem, singular, type Tagged } from "../core/tags";
import { classifyKind, defaultDuration, DEFAULT_MINUTES } from "../lexicon";
import { eachLength } from "./count-after";

/** Words read back for the item before the comma. */
const LOOK_BACK = 8;
/** Words between the counted things and the length of each: "32 books at 2 mins each". */
const BETWEEN = new Set(["at", "@", "x", "×", ","]);

const known = (text: string): boolean =>
  defaultDuration(text) !== DEFAULT_MINUTES || classifyKind(text, false) !== "task";
const one = (t: Tagged): string => (singular(t.text) ?? t.text).toLowerCase();

/** The ")" of a numbered list's mark at k ("1) laminate croissant dough, 3 batches, 25 min each"). */
function listMark(tokens: readonly Tagged[], k: number): boolean {
  const n = tokens[k - 1];
  const before = tokens[k - 2];
  return tokens[k].text === ")" && n?.kind === "number" && (before === undefined || before.kind === "break");
}

/** The words of the item before the comma at i (none when it has a number, or is too long to read). */
function itemBefore(tokens: readonly Tagged[], i: number): Tagged[] | null {
  const words: Tagged[] = [];
  for (let k = i - 1; k >= 0; k--) {
    const t = tokens[k];
    if (t.kind === "break" || (t.kind === "punct" && ".;!?:,".includes(t.text)) || listMark(tokens, k)) break;
    if (t.kind === "number" || t.kind === "clock" || t.unitMinutes || i - k > LOOK_BACK) return null;
    if (t.kind === "word") words.unshift(t);
  }
  return words.length ? words : null;
}

const COMMAS = new Set([",", "،"]);
const DASHES = new Set(["-", "–", "—"]);

/** ", 2 trolleys", ", 3 parcels": a count of two or more things at i + 1 (a plural noun), or null. */
function countedThings(tokens: readonly Tagged[], i: number): { n: number; noun: Tagged } | null {
  const n = tokens[i + 1];
  const noun = tokens[i + 2];
  if (n?.count === undefined || n.kind === "clock" || n.glued || (n.digits ?? 0) > 2 || n.count < 2) return null;
  if (noun?.kind !== "word" || noun.unitMinutes || !singular(noun.text)) return null;
  return { n: n.count, noun };
}

export const COUNT_ONLY: Rule = {
  name: "count/apposed-count-only",
  starts: { words: [...COMMAS] },
  match: (tokens, i) => {
    if (!COMMAS.has(tokens[i].text)) return null;
    const found = countedThings(tokens, i);
    if (!found) return null;
    const after = tokens[i + 3];
    if (!(closesItem(after) || COMMAS.has(after.text) || DASHES.has(after.text))) return null;
    const item = itemBefore(tokens, i);
    if (!item) return null;
    const named = item.some((w) => one(w) === one(found.noun));
    // ("gym, 3 calls": the calls are work of their own; a short errand before the count is not.)
    if (!named && (known(found.noun.text) || classifyKind(item[0].text, false) !== "task")) return null;
    return { end: i + 3, text: "" };
  },
};

export const COUNT_APPOSED: Rule = {
  name: "count/apposed-things",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i].text !== ",") return null;
    const n = tokens[i + 1];
    const noun = tokens[i + 2];
    if (n?.count === undefined || n.kind === "clock" || n.glued || (n.digits ?? 0) > 2 || n.count < 2) return null;
    if (noun?.kind !== "word" || noun.unitMinutes || !singular(noun.text)) return null;
    let k = i + 3;
    if (BETWEEN.has(tokens[k]?.lower ?? "")) k++;
    const each = eachLength(tokens, k);
    // "15 mins a print": the thing the length is of is the counted one.
    if (!each || (each.noun && one(each.noun) !== one(noun))) return null;
    if (n.count * each.minutes > 12 * 60 || !(closesItem(tokens[each.end]) || tokens[each.end].text === ","))
      return null;
    const item = itemBefore(tokens, i);
    if (!item) return null;
    const named = item.some((w) => one(w) === one(noun));
    if (!named && (known(noun.text) || known(item[0].text))) return null;
    return { end: each.end, text: ` (${n.count * each.minutes} min)` };
  },
};
