/**
 * Where a description splits into items (splitSegments, segments.ts): the phrases protected from
 * splitting ("half past", "between 2 and 4", "Sam and Priya"), the split points per language, the
 * sequence words, and inline numbering ("1) ... 2) ...").
 */

import { ES_HOURWORD, MER } from "./clock-patterns";
import { L, R, rx, type Lang } from "./words";
import { TASK_VERBS } from "./segment-words";

/** Verbs whose particle alone ("stand up", "get out") makes a whole action. */
const PHRASAL_VERBS = [
  "stand",
  "get",
  "sit",
  "walk",
  "move",
  "go",
  "look",
  "step",
  "head",
  "wind",
  "calm",
  "cool",
  "warm",
];

/** Cheap pre-checks for the PROTECT patterns, in the same order. */
export const PROTECT_HINT: Record<Lang, RegExp[]> = {
  en: [
    /half/i,
    /half/i,
    /between/i,
    /\sand\s|&/i,
    /\s(?:and|&)\s/i,
    /\s(?:and|&)\s/i,
    /\s(?:and|&)\s/i,
    /\s(?:and|&)\s/i,
  ],
  es: [/media|cuarto/i, /\sy\s/i, /entre/i, /\s[ye]\s/i, /\sy\s/i, /\sy\s/i, /compr|pillar/i, /\sy\s/i],
};

export const PROTECT: Record<Lang, RegExp[]> = {
  en: [
    rx(`(?<!\\s)\\s+(?:and|&)\\s+a\\s+half`),
    rx(`(?<!\\s)\\s+(?:and|&)\\s+a\\s+half`),
    rx(`${L}between\\s+\\S+(?:\\s*(?:${MER}))?\\s+(?:and|&)\\s+\\S+`),
    rx(
      `${L}(?:mom|mum|dad|research|pros|questions|q|r|rock|nuts|trial|ups|bread|salt|black|arts|crafts|` +
        `health|safety|terms|mergers|sales|marketing|design|development|profit|loss|m|b|p|cash|park|click|bed)\\s+` +
        `(?:and|&)\\s+(?:dad|mom|mum|development|cons|answers|a|d|roll|bolts|error|downs|butter|pepper|white|` +
        `crafts|safety|conditions|acquisitions|marketing|sales|engineering|loss|a|l|carry|ride|collect|breakfast)${R}`,
    ),
    rx(
      `(?:${L}|^)(?:read|write|review|wash|clean|prep|plan|reply|answer|edit|fold|cook|buy|pack|print|sign|` +
        `check|research|design|test|fix|sort|file|scan|iron|draft|proofread|record|mix|` +
        `triage)\\s+(?:and|&)\\s+(?:\\p{L}+)`,
    ),
    // "stand up and stretch", "get out and walk": a verb and its particle, with no object, is one action with the next verb.
    rx(`(?:${L}|^)(?:${PHRASAL_VERBS.join("|")})\\s+(?:up|down|out|around|about)\\s+(?:and|&)\\s+(?:\\p{L}+)`),
    // "try and stretch", "need to go and get nappies": "try"/"go" with no object brings in the next verb,
    // one item (the title drops the lead, locales/en/lead.ts).
    rx(`(?:${L}|^)(?:try|go|come|nip)\\s+(?:and|&)\\s+(?:\\p{L}+)`),
    // Caring for someone is one item: "help dad shower and dress", "get mum washed and dressed".
    rx(
      `${L}(?:shower(?:ed)?|wash(?:ed)?|bathed?|bath|changed?|fed|toileted|up)\\s+(?:and|&)\\s+(?:get\\s+)?(?:dress(?:ed)?|changed?|ready|fed)${R}`,
    ),
  ],
  es: [
    rx(`horas?\\s+y\\s+(?:media|cuarto)`),
    rx(
      `${L}(?:\\d{1,2}|${ES_HOURWORD}|cuarenta|treinta|cincuenta)(?:[:.][0-5]\\d)?\\s+y\\s+(?:media|cuarto|cinco|\\d{1,2}|diez|quince|veinte|veinticinco|treinta|cuarenta)${R}`,
    ),
    rx(`${L}entre\\s+(?:las?\\s+)?\\S+\\s+y\\s+(?:las?\\s+)?\\S+`),
    rx(
      `${L}(?:mam[aá]|pap[aá]|pros|ida|investigaci[oó]n|preguntas|i|arriba|blanco|sal|pan)\\s+(?:y|` +
        `e)\\s+(?:pap[aá]|mam[aá]|contras|vuelta|desarrollo|respuestas|d|abajo|negro|pimienta|` +
        `mantequilla)${R}`,
    ),
    rx(
      `(?:${L}|^)(?:leer|escribir|revisar|lavar|limpiar|planchar|preparar|contestar|responder|ordenar|doblar)\\s+y\\s+(?:\\p{L}+)`,
    ),
    rx(`(?:${L}|^)(?:me\\s+levanto|levantarme|levantarse|moverme)\\s+y\\s+(?:\\p{L}+)`),
    // Buying two things is one errand: "comprar harina y manteca", "comprar pan y la leche" (not "... y llamar").
    rx(
      `(?:${L}|^)(?:comprar|compro|comprarle|comprarme|pillar)\\s+(?:(?:el|la|los|las|un|una|unos|unas)\\s+)?\\p{L}{3,}` +
        `\\s+y\\s+(?:(?:el|la|los|las|un|una|unos|unas)\\s+)?(?!\\p{L}+(?:ar|er|ir)(?:se|me|le|lo|la)?${R})\\p{L}{3,}${R}`,
    ),
    // A salon's services done as one: "corte y color", "lavado y peinado", "peinado y maquillaje", "mani y pedi".
    rx(
      `${L}(?:corte|lavado|peinado|manicura|mani|u[ñn]as)\\s+y\\s+(?:color|tinte|mechas|peinado|barba|secado|` +
        `maquillaje|pedicura|pedi|pesta[ñn]as|corte)${R}`,
    ),
  ],
};

