/**
 * Arabic for the rules extractor. The time, duration, part-of-day, priority, order and list words
 * of an Arabic description are rewritten into the English phrases the grammar already reads
 * ("الساعة ٩ صباحاً" -> "at 09:00", "ساعتين" -> "for 120 min", "قبل الغداء" -> "before lunch",
 * "،" -> ","); the other words (the titles) stay as they were written, and cleanArabicTitle takes
 * the particles and filler words off their ends.
 *
 * Every pattern reads each character a bounded number of times: no quantifier is nested in
 * another, and the alternations are single words behind a word boundary, never repeated.
 */

import { ARTICLED_PEOPLE, fold, ITEM_STARTERS } from "./arabic-words";
import {
  B,
  Z,
  rx,
  MARK,
  COUNT_WORD,
  countNumber,
  MIN_UNIT,
  CLOCK_AT,
  CLOCK_PREP,
  CLOCK_BARE,
  NOON,
  BEFORE_NOON,
  MIDNIGHT,
  pad,
  markClock,
} from "./arabic-clock";
import { STARTER_SET } from "./arabic-titles";
import { foldColloquialArabic } from "./locales/ar/colloquial";
export { isArabicChitChat, cleanArabicTitle, arabicStem } from "./arabic-titles";

const ARABIC_LETTER = /[\u0621-\u064a]/u;
const ARABIC_LETTERS = /[\u0621-\u064a]/gu;
const LATIN_LETTERS = /[A-Za-z\u00c0-\u024f]/gu;

export function hasArabic(text: string): boolean {
  return ARABIC_LETTER.test(text);
}

/** Arabic script outweighs Latin letters: the description is Arabic. */
export function isMostlyArabic(text: string): boolean {
  const sample = text.length > 2000 ? text.slice(0, 2000) : text;
  if (!ARABIC_LETTER.test(sample)) return false;
  const ar = sample.match(ARABIC_LETTERS)?.length ?? 0;
  const la = sample.match(LATIN_LETTERS)?.length ?? 0;
  return ar >= la;
}

const MARK_RE = /\ue011/gu;

// ----- numbers written as words ------------------------------------------------------------------

const NUM = `(?<![\\d\\ue011:.])(\\d{1,3}(?:[.,]\\d)?|${COUNT_WORD})`;
const DUR_LEAD = "(?:(?:لمدة|مدة|مده|لمده|حوالي|حوالى|تقريبا|قرابة|نحو)\\s+){0,2}";
const HOURS_UNIT = "(?:ساعات|ساعة|ساعه|س)";
const HALF = `(?:\\s*و\\s*(?:ال)?(نصف|نص|ربع|ثلث)(?![\\p{L}])|\\s+[إا]لا\\s+(ربع|ثلث)(?![\\p{L}])|\\s*و\\s*(\\d{1,2})\\s*${MIN_UNIT}(?![\\p{L}]))?`;
/** "كل واحدة ساعة ونص": "one" after "each" is the thing counted, not a number of hours. */
const NOT_EACH_ONE = "(?!(?<=كل\\s+)(?:واحد|وحد))";
const DURATIONS: [RegExp, (m: string[]) => number][] = [
  // 2-3 ساعات, 30 إلى 45 دقيقة: the upper bound
  [
    rx(`${B}${DUR_LEAD}${NUM}\\s*(?:-|–|إلى|الى|أو|او)\\s*${NUM}\\s*(${HOURS_UNIT}|${MIN_UNIT})${Z}`),
    (m) => Math.max(countNumber(m[1]), countNumber(m[2])) * (/^س/u.test(m[3]) ? 60 : 1),
  ],
  // ثلاث أرباع الساعة
  [rx(`${B}${DUR_LEAD}(?:ثلاث|ثلاثة|ثلاثه)\\s+[أا]رباع\\s+(?:ال)?ساع[ةه]${Z}`), () => 45],
  // نصف ساعة, ربع ساعة, ثلث ساعة
  [
    rx(`${B}${DUR_LEAD}(نصف|نص|ربع|ثلث)\\s+(?:ال)?ساع[ةه]${Z}`),
    (m) => (/نص/u.test(m[1]) ? 30 : /ربع/u.test(m[1]) ? 15 : 20),
  ],
  // 3 ساعات ونصف, ثلاث ساعات ("كل واحدة ساعة ونص" is each one an hour and a half, not one hour)
  [
    rx(`${B}${DUR_LEAD}${NOT_EACH_ONE}${NUM}\\s*${HOURS_UNIT}${HALF}${Z}`),
    (m) => countNumber(m[1]) * 60 + extra(m[2], m[3], m[4]),
  ],
  // ساعتين ونصف, ساعة إلا ربع, ساعة
  [
    rx(`${B}${DUR_LEAD}(ساعتين|ساعتان|ساعتا|ساعة|ساعه)${HALF}${Z}`),
    (m) => (/^ساعت/u.test(m[1]) ? 120 : 60) + extra(m[2], m[3], m[4]),
  ],
  // 30 دقيقة, عشرين دقيقة
  [rx(`${B}${DUR_LEAD}${NUM}\\s*${MIN_UNIT}${Z}`), (m) => countNumber(m[1])],
  // دقيقتين
  [rx(`${B}${DUR_LEAD}(?:دقيقتين|دقيقتان)${Z}`), () => 2],
];

function extra(half?: string, less?: string, plus?: string): number {
  const part = (w: string): number => (/نص/u.test(w) ? 30 : /ربع/u.test(w) ? 15 : 20);
  if (half) return part(half);
  if (less) return -part(less);
  if (plus) return Number(plus);
  return 0;
}

// ----- the rewrites, in order ---------------------------------------------------------------------

