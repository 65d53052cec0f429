/**
 * Spans of the day that frame it rather than fill it (issue 29, kind 4), in Spanish and Arabic:
 * "taller de costura abierto de 10 a 7", "المحل مفتوح من ١٠ لـ ٩" (the hours the person's own shop is
 * open: its work hours), and "cuido a los nenes de mi hija de 8 a 17", "عندي ولاد بنتي من ٨ لـ ٥"
 * (minding the kids at home: cooking, errands and calls happen inside it). Either is the day's frame
 * (work-window.ts): its hours are the work hours and it makes no block that everything else must
 * go around. Word lists matched on the whole title; linear.
 */

const KIDS_ES =
  "nenes|nenas|niños|ninos|niñas|ninas|chicos|chicas|nietos|nietas|peques|críos|crios|gurises|chamacos|sobrinos|sobrinas|bebés|bebes|bebé|bebe";
const WHOSE_ES = String.raw`(?:\s+(?:de|del)\s+(?:mi|mis|la|el|los)\s+\p{L}+)?`;

/** "cuido a los nenes de mi hija", "cuidar a mis nietos", "me quedo con los chicos", "con los nietos". */
const MINDING_ES = new RegExp(
  String.raw`^(?:(?:hoy\s+)?(?:cuido|cuidar|cuidando|me\s+quedo\s+con|quedarme\s+con|estoy\s+con|con)\s+(?:a\s+)?` +
    String.raw`(?:(?:los|las|mis|a\s+los|a\s+las|a\s+mis)\s+)?(?:${KIDS_ES})${WHOSE_ES}|canguro|hacer\s+de\s+canguro)$`,
  "iu",
);

/** "taller de costura abierto", "la tienda abierta", "abierto": the person's own place open. */
export const OPEN_ES =
  /^(?:(?:el|la|mi)\s+)?(?:\p{L}+(?:\s+(?:de|del)\s+\p{L}+)?\s+)?abiert[oa]s?(?:\s+al\s+p[uú]blico)?$/iu;

/** "ولاد بنتي", "الأحفاد", "العيال معي", "أرعى الولاد": the kids in the person's care. */
const KIDS_AR = "ولاد|اولاد|أولاد|عيال|أطفال|اطفال|احفاد|أحفاد|احفادي|أحفادي|بزورة|بزوره|صغار";
const MINDING_AR = new RegExp(
  `^(?:(?:عندي|معي|معايا|أرعى|ارعى|أجالس|اجالس|أراعي|اراعي)\\s+)?(?:ال)?(?:${KIDS_AR})` +
    "(?:\\s+(?:بنتي|ابني|إبني|اختي|أختي|اخوي|أخوي|اخويا|أخويا|بنتي|الجيران))?(?:\\s+(?:عندي|معي|معايا))?$",
  "u",
);

/**
 * "taller de bicis, abro de 10 a 2", "hoy abrimos de 9 a 1", "abro la pelu de 10 a 2 y de 5 a 8": the opening
 * hours of one's own place.
 */
const OPENING_ES = /^(?:hoy\s+)?(?:abro|abrimos)(?:\s+(?:el|la|mi)\s+\p{L}+)?$/iu;

/** "المحل مفتوح", "الصيدلية فاتحة", "مفتوح". */
export const OPEN_AR = /^(?:(?:ال)?\p{L}+\s+)?(?:مفتوح|مفتوحة|مفتوحه|فاتح|فاتحة|فاتحه)$/u;

/**
 * "4 littles 7.30-6", "3 minded kids 8-5.30", "minding 5 kids 8-6", "childminding 7:30-5": a childminder's
 * day (a count of children with the hours they are in), English.
 */
const KIDS_EN =
  "kids|children|littles|little ones|mindees|minded kids|tots|toddlers|babies|under 5s|under-5s|twins|grandkids";
const MINDING_EN = new RegExp(
  `^(?:(?:minding|childminding|looking after)\\s+(?:the\\s+|my\\s+)?(?:all\\s+)?(?:\\d+\\s+)?(?:${KIDS_EN})|` +
    `(?:all\\s+)?\\d+\\s+(?:${KIDS_EN})|childminding|minding|mindees)$`,
  "iu",
);

/** The title (trimmed, lower case, single-spaced) names a span that frames the day. */
export const namesDayFrame = (t: string): boolean =>
  MINDING_EN.test(t) ||
  MINDING_ES.test(t) ||
  OPEN_ES.test(t) ||
  OPENING_ES.test(t) ||
  MINDING_AR.test(t) ||
  OPEN_AR.test(t);

/** A shop, stall or business of one's own, by its noun. */
const SHOP_ES =
  "tienda|local|puesto|negocio|kiosco|quiosco|librer[ií]a|panader[ií]a|fruter[ií]a|ferreter[ií]a|farmacia|" +
  "consulta|cl[ií]nica";
const SHOP_AR = "محل|دكان|حانوت|كشك|بسطة|البسطة|صيدلية|مكتبة|بقالة|مخبز|فرن";
/**
 * "tengo la tienda de 9 a 7", "hoy abro el puesto de 8 a 2", "atiendo en la consulta de 9 a 1", "عندي المحل
 * بالسوق من ٩ للـ ٧": the person's
 * own shop, said with "I have" or "I open", is where the day's work happens (its hours the work hours).
 * So is the shop said with "today" and nothing else: "ليوما الحانوت من ٩ حتى ٧" (Darija), "النهاردة المحل
 * من ١٠ لـ ٨", "hoy la tienda de 9 a 2". A bare "المحل من ١٢ لـ ١٠" stays a timed event. Read on the
 * item's source words; linear.
 */
const HAVE_SHOP_ES = new RegExp(
  String.raw`^\s*(?:(?:hoy\s+)?(?:tengo|abro|atiendo(?:\s+en)?)|hoy(?:\s+en)?)\s+(?:la|el|mi)\s+(?:${SHOP_ES})(?![\p{L}])`,
  "iu",
);
/** Today, in MSA, Levantine and Gulf, Egyptian and Maghrebi words. */
const TODAY_AR = "اليوم|ليوما|اليوما|النهاردة|النهارده|النهارضة|الليوم";
const HAVE_SHOP_AR = new RegExp(
  `^\\s*(?:(?:(?:${TODAY_AR})\\s+)?(?:عندي|عندنا|أفتح|افتح)|(?:${TODAY_AR})(?:\\s+في)?)\\s+(?:ال)?(?:${SHOP_AR})(?![\\p{L}])`,
  "u",
);

/** The item's words say the person has (or opens) their shop for the day. */
export const namesOwnShop = (source: string): boolean => HAVE_SHOP_ES.test(source) || HAVE_SHOP_AR.test(source);