/**
 * List joints. Every alternative that begins with white space begins only where the white space
 * begins (`(?<!\\s)`): the leftmost match starts there anyway, and a long run of spaces is not
 * rescanned from each of its characters.
 */
export const SPLIT: Record<Lang, RegExp> = {
  en: rx(
    `(?<!\\s)\\s+(?:so|and\\s+so)\\s+(?=(?:i|we)(?:\\s|['’]))|(?:(?<![\\d:\\s])\\s+[-–—]\\s+|` +
      `(?<!\\s)\\s+[-–—]\\s+(?!\\d))|(?<!\\s)\\s*[;|]\\s*|(?<![\\d\\s])\\s*,\\s*|,\\s*(?!\\d)|` +
      `(?<!\\s)\\s+((?:and|&)\\s+then|(?:and|&)\\s+after\\s+that|(?:and|&)\\s+afterwards|then|after\\s+that|` +
      `afterwards|followed\\s+by|and|&|plus|as\\s+well\\s+as)\\s+`,
  ),
  es: rx(
    `(?<!\\s),?\\s+as[ií]\\s+que\\s+|(?:(?<![\\d:\\s])\\s+[-–—]\\s+|(?<!\\s)\\s+[-–—]\\s+(?!\\d))|` +
      `(?<!\\s)\\s*[;|]\\s*|(?<![\\d\\s])\\s*,\\s*|,\\s*(?!\\d)|(?<!\\s)\\s+(y\\s+luego|` +
      `y\\s+despu[eé]s(?!\\s+de)|y\\s+m[aá]s\\s+tarde|luego|despu[eé]s(?!\\s+de)|m[aá]s\\s+tarde|` +
      `a\\s+continuaci[oó]n|y|e|adem[aá]s\\s+de|and\\s+then|then|and)\\s+`,
  ),
};

export const SEQ_WORD =
  /^(?:(?:and|&)\s+(?:then|after\s+that|afterwards)|then|after\s+that|afterwards|followed\s+by|y\s+luego|y\s+despu[eé]s|y\s+m[aá]s\s+tarde|luego|despu[eé]s|m[aá]s\s+tarde|a\s+continuaci[oó]n)$/iu;

