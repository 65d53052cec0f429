/**
 * Anchors to the day's events hold (issue 29, kind 8): "antes de entrar ir al banco", "antes de entrar a
 * trabajar llamar al casero", "al salir del curro pasar por la farmacia" are before (after) the day's work,
 * as the heading "antes de entrar:" is (rules/anchor-heading.ts). Not "antes de entrar al cine": going in
 * somewhere else is that place's. "antes de abrir (la tienda)" is before the day's work too.
 */

import { type Rule } from "../core/rules";
import { type Tagged } from "../core/tags";

/** What may follow "entrar": the work itself ("a trabajar", "al curro", "al trabajo", "a currar", "a turno"). */
const WORK_AFTER = new Set(["trabajar", "currar", "curro", "trabajo", "turno", "laburar", "laburo", "chambear"]);
const TO = new Set(["a", "al"]);

/** The places one opens for the day's work: "antes de abrir la tienda". */
const OPENED = new Set(["tienda", "local", "bar", "negocio", "puesto", "kiosco", "tiendita", "floristería", "taller"]);
const THE = new Set(["la", "el"]);

/**
 * "antes de abrir ir a Mercamadrid", "antes de abrir la tienda, pasar por el banco": before opening up
 * for the day, so before its work. Not "antes de abrir los regalos". The end, or -1.
 */
function openingEnd(tokens: readonly Tagged[], k: number): number {
  const next = tokens[k + 1];
  if (next?.kind !== "word") return k + 1;
  if (THE.has(next.lower)) return OPENED.has(tokens[k + 2]?.lower ?? "") ? k + 3 : -1;
  // (The item's own verb right after it: "antes de abrir ir a ...".)
  return /(?:ar|er|ir)$/u.test(next.lower) ? k + 1 : -1;
}

/** The end of "entrar [a trabajar|al curro]" at k when it names the day's work, or -1. */
function goingInEnd(tokens: readonly Tagged[], k: number): number {
  if (tokens[k]?.lower === "abrir") return openingEnd(tokens, k);
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
