/**
 * Anchors to the day's events hold (issue 29, kind 8): "antes de entrar ir al banco", "antes de entrar a
 * trabajar llamar al casero", "al salir del curro pasar por la farmacia" are before (after) the day's work,
 * as the heading "antes de entrar:" is (rules/anchor-heading.ts). Not "antes de entrar al cine": going in
 * somewhere else is that place's.
 */

import { type Rule } from "../core/rules";
import { type Tagged } from "../core/tags";

/** What may follow "entrar": the work itself ("a trabajar", "al curro", "al trabajo", "a currar", "a turno"). */
const WORK_AFTER = new Set(["trabajar", "currar", "curro", "trabajo", "turno", "laburar", "laburo", "chambear"]);
const TO = new Set(["a", "al"]);

/** The end of "entrar [a trabajar|al curro]" at k when it names the day's work, or -1. */
function goingInEnd(tokens: readonly Tagged[], k: number): number {
  if (tokens[k]?.lower !== "entrar") return -1;
  const next = tokens[k + 1];
  if (TO.has(next?.lower ?? "") && WORK_AFTER.has(tokens[k + 2]?.lower ?? "")) return k + 3;
  // (Going in somewhere: "antes de entrar al cine", "antes de entrar en la reunión".)
  if (TO.has(next?.lower ?? "") || next?.lower === "en") return -1;
  return k + 1;
}

export const BEFORE_GOING_IN: Rule = {
  name: "work-hours/before-going-in",
  starts: { words: ["antes"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "antes" || tokens[i + 1]?.lower !== "de") return null;
    const end = goingInEnd(tokens, i + 2);
    return end < 0 ? null : { end, text: "antes del trabajo" };
  },
};
