/**
 * Basic Arabic for the rules extractor: the time, duration, part-of-day and list words of an
 * Arabic description are rewritten into the English phrases the grammar already understands
 * ("الساعة 9" -> "at 9", "ساعتين" -> "2 hours", "،" -> ","); the other words (the titles) stay
 * as they were written.
 */

const ARABIC = /[\u0600-\u06ff]/u;

export function hasArabic(text: string): boolean {
  return ARABIC.test(text);
}

const A = "(?<![\\u0600-\\u06ff])";
const Z = "(?![\\u0600-\\u06ff])";
/** A clock number; it starts where the digits start, so a long run of digits is not read from each of them. */
const NUM = "(?<!\\d)(\\d{1,2}(?:[:.]\\d{2})?)";
const rx = (s: string): RegExp => new RegExp(s, "gu");

/** Ordered rewrites: longer phrases first. */
const REWRITES: [RegExp, string][] = [
  // punctuation (digits are done first, in normalizeArabic)
  [/،/gu, ","],
  [/؛/gu, ";"],
  [/؟/gu, "?"],
  // meridiem words after a number
  [rx(`${NUM}\\s*(?:صباحا|صباحًا|صباحاً|ص)${Z}`), "$1am"],
  [rx(`${NUM}\\s*(?:مساء|مساءً|مساءا|م|ليلا|ليلًا|ليلاً)${Z}`), "$1pm"],
  [rx(`${NUM}\\s*(?:ظهرا|ظهرًا|ظهراً|عصرا|عصرًا|عصراً)${Z}`), "$1pm"],
  // ranges and constraints
  [rx(`${A}من\\s+(?:الساعة\\s+)?${NUM}\\s*(?:إلى|الى|حتى|لـ?|-)\\s*(?:الساعة\\s+)?${NUM}`), "from $1 to $2"],
  [rx(`${A}(?:قبل|بحلول)\\s+(?:الساعة\\s+)?${NUM}`), "by $1"],
  [rx(`${A}بعد\\s+(?:الساعة\\s+)?${NUM}`), "after $1"],
  [rx(`${A}(?:حتى|لغاية)\\s+(?:الساعة\\s+)?${NUM}`), "until $1"],
  [rx(`${A}(?:في\\s+)?(?:الساعة|الساعه|عند)\\s+${NUM}`), "at $1"],
  // durations
  [rx(`${A}(?:لمدة\\s+)?(?:ساعة|ساعه)\\s+ونصف${Z}`), " for 90 min "],
  [rx(`${A}(?:لمدة\\s+)?(?:ساعة|ساعه)\\s+وربع${Z}`), " for 75 min "],
  [rx(`${A}(?:لمدة\\s+)?(?:ساعتين|ساعتان)\\s+ونصف${Z}`), " for 150 min "],
  [rx(`${A}(?:لمدة\\s+)?(?:ساعتين|ساعتان)${Z}`), " for 2 hours "],
  [rx(`${A}(?:لمدة\\s+)?نصف\\s+(?:ساعة|ساعه)${Z}`), " for 30 min "],
  [rx(`${A}(?:لمدة\\s+)?ربع\\s+(?:ساعة|ساعه)${Z}`), " for 15 min "],
  [rx(`${A}(?:لمدة\\s+)?(?<!\\d)(\\d+(?:[.,]\\d+)?)\\s*(?:ساعات|ساعة|ساعه|س)${Z}`), " for $1 hours "],
  [rx(`${A}(?:لمدة\\s+)?(?<!\\d)(\\d+)\\s*(?:دقيقة|دقيقه|دقائق|دقايق|د)${Z}`), " for $1 min "],
  [rx(`${A}(?:لمدة\\s+)?(?:ساعة|ساعه)${Z}`), " for 1 hour "],
  // parts of the day
  [rx(`${A}(?:في\\s+)?(?:الصباح|الصبح)${Z}|${A}صباحا${Z}|${A}صباحًا${Z}`), " in the morning "],
  [rx(`${A}(?:بعد\\s+الظهر|بعد\\s+الظهيرة|العصر)${Z}`), " in the afternoon "],
  [rx(`${A}(?:في\\s+)?(?:المساء|الليل)${Z}|${A}(?:مساء|مساءً|الليلة)${Z}`), " in the evening "],
  [rx(`${A}(?:عند\\s+)?(?:الظهر|الظهيرة)${Z}`), " at noon "],
  // order
  [rx(`${A}(?:بعد\\s+(?:ذلك|هذا))${Z}`), " after that "],
  [rx(`${A}بعد\\s+(?:الغداء|الغدا)${Z}`), " after lunch "],
  [rx(`${A}بعد\\s+(?:العمل|الدوام|الشغل)${Z}`), " after work "],
  [rx(`${A}بعد\\s+(?:العشاء)${Z}`), " after dinner "],
  [rx(`${A}قبل\\s+(?:النوم)${Z}`), " before bed "],
  [rx(`${A}(?:أولا|أولاً|اولا)${Z}`), " first "],
  [rx(`${A}(?:ثم|بعدها|وبعدين|بعدين)${Z}`), ", then "],
  // "و" as a word, or stuck to a word that starts with "ال": a list joint
  [rx(`(?<!\\s)\\s+و\\s+`), " and "],
  [rx(`(?<=\\s)و(?=ال(?!د))`), "and "],
];

/** Rewrites the Arabic time and list words of a description; other text is left as it is. */
export function normalizeArabic(text: string): string {
  if (!hasArabic(text)) return text;
  let out = text
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) - 0x06f0));
  for (const [re, to] of REWRITES) {
    re.lastIndex = 0;
    out = out.replace(re, to);
  }
  return out.replace(/[ \t]+/g, " ");
}
