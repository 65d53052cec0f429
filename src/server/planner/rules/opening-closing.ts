/**
 * Opening and closing the place one works at are moments of the day (issue 29, kind 8): "antes de
 * abrir: descargar el pedido", "al cerrar, hacer caja", "antes de abrir por la tarde, preparar las
 * fichas", "بعد ما أسكر: الحساب", "قبل ما أفتح المحل: أرتب الرفوف", Darija "قبل ما نحل" (before I open),
 * "من بعد ما نسد" (after I close), "أول ما أفتح أستلم البضاعة", "لما أقفل" (as soon as / when I open or close). Each becomes a plain anchor the
 * reader knows ("antes de la apertura", "antes de la reapertura", "después del cierre"; phrases.ts
 * ANCHOR_WORDS), found in the day's timed spans by references.ts: the opening is when the first
 * starts, the afternoon's opening when the next one after midday starts, the closing when the last
 * ends.
 */

import { type Rule } from "../core/rules";
import type { Tagged } from "../core/tags";

const OPEN_ES = new Set(["abrir", "abra", "abramos", "abran"]);
const CLOSE_ES = new Set(["cerrar", "cierre", "cerremos", "cierren"]);
const OPEN_AR = new Set(["أفتح", "افتح", "نفتح", "يفتح", "نفتتح", "أفتتح"]);
const CLOSE_AR = new Set(["أسكر", "اسكر", "نسكر", "يسكر", "أسكّر", "اسكّر", "نسكّر", "أقفل", "اقفل", "نقفل", "يقفل"]);
/** The nouns, with "ال" and without it (normalizeArabic reads "بعد التسكير" as "after تسكير"). */
const OPENING_AR = new Set(["فتح", "افتتاح", "إفتتاح"].flatMap((w) => [w, `ال${w}`]));
const CLOSING_AR = new Set(["تسكير", "إغلاق", "اغلاق", "قفلة", "سكرة", "تسكيرة"].flatMap((w) => [w, `ال${w}`]));
/** Darija "نحل" (open) and "نسد" (close) also solve and block: only alone or with a place after them. */
const OPEN_DARIJA = new Set(["نحل", "نحلّ", "نحلو", "نحلوا"]);
const CLOSE_DARIJA = new Set(["نسد", "نسدّ", "نسدو", "نسدوا"]);
/** "أول ما" (as soon as), "لما", "لمن" (when). */
const AS_SOON = new Set(["أول", "اول", "لما", "لمن"]);
const ARTICLES = new Set(["el", "la", "mi"]);
/** The places a day's work opens and closes ("abrir el correo" is a task, "abrir el bar" the opening). */
export const PLACES = new Set([
  ...["bar", "tienda", "local", "negocio", "cafetería", "cafeteria", "restaurante", "consulta", "peluquería"],
  ...["peluqueria", "farmacia", "kiosco", "quiosco", "puesto", "taller", "clínica", "clinica", "oficina"],
  ...["المحل", "الدكان", "البقالة", "المطعم", "الصيدلية", "الكافيه", "الكوفي", "المكتب", "العيادة", "الورشة"],
]);

/** Where a phrase may stop: the item's end, a separator, or a word that starts the task. */
function stops(t: Tagged | undefined): boolean {
  return t === undefined || t.kind === "break" || (t.kind === "punct" && ":,،-–—.;".includes(t.text));
}

/** The place after the verb at k ("el bar", "la tienda", "المحل"): its end, or k. */
function objectEnd(tokens: readonly Tagged[], k: number): number {
  const t = tokens[k];
  if (t && ARTICLES.has(t.lower) && PLACES.has(tokens[k + 1]?.lower ?? "")) return k + 2;
  if (t && PLACES.has(t.lower) && t.text.startsWith("ال")) return k + 1;
  return k;
}

/** "por la tarde" at k: the afternoon's opening. */
function afternoonAt(tokens: readonly Tagged[], k: number): boolean {
  return tokens[k]?.lower === "por" && tokens[k + 1]?.lower === "la" && tokens[k + 2]?.lower === "tarde";
}

export const OPENING_CLOSING: Rule = {
  name: "anchor/opening-closing",
  starts: { words: ["antes", "después", "despues", "tras", "قبل", "بعد", "before", "after", ...AS_SOON] },
  match: (tokens, i) => {
    const a = tokens[i]?.lower;
    // "أول ما أفتح", "لما أقفل المحل": as soon as (or when) I open or close. Opening is where the day's
    // work starts (the item is work, in its hours): the clause goes, never a title's words.
    const soon = AS_SOON.has(a) ? (tokens[i + 1]?.lower === "ما" ? i + 2 : a.startsWith("ل") ? i + 1 : -1) : -1;
    const verb = tokens[soon]?.lower ?? "";
    if (soon > 0 && (OPEN_AR.has(verb) || CLOSE_AR.has(verb)))
      return { end: objectEnd(tokens, soon + 1), text: OPEN_AR.has(verb) ? "" : "después del cierre" };
    const b = tokens[i + 1]?.lower ?? "";
    const c = tokens[i + 2]?.lower ?? "";
    // "antes de abrir", "después de cerrar", "tras cerrar"
    if ((a === "antes" || a === "después" || a === "despues") && b === "de") {
      const open = a === "antes" && OPEN_ES.has(c);
      if (!open && !(a !== "antes" && CLOSE_ES.has(c))) return null;
      const k = objectEnd(tokens, i + 3);
      if (open && afternoonAt(tokens, k)) return { end: k + 3, text: "antes de la reapertura" };
      // "antes de abrir el correo": a task's verb and its object, left alone.
      if (k === i + 3 && tokens[k]?.kind === "word" && !stops(tokens[k])) return null;
      return { end: k, text: open ? "antes de la apertura" : "después del cierre" };
    }
    if (a === "tras" && CLOSE_ES.has(b)) {
      const k = objectEnd(tokens, i + 2);
      return k === i + 2 && tokens[k]?.kind === "word" ? null : { end: k, text: "después del cierre" };
    }
    // "قبل ما أفتح (المحل)", "بعد ما أسكر", "بعد التسكير"
    if (a === "قبل" || a === "بعد" || a === "before" || a === "after") {
      const opening = a === "قبل" || a === "before";
      if (b === "ما" && (opening ? OPEN_AR : CLOSE_AR).has(c)) {
        const end = objectEnd(tokens, i + 3);
        return { end, text: opening ? "antes de la apertura" : "después del cierre" };
      }
      if (b === "ما" && (opening ? OPEN_DARIJA : CLOSE_DARIJA).has(c)) {
        const end = objectEnd(tokens, i + 3);
        if (end === i + 3 && !stops(tokens[end])) return null;
        return { end, text: opening ? "antes de la apertura" : "después del cierre" };
      }
      if ((opening ? OPENING_AR : CLOSING_AR).has(b))
        return { end: i + 2, text: opening ? "antes de la apertura" : "después del cierre" };
    }
    return null;
  },
};
