/**
 * What a task is, for the solver: work or focus, a meeting or call (which keeps a buffer after it),
 * travel (not focus work), personal (after work hours), cooking or washing up (next to a meal), a
 * nap. Each pattern is linear: one alternation of words.
 */

/**
 * Personal errands, chores (cooking too), calls with family, reading for pleasure and one's own study ("revise
 * drug calcs" on a placement shift): they prefer time outside work hours. English, Spanish and Arabic. Linear (one alternation of words, no nested repeats).
 */
export const PERSONAL = new RegExp(
  "(?<![\\p{L}])(?:groceries|grocery|supermarket|shopping|pharmacy|errands?|laundry|haircut|barber|" +
    "dry\\s+cleaning|post\\s+office|chores|vacuum(?:ing)?|tidy(?:ing)?\\s+up|mow(?:ing)?\\s+the\\s+lawn|" +
    "clean(?:ing)?\\s+(?:the\\s+|my\\s+|our\\s+)?(?:house|home|apartment|flat|room|bedroom|kitchen|bathroom|" +
    "garage|car|fridge)|" +
    "wash(?:ing)?\\s+(?:the\\s+|my\\s+)?(?:car|van|dog)|post(?:ing)?\\s+(?:the\\s+|a\\s+|my\\s+)?(?:parcel|package|letters?)|" +
    "lavar\\s+(?:el\\s+)?(?:coche|carro|auto)|read(?:ing)?\\s+(?:a\\s+|my\\s+|the\\s+|some\\s+)?(?:chapter|book|novel)|" +
    "pick\\s+up\\s+(?:the\\s+)?(?:kids|children)|pick\\s+up\\s+(?:the\\s+|my\\s+)?(?:prescriptions?|meds|" +
    "medication|parcel|package)|batch\\s+cook(?:ing)?|revis(?:e|ing|ion)|homework|flashcards|stud(?:y|ying)\\s+for|" +
    // One's own study in Spanish: "repasar inglés", "estudiar para el examen", "deberes" (not "repasar el informe").
    "(?:repasar|estudiar)\\s+(?:para|apuntes|temario|vocabulario|ingl[eé]s|franc[eé]s|alem[aá]n|italiano|" +
    "portugu[eé]s|chino|japon[eé]s|[aá]rabe|idiomas?)|deberes|shower|get\\s+(?:ready|dressed)|make\\s+the\\s+bed|" +
    "ducha|ducharme|hacer\\s+la\\s+cama|meal\\s+prep(?:\\s+for\\s+the\\s+week)?|call\\s+(?:my\\s+)?(?:mom|mum|" +
    "mother|dad|father|parents|grandma|grandpa|granny|family|sister|brother|aunt|uncle)|compra|" +
    "supermercado|s[uú]per|mercado|farmacia|centro\\s+de\\s+salud|ambulatorio|recados|colada|lavadora|tintorer[ií]a|peluquer[ií]a|planchar|" +
    "ironing|iron\\s+(?:the\\s+|my\\s+)?(?:shirts?|clothes|uniforms?)|[أا]كوي|الكوي|" +
    // Cooking at home: "cook a batch of chili", "cocinar", "hornear", "أطبخ".
    "cook|cooking|bake|baking|cocinar|hornear|[أا]طبخ|نطبخ|طبخ|الطبخ|" +
    "limpiar\\s+(?:la\\s+|el\\s+|mi\\s+)?(?:casa|piso|cocina|ba[nñ]o|cuarto|habitaci[oó]n|coche)|" +
    "ordenar\\s+(?:la\\s+|el\\s+|mi\\s+)?(?:casa|piso|cuarto|habitaci[oó]n)|aspirar|leer\\s+(?:un\\s+|el\\s+|" +
    "mi\\s+)?(?:libro|cap[ií]tulo|novela)|recoger\\s+a\\s+los\\s+ni[nñ]os|llamar\\s+a\\s+(?:mi\\s+)?(?:mam[aá]|" +
    "pap[aá]|madre|padre|abuel[oa]|familia|herman[oa]|t[ií][oa])|التسوق|تسوق|البقالة|السوبرماركت|" +
    "(?:[أا]شتري|[أا]جيب|نشتري|هشتري)\\s+(?:[أا]غراض|مقاضي|خضار|الخضار|خبز|عيش)|[أا]غراض\\s+البيت|المقاضي|مقاضي|" +
    "السوبر\\s+ماركت|السوق|للسوق|البوسطة|للبوسطة|مكتب\\s+البريد|(?:نشري|[أا]شري)\\s+\\p{L}+|الصيدلية|الغسيل|الحلاق|تنظيف\\s+(?:البيت|المنزل|الشقة|المطبخ)|ترتيب\\s+(?:البيت|المنزل|" +
    "الغرفة)|قراءة\\s+(?:كتاب|رواية|القرآن)|(?:[أا]قر[أا]|نقر[أا])\\s+(?:ورد|القرآن|قرآن|سورة|الأذكار|أذكار)|ورد\\s+القرآن|" +
    "read\\s+(?:the\\s+)?(?:quran|qur'an|bible)|leer\\s+la\\s+biblia|(?:الاتصال|اتصل|أتصل|اكلم|أكلم|نكلم|[نأا]عيط)\\s*[بل]?(?:ماما|بابا|أمي|امي|أبي|ابي|والدتي|" +
    "والدي|أهلي|اهلي|جدتي|جدي|أختي|اختي|أخي|اخي))(?![\\p{L}])",
  "iu",
);
/** A title that is only "reading": reading for pleasure. */
const READING_ONLY = /^\s*(?:reading|some\s+reading|read|leer|lectura|القراءة|قراءة)\s*$/iu;
/** Errands, exercise, chores, reading and calls with family: they prefer time outside work hours (day-shape.ts). */
export const isPersonalTask = (title: string, kind: string): boolean =>
  kind === "habit" || PERSONAL.test(title) || READING_ONLY.test(title);