export const SEQ_PREFIX = new RegExp(
  "^(?:(?:and|&|y)\\s+)?(?:then|after\\s+that|afterwards|afterward|next|later(?:\\s+on)?|followed\\s+by|" +
    "after\\s+which|luego|despu[eé]s(?!\\s+de)|m[aá]s\\s+tarde|a\\s+continuaci[oó]n|tras\\s+eso|" +
    // "de ahí al super" (from there, to the supermarket): then, going on from the item before.
    "despu[eé]s\\s+de\\s+eso|al\\s+terminar|de\\s+ah[ií](?=\\s+(?:al?|para|hasta)\\s))(?:[\\s,:]+|$)",
  "iu",
);

export const NBSP = "\ue000"; // private-use: not matched by \s, so protected phrases survive splitting

/** Stands in for a comma inside brackets while a line splits; put back as each item is read. */
export const BRACKET_COMMA = "\ue001";

export function protect(text: string, lang: Lang): string {
  // "shower (takes ages, 40 min)": a comma in brackets is part of the aside, not a new item.
  let out = text.includes("(") ? text.replace(/\([^()\n]*\)/gu, (m) => m.replace(/,/g, BRACKET_COMMA)) : text;
  for (const l of [lang, lang === "en" ? "es" : "en"] as Lang[]) {
    if (l !== lang && l === "es") continue; // Spanish joins only in Spanish text
    const hints = PROTECT_HINT[l];
    for (let i = 0; i < PROTECT[l].length; i++) {
      const re = PROTECT[l][i];
      if (!hints[i].test(out)) continue;
      re.lastIndex = 0;
      out = out.replace(re, (m) => m.replace(/ /g, NBSP));
    }
  }
  return out;
}

export const isSpace = (c: string): boolean => /\s/u.test(c);

/** [start, end) of the last word of `s` (end 0 when there is none). */
export function lastWordSpan(s: string): [number, number] {
  let end = s.length;
  while (end > 0 && isSpace(s[end - 1])) end--;
  let start = end;
  while (start > 0 && !isSpace(s[start - 1])) start--;
  return [start, end];
}

/** A clock right after the second name (at b): "Max 9-10", "Jo 2pm". */
function sharedTime(right: string, b: number): boolean {
  let c = b;
  while (c < right.length && isSpace(right[c])) c++;
  return c > b && c < b + 3 && /\d/u.test(right[c] ?? "");
}

/**
 * "call Tom and Jerry", "comer con Ana y Luis": two names inside one item, not two items. Reads
 * only the word on each side (not the whole rest of the sentence, which made a sentence of many
 * "and"s quadratic).
 */
export function joinsNames(left: string, right: string): boolean {
  const [start, end] = lastWordSpan(left);
  if (end === 0) return false;
  let k = start;
  while (k > 0 && isSpace(left[k - 1])) k--;
  const before = left.slice(start, end);
  let a = 0;
  while (a < right.length && isSpace(right[a])) a++;
  let b = a;
  while (b < right.length && !isSpace(right[b])) b++;
  // One word on the left is a name of its own item, unless the two names share a time: "Bella and
  // Max 9-10", "Tom and Jo 2-3" is one lesson or meeting with both.
  if (k === 0 && !sharedTime(right, b)) return false;
  let after = right.slice(a, b);
  while (after && ",.;:!?".includes(after[after.length - 1])) after = after.slice(0, -1);
  const isName = (w: string): boolean => /^\p{Lu}\p{Ll}+$/u.test(w);
  return isName(before) && isName(after);
}

