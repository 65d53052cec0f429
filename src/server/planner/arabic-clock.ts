/**
 * Arabic clock times for normalizeArabic (arabic.ts): hour words and digits, "و نص", "إلا ربع",
 * the part of the day after them ("٣ العصر"), noon and midnight, marked so later rewrites read them as
 * "at HH:MM". Word boundaries and single alternations only, so linear.
 */

import { alternation, COUNT_WORDS, fold, HOUR_WORDS } from "./arabic-words";

/** Before and after a word. */
export const B = "(?<![\\p{L}\\p{N}])";

export const Z = "(?![\\p{L}\\p{N}])";

export const rx = (s: string): RegExp => new RegExp(s, "gu");

/** Marks a clock time found in the first pass: "\ue011" + "14:30" | "9" | "midnight". */
export const MARK = "\ue011";

export const HOUR_WORD = `(?:ال)?(?:${alternation(Object.keys(HOUR_WORDS))})`;

export const COUNT_WORD = `(?:${alternation(Object.keys(COUNT_WORDS).filter((w) => w !== "ربع"))})`;

export function hourNumber(raw: string): number {
  if (/^\d/.test(raw)) return Number(raw.split(/[:.]/)[0]);
  const w = fold(raw).replace(/^ال/u, "");
  return HOUR_WORDS[w] ?? NaN;
}

export function countNumber(raw: string): number {
  if (/^\d/.test(raw)) return Number(raw.replace(",", "."));
  return COUNT_WORDS[fold(raw)] ?? NaN;
}

// ----- clock times ---------------------------------------------------------------------------------

export const HV = `(\\d{1,2}(?:[:.][0-5]\\d)?|${HOUR_WORD})`;

export const MIN_UNIT = "(?:دقيقة|دقيقه|دقائق|دقايق|د)";

/** "ونصف", "وربع", "إلا ربع", "و10 دقائق" after an hour. */
export const MOD = `(?:\\s*و\\s*(?:ال)?(نصف|نص|ربع|ثلث)(?![\\p{L}])|\\s+[إا]لا\\s+(ربع|ثلث|\\d{1,2})(?:\\s*${MIN_UNIT})?(?![\\p{L}\\p{N}])|\\s*و\\s*(\\d{1,2})\\s*${MIN_UNIT}(?![\\p{L}]))`;

export const MER_WORDS =
  "في\\s+الصباح|في\\s+المساء|في\\s+الليل|بعد\\s+الظهر|بعد\\s+الظهيرة|قبل\\s+الظهر|من\\s+الصباح|صباحا|" +
  "صباح|الصبح|الصباح|صبحا|فجرا|الفجر|مساءا|مساء|المساء|المسا|مسا|عصرا|العصر|مغربا|المغرب|ظهرا|الظهر|" +
  "ظهر|ليلا|بالليل|الليل|" +
  // Maghrebi "٦ ديال العشية" (6 in the evening), "٨ د الصباح".
  "(?:ديال|د)\\s+(?:العشية|العشيه|العصر|الليل|الصباح|الصبح)|العشية|العشيه";

/**
 * A part of the day after an hour; the one-letter "ص" / "م" only after a digit or a space, so an
 * hour word never swallows a word's first letters ("عند ستهم", at their grandmother's, is no 6 p.m.).
 * On the same line only: "من ٨ لين ٢\nالعصر فاضي" ends at 2, the afternoon is the next item's.
 */
export const MER = `[^\\S\\r\\n]*(${MER_WORDS}|(?<=[\\d\\s])(?:ص|م))(?![\\p{L}])`;

export const CLOCK_AT = rx(`${B}(?:[بع]|في\\s+|عند\\s+)?(?:تمام\\s+)?الساع[ةه]\\s*${HV}(?:${MOD})?(?:${MER})?${Z}`);

/** "بين الثانية والرابعة", "قبل الخامسة": an ordinal after a time word is an hour. */
export const ORDINAL_HOURS = Object.keys(HOUR_WORDS).filter(
  (w) => /^(?:حاديه|ثانيه|ثالثه|رابعه|خامسه|سادسه|سابعه|ثامنه|تاسعه|عاشره)/u.test(w) || w === "واحده",
);

export const CLOCK_PREP = rx(
  `(?<=${B}(?:بين|من|حتى|لحد|إلى|الى|قبل|بعد|بحلول|و)\\s+)ال(${alternation(ORDINAL_HOURS)})(?:${MOD})?(?:${MER})?${Z}`,
);

export const CLOCK_BARE = rx(`${B}(?<!\\d)${HV}(?:(?:${MOD})(?:${MER})?|${MER})${Z}`);

export const NOON = rx(
  `(?<!(?:بعد|قبل|صلاة|صلاه)\\s)${B}(?:(?:عند|وقت|في)\\s+)?(?:ال)?(?:ظهر|ظهيرة|ظهيره)${Z}|${B}(?:منتصف\\s+النهار|منتصف\\s+اليوم|ظهرا)${Z}`,
);

export const BEFORE_NOON = rx(`${B}قبل\\s+(?:ال)?(?:ظهر|ظهيرة|ظهيره)${Z}`);

export const MIDNIGHT = rx(`${B}(?:(?:عند|في)\\s+)?منتصف\\s+الليل${Z}`);

export function merKind(raw: string | undefined): "am" | "pm" | "noonish" | "night" | undefined {
  if (!raw) return undefined;
  const s = raw.replace(/\s+/gu, " ");
  if (/ظهر/u.test(s)) return /بعد/u.test(s) ? "pm" : /قبل/u.test(s) ? "am" : "noonish";
  if (/صباح|صبح|فجر|^ص$/u.test(s)) return "am";
  if (/ليل/u.test(s)) return "night";
  return "pm";
}

export const pad = (n: number): string => String(n).padStart(2, "0");

export function clockText(h0: string, half?: string, less?: string, plus?: string, mer?: string): string | undefined {
  let h = hourNumber(h0);
  let m = /[:.]/.test(h0) ? Number(h0.split(/[:.]/)[1]) : 0;
  if (!Number.isFinite(h) || h > 24) return undefined;
  const part = (w: string): number => (/نص/u.test(w) ? 30 : /ربع/u.test(w) ? 15 : /ثلث/u.test(w) ? 20 : Number(w));
  if (half) m += part(half);
  if (plus) m += Number(plus);
  if (less) {
    const x = part(less);
    if (!(x > 0 && x < 60)) return undefined;
    h = h === 1 ? 12 : h === 0 ? 23 : h - 1;
    m = 60 - x;
  }
  if (m >= 60) return undefined;
  const kind = merKind(mer);
  if (kind === undefined || h > 12) return m ? `${h}:${pad(m)}` : String(h);
  if (kind === "am") h = h % 12;
  else if (kind === "pm") h = h < 12 ? h + 12 : h;
  else if (kind === "noonish") h = h === 12 ? 12 : h <= 7 ? h + 12 : h;
  else if (h === 12) h = 24;
  else if (h >= 5) h += 12;
  if (h === 24) return m ? undefined : "midnight";
  return `${pad(h)}:${pad(m)}`;
}

export const markClock = (
  whole: string,
  h: string,
  half?: string,
  less?: string,
  plus?: string,
  mer?: string,
): string => {
  const t = clockText(h, half, less, plus, mer);
  return t === undefined ? whole : ` ${MARK}${t} `;
};

// ----- durations -----------------------------------------------------------------------------------