/**
 * Getting up: "wake up at 6", "alarm 6:30", "me levanto a las 7", "أصحى الساعة ٧", and the spoken
 * future and habitual forms ("هصحى", "حصحى", "بصحى", "نصحى"). Anchored: linear.
 */
export const WAKE_UP = new RegExp(
  "^(?:(?:i\\s+)?(?:wake|woke|waking|get|got|getting)\\s+up|alarm|me\\s+levant[eé]|me\\s+despert[eé]|" +
    "despertar(?:me)?|levantarme|me\\s+levanto|me\\s+despierto|[أا]صحى|[أا]صحو|استيقظ|الاستيقاظ|" +
    "صحيان|صحيت|استيقظت|[هحبن]صحى)(?![\\p{L}])",
  "iu",
);
/** Meetings and calls by their words (the lexicon's meeting, call, stand-up and interview words). Linear: one alternation. */
export const MEETING_OR_CALL = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:stand-?ups?|scrum|huddle|check-?in|calls?|phone|llamadas?|llamar|videollamadas?|" +
    "1:1s?|1-on-1s?|one-on-ones?|1on1|meetings?|sync|sync-?up|reuni[oó]n|reuniones|junta|workshop|taller|" +
    "retro|demo|interviews?|entrevistas?|webinar|zoom|conference|conferencia|اجتماع|الاجتماع|اجتماعات|" +
    "مكالمة|المكالمة|اتصال)(?![\\p{L}\\p{N}])",
  "iu",
);

/** Timed meetings and calls: the minutes after them are kept free (a class or a film needs no buffer). */
export const needsBuffer = (b: { kind: string; fixed: boolean; title: string }): boolean =>
  b.kind === "event" && b.fixed && MEETING_OR_CALL.test(b.title);
/** Getting somewhere is not focus work: it may run straight into a meeting. */
const TRAVEL_EN = "commute|commuting|drive|travel|train|bus|coach|ferry|shuttle|flight";
export const TRAVEL = new RegExp(
  [
    `\\b(?:${TRAVEL_EN}|(?:walk|cycle|bike|run) (?:in )?to (?:work|the office))\\b`,
    "trayecto|desplazamiento|viaje|ir a la oficina",
    "(?<!\\p{L})(?:القيادة|السواقة|السفر)(?!\\p{L})",
  ].join("|"),
  "iu",
);
/** People one takes or fetches. */
const KIN =
  "mum|mom|mother|dad|father|grandma|grandpa|granny|nan|parents|kids|kid|children|child|twins|boys|girls|son|daughter|baby|" +
  "wife|husband|partner|sister|brother|him|her|them|dog";
/**
 * Picking up or dropping off someone or something, or taking someone somewhere ("pick up Jess",
 * "collect the kids", "take mum to the dentist", "recoger a Leo", "llevar a mamá al médico",
 * "أوصل أمي"): a short trip that happens close before its deadline. Linear: one alternation of words.
 */
