/**
 * Spanish ways of saying a time that the clock patterns do not read (issue 29, kinds 5, 6 and 9):
 * "a las 8 y pico" is about 8; "antes de que llegue Juan a las 8" is a deadline at 8; "a última
 * hora de la tarde", "a media mañana", "a primera hora de la tarde" are windows of the day; "20'" is
 * twenty minutes. Each becomes the plain form the item reader knows. Token rules, bounded.
 */

import { phraseAt, spanAsWritten, wordsAt, type Rule } from "../../core/rules";
import { closesItem, opensItem, type Tagged } from "../../core/tags";

const word = (t: Tagged | undefined, ...w: string[]): boolean => t?.kind === "word" && w.includes(t.lower);
const isHour = (t: Tagged | undefined): boolean => t?.kind === "number" || t?.kind === "clock";

/** "a las 8 y pico", "sobre las 5 y algo": the hour, about. */
export const AND_A_BIT: Rule = {
  name: "es-time/y-pico",
  starts: { words: ["y"] },
  match: (tokens, i) => {
    // (After a length too: "planchar (1h y pico)" is about an hour.)
    const before = tokens[i - 1];
    const unit = before?.unitMinutes !== undefined || word(before, "h", "min");
    if (!word(tokens[i], "y") || !(isHour(before) || unit) || !word(tokens[i + 1], "pico", "algo")) return null;
    return { from: i, end: i + 2, text: "" };
  },
};

/** Longest "antes de que ... a las" clause read. */
const MOST = 6;

/** "antes de que llegue Juan a las 8", "antes de que cierren a las 2": by that hour. */
export const BEFORE_SOMEONE: Rule = {
  name: "es-time/antes-de-que",
  starts: { words: ["antes"] },
  match: (tokens, i) => {
    if (!word(tokens[i], "antes") || !word(tokens[i + 1], "de") || !word(tokens[i + 2], "que")) return null;
    for (let k = i + 3; k < tokens.length && k < i + 3 + MOST; k++) {
      const t = tokens[k];
      if (t.kind !== "word") return null;
      if (word(t, "las", "la") && isHour(tokens[k + 1])) return k > i + 4 ? { end: k, text: "antes de" } : null;
    }
    return null;
  },
};

const PARTS: [string[], string][] = [
  [["a", "última", "hora", "de", "la", "tarde"], "a partir de las 18:00"],
  [["a", "ultima", "hora", "de", "la", "tarde"], "a partir de las 18:00"],
  [["a", "primera", "hora", "de", "la", "tarde"], "por la tarde a partir de las 15:00"],
  // "a media tarde merendar", "a mitad de la tarde": the middle of the Spanish afternoon (to about 20:00).
  [["a", "media", "tarde"], "por la tarde a partir de las 16:00"],
  [["a", "mitad", "de", "la", "tarde"], "por la tarde a partir de las 16:00"],
  [["a", "mitad", "de", "la", "mañana"], "por la mañana a partir de las 10:00"],
  [["a", "media", "mañana"], "por la mañana a partir de las 10:00"],
  [["a", "media", "manana"], "por la mañana a partir de las 10:00"],
  [["a", "última", "hora"], "por la noche"],
  [["a", "ultima", "hora"], "por la noche"],
  // "en la tarde-noche:", "tarde noche": the evening (Mexico, Central America).
  [["en", "la", "tarde-noche"], "por la noche"],
  [["por", "la", "tarde-noche"], "por la noche"],
  [["en", "la", "tarde", "noche"], "por la noche"],
  [["tarde-noche"], "noche"],
];

const RIVER_PLATE_PART: Record<string, string> = { noche: "noche", tarde: "tarde", mañana: "mañana", manana: "mañana" };

/** "para la noche lavar la equipación", "pa la tarde", chat "xa la noche": when, where the item opens. */
const FOR_THE = new Set(["para", "pa", "xa"]);

