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
  // Maghrebi "العشية" is the afternoon ("نعيط لماما فالعشية"), "فالصباح" the morning, "فالليل" the night.
  العشية: "العصر",
  العشيه: "العصر",
  فالعشية: "العصر",
  فالعشيه: "العصر",
  بالعشية: "العصر",
  فالصباح: "الصبح",
  فالصبح: "الصبح",
  فالليل: "بالليل",
  // Darija "د" / "ديال" (of) glued to a part of the day: "مع 6 دالعشية", "8 دالصباح", "10 دالليل".
  دالعشية: "العصر",
  دالعشيه: "العصر",
  دالصباح: "الصبح",
  دالصبح: "الصبح",
  دالليل: "بالليل",
  // Gulf "الين" / "إلين" (until): "من ٤ العصر الين ١٢ الليل".
  الين: "لين",
  إلين: "لين",
  // Darija "سوايع" (hours): "3 سوايع", "جوج سوايع" (two).
  سوايع: "ساعات",
  جوج: "2",
  // Darija hours by name after "ف" (at): "فالطناش" at twelve, "فالحداش" at eleven, "فالتسعود" at nine.
  فالطناش: "الساعة 12",
  فالحداش: "الساعة 11",
  فالعشرة: "الساعة 10",
  فالتسعود: "الساعة 9",
  فالتسعة: "الساعة 9",
  فالتمنية: "الساعة 8",
  فالتمنيا: "الساعة 8",
  فالسبعة: "الساعة 7",
  فالستة: "الساعة 6",
  فالخمسة: "الساعة 5",
  فالربعة: "الساعة 4",
  فالتلاتة: "الساعة 3",
  فالجوج: "الساعة 2",
  فالوحدة: "الساعة 1",
  // Gulf "عقب" is "after", "باجر" is "tomorrow"
  عقب: "بعد",
  باجر: "بكرة",
  // Tunisian and Algerian "غدوة" is "tomorrow" ("غدوة نبدا خدمة جديدة")
  غدوة: "بكرة",
  غدوه: "بكرة",
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

/** "ساعة كاملة", "ساعتين بالتمام", "ساعة واحدة": a whole hour, one hour, is an hour. */
const WHOLE =
  /(?<=(?:ساع[ةه]|ساعتين|ساعات)\s+)(?:كاملة|كامله|كاملتين|كاملين|بالتمام|بالضبط|واحدة|واحده|وحدة|وحده)(?![\p{L}\p{N}])/gu;

/**
 * "الظهر أطبخ", "الضهر غدا مع أم محمد": noon opening an item with no hour of its own is the early
 * afternoon, a window like Spanish "al mediodía" (kind 5), not a fixed 12:00 ("عند الظهر" keeps it); also
 * after a bullet ("- الظهر أطبخ الغدا").
 */
const NOON_OPENS =
  /(^|[,،.\n:;!?]\s*)((?:[-–*•]|\d{1,2}[-.)])\s*)?(?:في\s+)?(?:ال)?(?:ظهر|ظهرية|ظهريه|ظهيرة|ظهيره)(?=\s+[\u0621-\u064a])/gu;
/** "قبل لا أروح الدوام": "قبل ما", before it. */
const BEFORE_NOT = /(?<=قبل\s+)لا(?=\s)/gu;
/** "بعد العشا", "قبل العشا": the meal (or the evening prayer) the rewrites know as "العشاء". */
const DINNER = /(?<=(?:بعد|قبل)\s+)(?:ال)?عشا(?![\p{L}\p{N}])/gu;
/** "٥ دقايق للإيميل الواحد": per email, as "لكل إيميل". */
const PER_ONE = /(?<![\p{L}\p{N}])لل([\u0621-\u064a]{2,})\s+(?:الواحد|الواحدة|الواحده)(?![\p{L}\p{N}])/gu;

/**
 * Levantine and Gulf "ب" + a first-person verb is the habitual or the near future ("بروح عالجامعة",
 * "الضهر بصلي وبتغدى مع أمي"): read as the verb the other items use ("أروح", "أصلي", "أتغدى"), so
 * titles, meals, lengths and the "و" between two verbs are read as for them. A closed list of stems.
 */
const HABITUAL_STEMS =
  "روح صلي تغدى تعشى فطر جيب شتري خد خذ كل مر شوف حضر درس ذاكر كتب قرا قرأ طبخ نضف نظف غسل كلم تصل زور " +
  "مشي خلص نام وصل ودي تمرن رتب كوي نزل طلع رجع ساعد جهز راجع اشتغل شتغل تسوق حلق " +
  // talking, sitting, playing, paying, sending (the "بحكي مع إمي" of a Beirut evening)
  "حكي حاكي تكلم سولف قعد لعب سبح دفع بعت " +
  // marking, following, watching, the farm and the house ("بصحح الأوراق", "بقطف زيتون", "بسقي الشتلات")
  "صحح تابع قطف رش سقي زرع شرب جرب صلح زبط فتح شحن حجز سجل لبس مسح كنس " +
  "قابل سمع حفظ ترجم جدد عبي وزع نقل قص عزم نظم جرد ركب " +
  // handing in, changing ("بسلم الواجب", "بغير دواليب الشاحنة")
  "سلم غير";
const HABITUAL = new RegExp(`(?<![\\p{L}\\p{N}])(و?)ب(${HABITUAL_STEMS.split(" ").join("|")})(?![\\p{L}\\p{N}])`, "gu");
/**
 * Stems whose "ب" form is also "with/by" and a noun ("بطلب من المدير", "بفحص شامل"): the verb only where
 * it opens an item ("- بفحص كمبيو الكيا", "بطلب قطع من الوكالة"), the mechanic's or the clerk's day.
 */
