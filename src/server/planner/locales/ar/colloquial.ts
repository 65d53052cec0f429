/**
 * Colloquial spellings of the Arabic time words, read as the written form the rewrites of
 * arabic.ts know (issue 29, kinds 5 and 9): Egyptian and Levantine "الضهر" is "الظهر" (noon,
 * early afternoon), "عالعصر" is "العصر", and "من ٨ للـ ٤" (tatweel already gone: "لل") is a
 * range like "من ٨ لـ ٤". A list of words, no pattern over whole phrases.
 */

const WORDS: Record<string, string> = {
  الضهر: "الظهر",
  ضهرا: "ظهرا",
  ضهراً: "ظهرا",
  الضهرية: "الظهيرة",
  الضهريه: "الظهيرة",
  بالضهر: "الظهر",
  عالضهر: "الظهر",
  عالصبح: "الصبح",
  عالعصر: "العصر",
  العصرية: "العصر",
  العصريه: "العصر",
  عالعصرية: "العصر",
  عالمسا: "المسا",
  بالمسا: "المسا",
  // Gulf "عقب" is "after", "باجر" is "tomorrow"
  عقب: "بعد",
  باجر: "بكرة",
  باچر: "بكرة",
  // "بيناتهم": in between the two items before
  بيناتهم: "in between",
  بيناتها: "in between",
  بينهم: "in between",
  بينهما: "in between",
  // "٢٠ دقيقة للواحد": per one
  للواحد: "لكل واحد",
  للواحدة: "لكل واحدة",
  للوحدة: "لكل وحدة",
};

/** A word of WORDS, between word boundaries (punctuation may touch it: "الضهر،"). */
const WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(WORDS).join("|")})(?![\\p{L}\\p{N}])`, "gu");
/** "لل" between two numbers: "to" ("من ٨ للـ ٤"). */
const TO_THE = /(?<=\d\s*)للـ?(?=\s*\d)/gu;

/** "ساعة كاملة", "ساعتين بالتمام": a whole hour is an hour. */
const WHOLE = /(?<=(?:ساع[ةه]|ساعتين|ساعات)\s+)(?:كاملة|كامله|كاملتين|كاملين|بالتمام|بالضبط)(?![\p{L}\p{N}])/gu;

/**
 * "الظهر أطبخ", "الضهر غدا مع أم محمد": noon opening an item with no hour of its own is the early
 * afternoon, a window like Spanish "al mediodía" (kind 5), not a fixed 12:00 ("عند الظهر" keeps it).
 */
const NOON_OPENS = /(^|[,،.\n:;!?]\s*)(?:في\s+)?(?:ال)?(?:ظهر|ظهرية|ظهريه|ظهيرة|ظهيره)(?=\s+[\u0621-\u064a])/gu;
/** "قبل لا أروح الدوام": "قبل ما", before it. */
const BEFORE_NOT = /(?<=قبل\s+)لا(?=\s)/gu;
/** "بعد العشا", "قبل العشا": the meal (or the evening prayer) the rewrites know as "العشاء". */
const DINNER = /(?<=(?:بعد|قبل)\s+)(?:ال)?عشا(?![\p{L}\p{N}])/gu;
/** "٥ دقايق للإيميل الواحد": per email, as "لكل إيميل". */
const PER_ONE = /(?<![\p{L}\p{N}])لل([\u0621-\u064a]{2,})\s+(?:الواحد|الواحدة|الواحده)(?![\p{L}\p{N}])/gu;

export function foldColloquialArabic(text: string): string {
  return text
    .replace(WORD, (w) => WORDS[w] ?? w)
    .replace(TO_THE, "إلى")
    .replace(WHOLE, "")
    .replace(DINNER, "العشاء")
    .replace(BEFORE_NOT, "ما")
    .replace(NOON_OPENS, "$1 between 12:00 and 15:00 ")
    .replace(PER_ONE, "لكل $1");
}
