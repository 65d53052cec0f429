/**
 * Times counted from now (issue 16 item 7): "call the bank in an hour", "in 30 minutes", "within
 * half an hour"; "en una hora", "dentro de 20 minutos", "en media hora". On today's plan (or with
 * --now) they become the clock phrases the grammar already reads: "in" -> "after 15:30" / "a partir
 * de las 15:30" (not before then), "within" -> "by 15:30" / "antes de las 15:30" (done by then).
 * Without a known "now" (another day) the phrase says nothing and is dropped. Arabic is handled in
 * arabic.ts the same way. Every pattern is linear: literal words, bounded digit runs, single
 * white-space steps (the text's runs of spaces are already collapsed).
 */

const EN_AMOUNT =
  "(an? hour and a half|an hour and half|half an hour|a half hour|an? hour|a couple of hours|" +
  "a couple hours|a few minutes|(\\d{1,3}(?:[.,]\\d{1,2})?) ?(hours|hour|hrs|hr|h|minutes|minute|mins|" +
  "min|m))";
// "squeeze in 2 hours", "fit in an hour": "in" belongs to the verb, and the amount is a length.
const PHRASAL =
  "(?<!\\b(?:squeeze|squeezing|fit|fitting|put|putting|get|getting|pencil|slot|block|cram|sneak|work|fold|throw|pop|drop) )";
// "in 90 minute blocks": the size of its pieces, not a time from now.
const NOT_PIECES = "(?![ -](?:blocks?|chunks?|sessions?|sprints?|stretches?|pieces?|increments?|intervals?)\\b)";
const EN = new RegExp(`${PHRASAL}\\b(in|within) ${EN_AMOUNT}\\b${NOT_PIECES}`, "gi");

const ES_AMOUNT =
  "(una hora y media|hora y media|una hora|media hora|un par de horas|unos minutos|(\\d{1,3}(?:[.,]\\d{1,2})?) ?(horas|hora|h|minutos|minuto|mins|min))";
const ES = new RegExp(`\\b(dentro de|en menos de|en) (?:unos |unas )?${ES_AMOUNT}(?![\\wáéíóúñ])`, "gi");

/** A verb of getting something done: "in 2 hours" after it is a length, not a time from now. Linear. */
const COMPLETION =
  /\b(?:finish|finished|finishing|complete|completing|wrap up|get (?:it|this|that) done|be done|done|terminar|termino|acabar|acabo|completar)\b/i;

const WORDS: Record<string, number> = {
  "an hour and a half": 90,
  "a hour and a half": 90,
  "an hour and half": 90,
  "half an hour": 30,
  "a half hour": 30,
  "an hour": 60,
  "a hour": 60,
  "a couple of hours": 120,
  "a couple hours": 120,
  "a few minutes": 10,
  "una hora y media": 90,
  "hora y media": 90,
  "una hora": 60,
  "media hora": 30,
  "un par de horas": 120,
  "unos minutos": 10,
};

function minutesOf(phrase: string, number: string | undefined, unit: string | undefined): number | undefined {
  if (number !== undefined && unit !== undefined) {
    const value = Number(number.replace(",", "."));
    return /^h/i.test(unit) ? value * 60 : value;
  }
  return WORDS[phrase.toLowerCase()];
}

function clockFrom(now: string, minutes: number): string | undefined {
  const [h, m] = now.split(":").map(Number);
  const at = Math.ceil((h * 60 + m + minutes) / 5) * 5;
  if (!Number.isFinite(at) || at >= 1440) return undefined;
  return `${String(Math.floor(at / 60)).padStart(2, "0")}:${String(at % 60).padStart(2, "0")}`;
}

/** Rewrites "in an hour" and the like into clock phrases from `now` ("HH:MM"), or drops them. */
export function normalizeRelativeTimes(text: string, now?: string): string {
  const known = now !== undefined && /^\d{1,2}:\d{2}$/.test(now);
  const rewrite =
    (spanish: boolean) =>
    (
      whole: string,
      word: string,
      phrase: string,
      n: string | undefined,
      unit: string | undefined,
      at: number,
      all: string,
    ) => {
      const minutes = minutesOf(phrase, n, unit);
      if (minutes === undefined || minutes <= 0 || minutes > 720) return whole;
      // "finish the report in 2 hours", "terminar el informe en una hora": how long it takes.
      // The clause before the phrase, at most 80 characters back (constant work per match).
      const before = all.slice(Math.max(0, at - 80), at);
      const clause = before.slice(
        Math.max(before.lastIndexOf(","), before.lastIndexOf("."), before.lastIndexOf("\n")) + 1,
      );
      if (/^in$|^en$/i.test(word) && COMPLETION.test(clause)) return ` ${phrase} `;
      const clock = known ? clockFrom(now, minutes) : undefined;
      if (!clock) return " ";
      const within = /^(within|en menos de)$/i.test(word);
      if (spanish) return within ? ` antes de las ${clock} ` : ` a partir de las ${clock} `;
      return within ? ` by ${clock} ` : ` after ${clock} `;
    };
  return text.replace(EN, rewrite(false)).replace(ES, rewrite(true));
}