/** Prepositions glued to a following word by "و" ("وقبل الساعة 3"): the "و" is set apart. */
const GLUED_AND = rx(
  `${B}و(?=(?:قبل|بعد|بين|من|مع|في|عند|حوالي|حوالى|الساعة|الساعه|بالساعة|ثم|بعدها|لمدة|حتى|إذا|اذا|إن|لو|أخيرا|اخيرا|قبلها|قبله|بعده|بالليل|بالصباح|بالمساء|بالعصر|بعدين|بكرة|بكره|بكرا)${Z})`,
);
/** "وربع ساعة تأمل", "وساعتين قراءة": a duration that starts the next item. */
const GLUED_DURATION = rx(`${B}و(?=(?:(?:ربع|نصف|نص|ثلث)\\s+(?:ال)?ساع[ةه]|ساعة|ساعه|ساعتين|ساعتان)${Z})`);
/** A bare hour opening an item, and the word after it. */
const LEADING_HOUR = /(^|[,;\n]\s?)(\d{1,2}(?::[0-5]\d)?) ([\u0621-\u064a]+)/gu;
/**
 * A plural after a leading number makes it a count ("٣ تقارير", "٥ إيميلات"), not an hour: sound
 * plurals (-ات, -ين, -ون) and the common broken ones (تقارير, فواتير, رسائل, أشياء).
 */
// (Spoken broken plurals write "ي" for "ئ": "دقايق", "رسايل".)
const PLURAL = /(?:ات|ين|ون)$|^(?:..ا.ي.|..ا[ئي].|أ..ا.)$/u;
/** A unit after a leading number makes it a length ("، ٢٠ دقيقة"), not an hour. */
const UNIT_WORD = /^(?:دقيقة|دقيقه|دقائق|دقايق|ساعة|ساعه|ساعات)$/u;
/** "من9الى10": digits glued to Arabic words. */
const DIGIT_AFTER_LETTER = /([\u0621-\u064a])(\d)/gu;
const LETTER_AFTER_DIGIT = /(\d)([\u0621-\u064a])/gu;
/** "قبله بساعة": an offset from the item before, not a length. */
const OFFSET = rx(
  `${B}(قبلها|قبله|بعدها|بعده)\\s+ب(?:ساع[ةه]|نصف\\s+ساع[ةه]|ربع\\s+ساع[ةه]|\\d{1,3}\\s*(?:دقيقة|دقائق|د))${Z}`,
);
/**
 * "أجهز الفطور قبل المغرب بساعة": an hour before sunset, so an hour long and done by then; the
 * length goes before the anchor, as "ساعة قبل المغرب" is read (never "بساعة" in the title).
 */
const LEAD_BEFORE = rx(
  `${B}قبل\\s+((?:ال)?[\\u0621-\\u064a]{2,})\\s+ب(ساع[ةه]|ساعتين|نص\\s*ساع[ةه]|نصف\\s+ساع[ةه]|ربع\\s+ساع[ةه]|\\d{1,3}\\s*(?:دقيقة|دقائق|دقايق|د))${Z}`,
);
/** "معي", "معايا", "مني": whom the length is taken from ("بياخد معي ٣ ساعات"). */
const WITH_ME = "(?:معي|معاي|معايا|مني|معنا|معانا|معاها|معاه)";
/** "شي", "يجي", "زي": about, before a length ("بياخد معي شي ٣ ساعات"). */
const ABOUT = "(?:شي|يجي|زي|قرابة|قرابه)";
/** "بدو ٣ ساعات", "بياخد ساعتين", "بياخد معي شي ٣ ساعات": what the item before needs, said after it. */
const NEEDS = rx(
  `${B}(?:بدو|بده|بدها|يحتاج|تحتاج|بياخد|بتاخد|ياخد|ياخذ|تاخد|تاخذ|بياخذ|بتاخذ)\\s+(?:${WITH_ME}\\s+)?` +
    `(?:${ABOUT}\\s+)?(?=(?:(?:حوالي|حوالى|تقريبا)\\s+)?(?:\\d|ساع|نص|ربع|دقي))`,
);
/**
 * "الساعة ١١، هنقعد هناك حوالي ساعتين", "رح نضل فيها ساعة": staying there that long is the length of
 * the item before (an appointment, a visit), as "بياخد" is, not an item of its own.
 */
const STAY = rx(
  `${B}(?:(?:رح|راح|حا)\\s+)?(?:ه|ح|ب)?(?:نقعد|نفضل|نبقى|نضل|أقعد|اقعد|أفضل|افضل|أبقى|ابقى|أضل|اضل|قعد|فضل|ضل)\\s+` +
    `(?:هناك|هنا|فيه|فيها|عنده|عندها|عندهم|معاه|معاها)\\s+(?=(?:(?:حوالي|حوالى|تقريبا)\\s+)?(?:\\d|ساع|نص|ربع|دقي))`,
);
/** "أطلب قطع ق ١٢", "ق الضهر": chat "ق" for "قبل" before an hour or a time of the day. */
const CHAT_BEFORE = rx(`${B}ق\\s+(?=\\d|ال(?:ضهر|ظهر|عصر|مغرب|عشا|عشاء|دوام|شغل|فجر)${Z})`);
/** "وورشة": no word starts with two و, the first is "and". */
const GLUED_WAW = rx(`${B}و(?=و[\\u0621-\\u064a]{2})`);
/** "مع أحمد و ليلى", "مع أبو سامي والشباب" (a kunya is one person). */
const WITH_TWO = rx(`${B}مع\\s+((?:[أا]بو\\s+|[أا]م\\s+)?[\\u0621-\\u064a]+)\\s+و\\s+([\\u0621-\\u064a]+)${Z}`);
/** People written with the article ("مع أحمد و الفريق", "مع الأولاد والأحفاد"). */
const PEOPLE = new Set(ARTICLED_PEOPLE.map((w) => fold(w)));
/** "للساعة 4": up to four o'clock. */
const TO_THE_HOUR = rx(`${B}للساع[ةه]${Z}`);
const GLUED_ITEM = rx(`${B}و(?=(?:${[...new Set(ITEM_STARTERS)].join("|")})${Z})`);
/** "مريض الساعة ٢ ومريض الساعة ٤": "و" glued to the noun said again with its own hour is "and". */
const GLUED_AGAIN = rx(
  `${B}([\\u0621-\\u064a]{2,})(\\s+(?:الساعة|الساعه)\\s+[\\d:]+\\s+)و\\1(?=\\s+(?:الساعة|الساعه))`,
);
/** "والتقرير": "و" on a word with the article (not "والد", a parent). */
const GLUED_ARTICLE = rx(`${B}و(?=ال(?!د|(?:ثاني|ثالث|رابع|خامس|سادس|أخير|اخير)(?![ةه]))\\p{L})`);

