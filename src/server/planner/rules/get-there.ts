/**
 * Anchors to the day's events hold (issue 29, kind 8): "lunch w/ Tom at 12:30 downtown, takes 20 min
 * to get there", "dentist at 4, it's 15 min to walk there" give the trip to the item written next to
 * it, never an item titled "Takes to get there". The phrase becomes the plain "travel there 20 min",
 * which the reader puts right before that appointment (extract.ts, roundTrips). "Get there 30 min
 * early" is the arrival note of rules/be-there.ts. Spanish the same: "tardo 20 min en llegar", "son
 * 15 min andando" become "trayecto 20 min". Bounded: a few tokens.
 */

import { LENGTH_STARTS, readLength, type Rule } from "../core/rules";

const LEAD = new Set(["takes", "take", "it's", "its", "it", "which", "about", "~"]);
const GO = new Set(["get", "drive", "walk", "cycle", "bike", "ride", "go", "travel"]);

const ES_LEAD = new Set(["tardo", "tardamos", "tarda", "tardas", "son", "hay", "unos", "como"]);
const ES_WAY = new Set(["llegar", "ir"]);
const ES_ON_FOOT = new Set(["andando", "caminando", "en"]);

/** "tardo 20 min en llegar", "son 15 min andando", "se tarda media hora en llegar": the trip. */
function spanishTrip(tokens: Parameters<Rule["match"]>[0], i: number): { end: number; minutes: number } | null {
  let k = i;
  if (tokens[k]?.lower === "se") k++;
  if (!ES_LEAD.has(tokens[k]?.lower ?? "")) return null;
  k++;
  if (tokens[k]?.lower === "unos" || tokens[k]?.lower === "como") k++;
  const len = readLength(tokens, k);
  if (!len) return null;
  const a = tokens[len.end]?.lower ?? "";
  const b = tokens[len.end + 1]?.lower ?? "";
  if (a === "en" && ES_WAY.has(b)) return { end: len.end + 2, minutes: len.minutes };
  if (ES_ON_FOOT.has(a) && a !== "en") return { end: len.end + 1, minutes: len.minutes };
  if (a === "de" && b === "camino") return { end: len.end + 2, minutes: len.minutes };
  return null;
}

export const GET_THERE: Rule = {
  name: "anchor/takes-to-get-there",
  starts: { words: ["se", ...ES_LEAD, ...LEAD, "takes", ...(LENGTH_STARTS.words ?? [])], count: true },
  match: (tokens, i) => {
    const es = spanishTrip(tokens, i);
    if (es) return { end: es.end, text: `trayecto ${es.minutes} min` };
    let k = i;
    while (k < i + 3 && LEAD.has(tokens[k]?.lower ?? "")) k++;
    if (tokens[k]?.lower === "takes") k++;
    const len = readLength(tokens, k);
    if (!len || tokens[len.end]?.lower !== "to" || !GO.has(tokens[len.end + 1]?.lower ?? "")) return null;
    if (tokens[len.end + 2]?.lower !== "there") return null;
    return { end: len.end + 3, text: `travel there ${len.minutes} min` };
  },
};

const ALLOW = new Set(["allow", "leave", "plus", "+", "with"]);

/**
 * "(allow 20 min drive between each)", "(leave 15 min between them)": room between the timed items
 * the text lists, said by the way; the times already leave it or the person knows they are tight.
 * It is no item of its own (it was a task "Allow drive between"). Bounded: a bracket of at most
 * eight tokens.
 */
export const ROOM_BETWEEN: Rule = {
  name: "anchor/room-between",
  starts: { words: ["("] },
  match: (tokens, i) => {
    if (tokens[i].text !== "(" || !ALLOW.has(tokens[i + 1]?.lower ?? "")) return null;
    const len = readLength(tokens, i + 2);
    if (!len) return null;
    for (let k = len.end; k < i + 10 && k < tokens.length; k++) {
      if (tokens[k].text === ")") return null;
      if (tokens[k].lower === "between" && tokens[k + 1] && tokens[k + 2]?.text === ")")
        return { end: k + 3, text: "" };
    }
    return null;
  },
};
