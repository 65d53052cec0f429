/**
 * A trailing aside that only repeats the time or the arrangement plans nothing (issue 29, kind 3):
 * "client B: call at 11:30 - they said 11:30", "dentista a las 11 - me dijeron a las 11",
 * "موعد الدكتور الساعة ١١ - قالوا لي الساعة ١١", "call the landlord at 3, as agreed", "llamar al
 * cliente a las 12, como quedamos". Who said it and a saying verb (or "as agreed"), at most a clock,
 * then the end of the item, after an item that has a clock of its own: dropped with its dash or comma,
 * never an event titled "They said" at the same hour. Bounded: a few words and ITEM_BACK tokens back.
 */

import { readClock, type Rule } from "../core/rules";
import { closesItem, type Tagged } from "../core/tags";

/** Who said it, then how: "they said", "me dijeron", "قالوا لي" ("قالولي" alone). */
const WHO = new Set(["they", "he", "she", "we", "i", "me", "nos", "le", "les", "lo", "la"]);
const SAID = new Set([
  ...["said", "say", "says", "agreed", "confirmed", "suggested", "booked", "told"],
  ...["dijeron", "dijo", "dicen", "confirmaron", "confirmó", "quedamos", "acordamos", "citaron"],
  ...["قالوا", "قال", "قالت", "قالولي", "قالي", "قاللي", "اتفقنا", "أكدوا", "اكدوا"],
]);
/** "as agreed", "como quedamos", "زي ما اتفقنا": the arrangement itself, without who. */
const AS = new Set(["as", "como", "زي", "مثل", "حسب", "كما"]);
const AS_FILLER = new Set(["ما", "we", "was", "discussed", "planned", "arranged"]);
/** Words between the saying verb and its clock: "they said at 11:30", "me dijeron a las 11". */
const GLUE = new Set(["at", "a", "las", "la", "لي", "لنا", "me", "us", "it's", "its", "around", "sobre"]);
const DASHES = new Set(["-", "–", "—", ",", "،", "("]);
/** How far back in its item the item's own clock is looked for. */
const ITEM_BACK = 14;

function clockBefore(tokens: readonly Tagged[], i: number): boolean {
  for (let k = i - 1; k >= 0 && k >= i - ITEM_BACK; k--) {
    const t = tokens[k];
    if (t.kind === "break" || t.text === "." || t.text === ";") return false;
    if (t.kind === "clock" || (t.kind === "number" && readClock(tokens, k))) return true;
  }
  return false;
}

/** The end of "they said [at] 11:30" / "as agreed" at k, or null. */
function asideEnd(tokens: readonly Tagged[], k: number): number | null {
  let j = k;
  if (AS.has(tokens[j]?.lower ?? "")) {
    j++;
    while (AS_FILLER.has(tokens[j]?.lower ?? "") && j < k + 3) j++;
    if (!SAID.has(tokens[j]?.lower ?? "") && !["discussed", "planned", "arranged"].includes(tokens[j - 1]?.lower ?? ""))
      return null;
    if (SAID.has(tokens[j]?.lower ?? "")) j++;
    return j;
  }
  if (WHO.has(tokens[j]?.lower ?? "")) j++;
  if (!SAID.has(tokens[j]?.lower ?? "")) return null;
  // A bare verb needs who said it ("said 11:30" could open an item); the Arabic verb carries it.
  if (j === k && !/[\u0600-\u06ff]/u.test(tokens[j].text)) return null;
  j++;
  const glueFrom = j;
  while (GLUE.has(tokens[j]?.lower ?? "") && j < glueFrom + 3) j++;
  const c = readClock(tokens, j);
  if (c) return c.end + (["am", "pm"].includes(tokens[c.end]?.lower ?? "") ? 1 : 0);
  // "as agreed" said with who: "they confirmed", "we agreed" (no clock) only right before the end.
  return j === glueFrom ? j : null;
}

export const REPEATED_TIME: Rule = {
  name: "aside/repeated-time",
  starts: { words: [...DASHES] },
  match: (tokens, i) => {
    if (!DASHES.has(tokens[i].text) || !clockBefore(tokens, i)) return null;
    let end = asideEnd(tokens, i + 1);
    if (end === null || end === i + 1) return null;
    if (tokens[i].text === "(") {
      if (tokens[end]?.text !== ")") return null;
      end++;
    }
    while (tokens[end]?.text === "!" || tokens[end]?.kind === "emoji") end++;
    return closesItem(tokens[end]) || tokens[end]?.text === "," ? { end, text: "" } : null;
  },
};