const T = `\\ue011?(\\d{1,2}(?::\\d{2})?|midnight)(?![\\d:])`;
/** "أبو ناصر", "أم سالم" after a word: whose it is, read with it (no title's words). */
const KUNYA = String.raw`(?:\s+(?:[أا]بو|[أا]م)\s+[\u0621-\u064a]+)?`;

/** "بعد ساعة", "خلال ٣٠ دقيقة": once the durations are rewritten. */
/** Space within a line: a clause's words never run on into the next line's item ("...أجيب الولد\nاجتماع فريق"). */
const SP = "[^\\S\\n]+";
/** Verbs of an item ending or of coming back from it: "بعد ما يخلص الاجتماع" is after the meeting. */
const OPEN_CLOSE_VERBS = "[أا]سكر|نسكر|يسكر|[أا]سكّر|نسكّر|[أا]قفل|نقفل|يقفل|[أا]فتح|نفتح|يفتح";
const ENDING_VERBS = "يخلص|تخلص|[أا]خلص|نخلص|يخلصوا|ينتهي|تنتهي|[أا]نتهي|[أا]رجع|نرجع|يرجع|ترجع|[أا]طلع|نطلع|يطلع|تطلع";

const RELATIVE = rx(`${B}(بعد|خلال|في\\s+غضون|في\\s+خلال)\\s+for (\\d{1,3}) min`);

/** A priority phrase with a comma before it (at the end of an item) or after it (before one). */
const PRIORITY_COMMA = /(,\s*)?(urgent|if I have time)(\s*,(?=\s*[^\s,.;\n]))?/gu;

/** What may follow a phrase that ends an item. */
const ITEM_END = /^\s*(?:$|[.,;\n])/u;
/** What may come before a phrase that starts an item. */
const ITEM_START = /(?:^|[.;:!?\n])\s*$/u;

/** A bare hour, "to", and an hour its part of the day made a 24-hour one ("٨ لين ١٠ بالليل" -> "8 لين 22:00"). */
const RANGE_TO_PART = rx(
  `(?<![\\d:.\\ue011])(\\d{1,2})(?![\\d:])([ \\t]*(?:-|–|إلى|الى|حتى|لحد|لغاية|لين|لل|ل)\\s*)\\ue011(\\d{2}):(\\d{2})(?![\\d:])`,
);

/** The start in the end's part of the day, when it is before the end there ("8 to 22:00" -> 20:00, "7 to 15:00" stays 7). */
function rangeStartInPart(whole: string, h: string, to: string, hh: string, mm: string): string {
  const start = Number(h);
  const end = Number(hh);
  if (start < 1 || start > 11 || end < 13 || start + 12 >= end) return whole;
  return `${MARK}${start + 12}:00${to}${MARK}${hh}:${mm}`;
}