/** "with" and the determiners of people after it ("con la Cote y los cabros", "with Sam and the kids"). */
const WITH_WORDS = new Set(["con", "with"]);
const PEOPLE_DETS = new Set("el la los las mi mis tu tus su sus the my his her our".split(" "));
/** People named by who they are ("los niños", "mis suegros", "the kids"): company like a name. */
const PEOPLE_NOUNS = new Set(
  (
    "niños niñas chicos chicas hijos hijas nietos nietas abuelos abuelas primos primas tíos tias tías tios " +
    "padres suegros suegra suegro vecinos vecinas amigos amigas compañeros compañeras colegas mellis " +
    "gemelos gemelas peques nenes pibes cabros hermanos hermanas sobrinos sobrinas abuela abuelo madre padre " +
    "jefe jefa clientes cliente kids children grandparents parents friends neighbours neighbors cousins"
  ).split(" "),
);
/** What may follow the companions in the same item: its time or place ("a la 1", "at 2", "en el bar", "@ 7"). */
const AFTER_COMPANIONS =
  /^(?:$|[,.;:!?)]|(?:a|at|@|en|in|de|del|from|sobre|tipo|para|pa|antes|después|despues)(?:\s|$)|\d)/iu;

/**
 * "almuerzo con la Cote y los cabros a la 1", "dinner with Sam and the kids at 7": after "with" and a
 * name, "and" + a determiner + one word is more company for the same item, not a second item. Reads a
 * bounded tail of the left and head of the right (linear).
 */
export function joinsCompanions(left: string, right: string): boolean {
  const tail = left.slice(-40).trim().split(/\s+/u);
  const name = tail[tail.length - 1] ?? "";
  // ("cena con los niños y los abuelos a las 8": people named by who they are, on both sides.)
  const kin = PEOPLE_NOUNS.has(name.toLowerCase());
  if (!kin && !/^\p{Lu}\p{Ll}+$/u.test(name)) return false;
  const w = tail[tail.length - 2]?.toLowerCase() ?? "";
  const withAt = PEOPLE_DETS.has(w) ? tail.length - 3 : tail.length - 2;
  if (!WITH_WORDS.has(tail[withAt]?.toLowerCase() ?? "")) return false;
  const m = /^\s*(\p{L}+)\s+(\p{L}+)\s*/u.exec(right.slice(0, 60));
  if (!m || !PEOPLE_DETS.has(m[1].toLowerCase())) return false;
  if (kin && !PEOPLE_NOUNS.has(m[2].toLowerCase())) return false;
  return AFTER_COMPANIONS.test(right.slice(m[0].length, m[0].length + 12));
}

export const INLINE_NUMBER = /(^|\s)\(?(\d{1,2})[.)]\s+/gu;

/** "1) emails 2) planning 3) roadmap" on one line: the numbers are bullets. */
export function inlineNumbered(text: string): string {
  if (!/[.)]\s/.test(text)) return text;
  return text
    .split("\n")
    .map((line) => {
      const nums: number[] = [];
      INLINE_NUMBER.lastIndex = 0;
      let m: RegExpExecArray | null;
      while ((m = INLINE_NUMBER.exec(line)) !== null) nums.push(Number(m[2]));
      // Only a real sequence 1, 2, ... counts ("version 2. Then" does not).
      if (nums.length < 2 || !nums.every((n, i) => n === i + 1)) return line;
      INLINE_NUMBER.lastIndex = 0;
      return line.replace(INLINE_NUMBER, "\n");
    })
    .join("\n");
}

/** Articles and determiners an object may open with ("the bike", "el baño", "some bread"). */
const OBJECT_OPENERS = new Set(
  "the a an some my his her our their el la los las un una unos unas mi mis su sus".split(" "),
);

/**
 * Words that open what is said of the whole item after its second object ("masa en el mercado antes
 * de las 8", "arco de 8:30 a 11:30", "المايك before بث", "el gas por home banking"): a place, a time, an
 * anchor, a way.
 */
const ITEM_TAIL = new Set(
  "en de del a al para por antes después despues hasta desde at in on by for from before after until till to".split(
    " ",
  ),
);
for (const w of "من في عند على إلى الى حتى لين لحد".split(" ")) ITEM_TAIL.add(w);
/**
 * An Arabic "for the" / "to the" glued to its noun ("للسكان", "عالمدرسة"): said of the whole item, as
 * "para los vecinos", after two definite objects.
 */
