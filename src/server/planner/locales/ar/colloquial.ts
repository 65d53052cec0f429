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
};

/** A word of WORDS, between word boundaries (punctuation may touch it: "الضهر،"). */
const WORD = new RegExp(`(?<![\\p{L}\\p{N}])(?:${Object.keys(WORDS).join("|")})(?![\\p{L}\\p{N}])`, "gu");
/** "لل" between two numbers: "to" ("من ٨ للـ ٤"). */
const TO_THE = /(?<=\d\s*)للـ?(?=\s*\d)/gu;

export function foldColloquialArabic(text: string): string {
  return text.replace(WORD, (w) => WORDS[w] ?? w).replace(TO_THE, "إلى");
}
