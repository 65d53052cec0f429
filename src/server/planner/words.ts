/**
 * Shared vocabulary of the rules grammar: the languages of its patterns, the word-boundary
 * pieces every pattern is built from, and numbers written as words ("two", "veinte").
 */

export type Lang = "en" | "es";
/** The languages of a description. */
export type Language = Lang | "ar";

export const L = "(?<![\\p{L}\\p{N}])";
export const R = "(?![\\p{L}\\p{N}])";
export const rx = (source: string, flags = "giu"): RegExp => new RegExp(source, flags);

// ---------------------------------------------------------------------------------------------
// Numbers written as words
// ---------------------------------------------------------------------------------------------

const EN_SMALL: Record<string, number> = {
  zero: 0,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  thirteen: 13,
  fourteen: 14,
  fifteen: 15,
  sixteen: 16,
  seventeen: 17,
  eighteen: 18,
  nineteen: 19,
  twenty: 20,
  thirty: 30,
  forty: 40,
  fifty: 50,
  sixty: 60,
  ninety: 90,
  a: 1,
  an: 1,
  couple: 2,
  "a couple": 2,
  "a couple of": 2,
  "couple of": 2,
  "a few": 3,
  few: 3,
  several: 3,
};
const ES_SMALL: Record<string, number> = {
  cero: 0,
  un: 1,
  una: 1,
  uno: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  nueve: 9,
  diez: 10,
  once: 11,
  doce: 12,
  trece: 13,
  catorce: 14,
  quince: 15,
  veinte: 20,
  veinticinco: 25,
  treinta: 30,
  cuarenta: 40,
  "cuarenta y cinco": 45,
  cincuenta: 50,
  sesenta: 60,
  noventa: 90,
  "un par de": 2,
  unas: 1,
  media: 0.5,
};

/** "2", "1.5", "1,5", "two", "twenty-five", "una", "a couple of" -> number (NaN if unknown). */
export function wordNumber(raw: string): number {
  const s = raw.trim().toLowerCase().replace(/\s+/g, " ");
  if (/^\d+(?:[.,]\d+)?$/.test(s)) return Number(s.replace(",", "."));
  if (s in EN_SMALL) return EN_SMALL[s];
  if (s in ES_SMALL) return ES_SMALL[s];
  const m = /^(twenty|thirty|forty|fifty)[- ](one|two|three|four|five|six|seven|eight|nine)$/.exec(s);
  if (m) return EN_SMALL[m[1]] + EN_SMALL[m[2]];
  return NaN;
}

export const EN_NUMWORD =
  "(?:(?:twenty|thirty|forty|fifty)(?:[- ](?:one|two|three|four|five|six|seven|eight|nine))?|zero|one|" +
  "two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|" +
  "seventeen|eighteen|nineteen|sixty|ninety)";
export const ES_NUMWORD =
  "(?:cuarenta\\s+y\\s+cinco|veinticinco|un[oa]?|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce|trece|catorce|quince|veinte|treinta|cuarenta|cincuenta|sesenta|noventa)";
export const NUMD = "\\d+(?:[.,]\\d+)?";
export const EN_QTY = `(?:${NUMD}|${EN_NUMWORD}|(?:a\\s+)?couple(?:\\s+of)?|(?:a\\s+)?few|several|an?(?!\\s*\\.?\\s*m(?![\\p{L}])))`; // "11 am" is no "a minute"
export const ES_QTY = `(?:${NUMD}|${ES_NUMWORD}|un\\s+par\\s+de)`;

// ---------------------------------------------------------------------------------------------