/**
 * "a la noche ver la novela", "a la tarde llevo al nene": the River Plate's parts of the day ("por
 * la noche"), not "una tarde de cine" or "la mañana siguiente". So is "para la noche" opening an item
 * ("comprar vino para la noche" after its words is what the thing is for).
 */
export const A_LA_PART: Rule = {
  name: "es-time/a-la-part",
  starts: { words: ["a", ...FOR_THE] },
  match: (tokens, i) => {
    const part = RIVER_PLATE_PART[tokens[i + 2]?.lower ?? ""];
    const lead = word(tokens[i], "a") || (FOR_THE.has(tokens[i].lower) && opensItem(tokens, i, true));
    if (!part || !lead || !word(tokens[i + 1], "la")) return null;
    if (word(tokens[i + 3], "de", "del", "siguiente")) return null;
    return { end: i + 3, text: `por la ${part}` };
  },
};

/** "a última hora de la tarde", "a media mañana": windows of the day. */
export const PART_PHRASES: Rule = {
  name: "es-time/parts",
  starts: { words: PARTS.map(([w]) => w[0]) },
  match: (tokens, i) => {
    const hit = PARTS.find(([words]) => wordsAt(tokens, i, words));
    return hit ? { end: i + hit[0].length, text: hit[1] } : null;
  },
};

/** "revisar el correo 20'", "30’": minutes. */
export const MINUTE_MARK: Rule = {
  name: "es-time/minute-mark",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const n = tokens[i];
    const mark = tokens[i + 1];
    if (n.kind !== "number" || !mark || !["'", "’", "´"].includes(mark.text) || mark.start !== n.end) return null;
    if ((n.value ?? 0) < 1 || (n.value ?? 0) > 180) return null;
    return { end: i + 2, text: `${n.value} min` };
  },
};

const SNACK = new Set(["merienda", "merendar"]);

/** "siesta, merienda": the Spanish afternoon snack is in the afternoon, when its item has no time of its own. */
export const MERIENDA: Rule = {
  name: "es-time/merienda",
  starts: { words: [...SNACK] },
  match: (tokens, i) => {
    if (!SNACK.has(tokens[i].lower)) return null;
    // "merienda y parque con los dos, hora y media", "merienda y deberes con Pablo 45 min": a pair done
    // as one; the afternoon goes after the pair (before its length), so the pair stays whole.
    if (word(tokens[i + 1], "y", "e")) {
      let k = i + 2;
      for (; k < tokens.length && k < i + MOST * 2; k++) {
        const t = tokens[k];
        if (closesItem(t) || t.text === "," || t.kind === "number") break;
        if (t.kind === "clock" || word(t, "tarde", "noche", "mañana", "antes", "después", "a")) return null;
      }
      return { end: k, text: `${spanAsWritten(tokens, i, k)} por la tarde a partir de las 16:30` };
    }
    let s = i;
    while (s > 0 && i - s < MOST * 2 && !opensItem(tokens, s, true)) s--;
    for (let k = s; k < tokens.length && k < i + MOST * 2; k++) {
      const t = tokens[k];
      if (k > i && (closesItem(t) || t.text === ",")) break;
      if (t.kind === "number" || t.kind === "clock" || word(t, "tarde", "noche", "mañana", "antes", "después"))
        return null;
    }
    return { end: i + 1, text: `${tokens[i].text} por la tarde a partir de las 16:30` };
  },
};

const pad = (n: number): string => String(n).padStart(2, "0");