const REWRITES: [RegExp, string][] = [
  // "بعد صلاة العشاء", "بعد صلاة الظهر": after that prayer's time (not after dinner, not a task "صلاة").
  [rx(`${B}(?:بعد|عقب)\\s+صلا[ةه]\\s+(?:ال)?(?:عشاء|عشا)${Z}`), " after 8pm "],
  [rx(`${B}(?:بعد|عقب)\\s+صلا[ةه]\\s+(?:ال)?ظهر${Z}`), " after 12:30pm "],
  [rx(`${B}(?:بعد|عقب)\\s+صلا[ةه]\\s+(?:ال)?عصر${Z}`), " after 3:45pm "],
  // what a clock time does
  [rx(`${B}بين\\s+${T}\\s*و\\s*${T}`), " between $1 and $2 "],
  [
    rx(`${B}(?:من|ابتداء\\s+من|ابتداءا\\s+من)\\s+${T}[ \\t]*(?:-|–|إلى|الى|حتى|لحد|لغاية|لين|لل|ل)\\s*${T}`),
    " from $1 to $2 ",
  ],
  [
    rx(
      `(?:\\ue011|(?<![\\d:.\\ue011]))(\\d{1,2}(?::\\d{2})?|midnight)(?![\\d:])[ \\t]*(?:-|–|إلى|الى|حتى|لغاية|لحد|لين|لل|ل)\\s*${T}`,
    ),
    " from $1 to $2 ",
  ],
  [
    rx(
      `${B}(?:قبل|بحلول|[أاآ]خر\\s+موعد|الموعد\\s+النهائي|موعد\\s+التسليم|في\\s+موعد\\s+[أا]قصاه|موعد\\s+[أا]قصاه|[أا]قصاه|لا\\s+يتجاوز|لا\\s+تتجاوز)\\s+${T}`,
    ),
    " by $1 ",
  ],
  [rx(`${B}قبل\\s+(?:ال)?([\\u0621-\\u064a]+)\\s+\\ue011(\\d{1,2}(?::\\d{2})?)(?![\\d:])`), " before the $1 at $2 "],
  // "قبل ما جوزي يرجع الساعة ٧": before someone comes back at 7, a deadline at 7.
  // (On its own line: "قبل ما أنام\n2. ..." is before bed, never "by 2" from the next line's number.)
  [rx(`${B}قبل\\s+(?:ما|أن|ان)\\s+(?:[\\u0621-\\u064a]+${SP}){1,3}${T}`), " by $1 "],
  [
    rx(`(?<!عن\\s)${B}(?:بعد|من\\s+بعد|ليس\\s+قبل)\\s+(?:(?:ال)?[\\u0621-\\u064a]+${SP}(?=\\ue011))?${T}`),
    " after $1 ",
  ],
  [rx(`${B}(?:يبدأ|يبدا|تبدأ|تبدا|يبتدي|تبتدي)\\s+(?:من\\s+)?${T}`), " from $1 "],
  [rx(`${B}و?(?:ينتهي|تنتهي|يخلص|تخلص)\\s+(?:عند\\s+|في\\s+)?${T}`), " until $1 "],
  [rx(`${B}(?:ابتداء\\s+من|ابتداءا\\s+من|اعتبارا\\s+من|من)\\s+${T}`), " from $1 "],
  [rx(`${B}(?:حتى|لغاية|لحد|لين|إلى|الى)\\s+${T}`), " until $1 "],
  [rx(`(?:${B}(?:حوالي|حوالى|نحو|قرابة|تقريبا)\\s+)\\ue011(\\d{1,2}(?::\\d{2})?|midnight)`), " around $1 "],
  [rx(`(?:${B}(?:في|عند)\\s+)?\\ue011(\\d{1,2}(?::\\d{2})?|midnight)(?:\\s+(?:تقريبا|بالضبط|تماما))?`), " at $1 "],
  // parts of the day
  [
    rx(`${B}(?:في\\s+)?(?:الصباح|الصبح)(?:\\s+(?:الباكر|بدري))?${Z}|${B}(?:صباحا|صباح\\s+اليوم)${Z}`),
    " in the morning ",
  ],
  // "أكلم الحاج قبل العصر": before the afternoon prayer, by 16:00 (never "قبل" and a window after 3pm).
  [rx(`${B}قبل\\s+(?:صلاة\\s+|وقت\\s+)?العصر${Z}`), " by 4pm "],
  // "بعد العصر": after the afternoon prayer, about 15:30; "بالليل", "الليل": the night, from about 19:30.
  [rx(`${B}بعد\\s+العصر${Z}`), " after 3:30pm "],
  // "أذاكر ٣ ساعات العصر والمسا": the afternoon and the evening, one window from the afternoon prayer on.
  [rx(`${B}(?:في\\s+)?(?:وقت\\s+)?العصر\\s+و\\s*(?:في\\s+)?(?:المسا|المساء|الليل|بالليل)${Z}`), " after 3pm "],
  // "نوم لين العصر", "أذاكر لحد المغرب": until the prayer, its time (sunset taken early, as "before sunset").
  [rx(`${B}(?:حتى|لغاية|لحد|لين)\\s+(?:صلاة\\s+|وقت\\s+)?العصر${Z}`), " until 15:00 "],
  [rx(`${B}(?:حتى|لغاية|لحد|لين)\\s+(?:صلاة\\s+|وقت\\s+)?المغرب${Z}`), " until 17:00 "],
  [rx(`${B}(?:في\\s+)?(?:الليل|بالليل|ليلا)${Z}`), " in the evening after 7:30pm "],
  // "الليلة": tonight, the night of today; "العصر": the time of the afternoon prayer, from about 15:00.
  [rx(`${B}(?:الليلة|الليله|هالليلة|هالليله)${Z}`), " in the evening after 7pm "],
  [rx(`${B}(?:في\\s+)?(?:وقت\\s+)?(?:العصر|عصرا)${Z}`), " in the afternoon after 3pm "],
  [rx(`${B}(?:في\\s+)?(?:بعد\\s+الظهر|بعد\\s+الظهيرة|بعد\\s+الظهيره|فترة\\s+بعد\\s+الظهر)${Z}`), " in the afternoon "],
  [
    rx(
      `${B}(?:في\\s+)?(?:المساء|المسا|الليل|آخر\\s+اليوم|اخر\\s+اليوم|نهاية\\s+اليوم|آخر\\s+النهار|اخر\\s+النهار)${Z}|${B}(?:مساء|مساءا|الليلة|الليله|ليلا|بالليل)${Z}`,
    ),
    " in the evening ",
  ],
  // "يحتاج ٥ ساعات": the item before takes that long
  [
    rx(
      `${B}(?:هذا\\s+|هذه\\s+)?(?:راح\\s+|رح\\s+|سوف\\s+)?(?:يحتاج|تحتاج|يحتاج\\s+إلى|يحتاج\\s+الى|يبغى|` +
        `يبغاله|ياخذ|يأخذ|تاخذ|تأخذ|بياخذ|حياخذ|سيأخذ|سياخذ|سيستغرق|يستغرق|تستغرق|ستستغرق|مدته|مدتها)${Z}`,
    ),
    " it takes ",
  ],
  // "بقية اليوم", "طول الصباح": all of it
  // ("طول اليوم عندي دورة تدريبية": an event that takes the day, refiners/all-day-event.ts.)
  [
    rx(`${B}(?:طول|طوال|كل)\\s+اليوم\\s+(?=(?:عندي|عندنا)\\s+(?:ال)?(?:دورة|مؤتمر|ورشة|تدريب|امتحانات)${Z})`),
    " all day ",
  ],
  [
    rx(`(?<=(?:دورة|مؤتمر|ورشة|تدريب|امتحانات)(?:\\s+[\\u0621-\\u064a]+)?\\s+)(?:طول|طوال|كل)\\s+اليوم${Z}`),
    " all day ",
  ],
  [rx(`${B}(?:بقية|باقي|طول|طوال|كل)\\s+(?:ال)?يوم${Z}`), " the rest of the day "],
  [rx(`${B}(?:بقية|باقي|طول|طوال|كل)\\s+(?:فترة\\s+)?الصباح${Z}`), " all morning "],
  [rx(`${B}(?:بقية|باقي|طول|طوال|كل)\\s+(?:فترة\\s+)?(?:المساء|الليل)${Z}`), " all evening "],
  [rx(`(,?)\\s*${B}(?:لكل|كل)\\s+[\\u0621-\\u064a]+\\s+for (\\d{1,3}) min`), "$1 for $2 min each "],
  [rx(`${B}(?:لكل|كل)\\s+(?:واحد|واحدة|واحده|وحدة|منها|منهم|مرة|مره)${Z}`), " each "],
  // "كل ٥٠ دقيقة استراحة", "مع استراحة كل ٥٠ دقيقة": the pace of the item before, a piece at most that long.
  [rx(`${B}كل\\s+for (\\d{1,3}) min\\s+(?:استراحة|استراحه|بريك|راحة|راحه)${Z}`), " a break every $1 min "],
  [rx(`${B}(?:مع\\s+)?(?:استراحة|استراحه|بريك|راحة|راحه)\\s+كل\\s+for (\\d{1,3}) min`), " a break every $1 min "],
  // "مع استراحة بين كل مادة": breaks come anyway
  [
    rx(
      `,?\\s*${B}مع\\s+(?:استراحة|استراحه|استراحات|راحة|فواصل)(?:\\s+(?:قصيرة|قصيره|قصيرة|صغيرة))?(?:\\s+(?:بين|بعد)\\s+كل\\s+[\\u0621-\\u064a]+)?${Z}`,
    ),
    " ",
  ],
  // priorities
  [
    rx(
      `${B}(?:الأهم|الاهم|أهم\\s+شيء|اهم\\s+شيء|أهم\\s+شي|اهم\\s+شي|الأولوية|الاولوية|مهم\\s+جدا|` +
        `مهمة\\s+جدا|ضروري\\s+جدا|ضروري|عاجل|بشكل\\s+عاجل|أولوية\\s+قصوى|اولوية\\s+قصوى|أولوية|اولوية|` +
        `لا\\s+بد|المهم|مهم)${Z}`,
    ),
    " urgent ",
  ],
  [
    rx(
      `${B}(?:إن|إذا|اذا|ان|لو)\\s+(?:كان\\s+)?(?:هناك|هنالك|في|فيه|فى|عندي|لدي|بقي|بقى|تبقى|توفر|يتوفر|تبقي|فضل|ضل|ظل|لقيت)\\s+(?:لي\\s+|لدي\\s+)?(?:ال)?وقت(?:\\s+كاف|\\s+كافي)?${Z}`,
    ),
    " if I have time ",
  ],
  [rx(`${B}(?:إن|إذا|اذا|ان|لو)\\s+(?:سمح|يسمح|سمحت)\\s+(?:لي\\s+)?(?:ال)?وقت${Z}`), " if I have time "],
  [
    rx(`${B}(?:إن|إذا|اذا|لو)\\s+(?:أمكن|امكن|قدرت|استطعت|تمكنت|لحقت)${Z}|${B}(?:اختياري|ربما)${Z}`),
    " if I have time ",
  ],
  // order: "قبلها أروح النادي وبعدين أعمل غسيل": "then", next in the same run (still before it), where
  // "وبعدها" is after the event itself (segments.ts)
  // "اليوم عندي الدراري.", "النهارده عندي العيال": minding the children says whose day it is, no item.
  [
    rx(
      `(?<=^|[.!\\n])\\s*(?:اليوم|النهارده|النهاردة|اليوما)?\\s*عندي\\s+(?:ال)?(?:دراري|أولاد|اولاد|ولاد|عيال|أحفاد|احفاد|صغار)` +
        `(?=\\s*(?:[.!\\n]|$))`,
    ),
    " ",
  ],
  // Maghrebi "من بعد نمشي للسوق": "then", before a verb of the speaker ("من بعد الغدا" stays "after lunch").
  [rx(`${B}(?:و\\s*)?من\\s+بعد(?=\\s+[نأ][\\u0621-\\u064a]{2,})`), ", then "],
  [rx(`(?<=(?:قبلها|قبله)[^.!?\\n]{1,120})${B}(?:و\\s*)?بعدين${Z}`), ", next "],
  [
    rx(
      `${B}(?:و\\s*)?(?:بعد\\s+(?:ذلك|هذا|كذا|هيك|كده|كدا|كدة)|من\\s+بعدها|بعدها|بعدين|من\\s+ثم|ثم|بعد\\s+ما\\s+أخلص(?!\\s+(?:من\\s+)?[\\u0621-\\u064a]))${Z}`,
    ),
    ", then ",
  ],
  // "نايم لين ١، لا تحط شي قبلها", "ما تحطلي اشي قبل هيك": nothing before the time just said (a limit, no item).
  [
    rx(
      `${B}(?:لا|ما|مش|بلاش)\\s*(?:ت|ن)?(?:حط|حطي|حطلي|تحط|تحطلي|تحطي|تحجز|تجدول)\\s+(?:[أا]ي\\s+)?(?:شي|اشي|إشي|شيء|حاجة|حاجه)` +
        `\\s+قبل(?:ها|ه|\\s+هيك|\\s+كذا|\\s+هذا)${Z}`,
    ),
    " nothing before that ",
  ],
  [rx(`${B}(?:قبلها|قبله|قبل\\s+ذلك|قبل\\s+هذا|قبل\\s+كذا)${Z}`), " before that "],
  [rx(`${B}بعده${Z}`), ", then "],
  [rx(`${B}(?:أولا|اولا|في\\s+البداية|بالبداية)${Z}`), " first "],
  // "أول شي", Levantine "أول اشي", "أول ما أصحى", with no hour in its clause: the first thing of the day, as
  // "first thing" (issue 29, kind 8); "أول شيء اجتماع الساعة 8:30" is only the first in order.
  [
    rx(
      `${B}(?:[أا]ول\\s+(?:شيء|شي|[اإ]شي|حاجة|حاجه)|[أا]ول\\s+ما\\s+(?:[أا]صحى|[أا]صحو|[أا]قوم|[أا]ستيقظ))${Z}` +
        `(?![^،,.\\n]{0,60}[\\d٠-٩])`,
    ),
    " first thing ",
  ],
  [rx(`${B}[أا]ول\\s+(?:شيء|شي|[اإ]شي|حاجة|حاجه)${Z}`), " first "],
  [rx(`${B}(?:أخيرا|اخيرا|في\\s+النهاية|بالنهاية)${Z}`), " "],
  [
    rx(
      `${B}بعد\\s+(?:(?:انتهاء|نهاية|ما\\s+[أا]خلص|ما\\s+[أا]رجع|الرجوع|العودة)\\s+(?:من\\s+)?)?(?:ال)?(?:عمل|دوام|شغل|مناوبة|مناوبه|وردية|ورديه|شفت|شيفت|خدمة|خدمه)${Z}`,
    ),
    " after work ",
  ],
  [
    rx(
      `${B}قبل\\s+(?:(?:بداية|بدء|ما\\s+[أا]روح|ما\\s+[أا]ذهب|الذهاب)\\s+(?:إلى\\s+|الى\\s+|على\\s+|لل)?)?(?:ال)?(?:عمل|دوام|شغل|مناوبة|مناوبه|وردية|ورديه|شفت|شيفت|خدمة|خدمه)${Z}`,
    ),
    " before work ",
  ],
  // "أشتري هدية قبل ما أروح": before leaving home (refiners/before-leaving.ts), never words of the title.
  [rx(`${B}قبل\\s+ما\\s+(?:[أا]طلع|نطلع|[أا]روح|نروح|[أا]مشي|نمشي)${Z}`), " before I leave "],
  // "قبل المغرب" is before sunset (a deadline, rules/anchors.ts), not the evening after it.
  [rx(`${B}قبل\\s+(?:صلاة\\s+)?المغرب${Z}`), " before sunset "],
  [rx(`${B}(?:بعد|قبل)\\s+(?:صلاة\\s+)?(?:المغرب|العشاء\\s+الآخرة)${Z}`), " in the evening "],
  // "بعد التراويح أحضر الدرس": after the night prayers of Ramadan (an hour or so after the evening prayer).
  [rx(`${B}بعد\\s+(?:صلاة\\s+)?(?:التراويح|تراويح)${Z}`), " in the evening after 8:30pm "],
  // "المغرب أزور جدتي": at sunset, the evening (after "قبل/بعد المغرب" above have been read).
  [rx(`${B}(?:وقت\\s+)?(?:المغرب|مغربا)${Z}`), " in the evening "],
  [rx(`${B}بعد\\s+(?:صلاة\\s+)?الفجر${Z}`), " in the morning "],
  [rx(`${B}بعد\\s+(?:ال)?(?:غداء|غدا)${Z}`), " after lunch "],
  [rx(`${B}قبل\\s+(?:ال)?(?:غداء|غدا)${Z}`), " before lunch "],
  // "وقت الغدا نروح للبنك", "فاستراحة الغداء أمر على البريد": in the lunch hours (rules/at-lunch.ts), not a meal.
  // ("استراحة غداء من 12:30 لحد 1:30" is the lunch break itself.)
  [
    rx(
      `${B}(?:(?:في\\s+|ف|ب)(?:استراحة|استراحه|بريك)|(?:في\\s+|ف|ب)?وقت)\\s+(?:ال)?(?:غداء|غدا)${Z}` +
        `(?!\\s*(?:من|الساعة|الساعه|[0-9٠-٩]))`,
    ),
    " at lunchtime ",
  ],
  [rx(`${B}بعد\\s+(?:ال)?عشاء${Z}`), " after dinner "],
  [rx(`${B}قبل\\s+(?:ال)?عشاء${Z}`), " before dinner "],
  [rx(`${B}بعد\\s+(?:ال)?(?:فطور|إفطار|افطار)${Z}`), " after breakfast "],
  [rx(`${B}قبل\\s+(?:ال)?(?:فطور|إفطار|افطار)${Z}`), " before breakfast "],
  [rx(`${B}بعد\\s+(?:ال)?(?:مدرسة|مدرسه|جامعة|جامعه)${Z}`), " after school "],
  // "قبل النوم", "قبل ما أنام", "قبل لا ننام": before going to sleep.
  [rx(`${B}قبل\\s+(?:(?:ال)?نوم|(?:ما|لا)\\s+(?:[أا]نام|ننام))${Z}`), " before bed "],
  // "بعد ما أوصل البيت", "أول ما أرجع عالبيت", "لما نوصل الدار", Egyptian "أول ما أروّح أنام" (go home, a verb
  // after it, no place): getting home, after what came before, before the clause below would take the next item's verb for a place
  // ("بعد ما أوصل البيت أتروش").
  [
    rx(
      `${B}(?:بعد\\s*ما|[أا]ول\\s+ما|لما|لمن)\\s+(?:(?:[أا]وصل|[أا]رجع|نوصل|نرجع|[أان]روح)\\s+(?:ال|لل|عال|على\\s+ال)` +
        `(?:بيت|دار)|[أان]روح(?=\\s+(?!ال)[أان]))${Z}`,
    ),
    ", then ",
  ],
  // "بعد ما يخلص الاجتماع", "بعدما أرجع من النادي": after the item named; "بعد ما أجيب البنات": after the
  // item of that verb (the pick-up, not the morning drop-off of the same girls). The clause is no title.
  [
    rx(
      `${B}بعد\\s*(?:ما|أن|ان)\\s+(?:${ENDING_VERBS})\\s+(?:من\\s+)?(?:ال)?([\\u0621-\\u064a]+)(?:${SP}(?:مع|من)${SP}[\\u0621-\\u064a]+)?`,
    ),
    " after $1 ",
  ],
  // (Opening and closing the shop, "بعد ما أسكر", are rules/opening-closing.ts'.)
  [
    rx(
      `${B}بعد\\s*(?:ما|أن|ان)\\s+(?!(?:${OPEN_CLOSE_VERBS})${Z})([أاينت][\\u0621-\\u064a]{2,})(?:${SP}(?:من${SP})?[\\u0621-\\u064a]+){1,2}`,
    ),
    " after $1 ",
  ],
  // "بعد الاجتماع", "قبل المكالمة": the task named; "بعد حصة أبو ناصر", "قبل موعد أم سالم": with whose it
  // is (a kunya), which is no title's words either.
  [rx(`(?<!عن\\s)${B}بعد\\s+(?:ال)?(?!(?:أن|ان|ما)${Z})([\\u0621-\\u064a]+)${KUNYA}`), " after $1 "],
  [rx(`${B}قبل\\s+(?:ال)?(?!(?:أن|ان|ما)${Z})([\\u0621-\\u064a]+)${KUNYA}`), " before $1 "],
  // "بعد الدوام على طول", "مباشرة بعد الاجتماع", "بعد العصر علطول": right after it (refiners/right-after.ts).
  [rx(`${B}(?:على\\s+طول|علطول|عالطول|طوالي|مباشرة|مباشره|فورا)\\s+after\\s`), " right after "],
  [rx(`\\safter\\s+(\\S+)\\s+(?:على\\s+طول|علطول|عالطول|طوالي|مباشرة|مباشره|فورا)${Z}`), " right after $1 "],
  // lists: "و" as a word is a joint
  [rx(`(?<!\\s)\\s+و\\s+`), " and "],
];