export const PICKUP = new RegExp(
  "(?<![\\p{L}\\p{N}])(?:pick(?:ing)?\\s+up|pick(?:ing)?\\s+\\p{L}+\\s+up|pick-up|pickup|drop(?:ping)?\\s+off|drop-off|" +
    "school\\s+run|(?:" +
    KIN +
    ")\\s+to\\s+(?:school|nursery|daycare|day\\s+care|preschool|kindy|kindergarten|creche|childminder|the\\s+bus)|" +
    "(?:collect|take|drop|grab|fetch)\\s+(?:my\\s+|the\\s+|our\\s+)?(?:" +
    KIN +
    ")|(?:recoger|buscar|llevar|dejar)\\s+al?(?!\\s+cabo)|(?:recoger|buscar|llevar|dejar)(?:la|lo|las|los)|" +
    // Spain's "ir a por el niño", "ir a buscar a Leo": going to fetch someone.
    // Mexico's "ir por las tortillas", "ir por el pan": fetching something, a short trip.
    "ir\\s+por\\s+(?:el|la|los|las|unas?|unos?)\\s+\\p{L}+|" +
    "ir\\s+a\\s+por\\s+(?:el|la|los|las|mi|mis)\\s+" +
    "(?:ni[nñ]os?|ni[nñ]as?|peques?|hij[oa]s?|beb[eé]|abuel[oa]s?|madre|padre)|ir\\s+a\\s+buscar\\s+a|" +
    // ("نوصلهم للمدرسة", "أجيبهم": with who, and the "we" forms; "نوصل" alone is "we arrive".)
    "[أا](?:جيب|وصل|ودي)(?:ها|هم|هن|ه)?|ن(?:جيب|وصل|ودي)(?:ها|هم|هن|ه)|نجيب|توصيل|[أا]رجعها|[أا]رجعه|[أا]رجعهم)(?![\\p{L}\\p{N}])",
  "iu",
);
/**
 * "take Mia to ballet", "drop Sam at school", and a name alone after fetching: "grab Leo", "collect Mia from
 * nursery" (case-sensitive, so its own pattern; "grab Coffee" is not how a drink is written).
 */
export const PICKUP_NAMED =
  /^(?:[Tt]ake|[Dd]rop|[Cc]ollect|[Dd]rive)\s+\p{Lu}\p{Ll}*\s+(?:to|at|from)\s|^(?:[Cc]ollect|[Gg]rab|[Ff]etch)\s+\p{Lu}\p{Ll}+(?:\s+(?:from|at)\s.*)?$/u;
/** A pick-up, drop-off or taking someone somewhere. */
export const isPickup = (title: string): boolean => PICKUP.test(title) || PICKUP_NAMED.test(title);
export const AFTER_MEAL = /\b(?:dishes|wash(?:ing)?\s+up|dishwasher)\b|fregar|lavar\s+los\s+platos|lavavajillas/iu;
/** Cooking a meal: placed right before that meal. */
export const MEAL_PREP = new RegExp(
  String.raw`(?:cook(?:ing)?|prep(?:ping)?|prepar(?:e|ing)|mak(?:e|ing)|(?:cocinar|preparar|hacer)(?:les?|nos|me|te)?)\b.*?` +
    String.raw`\b(lunch|dinner|supper|iftar|la\s+comida|el\s+almuerzo|la\s+cena|comida|almuerzo|cena)\b` +
    // British "tea", the evening meal, only cooked ("make tea" is a drink), or made for the children
    // ("make the kids' tea", "make tea for the kids": issue 29, p-seen19).
    String.raw`|\b(?:cook(?:ing)?\s+(?:the\s+|kids'?\s+|the\s+kids'?\s+)?|(?:mak(?:e|ing)|do(?:ing)?)\s+` +
    String.raw`(?:(?:the\s+|their\s+)?(?:kids'?|children's|boys'?|girls'?)\s+|(?=tea\s+for\s+(?:the\s+)?` +
    String.raw`(?:kids|children|boys|girls|family|them)\b)))(tea)\b`,
  "iu",
);
/** "أطبخ العشا", "أسوي الغدا": cooking that meal (Arabic has no \\b, so its own pattern). */
const AR_COOK = "أطبخ|اطبخ|طبخ|أسوي|اسوي|أجهز|اجهز|أحضر|احضر|أعمل|اعمل|أعمل\\s+لهم|أسوي\\s+لهم";
/** "أطبخ مجدرة للغدا", "اعمل شوربة عدس للعشا": a dish (a word or two) for that meal, with "لل"/"عال". */
const AR_DISH_FOR = "(?:[^\\s]+\\s+){1,2}(?:لل|عال|على\\s+ال)";
export const AR_MEAL_PREP = new RegExp(
  `(?:^|\\s)(?:${AR_COOK})\\s+(?:ال|${AR_DISH_FOR})?(عشا|عشاء|غدا|غداء|أكل|اكل)(?:\\s|$)`,
  "u",
);
export const NAP = /\bnap\b|siesta|قيلول[ةه]|غفوة/iu;

/** Work: tasks and events. Meals, habits and breaks interrupt a work run. */
export const isWork = (kind: string): boolean => kind === "task" || kind === "event";
/** Focus work: tasks. Events (meetings, classes) do not add to focus, but do not reset it either. */
export const isFocus = (kind: string): boolean => kind === "task";