/** "11h-13h laboratorio", "de 9h a 14h": a range of hours written with "h". */
export const HOUR_H_RANGE: Rule = {
  name: "es-time/hour-h-range",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const a = tokens[i];
    const b = tokens[i + 3];
    if (a.kind !== "number" || !a.glued || !word(tokens[i + 1], "h") || b?.kind !== "number" || !b.glued) return null;
    const dash = tokens[i + 2];
    if (!(dash.text === "-" || dash.text === "–" || word(dash, "a", "to"))) return null;
    if (!word(tokens[i + 4], "h")) return null;
    // "19h-20h30": the minutes after the second "h" are the clock patterns' to read.
    if (tokens[i + 5]?.kind === "number" && tokens[i + 5].start === tokens[i + 4].end) return null;
    const [x, y] = [a.value ?? 99, b.value ?? 99];
    if (x > 24 || y > 24 || y <= x) return null;
    return { end: i + 5, text: `${pad(x)}:00-${pad(y)}:00` };
  },
};

/** "leer 1/2 hora", "correr 3/4 h", "1/4 de hora": a fraction of an hour. */
export const HOUR_FRACTION: Rule = {
  name: "es-time/fraction",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const a = tokens[i];
    const b = tokens[i + 2];
    if (a.kind !== "number" || tokens[i + 1]?.text !== "/" || b?.kind !== "number") return null;
    let k = i + 3;
    if (word(tokens[k], "de", "of", "an")) k++;
    const unit = tokens[k];
    if (!(unit?.unitMinutes === 60 || word(unit, "h", "hora", "hour"))) return null;
    const minutes = Math.round((60 * (a.value ?? 0)) / (b.value || 1));
    if (minutes < 5 || minutes > 60 || (a.value ?? 0) >= (b.value ?? 0)) return null;
    return { end: k + 1, text: `${minutes} min` };
  },
};

/** "tengo q llamar", "asi q hoy": chat "q" for "que", between two words (never "Q&A"). */
export const CHAT_Q: Rule = {
  name: "es-chat/q",
  starts: { words: ["q"] },
  match: (tokens, i) => {
    const t = tokens[i];
    if (t.text !== "q" || tokens[i - 1]?.kind !== "word" || tokens[i + 1]?.kind !== "word") return null;
    return { end: i + 1, text: "que" };
  },
};

const PART_WORDS = new Set(["mañana", "manana", "tarde", "noche", "mediodía", "mediodia"]);

/** "x la noche facturas", "x la tarde gym": chat "x" for "por" before a part of the day. */
export const CHAT_X_PART: Rule = {
  name: "es-chat/x-part",
  starts: { words: ["x"] },
  match: (tokens, i) => {
    if (tokens[i].lower !== "x" || !word(tokens[i + 1], "la", "el") || !PART_WORDS.has(tokens[i + 2]?.lower ?? ""))
      return null;
    return { end: i + 1, text: "por" };
  },
};

const MEAL_WORDS = new Set(["comer", "comida", "almorzar", "almuerzo", "cenar", "cena"]);

/**
 * "comer tarde, sobre las 3", "cenar tarde": "tarde" after a meal is late, not a word of its title;
 * with no time of its own the meal goes late (lunch from 15:00, dinner from 21:00).
 */
export const MEAL_LATE: Rule = {
  name: "es-time/meal-late",
  starts: { words: ["tarde"] },
  match: (tokens, i) => {
    const meal = tokens[i - 1];
    if (!word(tokens[i], "tarde") || !meal || !MEAL_WORDS.has(meal.lower)) return null;
    for (let k = i + 1; k < tokens.length && k < i + 6; k++) {
      if (closesItem(tokens[k])) break;
      if (isHour(tokens[k])) return { from: i, end: i + 1, text: "" };
    }
    const dinner = meal.lower.startsWith("cen");
    return { from: i, end: i + 1, text: `a partir de las ${dinner ? "21:00" : "15:00"}` };
  },
};

const THIS_PART: Record<string, string> = { mañana: "mañana", manana: "mañana", tarde: "tarde", noche: "noche" };

/** "esta tarde: repasar, planchar": a label of the part of the day (not a heading that plans nothing). */
export const THIS_PART_LABEL: Rule = {
  name: "es-time/esta-tarde-label",
  starts: { words: ["esta"] },
  match: (tokens, i) => {
    const part = THIS_PART[tokens[i + 1]?.lower ?? ""];
    if (!word(tokens[i], "esta") || !part || tokens[i + 2]?.text !== ":" || !opensItem(tokens, i, true)) return null;
    return { end: i + 3, text: `por la ${part}:` };
  },
};

