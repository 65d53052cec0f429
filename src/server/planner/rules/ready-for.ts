/**
 * Food made for an hour is ready by it (issue 29, kind 6): "cook tea for 5:30", "make the kids'
 * dinner for 6", "bake the cake for 3pm" are due by then, never started at it. "for" becomes "by";
 * only after a verb of making food in the same item, and only before a clock time that ends it.
 * Lunch is made for its own hour too ("make lunches for 12!!"). Things got ready or put out for a
 * written clock ("get the slides ready for 2pm", "print the tickets for 7.30", "pack the van for
 * 6am") are due by it as well; those need the clock's minutes or its a.m./p.m. (A post scheduled
 * "for 6pm" goes live then: not one of these.)
 */

import { readClock, type Rule, type RuleMatch } from "../core/rules";
import { closesItem, opensItem } from "../core/tags";

const MAKE = new Set(["cook", "make", "bake", "prep", "prepare", "cocinar", "preparar", "hacer"]);
/** Verbs of getting a thing out or ready: only before a written clock ("for 6pm", "for 7.30"). */
const READY = new Set(["ready", "print", "pack", "wrap", "lista", "listo", "listos", "listas"]);
const LUNCH = new Set(["lunch", "lunches", "comida", "almuerzo"]);
const LOOK_BACK = 6;

export const READY_FOR: Rule = {
  name: "deadline/ready-for",
  starts: { words: ["for", "para"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "for" && tokens[i].lower !== "para") return null;
    const c = readClock(tokens, i + 1);
    if (!c || (tokens[i + 1].kind !== "clock" && !c.mer && (c.h < 1 || c.h > 12))) return null;
    const after = tokens[c.end];
    if (!(closesItem(after) || after.text === "," || after.text === "(" || after.kind === "emoji")) return null;
    // "for 2" people or hours: a clock needs its minutes, its a.m./p.m., or a meal's hour (5-9; lunch 11-1).
    const written = tokens[i + 1].kind === "clock" || !!c.mer;
    const lunch = !written && (c.h === 11 || c.h === 12 || c.h === 1) && LUNCH.has(tokens[i - 1]?.lower ?? "");
    if (!written && !lunch && (c.h < 5 || c.h > 9)) return null;
    for (let k = i - 1; k >= 0 && k >= i - LOOK_BACK; k--) {
      const w = tokens[k].lower;
      if (MAKE.has(w) || (written && READY.has(w)))
        return { end: i + 1, text: tokens[i].lower === "para" ? "antes de las" : "by" };
      if (opensItem(tokens, k, true)) break;
    }
    return null;
  },
};

/** Someone comes for the thing at an hour: "for collection", "for pickup", "ready for the courier". */
const HANDOVER = new Set(["collection", "pickup", "pick-up", "courier", "delivery", "dispatch", "handover"]);

const LISTO = ["listo", "lista", "listos", "listas"];
const RECOGER = new Set(["recoger", "recogida"]);

/**
 * "arreglar la bici 2h, lista para recoger a las 4", "coser el bajo (1h), para recoger a las 5": done "antes de
 * las 4", when it is picked up. A bare "para" only after a comma or ")" ("quedar con Luis para recoger a las 6"
 * is a meeting at 6).
 */
function paraRecoger(tokens: Parameters<Rule["match"]>[0], i: number): RuleMatch | null {
  let k = tokens[i].lower === "para" ? i : i + 1;
  if (tokens[k]?.lower !== "para") return null;
  if (k === i && tokens[i - 1]?.text !== "," && tokens[i - 1]?.text !== ")") return null;
  k++;
  if (tokens[k]?.lower === "la") k++;
  if (!RECOGER.has(tokens[k]?.lower ?? "")) return null;
  if (tokens[k + 1]?.lower !== "a" || (tokens[k + 2]?.lower !== "las" && tokens[k + 2]?.lower !== "la")) return null;
  if (!readClock(tokens, k + 3)) return null;
  return { end: k + 3, text: "antes de las" };
}

/**
 * "build the kids bike for collection at 4 (2h)", "pack the order ready for the courier at 3": the
 * thing must be done by the hour someone comes for it, never started then. "for collection at" becomes "by".
 * The hour may come first: "resole the Loakes (1.5h) promised for 3pm collection", "ready for the 2pm courier"
 * (issue 29, kind p-pend25-2): "promised for 3pm collection" becomes "by 3pm"; the hour needs its
 * minutes or its a.m./p.m. ("for 2 collection" is no clock).
 */
export const READY_FOR_HANDOVER: Rule = {
  name: "deadline/ready-for-handover",
  starts: { words: ["for", "ready", "promised", "para", ...LISTO] },
  match: (tokens, i) => {
    if (tokens[i].lower === "para" || LISTO.includes(tokens[i].lower)) return paraRecoger(tokens, i);
    let k = tokens[i].lower === "ready" || tokens[i].lower === "promised" ? i + 1 : i;
    if (tokens[k]?.lower !== "for") return null;
    k++;
    const at = k + (tokens[k]?.lower === "the" ? 1 : 0);
    const first = readClock(tokens, at);
    if (first && (tokens[at].kind === "clock" || first.mer)) {
      const h = first.end;
      if (!HANDOVER.has(tokens[h]?.lower ?? "")) return null;
      const clock = tokens.slice(at, first.end).map((t) => t.text);
      return { end: h + 1, text: `by ${clock.join(" ")}` };
    }
    if (tokens[i].lower === "promised") return null;
    if (tokens[k]?.lower === "the") k++;
    if (!HANDOVER.has(tokens[k]?.lower ?? "")) return null;
    k++;
    if (tokens[k]?.lower !== "at" && tokens[k]?.lower !== "@") return null;
    const c = readClock(tokens, k + 1);
    if (!c) return null;
    return { end: k + 1, text: "by" };
  },
};