/** "الصبح:", "الظهر:", "المسا:" at the start of a line or sentence. Anchored steps: linear. */
const PART_LABEL = rx(
  `(^|[\\n.!?;]\\s*)(?:في\\s+)?(الصبح|الصباح|صباحا|الظهر|الظهيرة|بعد\\s+الظهر|العصر|المسا|المساء|مساء|الليل|بالليل)[ \\t]*:[ \\t]*`,
);
function partLabel(part: string): string {
  if (/صب/u.test(part)) return "morning";
  if (/ظهر|عصر/u.test(part)) return "afternoon";
  return "evening";
}

/** The clock time written last in the sentence before `at` (at most 120 characters back), in minutes. */
function clockBefore(all: string, at: number): number | undefined {
  const back = all.slice(Math.max(0, at - 120), at);
  const sentence = back.slice(Math.max(back.lastIndexOf("\n"), back.lastIndexOf("."), back.lastIndexOf(";")) + 1);
  const marks = sentence.split(MARK);
  if (marks.length < 2) return undefined;
  const clock = /^(\d{1,2})(?::(\d{2}))?(?!\d)/u.exec(marks[marks.length - 1]);
  if (!clock) return undefined;
  const h = Number(clock[1]);
  return (h >= 1 && h <= 6 && clock[2] === undefined ? h + 12 : h) * 60 + Number(clock[2] ?? 0);
}