const CLOSING = new Set(["cerrar", "terminar", "acabar"]);

/**
 * "bar de 7 a 4. al cerrar, hacer caja 20 min y fregar 1h": at closing time (the end of the day's last
 * timed span, rules/opening-closing.ts); "al terminar, ..." after what was written before (like
 * "después de eso:", segments.ts), for every item of the sentence.
 */
export const AT_CLOSING: Rule = {
  name: "es-time/al-cerrar",
  starts: { words: ["al"] },
  match: (tokens, i) => {
    if (!word(tokens[i], "al") || !CLOSING.has(tokens[i + 1]?.lower ?? "") || !opensItem(tokens, i, true)) return null;
    let k = i + 2;
    // "al cerrar la tienda", "al terminar el turno"
    if (word(tokens[k], "el", "la") && tokens[k + 1]?.kind === "word") k += 2;
    const stop = tokens[k];
    if (!stop || ![",", ":", "-"].includes(stop.text) || tokens[k + 1]?.kind !== "word") return null;
    // Closing is the end of the day's last timed span (rules/opening-closing.ts).
    return { end: k + 1, text: tokens[i + 1].lower === "cerrar" ? "después del cierre," : "después de eso," };
  },
};

/** What ends the day's last events: "al final de la noche", "de la fiesta", "de la boda". */
const NIGHT_END = new Set(["noche", "fiesta", "boda", "velada", "jornada", "celebración", "celebracion"]);

/**
 * "pagarles a los meseros al final de la noche", "recoger las mesas al final de la fiesta": when the
 * day's last timed span is over, as "después del cierre" is (rules/opening-closing.ts), never words of
 * the title. ("al final del día" is the day's last part: rules/part-words.ts.)
 */
export const AT_NIGHT_END: Rule = {
  name: "es-time/al-final-de-la-noche",
  starts: { words: ["al"] },
  match: (tokens, i) => {
    if (!word(tokens[i], "al") || !word(tokens[i + 1], "final") || !word(tokens[i + 2], "de")) return null;
    if (!word(tokens[i + 3], "la") || !NIGHT_END.has(tokens[i + 4]?.lower ?? "")) return null;
    return { end: i + 5, text: "después del cierre" };
  },
};

/** Verbs of getting something done: "until" after them is by when ("terminar el informe hasta las 5"). */
const FINISH = new Set([
  ...["terminar", "acabar", "entregar", "mandar", "enviar", "tener", "dejar"],
  // (A thing to get through and hand on: "revisar la entrega hasta las 5", "firmar el contrato hasta las 12".)
  ...["revisar", "corregir", "firmar", "pagar", "presentar", "subir", "imprimir", "devolver", "completar", "rellenar"],
  ...["أخلص", "اخلص", "أسلم", "اسلم", "أرسل", "ارسل", "أنهي", "انهي", "أسلّم"],
]);

/**
 * "terminar el informe hasta las 5", "أخلص التقرير لين ٥" (issue 29, kind 6): an item that gets
 * something done "until" an hour is due by then ("antes de las 5", "by 5"), not a block from the
 * start of the day to then ("estudiar hasta las 5" still is).
 */
export const FINISH_UNTIL: Rule = {
  name: "es-time/terminar-hasta",
  starts: { words: ["hasta", "until"] },
  match: (tokens, i) => {
    const until = tokens[i];
    const spanish = word(until, "hasta");
    if (!spanish && !word(until, "until")) return null;
    const next = spanish && word(tokens[i + 1], "las", "la") ? tokens[i + 2] : tokens[i + 1];
    if (!isHour(next)) return null;
    let s = i - 1;
    while (s > 0 && i - s < MOST * 2 && !opensItem(tokens, s, true)) s--;
    if (s < 0 || s >= i || !FINISH.has(tokens[s].lower)) return null;
    return { end: i + 1, text: spanish ? "antes de" : "by" };
  },
};

