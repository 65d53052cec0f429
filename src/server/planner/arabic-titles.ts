/**
 * Arabic titles: the particles and filler words that never start or end a title, chit-chat that is
 * no task, and the stem used to match an item again by its word.
 */

import { isArabicAside } from "./locales/ar/asides";
import { fold, ITEM_STARTERS } from "./arabic-words";

/** Words that never start an Arabic title: particles, "I need to", "then". */
export const LEAD_WORDS = new Set(
  (
    "و بس ذكرني فكرني ثم بعدين بعدها كمان أيضا ايضا برضو لازم لازمني يجب يلزم علي عليّ عليا أن ان إن أني اني أحتاج " +
    "احتاج محتاج محتاجة أريد اريد أبغى ابغى أبي ابي بدي ودي حاب حابب حابة سوف رح راح عندي لدي لديّ عندنا " +
    "لدينا هناك في فى على الى إلى من مع لل ل اليوم الليلة هذا هذه شوية قليلا بعض وقت عشان لكي كي حتى ثم " +
    "عايز عايزة عاوز عاوزة الحين هلق هلأ دلوقتي " +
    // Egyptian and Levantine "today": "النهارده عندي محاضرة" is the lecture.
    "النهارده النهاردة انهارده هاليوم " +
    // "early" after a part of the day: "الصبح بكير بدي افحص الخلايا" is checking the hives.
    "بكير بدري مبكرا " +
    "and at for then in on to"
  )
    .split(" ")
    .map(fold),
);

/** "tomorrow", and the verbs of getting something ready for it ("أجهز", "أحضر", "أرتب", "أذاكر", "أدرس"). */
const TOMORROW = new Set(["بكرة", "بكره", "بكرا"].map(fold));
const PREPARE = new Set(
  (
    "أجهز اجهز نجهز جهز أحضر احضر نحضر حضر أرتب ارتب نرتب رتب أخطط اخطط نخطط أذاكر اذاكر نذاكر أراجع اراجع نراجع " +
    "أعد اعد نعد أدرس ادرس ندرس درس أحفظ احفظ نحفظ"
  )
    .split(" ")
    .map(fold),
);
/** "الكويز تبع بكرا", "امتحان ديال غدا": "of", so "tomorrow" after it names whose the thing is. */
const OF = new Set(["تبع", "تبعت", "حق", "حقت", "تاع", "متاع", "ديال", "بتاع", "بتاعة", "بتاعت"].map(fold));

/** "ما تنسى", "لا تنسي", "ما تنساش": "don't forget" before the item. */
const NOT = new Set(["ما", "لا"].map(fold));
const FORGET = new Set(["تنسى", "تنسي", "تنساش", "تنسيش", "انسى", "أنسى", "ننسى"].map(fold));

/** Words that never end an Arabic title. */
export const TRAIL_WORDS = new Set(
  (
    "و ثم في فى على الى إلى من مع عند بعد قبل حتى بين لمدة مدة الساعة الساعه ساعة حوالي حوالى تقريبا " +
    "اليوم أيضا ايضا كمان برضو هذا ل لل لها له لهم بكرة بكره بكرا لازم يخلص تخلص and at for then in on to by " +
    "النهارده النهاردة انهارده هاليوم"
  )
    .split(" ")
    .map(fold),
);

/**
 * "for them" (people): kept after a verb alone ("أذاكر لهم"), dropped after more words. ("لها", "له" are
 * as often "for it": "أتحضر لها" is getting ready for the interview.)
 */
const FOR_WHOM = new Set(["لهم"].map(fold));

/** Items a "و" glued to the first word of a title may hide ("ورد على الرسائل" is "رد على الرسائل"). */
export const STARTER_SET = new Set([...ITEM_STARTERS, "رد", "راجع", "اكتب", "اقرا", "جهز", "حضر", "نظف"].map(fold));

