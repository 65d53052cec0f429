/**
 * A deadline at the end of the working day (issue 29, kind 6): "incident report 30 min b4 end of
 * shift", "expenses by the end of my shift", "before work ends", "before the shift finishes", "before
 * I finish work", "b4 I leave the office", "before leaving work" are due when work ends (leaving a
 * workplace is its end, never its start: the office's 9:00 was read as the deadline, issue 29 en23;
 * "antes de salir de la oficina" likewise, as the "antes del fin de la jornada" Spanish knows), read as "before end of day" (the work window's end), never
 * placed before the shift starts nor after it ends ("van check end of shift", with no "before", goes after: at-close.ts).
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const LEADS = new Set(["before", "b4", "bfore", "by", "till", "until", "til"]);
const OWNERS = new Set(["my", "the", "today's", "todays", "this"]);
/** What ends: the shift, work, the working day. */
const WORK = new Set(["shift", "work", "workday"]);
/** Workplaces one leaves at the end of work: "b4 I leave the office", "before leaving work". */
const PLACE = new Set(["office", "work", "site", "studio", "shop", "lab", "surgery", "clinic", "depot", "yard"]);
/** "antes de salir de la oficina", "antes de irme del trabajo": the Spanish workplace left. */
const ES_LEAVE = new Set(["salir", "irme", "marcharme"]);
const ES_PLACE = new Set(["oficina", "trabajo", "curro", "obra", "taller", "tienda", "consulta", "clínica", "clinica"]);

/** The end of "antes de salir de la oficina" / "del trabajo" at i ("antes"), or -1. */
function spanishLeaving(tokens: readonly Tagged[], i: number): number {
  const w = (j: number): string => tokens[j]?.lower ?? "";
  if (w(i) !== "antes" || w(i + 1) !== "de" || !ES_LEAVE.has(w(i + 2))) return -1;
  const k = w(i + 3) === "del" ? i + 4 : w(i + 3) === "de" && (w(i + 4) === "la" || w(i + 4) === "el") ? i + 5 : -1;
  return k > 0 && ES_PLACE.has(w(k)) ? k + 1 : -1;
}
const ENDS = new Set(["ends", "finishes", "is", "'s"]);
const FINISH = new Set(["finish", "clock", "log", "knock"]);
const OFF = new Set(["off", "out"]);

/** "work", "my shift", "the working day" at k: the end of the phrase, or -1 ("end of day" is read already). */
function workAt(tokens: readonly Tagged[], k: number): number {
  const w = (j: number): string => tokens[j]?.lower ?? "";
  if (OWNERS.has(w(k))) k++;
  if ((w(k) === "working" || w(k) === "work") && w(k + 1) === "day") return k + 2;
  return WORK.has(w(k)) ? k + 1 : -1;
}

/** The end of the phrase after the lead at k, or -1. */
function phraseEnd(tokens: readonly Tagged[], k: number): number {
  const w = (j: number): string => tokens[j]?.lower ?? "";
  // "end of shift", "the end of my shift"
  const at = w(k) === "the" ? k + 1 : k;
  if (w(at) === "end" && w(at + 1) === "of") {
    return workAt(tokens, at + 2);
  }
  // "work ends", "the shift finishes", "my shift is over"
  const work = workAt(tokens, k);
  if (work > 0 && ENDS.has(w(work))) {
    if (w(work) === "is" || w(work) === "'s") return w(work + 1) === "over" || w(work + 1) === "done" ? work + 2 : -1;
    return work + 1;
  }
  // "before leaving work", "b4 I leave the office": a workplace left.
  const leave = w(k) === "leaving" ? k + 1 : w(k) === "i" && w(k + 1) === "leave" ? k + 2 : -1;
  if (leave > 0) {
    const place = OWNERS.has(w(leave)) ? leave + 1 : leave;
    return PLACE.has(w(place)) ? place + 1 : -1;
  }
  // "I finish work", "I clock off", "I knock off my shift": only with the work named or "off".
  if (w(k) !== "i") return -1;
  if (!FINISH.has(w(k + 1))) return -1;
  const off = OFF.has(w(k + 2)) ? k + 3 : k + 2;
  const named = workAt(tokens, off);
  if (named > 0) return named;
  return off > k + 2 && w(k + 1) !== "finish" ? off : -1;
}

export const BEFORE_WORK_ENDS: Rule = {
  name: "deadline/before-work-ends",
  starts: { words: [...LEADS, "antes"] },
  match: (tokens, i) => {
    const es = i > 0 ? spanishLeaving(tokens, i) : -1;
    if (es > 0) return { end: es, text: "antes del fin de la jornada" };
    if (!LEADS.has(tokens[i].lower) || i === 0) return null;
    const end = phraseEnd(tokens, i + 1);
    if (end < 0) return null;
    const next = tokens[end];
    if (next !== undefined && next.kind === "word" && next.unitMinutes === undefined && next.count === undefined)
      return null;
    return { end, text: "before end of day" };
  },
};