const RANGE_HEAD = new Set(["de", "d", "desde", "dsd", "las", "la", "entre", "y", "from", "to"]);

/**
 * "clase de inglés 7:30 a 9", "turno 7 a 3": a range written with a bare "a" and no "de" before it
 * (issue 29, kind 1) is the item's hours, as "de 7:30 a 9" is; never a title ending "a 9".
 */
export const BARE_RANGE: Rule = {
  name: "es-time/bare-range",
  starts: { kinds: ["clock", "number"] },
  match: (tokens, i) => {
    const a = tokens[i];
    const prev = tokens[i - 1];
    // "natación (4 a 5)": a range in brackets after the item is its time too.
    const bracket = prev?.text === "(" && tokens[i + 3]?.text === ")";
    if (!prev || (prev.kind !== "word" && !bracket) || RANGE_HEAD.has(prev.lower)) return null;
    if (a.kind !== "clock" && (a.kind !== "number" || (a.value ?? 0) > 24 || a.glued)) return null;
    const b = tokens[i + 2];
    if (tokens[i + 1]?.lower !== "a" || !b || (b.kind !== "clock" && b.kind !== "number") || (b.value ?? 0) > 24)
      return null;
    // "3 a 4 veces", "2 a 3 horas": counts and lengths, not hours.
    if (tokens[i + 3]?.kind === "word" && (tokens[i + 3].unitMinutes || /^veces$/iu.test(tokens[i + 3].lower)))
      return null;
    return { end: i + 3, text: `de ${a.text} a ${b.text}` };
  },
};

/** Words after an hour that make it a count or a length, not a clock time ("tipo 2 horas", "tipo 3 veces"). */
const NOT_AN_HOUR = new Set(["veces", "años", "anos", "personas", "cosas", "h", "min", "hs"]);

/**
 * "gym tipo 8", "llamar a mi vieja tipo las 6" (Rioplatense, Mexican chat): "tipo" before an hour is
 * about that hour ("sobre las 8"), never a word of the title; "tipo 1 hora" is about that long.
 */
export const TIPO_HOUR: Rule = {
  name: "es-time/tipo",
  starts: { words: ["tipo"] },
  match: (tokens, i) => {
    if (!word(tokens[i], "tipo") || opensItem(tokens, i)) return null;
    const article = word(tokens[i + 1], "las", "la") ? 1 : 0;
    const h = tokens[i + 1 + article];
    if (!isHour(h) || (h.kind === "number" && (h.value ?? 0) < 1)) return null;
    const after = tokens[i + 2 + article];
    // "correr tipo 1 hora", "tipo 40 min": about that long.
    const unit =
      h.glued || (after?.kind === "word" && (after.unitMinutes !== undefined || NOT_AN_HOUR.has(after.lower)));
    if (unit) return article ? null : { end: i + 1, text: "unos" };
    if (h.kind === "number" && (h.value ?? 0) > 23) return null;
    return { end: i + 1 + article, text: "sobre las" };
  },
};

/**
 * "comida con mis papás como a las 3", "llego como a las 7" (Mexico, Central America): "como" before
 * an hour, inside an item, is about that hour. Opening the item it is "I eat" ("como a las 2 con Ana").
 */
export const COMO_HOUR: Rule = {
  name: "es-time/como",
  starts: { words: ["como"] },
  match: (tokens, i) => {
    if (!word(tokens[i], "como") || opensItem(tokens, i)) return null;
    if (!word(tokens[i + 1], "a") || !word(tokens[i + 2], "las", "la")) return null;
    const h = tokens[i + 3];
    if (!isHour(h) || (h.kind === "number" && ((h.value ?? 0) < 1 || (h.value ?? 0) > 23))) return null;
    return { end: i + 3, text: "sobre las" };
  },
};