/** "يوم مزدحم", "عندي يوم طويل", "نهار طويل بالمدرسة", "مرحبا": a heading or a greeting, not a task. */
export const CHIT_CHAT_AR = new RegExp(
  "^(?:(?:عندي|لدي|اليوم|هذا|هذا\\s+اليوم)\\s+)?(?:(?:يوم|نهار)(?:\\s+(?:مزدحم|طويل|عادي|هادئ|هادي|مشغول|" +
    "حافل|عمل|صعب|سهل|مليء|مليان|جديد|كامل)(?:\\s+(?:بال|عال|في\\s+ال)\\p{L}+)?)?|مرحبا|اهلا|أهلا|صباح\\s+الخير|مساء\\s+الخير|صباح\\s+النور|" +
    "السلام\\s+عليكم|شكرا|من\\s+فضلك|لو\\s+سمحت|خطتي|برنامجي|جدولي|مهامي|مهام\\s+اليوم|خطة\\s+اليوم|" +
    "برنامج\\s+اليوم|(?:صحيت|استيقظت|قمت|نمت|تأخرت|تاخرت)(?:\\s+(?:متأخر|متاخر|متأخرا|متاخرا|بدري|مبكرا|" +
    "مبكر|اليوم))?)$",
  "u",
);

export function isArabicChitChat(title: string): boolean {
  return CHIT_CHAT_AR.test(title) || isArabicAside(title);
}

/** The future particle glued to "so" ("فرح أروح": so I'll go) and the words that make it the noun "wedding". */
const FUTURE = new Set(["رح", "راح"].map(fold));
const KIN = /^(?:ابن|بنت|اخو|أخو|اخت|أخت|ابو|أبو|ام|أم|صاحب|صاحبة|صديق|صديقة|جار|جارة|ال)/u;
/** "فرح ابن خالتي", "فرح سارة": the wedding, not "so I'll" (a verb follows that, "فرح أروح"). */
function wedding(words: readonly string[]): boolean {
  if (!FUTURE.has(fold(words[0].slice(1))) || words.length < 2) return false;
  return KIN.test(words[1]) || !/^[اأإنتيب]/u.test(words[1]);
}

/** "أم", "أبو" (and "بأم", "لأبو", "وام"): a name follows, as in "أم علي". */
const KUNYA = /^[بلو]?(?:أم|ام|إم|أبو|ابو|أبي|ابي|أبا|ابا)$/u;
/** "مع علي" (with Ali), "عند علي" (at Ali's): a name after them. */
const WITH_NAME = new Set(["مع", "عند"].map(fold));