function clockOf(minutes: number): string | undefined {
  return minutes < 1440 ? `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` : undefined;
}

/**
 * The five prayers named ("صلاة الظهر ثم الغداء", "أصلي العصر", "صلاة العشاء"): each in its own window
 * of the day (prayer times as anchors, kind 5), the dawn's in the morning; "صلاة العشاء" is no dinner.
 * ("بعد صلاة العشاء", "قبل صلاة المغرب" are anchors the rewrites below read.)
 * The prayer's name is kept from the rewrites of the parts of the day and the meals by a zero-width
 * non-joiner inside it, which titles drop (titles.ts).
 */
const PRAYER =
  /(?<![\p{L}\p{N}])(?<!(?:بعد|قبل|عقب|لين|حتى)\s+)((?:و)?(?:صلا[ةه]|[أا]صلي|نصلي|هصلي|بصلي|بنصلي|منصلي))\s+(ال)(فجر|ظهر|عصر|مغرب|عشاء|عشا)(?![\p{L}\p{N}])/gu;
const PRAYER_WINDOW: Record<string, string> = {
  فجر: "in the morning",
  ظهر: "after 12:15 by 14:30",
  عصر: "after 15:30 by 17:30",
  مغرب: "after 18:00 by 19:00",
  عشاء: "after 19:30 by 21:00",
  عشا: "after 19:30 by 21:00",
};
/** Zero-width non-joiner: invisible, breaks the word for the rewrites that follow. */
export const NAME_GUARD = "\u200c";