const ARABIC_TAIL = /^(?:لل|عال)\p{L}{2,}$/u;

/** A clock the item opens with, "at 10:00 ", "a las 9 ", "@ 7pm ": the whole item's time, not its object's. */
/** "después", "luego", "then" opening the left item: its order, before its verb. Anchored, bounded. */
const LEAD_ORDER = /^\s*(?:(?:y|and)\s+)?(?:después|despues|luego|then|afterwards|later)\s+/iu;
const LEAD_CLOCK =
  /^\s*(?:at|@|a\s+las?)\s+\d{1,2}(?:[:.]\d\d)?(?:\s*(?:am|pm|h|hs))?(?:[\s\ue000]*(?:y|menos)[\s\ue000]+(?:media|cuarto))?\s+/iu;
/** Spanish "a" before an article or a name opens a place or a person ("a la mercería", "a Lucía"), never English "a". */
const SPANISH_A_NEXT = new Set("la las el los mi mis su sus tu tus".split(" "));

/** An Arabic first-person or imperative verb opening an item ("أجهز", "نشتري", "اشتري"), not a noun ("الإضاءة"). */
const ARABIC_VERB = /^(?:[أن]\p{L}{2,}|ا(?!ل)\p{L}{3,})$/u;

/** "montaje de sillas", "bolsas de hielo": a noun with its "of" complement, which a second one may share. */
function ofPhrase(left: string): boolean {
  const words = left.trim().split(/\s+/u);
  return words.length >= 3 && words.length <= 5 && /^(?:de|del|of)$/iu.test(words[words.length - 2]);
}

/**
 * "buy nappies and wipes", "comprar pan y leche", "wash the car and the bike": what follows "and"
 * is a second object of the same verb, not an item of its own, when the left item opens with a task
 * verb (or is a noun with its complement, "montaje de sillas y arco") and the right side is a plain
 * word that names no activity of its own (no time, no verb, no known length), with perhaps what is
 * said of the whole item after it ("y masa en el mercado antes de las 8", "والمايك قبل البث", "والبيض
 * من الجمعية") when the left item has no time or length of its own (a clock it opens with is the
 * whole item's: "at 10 buy the flour and the eggs from the store"). The object may be a noun with the noun that says
 * which ("fix the kitchen tap and the bathroom light", "sort the timesheets and the van log").
 * "call mum and groceries" still splits: groceries is an activity.
 */