const ITEM_HABITUAL =
  /(^|[\n\-–*•،,.:]\s*(?:(?:بعد|قبل)\s+[\u0621-\u064a]{2,12}\s+)?)(و?)ب(فحص|طلب|شيك|صور|عبي|عمل)(?=\s+[\u0621-\u064aA-Za-z])/gu;
/**
 * "بعد ما أخلص بتصل بأمي", "لما خلص بعمل Zoom" (kind p-esar24-6): after I finish, with nothing finished
 * named, opening an item, is after the work or the block before, as "cuando termine" and "after I finish".
 */
const AFTER_I_FINISH =
  /(^|[\n\-–*•،,.:]\s*)(?:بعد\s+ما|لما|لمّا|لمن)\s+(?:[أا]?خلص|نخلص|[أا]?خلّص|[أا]خلص)(?=\s+(?!ال)[\u0621-\u064aA-Za-z])/gu;
/** "شي ٣ ساعات", "شي ساعة": Levantine "about" before a length, as "حوالي". */
const ABOUT = /(?<![\p{L}\p{N}])شي(?=\s+(?:[\d\u0660-\u0669]|ساع|نص|ربع|دقيق))/gu;

/**
 * "أطلع البحر مع الفجر وأرجع حوالي ١٠", "أروح المزرعة ونرجع الساعة ٤": going out and coming back at an
 * hour is the outing until then ("لحد الساعة ١٠"), so what follows comes after the return.
 */
const BACK_AT =
  /(?<![\p{L}\p{N}])و\s*(?:أرجع|ارجع|نرجع|برجع|بنرجع|منرجع|هرجع|هنرجع|أعود|اعود|نعود|أرد|ارد)\s+(?:(?:حوالي|حوالى|تقريبا|على|ع)\s+)?(?:الساعة\s+|الساعه\s+)?(?=\d)/gu;

/** Darija and Tunisian hours by name: "الجوج" two, "التسعود" nine, "الطناش" twelve. */
const HOUR_NAMES: Record<string, number> = {
  الوحدة: 1,
  الجوج: 2,
  التلاتة: 3,
  الثلاثة: 3,
  الربعة: 4,
  الخمسة: 5,
  الستة: 6,
  السبعة: 7,
  التمنية: 8,
  التمنيا: 8,
  التسعود: 9,
  التسعة: 9,
  العشرة: 10,
  الحداش: 11,
  الحضاش: 11,
  الطناش: 12,
};
/**
 * "مع الجوج نتغدى" (Darija: about two), "على التلاتة" (at three): "مع" before an hour by name is about
 * that hour, "على" at it. Only the named hours ("مع ٣" may be three people).
 */
const NAMED_HOUR = new RegExp(
  `(?<![\\p{L}\\p{N}])(مع|على)\\s+(${Object.keys(HOUR_NAMES).join("|")})(?![\\p{L}\\p{N}])`,
  "gu",
);
/**
 * "- على ١١ اجتماع زوم" (Tunisian, Levantine "ع ١١"): "على" and an hour opening an item is at that hour,
 * not a count ("على ٣ دفعات" is followed by what is counted; a length word is never an hour).
 */
const AT_OPENS = new RegExp(
  "(^|[\\n\\-–*•]\\s*)(?:على|ع)\\s+(?=[\\d\\u0660-\\u0669]{1,2}(?:[:.][\\d\\u0660-\\u0669]{2})?\\s+" +
    "(?!دقيق|دقايق|ساع|مرات|مرة|مره|أيام|ايام|دفعات)[\\u0621-\\u064a])",
  "gu",
);

/**
 * "غدا نسلم الكسوة" (Darija), "غداً أذهب إلى الطبيب" (MSA): "غدا" opening an item before a first-person
 * verb is tomorrow; the Gulf lunch "غدا عند جدي", "غدا مع أهلي", "غدا أهل زوجي" has no verb after it.
 */
const TOMORROW_VERB = new RegExp(
  "(^|[\\n\\-–*•،,.]\\s*)غدا\\u064b?(?=\\s+(?:ن[\\u0621-\\u064a]{2,}|[أا](?!هل|م[يك]|بو|خو|خت|صحاب|ولاد|طفال|ل)[\\u0621-\\u064a]{2,}))",
  "gu",
);

export function foldColloquialArabic(text: string): string {
  return text
    .replace(WORD, (w) => WORDS[w] ?? w)
    .replace(NAMED_HOUR, (_w, cue: string, hour: string) =>
      cue === "مع" ? `حوالي الساعة ${HOUR_NAMES[hour]}` : `الساعة ${HOUR_NAMES[hour]}`,
    )
    .replace(AT_OPENS, "$1الساعة ")
    .replace(TOMORROW_VERB, "$1بكرة")
    .replace(
      HABITUAL,
      (_w, and: string, stem: string) => `${and}${stem.startsWith("ا") ? "أ" + stem.slice(1) : "أ" + stem}`,
    )
    .replace(AFTER_I_FINISH, "$1بعد الشغل")
    .replace(ITEM_HABITUAL, (_w, lead: string, and: string, stem: string) => `${lead}${and}أ${stem}`)
    .replace(BACK_AT, " لحد الساعة ")
    .replace(ABOUT, "حوالي")
    .replace(TO_THE, "إلى")
    .replace(WHOLE, "")
    .replace(DINNER, "العشاء")
    .replace(BEFORE_NOT, "ما")
    .replace(NOON_OPENS, "$1$2 between 12:00 and 15:00 ")
    .replace(PER_ONE, "لكل $1");
}
