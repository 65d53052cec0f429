/**
 * Spanish hours where an item opens, without "a las" (issue 29, blind23): "10 y cuarto cata con los
 * de Brasil", "6 menos cuarto reunión", "17 a 18:30 clase privada en Adeje", "tipo 9 cena con mi
 * novia", and chat "pa' las 12" (by 12). Each becomes the plain form the item reader knows.
 */

import type { Rule } from "../../core/rules";
import { opensItem, type Tagged } from "../../core/tags";

const word = (t: Tagged | undefined, ...w: string[]): boolean => t?.kind === "word" && w.includes(t.lower);
const hourOf = (t: Tagged | undefined): number | undefined =>
  t?.kind === "number" && !t.glued && (t.value ?? 0) >= 1 && (t.value ?? 0) <= 23 ? t.value : undefined;
/** A word that makes the hour before it a count or a length: "2 y media horas", "3 a 4 veces". */
const notAnHour = (t: Tagged | undefined): boolean =>
  !t || t.kind !== "word" || t.unitMinutes !== undefined || /^(?:veces|personas|cosas|h|hs|min)$/u.test(t.lower);

/** "10 y cuarto cata ...", "9 y media reunión", "6 menos cuarto llamar": the clock time, opening the item. */
export const ITEM_HOUR_QUARTER: Rule = {
  name: "es-time/item-hour-quarter",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const h = hourOf(tokens[i]);
    if (h === undefined || !opensItem(tokens, i) || notAnHour(tokens[i + 3])) return null;
    const [w, part] = [tokens[i + 1], tokens[i + 2]];
    let at: string | undefined;
    if (word(w, "y") && word(part, "cuarto")) at = `${h}:15`;
    else if (word(w, "y") && word(part, "media")) at = `${h}:30`;
    else if (word(w, "menos") && word(part, "cuarto")) at = `${h - 1 || 12}:45`;
    return at ? { end: i + 3, text: `a las ${at}` } : null;
  },
};

/** "17 a 18:30 clase privada", "9:30 a 11 reunión": a range opening the item, one end written as a clock. */
export const ITEM_RANGE: Rule = {
  name: "es-time/item-range",
  starts: { kinds: ["clock", "number"] },
  match: (tokens, i) => {
    const [a, b] = [tokens[i], tokens[i + 2]];
    if (!opensItem(tokens, i) || !word(tokens[i + 1], "a") || notAnHour(tokens[i + 3])) return null;
    const hour = (t: Tagged | undefined): boolean => t?.kind === "clock" || hourOf(t) !== undefined;
    if (!hour(a) || !hour(b) || (a.kind !== "clock" && b.kind !== "clock")) return null;
    return { end: i + 3, text: `de ${a.text} a ${b.text}` };
  },
};

/** "tipo 9 cena con mi novia": "tipo" opening the item before an hour and a word is about that hour. */
export const ITEM_TIPO_HOUR: Rule = {
  name: "es-time/item-tipo",
  starts: { words: ["tipo"] },
  match: (tokens, i) => {
    if (!word(tokens[i], "tipo") || !opensItem(tokens, i)) return null;
    const article = word(tokens[i + 1], "las", "la") ? 1 : 0;
    const h = hourOf(tokens[i + 1 + article]) ?? (tokens[i + 1 + article]?.kind === "clock" ? 0 : undefined);
    if (h === undefined || notAnHour(tokens[i + 2 + article])) return null;
    return { end: i + 1 + article, text: "sobre las" };
  },
};

/** "vacunar 8 terneros pa' las 12": chat "pa'" before an hour is "para" (by then). */
export const PA_APOSTROPHE: Rule = {
  name: "es-chat/pa-apostrophe",
  starts: { words: ["pa"] },
  match: (tokens, i) => {
    const q = tokens[i + 1];
    if (!word(tokens[i], "pa") || !q || !["'", "’"].includes(q.text) || q.start !== tokens[i].end) return null;
    if (!word(tokens[i + 2], "las", "la") || hourOf(tokens[i + 3]) === undefined) return null;
    return { end: i + 2, text: "para" };
  },
};

/** "en la noche preparar la pauta, media horita" (Latin America): opening an item, "en la noche" is "por la noche". */
export const EN_LA_PART: Rule = {
  name: "es-time/en-la-part",
  starts: { words: ["en"] },
  match: (tokens, i) => {
    if (!word(tokens[i], "en") || !opensItem(tokens, i) || !word(tokens[i + 1], "la")) return null;
    if (!word(tokens[i + 2], "mañana", "tarde", "noche") || tokens[i + 3]?.kind !== "word") return null;
    return { end: i + 3, text: `por la ${tokens[i + 2].lower}` };
  },
};