/** Takes filler and particles off both ends of a title written in Arabic. */
export function cleanArabicTitle(title: string): string {
  // "ثلاث مهام: كتابة التقرير": a short heading before a colon is not part of the title.
  let words = title
    .replace(/^[^:]{1,30}:\s*(?=\S)/u, "")
    .split(/\s+/u)
    .filter(Boolean);
  // "and" (و) or "so" (ف) glued to the first word: "فلازم تجهيز الشنطة" is "تجهيز الشنطة".
  if (words.length > 1 && (words[0].startsWith("و") || words[0].startsWith("ف"))) {
    const rest = fold(words[0].slice(1));
    // "وعندي مكالمة" -> "مكالمة"; "ورد على الرسائل" -> "رد على الرسائل".
    if (LEAD_WORDS.has(rest) && (words[0].startsWith("و") || rest.length > 1) && !wedding(words))
      words = words.slice(1);
    else if (STARTER_SET.has(rest)) words[0] = words[0].slice(1);
    // "وأكلم أمي" -> "أكلم أمي": "and" glued to a first-person verb (almost no word starts with وأ/وإ).
    else if (/^[وف][أإ]\p{L}{2,}/u.test(words[0])) words[0] = words[0].slice(1);
  }
  let guard = 0;
  while (words.length > 1 && guard++ < 20) {
    const first = fold(words[0].replace(/[^\p{L}\p{N}]/gu, ""));
    const last = fold(words[words.length - 1].replace(/[^\p{L}\p{N}]/gu, ""));
    // "مقابلة عن بعد" (a remote interview) keeps its "بعد".
    const remote = last === "بعد" && words.length > 2 && words[words.length - 2] === "عن";
    // "أجهز أنشطة بكرة" (prepare tomorrow's activities), "أراجع الكويز تبع بكرا": what is got ready
    // today, or tomorrow's thing, keeps its "بكرة".
    const forTomorrow =
      TOMORROW.has(last) && words.length > 2 && (PREPARE.has(first) || OF.has(fold(words[words.length - 2])));
    // "أذاكر لهم" (I study with them): "for them" after the verb alone is the rest of the title.
    const forWhom = words.length === 2 && FOR_WHOM.has(last) && !LEAD_WORDS.has(first) && !TRAIL_WORDS.has(first);
    // "أفطر مع علي": after "مع", "علي" (with ي) is Ali, no "على" to drop.
    // "أتصل بأم علي", "أزور أبو علي": after "أم"/"أبو" (a kunya), "علي" is the name too (issue 29).
    const withAli =
      words.length > 2 &&
      words[words.length - 1] === "علي" &&
      (WITH_NAME.has(fold(words[words.length - 2])) || KUNYA.test(words[words.length - 2]));
    if (LEAD_WORDS.has(first) || first === "") words = words.slice(1);
    // "ما تنسى تلفن لأم وليد", "لا تنسي تجيبي الخبز": "don't forget" is no part of the title.
    else if (NOT.has(first) && words.length > 2 && FORGET.has(fold(words[1]))) words = words.slice(2);
    else if (remote || forTomorrow || forWhom || withAli) break;
    else if (TRAIL_WORDS.has(last) || last === "") words = words.slice(0, -1);
    else break;
  }
  if (words.length === 1 && (LEAD_WORDS.has(fold(words[0])) || TRAIL_WORDS.has(fold(words[0])))) words = [];
  // "أجهز الإضاءة والمايك": the "و" the normaliser wrote as "and" between two objects is glued back.
  for (let k = words.length - 2; k > 0; k--)
    if (words[k] === "and" && /^\p{Script=Arabic}/u.test(words[k + 1])) words.splice(k, 2, `و${words[k + 1]}`);
  if (words.length > 0) {
    // "وهاكلم ماما": "and" glued to the future.
    const glued = words[0].startsWith("وه") ? withoutFuture(words[0].slice(1)) : undefined;
    words[0] = glued !== undefined && glued !== words[0].slice(1) ? glued : withoutFuture(words[0]);
  }
  // "على التقرير" -> "التقرير"; a lone "الساعة" left from a clock that did not parse goes too.
  return words.join(" ");
}

/** Words (and names) that start with "ه" and are no verb in the future: "هدية لأمي", "هدوم العيد". */
const NOT_FUTURE = new Set(
  (
    "هدية هديه هدايا هاتف هدوم هنا هناك هذا هذه هذي هو هي هم هن هيك هلق هلا هندسة هندسه هيئة هوية هويه هواء هوا " +
    "هيثم هشام هند هبة هبه هالة هاله هاني هاشم هدى هادي هادئ همام هجرة هدف هواية هوايه هزار هلال هيام هناء هنادي"
  )
    .split(" ")
    .map(fold),
);

/**
 * Egyptian "ه" + a verb is its future ("هروح السوق", "هاكلم ماما", "هنتغدى برا", "هيجي الفني"): the
 * title says the verb as the other items do ("أروح السوق", "أكلم ماما", "نتغدى برا", "يجي الفني").
 */
function withoutFuture(word: string): string {
  if (!/^ه\p{L}{3,}$/u.test(word) || NOT_FUTURE.has(fold(word))) return word;
  const rest = word.slice(1);
  // "هاكلم", "هاخد": the "أ" of "I" written as "ا".
  if (rest.startsWith("ا")) return `أ${rest.slice(1)}`;
  // "هيجي", "هتروح": he, she or you; "هنروح": we (a three-letter verb after "ن" is "I": "هنام", "هنزل").
  if (/^[يت]/u.test(rest) || (rest.startsWith("ن") && rest.length >= 4)) return rest;
  return `أ${rest}`;
}

/** Folded stem of an Arabic word for matching references ("بعد الاجتماع" -> the "اجتماع" task). */
export function arabicStem(word: string): string {
  const w = fold(word);
  return w.replace(/^(?:وال|بال|فال|كال|لل|ال)(?=\p{L}{2})/u, "");
}