export function sharesVerb(
  left: string,
  right: string,
  isVerb: (w: string) => boolean,
  known: (t: string) => boolean,
): boolean {
  // "at 10 buy the flour and the eggs": the item's clock before its verb is the whole item's.
  // ("después pasar al mercado por chapulines y tortillas", "then buy milk and bread": the word of order first.)
  left = left.replace(LEAD_CLOCK, "").replace(LEAD_ORDER, "");
  const first = /^\s*(\p{L}+)/u.exec(left)?.[1];
  if (!first) return false;
  const lower = first.toLowerCase();
  if (!isVerb(lower) && !ARABIC_VERB.test(first) && !ofPhrase(left)) return false;
  const words: string[] = [];
  const rightWords = right.trimStart().split(" ");
  // ("أجيب العيش والجرايد للسكان": two definite objects side by side; "أتصل بأمي والبس للشغل" is a second verb.)
  const definiteLeft = /(?:^|\s)ال\p{L}{2,}\s*$/u.test(left);
  for (const [n, w] of rightWords.entries()) {
    const bare = w.replace(/[,.;:!?،]+$/u, "");
    // ("ir por hilo y botones a la mercería": "a la" is where, said of the whole item.)
    const spanishA = bare === "a" && SPANISH_A_NEXT.has(rightWords[n + 1]?.toLowerCase() ?? "");
    const opener = OBJECT_OPENERS.has(bare.toLowerCase()) && !spanishA;
    if (words.length > 0 && !opener && words.some((x) => !OBJECT_OPENERS.has(x.toLowerCase()))) {
      // (Not after a left item with its own time or length: "estudiar 1h y deberes de alemán 30 min".)
      if (ITEM_TAIL.has(bare.toLowerCase()) || spanishA || (definiteLeft && ARABIC_TAIL.test(bare))) {
        if (/\d/u.test(left)) return false;
        break;
      }
    }
    // "and the garden shed 2h": the object's words end at the whole item's length.
    if (words.length > 0 && /^[(~]?\d/u.test(w) && words.some((x) => !OBJECT_OPENERS.has(x.toLowerCase()))) {
      if (/\d/u.test(left)) return false;
      break;
    }
    if (!/^\p{L}+(?:['’]\p{L}*)?$/u.test(bare) || words.length === 3) return false;
    words.push(bare);
    if (bare !== w) break;
  }
  if (words.length === 0 || isVerb(words[0].toLowerCase())) return false;
  // "the van log", "the bathroom light": a noun with the noun that says which, as well as one word.
  const noun = words.filter((w) => !OBJECT_OPENERS.has(w.toLowerCase()));
  // (Only after an article: "hoover and change the beds" is a second verb.)
  if (
    noun.length === 2 &&
    (!OBJECT_OPENERS.has(words[0].toLowerCase()) || isVerb(noun[1].toLowerCase()) || known(noun[1]))
  )
    return false;
  // ("أشتري الجريدة والخبز", "buy milk and groceries": after a verb of buying, a known errand is one more thing bought.)
  return noun.length >= 1 && noun.length <= 2 && (BUYING.has(lower) || !known(words.join(" ")));
}

/** Verbs of buying: what follows their "and" is bought too, even a thing that is an errand of its own. */
const BUYING = new Set(["buy", "comprar", "compro", "أشتري", "اشتري", "نشتري", "أجيب", "اجيب", "نجيب"]);

/** "at 6", "@ 7", "a las 9": a clock cue and its hour right after the second word (at b). Linear, bounded. */
const CUED_TIME = /^\s+(?:at|@|a\s+las?)\s+\d/iu;
/** "... y parque con los dos", "bath and dinner for the kids": whom the pair is done with or for. */
const SHARED_FOR = /^\s+(?:con|pa|para|with|for)\s+\S/iu;
/** The item's closing length, ", hora y media", ", 45 min", "(1h)": said of the whole pair. Anchored at the end. */
const TRAILING_LENGTH =
  /[,(\s]\s*(?:\d{1,3}\s*(?:min|mins|minutos|h|hrs?|horas?|hours?)|(?:una\s+|1\s+)?hora(?:\s+y\s+(?:media|cuarto))?|media\s+hora)\)?\s*$/iu;
/** "antes de las 9", "a las 5", "before 6": a time the pair opens with. Anchored, bounded. */
const PAIR_TIME_LEAD = /^(?:(?:antes\s+de|a|sobre|hacia|before|at|by)\s+(?:las?\s+)?)\d{1,2}(?:[:.]\d\d)?$/iu;
/** "tonight", "for tea", "esta noche", "para cenar": the meal or evening the pair shares. Bounded. */
const SHARED_PART =
  /^\s+(?:tonight|tonite|2nite|this\s+eve(?:ning)?|for\s+(?:tea|dinner|lunch|supper)|esta\s+noche|para\s+(?:cenar|comer)|(?:before|after|b4)\s+(?:work|school|my\s+shift))\b/iu;

/**
 * A word that opens its item, as if written in lower case: "Fish and chips at 6" on a line of its own
 * is "fish and chips at 6" (sentence case says nothing of the word). Only a capital and lower case after.
 */
const uncapped = (w: string): string => (/^\p{Lu}\p{Ll}+$/u.test(w) ? w.toLowerCase() : w);

/**
 * "fish and chips at 6", "drinks and dinner at 7": two bare nouns (no verb, lowercase, one word each,
 * the first opening the item) sharing the time after them are one event at that time, never a loose
 * hour-long "Fish" beside "Chips" at 6 (issue 29, kind 1); so are "fish and chips tonight", "pizza and
 * wine for tea", "pescado y patatas esta noche" (the evening or meal they share).
 */
export function joinsBarePair(left: string, right: string, isVerb: (w: string) => boolean): boolean {
  const [start, end] = lastWordSpan(left);
  if (end === 0) return false;
  const lead = left.slice(0, start).trim();
  // ("antes de las 9 baño y cena pa los niños, 45 min": a time the pair opens with is the pair's.)
  const timeLead = lead !== "" && PAIR_TIME_LEAD.test(lead);
  if (lead !== "" && !timeLead) return false;
  // (The first word opens the item, so its capital is only sentence case: "Fish and chips at 6".)
  const before = lead === "" ? uncapped(left.slice(start, end)) : left.slice(start, end);
  let a = 0;
  while (a < right.length && isSpace(right[a])) a++;
  // ("gym and a swim before work": the article before the second noun, with a shared part of the day
  // only; "ducha y a las 21:30 cenar" is no article.)
  const articled = /^an?\s/u.test(right.slice(a, a + 3));
  if (articled) {
    while (a < right.length && !isSpace(right[a])) a++;
    while (a < right.length && isSpace(right[a])) a++;
  }
  let b = a;
  while (b < right.length && !isSpace(right[b])) b++;
  const after = right.slice(a, b);
  const bare = (w: string): boolean => /^\p{Ll}{3,}$/u.test(w) && !isVerb(w);
  const next = right.slice(b, b + 20);
  const shared =
    SHARED_PART.test(next) ||
    (!articled && (sharedTime(right, b) || CUED_TIME.test(next))) ||
    (!articled && SHARED_FOR.test(next) && TRAILING_LENGTH.test(right.slice(-24)));
  return bare(before) && bare(after) && (shared || (timeLead && SHARED_FOR.test(next)));
}

/** Verbs the lexicon also knows as an activity of their own ("call", "collect"): still verbs opening a pair. */
const VERBISH = new Set("collect call read sign print cook walk feed check ring book".split(" "));
/** Verbs that open an item of their own after "and" ("and pick up the kids", "and go to the bank"). */
const OWN_VERBS = new Set("go pick drop take have grab do start finish make get head leave then".split(" "));
/** Verbs that never stand alone as an item ("collect", "sign"): "sign and scan the forms" is one item. */
const NEEDS_OBJECT = new Set(
  "collect sign scan seal wash dry cut peel chop label pack fold iron print read check write edit review file book fix".split(
    " ",
  ),
);
/** A clock the left item opens with, "1pm ", "9:00 ", "at 10 ". Anchored, bounded. */
const LEAD_HOUR = /^\s*(?:(?:at|@)\s+)?\d{1,2}(?:[:.]\d\d)?\s*(?:am|pm)?\s+/iu;

/**
 * "collect and seal scripts after the exam", "1pm bath and brush for Duke", "wash and dry the
 * dishes": two verbs sharing the object or the person after the second are one item (issue 29, r11
 * kind 3), not a loose "Collect" beside "Seal scripts". Only when the left item is that one word
 * (perhaps after its clock), names no activity of its own ("laundry and hoover the stairs",
 * "emails and write the report" still split), and the second verb has words after it; before "the",
 * "my", ... only a first verb that needs an object ("hoover and change the beds" still splits).
 */
export function joinsVerbPair(left: string, right: string, known: (t: string) => boolean): boolean {
  const w1 = uncapped(left.replace(LEAD_HOUR, "").trim());
  if (!/^\p{Ll}{3,}$/u.test(w1) || w1.endsWith("s") || (known(w1) && !VERBISH.has(w1) && !TASK_VERBS.has(w1)))
    return false;
  const m = /^\s*(\p{Ll}{3,})\s+(\p{L}+)/u.exec(right);
  if (!m) return false;
  const w2 = m[1];
  // "hoover and change the beds": before an article's object the first verb must need one too.
  if (OBJECT_OPENERS.has(m[2].toLowerCase()) && !NEEDS_OBJECT.has(w1)) return false;
  return !OWN_VERBS.has(w2) && !w2.endsWith("s") && (!known(w2) || VERBISH.has(w2) || TASK_VERBS.has(w2));
}
