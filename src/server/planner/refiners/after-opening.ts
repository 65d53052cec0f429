/**
 * Opening one's own place at a time starts the work there (issue 29, kind 8): "Abro la tienda a
 * las 10 ... hacer inventario", "open the shop at 10, do the stocktake", "أفتح المحل الساعة ١٠،
 * أجرد البضاعة". Work written after the opening, with no time or anchor of its own, is done after
 * it (the inventory is taken in the open shop), never in the morning's first free slot before it.
 * Personal items, errands and trips keep their own places. A language-free refiner over the
 * extracted tasks; the opening's words are one small alternation over the title's start.
 */

import { isPersonalTask, isPickup, TRAVEL } from "../activity";
import { PLACES } from "../rules/opening-closing";
import { toMinutes } from "../time";
import type { ExtractedTask } from "../types";

/** The longest opening read as a moment (a longer one is opening hours). */
const MOMENT = 60;

/** "abro la tienda", "abrir el bar", "open the shop", "open up the café", "أفتح المحل". Anchored: linear. */
const OPENING =
  /^(?:hoy\s+)?(?:abr(?:o|ir|imos)\s+(?:la|el|mi)|open(?:ing)?\s+(?:up\s+)?(?:the|my)|[أا]فتح|نفتح)\s+(\p{L}+)/iu;
const PLACES_EN = new Set(["shop", "store", "stall", "cafe", "café", "salon", "bar", "bakery", "studio", "pharmacy"]);

function opensPlace(title: string): boolean {
  const m = OPENING.exec(title);
  if (!m) return false;
  const place = m[1].toLocaleLowerCase();
  return PLACES.has(place) || PLACES_EN.has(place) || PLACES.has(`ال${place}`);
}

export function workAfterOpening(tasks: ExtractedTask[]): void {
  const i = tasks.findIndex((t) => t.fixedStart !== undefined && opensPlace(t.title));
  if (i < 0) return;
  const opening = tasks[i];
  // "abro el puesto de 8 a 2": opening hours (the day's work window), not a moment.
  if (!opening.fixedEnd || toMinutes(opening.fixedEnd) - toMinutes(opening.fixedStart as string) > MOMENT) return;
  // "abro el puesto a las 6, así que todo antes:": the text puts its work before the opening.
  if (tasks.some((t) => t.deadline === opening.fixedStart)) return;
  for (const t of tasks.slice(i + 1)) {
    if (t.kind !== "task" || t.fixedStart || t.deadline || t.earliestStart || t.partOfDay || t.after?.length) continue;
    if (isPersonalTask(t.title, t.kind) || isPickup(t.title) || TRAVEL.test(t.title)) continue;
    t.after = [opening.id];
  }
}
