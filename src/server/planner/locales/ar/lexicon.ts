/**
 * Arabic words the grammar tags (core/tags.ts). Arabic reaches the grammar after normalizeArabic,
 * which already writes lengths and clock times in the English form ("for 30 min each"), so this
 * lexicon holds what stays Arabic: connectors, asides, headers, "لكل".
 */

import type { Lexicon, Tag } from "../../core/tags";

const words = (tag: Tag, list: string): Record<string, Tag[]> =>
  Object.fromEntries(list.split(" ").map((w) => [w, [tag]]));

const BROKEN_PLURALS: Record<string, string> = {
  أوراق: "ورقة",
  اوراق: "ورقة",
  دروس: "درس",
  تقارير: "تقرير",
  رسائل: "رسالة",
  فواتير: "فاتورة",
  كتب: "كتاب",
  مقالات: "مقالة",
  ملفات: "ملف",
  طلبات: "طلب",
};

export const AR_LEXICON: Lexicon = {
  tags: {
    ...words("aside", "تعبان تعبانة تعبانه مرهق مرهقة مرهقه زهقان زهقانة يوم هادئ هادي هادية مشغول مشغولة زحمة اليوم"),
    ...words("aside", "أسبوع إجازة اجازة أجازة عطلة عطله أخيرا أخيراً رمضان صايم صايمة صائم صائمة"),
    ...words("aside", "مريض مريضة مصدع مصدعة كسلان كسلانة تعبت تعبانين زهقت"),
    // "الحمد لله يوم جديد", "جو حلو اليوم": thanks and the weather.
    ...words("aside", "الحمد لله الحمدلله جو الجو حلو حر برد مطر جديد"),
    ...words("filler", "يا الله يارب"),
    // "أنا تعبانة اليوم 😴": "I" before a mood word is no task
    ...words("filler", "أنا انا بس"),
    ...words("filler", "طويل شوي شوية جدا كتير مرة"),
    ...words("header", "اليوم خطة الخطة مهام المهام قائمة جدول"),
    // "الخميس 🙏" over a list: the day's name, a heading.
    ...words("header", "الأحد الاحد الاثنين الإثنين الثلاثاء الأربعاء الاربعاء الخميس الجمعة السبت"),
    ...words("connector", "قبل بعد بعدين ثم وبعدين وبعد وقبل بين"),
    لكل: ["each"],
    مع: ["with"],
    من: ["from"],
    الساعة: ["cue"],
  },
  // Counts as words before what is counted ("ثلاث مكالمات كل وحدة ربع ساعة", "تلات فواتير"): kind p-esar24-4.
  // ("ست", a lady in Egyptian, and "عشر", the start of "عشرين" elsewhere, are left out.)
  numbers: {
    اثنين: 2,
    اتنين: 2,
    ثلاث: 3,
    ثلاثة: 3,
    ثلاثه: 3,
    تلات: 3,
    تلاتة: 3,
    تلاته: 3,
    أربع: 4,
    اربع: 4,
    أربعة: 4,
    اربعة: 4,
    اربعه: 4,
    خمس: 5,
    خمسة: 5,
    خمسه: 5,
    ستة: 6,
    سته: 6,
    سبع: 7,
    سبعة: 7,
  },
  units: { دقيقة: 1, دقايق: 1, دقائق: 1, ساعة: 60, ساعات: 60 },
  singular: (w) => {
    if (w === "اجتماعات") return "اجتماع";
    // Broken plurals of things counted in a task ("عندي ٨ أوراق", "٣ تقارير").
    const broken = BROKEN_PLURALS[w];
    if (broken) return broken;
    if (w.length > 4 && w.endsWith("ات")) return `${w.slice(0, -2)}ة`;
    return undefined;
  },
  shorthand: {},
};