function prayerAt(_w: string, verb: string, article: string, name: string): string {
  return `${verb} ${article}${name[0]}${NAME_GUARD}${name.slice(1)} ${PRAYER_WINDOW[name]} `;
}

/** What only tomorrow opens a line with ("غدا امتحان الإحصاء", "غدا عندي موعد"); lunch is "غدا مع الشلة". */
const TOMORROW_THINGS =
  "امتحان|الامتحان|اختبار|الاختبار|موعد|اجتماع|الاجتماع|محاضرة|سفر|السفر|رحلة|مقابلة|عطلة|إجازة|اجازة|تسليم|" +
  "عندي|لدي|عندنا|لدينا";
/**
 * MSA "tomorrow": "غداً", "غدًا", "في الغد", a bare "غدا" heading a line before ":", and one opening a line
 * before an exam, an appointment, "I have" (TOMORROW_THINGS). Linear.
 */
const TOMORROW_MSA = new RegExp(
  String.raw`(?<![\p{L}\p{N}])(?:و?غد(?:\u064b\u0627|\u0627\u064b)|في\s+الغد(?![\p{L}\p{N}])|` +
    String.raw`(?<=(?:^|\n)[\s\d.\-•*)]*)غدا(?=\s*:|\s+(?:${TOMORROW_THINGS})(?![\p{L}])))`,
  "gu",
);

/** "ب الليل", "ف الصباح": a one-letter preposition apart from the part of the day after it. Linear. */
const DETACHED_PART = /(?<![\p{L}\p{N}])([بف])\s+(ال(?:ليل|صبح|صباح|مسا|مساء|عصر|ظهر|عشية|عشيه|فجر|نهار))(?![\p{L}])/gu;