/**
 * Words that say "right away" (Argentina "al toque", Mexico "luego luego", "ahorita", Chile "al tiro",
 * Spain and Colombia "ya mismo", "enseguida", "de una").
 */
const AT_ONCE: string[][] = [
  ["al", "toque"],
  ["al", "tiro"],
  ["luego", "luego"],
  ["de", "una"],
  ["de", "inmediato"],
  ["ya", "mismo"],
  ["ahora", "mismo"],
  ["enseguida"],
  ["ahorita"],
  ["ahoritita"],
];

const afterWord = (t: Tagged | undefined): boolean => word(t, "después", "despues", "tras");

/** The length of a "right away" phrase at i, or 0; "de una" is one only closing an item ("de una vez", "de una hora" are not). */
function atOnce(tokens: readonly Tagged[], i: number): number {
  const n = phraseAt(tokens, i, AT_ONCE)?.length ?? 0;
  const next = tokens[i + n];
  if (n && tokens[i].lower === "de" && !closesItem(next) && next?.text !== "," && !afterWord(next)) return 0;
  return n;
}

/**
 * "mate con Vicky al toque después del laburo", "después de la junta luego luego": right after that
 * ("justo después", refiners/right-after.ts); said alone ("mandar la cotización luego luego") it is
 * no word of the title.
 */
export const RIGHT_AWAY: Rule = {
  name: "es-time/al-toque",
  starts: { words: ["después", "despues", "tras", ...AT_ONCE.map((w) => w[0])] },
  match: (tokens, i) => {
    // "después del laburo al toque": the anchor is said first; it becomes "justo después".
    if (afterWord(tokens[i]) && !word(tokens[i - 1], "justo")) {
      for (let k = i + 1; k < tokens.length && k < i + MOST; k++) {
        if (closesItem(tokens[k]) || tokens[k].text === ",") break;
        if (atOnce(tokens, k)) return { end: i + 1, text: `justo ${tokens[i].text}` };
      }
      return null;
    }
    const n = atOnce(tokens, i);
    if (!n) return null;
    if (afterWord(tokens[i + n])) return { end: i + n, text: "justo" };
    return { end: i + n, text: "" };
  },
};

/** "hay que", "tengo que", "tenemos que": it has to be done. */
const MUST = new Set(["hay", "tengo", "tenemos", "tiene", "tienen"]);
/** A verb with its object glued on: "mandarlo", "enviarla", "entregarlos". */
const VERB_IT = /^\p{L}{2,}(?:ar|er|ir)(?:lo|la|los|las)$/u;

/**
 * "terminar el informe, 2 horas, hay que mandarlo antes de las 13", "tengo que enviarla para las 5":
 * handing in the item's own thing by that time is the item's deadline ("…, para antes de las 13"),
 * not an item called "Mandarlo".
 */
export const MUST_SEND_IT_BY: Rule = {
  name: "es-time/hay-que-mandarlo-antes",
  starts: { words: [","] },
  match: (tokens, i) => {
    if (tokens[i]?.text !== ",") return null;
    let k = i + 1;
    if (word(tokens[k], "y")) k++;
    if (!MUST.has(tokens[k]?.lower ?? "") || !word(tokens[k + 1], "que")) return null;
    const verb = tokens[k + 2];
    if (verb?.kind !== "word" || !VERB_IT.test(verb.lower)) return null;
    if (word(tokens[k + 3], "antes")) return { end: k + 3, text: ", para" };
    return word(tokens[k + 3], "para") ? { end: k + 3, text: "," } : null;
  },
};

const HS = new Set(["hs", "hrs"]);

/**
 * "16 hs corte de Juli", "corte de Juli 16 hs", "9 hs reunión": the River Plate's "hs" after an hour
 * is the time ("a las 16"); a length ("estudiar 2 hs") is a small number not opening the item. Glued
 * ("10hs corte y color") only opening the item, before its title.
 */