/** Rewrites the Arabic time and list words of a description; other text is left as it is. */
export function normalizeArabic(text: string, now?: string): string {
  if (!hasArabic(text)) return text;
  let out = text
    // "غداً: السفر إلى الرياض": MSA "tomorrow" (its tanween tells it from "غدا", lunch), read before
    // the diacritics go; "غدا:" heading a line, "في الغد": tomorrow too (rules/other-day.ts reads "بكرة").
    .replace(TOMORROW_MSA, (m) => (m.startsWith("و") ? "و بكرة" : "بكرة"))
    .replace(/[\u0660-\u0669]/gu, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/gu, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace(/[\u064b-\u065f\u0640\u0670]/gu, "")
    .replace(MARK_RE, "")
    .replace(/،/gu, ",")
    .replace(/؛/gu, ";")
    .replace(/؟/gu, "?")
    .replace(/٫/gu, ".")
    .replace(/٪/gu, "%")
    // "٩ ونص ب الليل", "ف العشية": the preposition typed apart from its part of the day is one word with it.
    .replace(DETACHED_PART, "$1$2");
  out = out
    .replace(DIGIT_AFTER_LETTER, "$1 $2")
    .replace(LETTER_AFTER_DIGIT, "$1 $2")
    .replace(CHAT_BEFORE, "قبل ")
    .replace(OFFSET, "$1")
    .replace(LEAD_BEFORE, "$2 قبل $1")
    .replace(NEEDS, " needs ")
    .replace(STAY, " needs ");
  out = out.replace(PRAYER, prayerAt);
  out = foldColloquialArabic(out);
  out = out
    .replace(GLUED_AND, "و ")
    .replace(GLUED_AGAIN, "$1$2و $1")
    .replace(GLUED_ARTICLE, "و ")
    .replace(GLUED_WAW, "و ")
    .replace(GLUED_DURATION, "و ")
    .replace(TO_THE_HOUR, "إلى الساعة");
  // "الظهر: مكالمة الساعة ٢": a label for a part of the day, not the time noon (alone on its line, a
  // heading over the bullets under it: rules/anchor-heading.ts).
  if (/:/u.test(out)) out = out.replace(PART_LABEL, (_w, lead: string, part: string) => `${lead}${partLabel(part)}: `);
  // clock times
  out = out.replace(CLOCK_AT, (w, h, a, b, c, mer) => markClock(w, h, a, b, c, mer));
  out = out.replace(CLOCK_PREP, (w, h, a, b, c, mer) => markClock(w, h, a, b, c, mer));
  out = out.replace(CLOCK_BARE, (w, h, a, b, c, mer1, mer2) => markClock(w, h, a, b, c, mer1 ?? mer2));
  out = out.replace(BEFORE_NOON, ` قبل ${MARK}12:00 `);
  out = out.replace(NOON, ` ${MARK}12:00 `);
  out = out.replace(MIDNIGHT, ` ${MARK}midnight `);
  // "٩-١٠ اجتماع، ١١ مكالمة": in a list of times, a bare hour that opens an item is one too.
  if (/\ue011|\d\s*[-–]\s*\d|\d:\d/u.test(out))
    out = out.replace(LEADING_HOUR, (whole: string, lead: string, hour: string, word: string) =>
      PLURAL.test(word) || UNIT_WORD.test(word) || Number(hour.split(":")[0]) > 23
        ? whole
        : `${lead}${MARK}${hour} ${word}`,
    );
  // durations
  for (const [re, minutes] of DURATIONS) {
    out = out.replace(re, (whole: string, ...groups: unknown[]) => {
      const value = minutes(["", ...groups.slice(0, -2).map((g) => (typeof g === "string" ? g : ""))]);
      return Number.isFinite(value) && value > 0 && value <= 720 ? ` for ${Math.round(value)} min ` : whole;
    });
  }
  // "بعد ساعة" (in an hour), "خلال نصف ساعة" (within half an hour): from now, when now is known.
  out = out.replace(RELATIVE, (_w: string, word: string, minutes: string, at0: number, all: string) => {
    // "أوصل أمي للسوق الساعة ١٠ ونص، أرجع أجيبها بعد ساعة": an hour after the time just written.
    const since = /بعد/u.test(word) ? clockBefore(all, at0) : undefined;
    if (since !== undefined) return ` at ${clockOf(since + Number(minutes)) ?? ""} `;
    if (now === undefined || !/^\d{1,2}:\d{2}$/.test(now)) return " ";
    const [h, m] = now.split(":").map(Number);
    const at = Math.ceil((h * 60 + m + Number(minutes)) / 5) * 5;
    if (at >= 1440) return " ";
    const clock = `${pad(Math.floor(at / 60))}:${pad(at % 60)}`;
    return /بعد/u.test(word) ? ` after ${clock} ` : ` by ${clock} `;
  });
  // "مكالمة مع أحمد و ليلى": two people, one item (unless the second word is a task).
  out = out.replace(WITH_TWO, (whole: string, a: string, b: string) =>
    STARTER_SET.has(fold(b)) || (b.startsWith("ال") && !PEOPLE.has(fold(b))) ? whole : `مع ${a} و${b}`,
  );
  // "من ٨ لين ١٠ بالليل": the part of the day said after the range's end is its start's too.
  if (out.includes(MARK)) out = out.replace(RANGE_TO_PART, rangeStartInPart);
  for (const [re, to] of REWRITES) out = out.replace(re, to);
  // "إذا بقي وقت، أقرأ": the condition belongs to the item after its comma; "التقرير، مهم جداً": to the one before.
  out = out
    .replace(/[ \t]+/g, " ")
    .replace(
      PRIORITY_COMMA,
      (whole: string, lead: string | undefined, phrase: string, tail: string | undefined, at: number, all: string) => {
        const low = phrase !== "urgent";
        if (lead !== undefined && tail !== undefined) return low ? ` ${lead} ${phrase} ` : ` ${phrase}${tail} `;
        if (lead !== undefined) {
          const ends = ITEM_END.test(all.slice(at + whole.length, at + whole.length + 3));
          return ends ? ` ${phrase} ` : whole;
        }
        if (tail !== undefined) {
          const starts = at === 0 || ITEM_START.test(all.slice(Math.max(0, at - 3), at));
          return starts ? ` ${phrase} ` : whole;
        }
        return whole;
      },
    );
  out = out.replace(GLUED_ITEM, "and ");
  return out.replace(MARK_RE, "").replace(/[ \t]+/g, " ");
}

// ----- titles --------------------------------------------------------------------------------------