export const HS_HOUR: Rule = {
  name: "es-time/hs-hour",
  starts: { kinds: ["number"] },
  match: (tokens, i) => {
    const n = tokens[i];
    const h = n?.value ?? -1;
    if (n?.kind !== "number" || !HS.has(tokens[i + 1]?.lower ?? "") || h > 23) return null;
    // Glued, "10hs corte y color", only opening the item before its title ("2hs de estudio" is a length).
    const title = tokens[i + 2];
    if (n.glued && (!opensItem(tokens, i, true) || title?.kind !== "word" || title.tags.size > 0 || h < 7)) return null;
    if (word(tokens[i - 1], "las", "la", "a", "de", "desde", "hasta")) return null;
    if (h < 13 && !(h >= 7 && opensItem(tokens, i, true))) return null;
    return { end: i + 2, text: `a las ${h}:00` };
  },
};

/** How far a written nap is looked for around "después de la siesta" (a day's text is far shorter). */
const NAP_REACH = 400;
const NAP_WORDS = new Set(["siesta", "cabezada", "cabezadita", "dormir", "duermo", "siestita"]);
const AFTER_NAP: readonly string[][] = [
  ["después", "de", "la", "siesta"],
  ["despues", "de", "la", "siesta"],
  ["tras", "la", "siesta"],
];

/**
 * "después de la siesta hacer ganchillo" with no nap written anywhere in the day: the Spanish
 * siesta after lunch, so from about 16:00 ("a partir de las 16:00"). A nap the day does write ("siesta
 * a las 5") is the anchor itself (order.ts).
 */
export const AFTER_THE_SIESTA: Rule = {
  name: "es-time/despues-de-la-siesta",
  starts: { words: ["después", "despues", "tras"] },
  match: (tokens, i) => {
    const words = AFTER_NAP.find((w) => wordsAt(tokens, i, w));
    if (!words) return null;
    const end = i + words.length;
    // (Looked for within NAP_REACH tokens either side: bounded, so a long text stays linear.)
    for (let k = Math.max(0, i - NAP_REACH); k < Math.min(tokens.length, end + NAP_REACH); k++)
      if ((k < i || k >= end) && NAP_WORDS.has(tokens[k].lower)) return null;
    return { end, text: "a partir de las 16:00" };
  },
};

const LET_US_SEE: readonly (readonly string[])[] = [
  ["pero", "a", "ver"],
  ["aunque", "a", "ver"],
  ["a", "ver"],
  ["pero", "vamos", "a", "ver"],
  ["vamos", "a", "ver"],
  ["pero", "no", "sé"],
  ["pero", "no", "se"],
  ["no", "sé"],
  ["no", "se"],
];
/** What "si ..." asks when it asks for time: "si me da tiempo", "si hay tiempo", "si puedo". */
const TIME_VERBS = new Set(["da", "dará", "dara", "hay", "queda", "alcanza", "sobra"]);

/**
 * "estudiar 2 horas, pero a ver si me da tiempo", "correr, no sé si puedo": the doubt is the item's
 * "si me da tiempo" (priority 1), not an item "Pero a ver" nor a title "Correr no sé". The lead goes,
 * the "si ..." stays for the priority reader.
 */
export const LET_US_SEE_IF: Rule = {
  name: "es-priority/a-ver-si",
  starts: { words: ["pero", "aunque", "a", "vamos", "no"] },
  match: (tokens, i) => {
    const lead = phraseAt(tokens, i, LET_US_SEE);
    if (!lead) return null;
    const si = i + lead.length;
    if (!word(tokens[si], "si")) return null;
    let k = si + 1;
    if (word(tokens[k], "me", "nos")) k++;
    const time = TIME_VERBS.has(tokens[k]?.lower ?? "") && word(tokens[k + 1], "tiempo");
    if (!time && !word(tokens[k], "puedo")) return null;
    return { end: si, text: "" };
  },
};
