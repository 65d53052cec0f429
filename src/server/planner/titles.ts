/**
 * Titles: the words of an item left once its times, lengths and constraints are taken, cleaned of
 * filler ("I need to", "sometime", "as well") and given a capital.
 */

import { cleanArabicTitle, hasArabic } from "./arabic";
import { type Lang } from "./grammar";
import { stripLead } from "./core/lead";
import { tagsOf } from "./core/tags";
import { gerundAfterBe } from "./locales/en/gerund";
import { EN_LEAD } from "./locales/en/lead";
import { ES_LEAD } from "./locales/es/lead";
import { FILLER_PARENS } from "./segment";

// ----- title cleanup ---------------------------------------------------------------------------

/** Filler phrases of the other language (people mix them); no single words, so titles keep their articles. */
const LEAD_EN_PHRASE =
  /^(?:i\s+need\s+to|need\s+to|i\s+have\s+to|have\s+to|i'?ll|i\s+will|i\s+want\s+to|i\s+must|i\s+should|then)\s+/iu;
const LEAD_ES_PHRASE = /^(?:tengo\s+que|tenemos\s+que|necesito|quiero|hay\s+que|voy\s+a|debo|luego|despu[eé]s)\s+/iu;

/** Words and phrases that never end a title ("... today", "... then", "... needs"). */
const TRAIL_WORDS = new Set(
  (
    "today tomorrow please too also and then need needs take takes require requires start starts begin " +
    "begins end ends empieza comienza termina lleva necesita requiere at for on by from to with around " +
    "about until till the a an of sometime later first somewhere anytime whenever is are es son " +
    "será which that who que hoy mañana manana también tambien y luego a de en para por con el la las " +
    "los un una sobre hacia"
  ).split(" "),
);
/** Trailing words that are nouns after an owner or an article: "my son", "the takes", "count the till" (the cash drawer). */
const NOUN_AFTER_OWNER = new Set(["son", "takes", "till"]);
/** A possessive or article right before the last word: "my son", "her son", "the son". */
const OWNERS = /(?:^|\s)(?:my|your|his|her|our|their|the|a)$/iu;

/** Things switched on or off: "Kiln on", "Washing on", "Slow cooker on", "Heating off". */
const SWITCHED = new Set(
  "kiln oven heating washing wash dishwasher cooker kettle dryer boiler immersion lights light alarm machine radiators".split(
    " ",
  ),
);
/** Who goes on stage: a trailing "on" after them is their slot ("Band on", "Headliner on", "Support act on"). */
const PERFORMERS = new Set(["band", "act", "headliner", "headliners", "dj", "comedian", "choir", "bands", "acts"]);
/** Verbs a trailing "on" / "off" is the particle of: "put the washing on", "turn the lights off". */
const SWITCH_VERBS = /^(?:put|get|turn|switch|leave|pop|stick|set)\s/iu;

/** Meals a trailing "late" says the time of: "dinner late". */
const LATE_MEALS = new Set(["dinner", "lunch", "supper", "tea", "breakfast", "brunch"]);

const TRAIL_PHRASES = new Set([
  "as well",
  // "I've been meaning to ring the bank for ages": how long it has waited, not what it is.
  "for ages",
  "for weeks",
  "for months",
  // "tea at 6 all together", "roast at 2 all together": who is there, not what.
  "all together",
  "some time",
  "any time",
  "will take",
  "should take",
  "cuando sea",
  "cuando pueda",
  // "Check the table plan one more time", "go over the speech once more": how often, not what.
  "once more",
  "one more time",
  "one last time",
  // "Cumple de Lucía en casa": where the day's own event is, not part of its name.
  "en casa",
]);

function stripTrailing(t: string): string {
  for (;;) {
    const last = t.lastIndexOf(" ");
    const raw = last < 0 ? t : t.slice(last + 1);
    const word = raw.toLowerCase();
    // "Cook lunch to take": "to take" is what the item is for, not a length still to come ("takes 2h").
    if (word === "take" && t.slice(0, last).toLowerCase().endsWith(" to")) return t;
    // "Hacer la maleta para el viaje de mañana", "Preparar la clase de pilates de mañana": "de mañana"
    // after a noun (and what it is of) is whose, not when.
    if (
      (word === "mañana" || word === "manana") &&
      / \p{L}+ (?:el|la|los|las|mi|mis) \p{L}+(?: (?:de|del) \p{L}+)? de$/iu.test(` ${t.slice(0, last)}`)
    )
      return t;
    // "Study with my son": after an owner the Spanish copula is the English noun; "the takes",
    // "yesterday's takes" are recordings (a noun, not "takes 2h" still to come).
    if (NOUN_AFTER_OWNER.has(word) && (OWNERS.test(t.slice(0, last)) || /\p{L}['’]s$/u.test(t.slice(0, last))))
      return t;
    // "dinner late, around 9": when the meal is, not its name ("work late" keeps its word).
    if (word === "late" && last > 0 && LATE_MEALS.has(t.slice(t.lastIndexOf(" ", last - 1) + 1, last).toLowerCase())) {
      t = t.slice(0, last).trimEnd();
      continue;
    }
    // "Kiln on", "put the washing on": the thing switched on, not a place still to come.
    if ((word === "on" || word === "off") && last > 0) {
      const before = t.slice(t.lastIndexOf(" ", last - 1) + 1, last).toLowerCase();
      if (SWITCHED.has(before) || SWITCH_VERBS.test(t) || (word === "on" && PERFORMERS.has(before))) return t;
    }
    // "lunch at 1 hopefully", "gym later maybe": a hedge on whether it happens (the lexicon's tag), not its name.
    if (last > 0 && tagsOf(word.replace(/[.!?,]+$/u, "")).has("hedge")) {
      t = t.slice(0, last).trimEnd();
      continue;
    }
    // "Client A", "Plan B": a capital letter after a word is a label, not an article.
    if (TRAIL_WORDS.has(word) && !(raw === "A" && last > 0)) {
      t = last < 0 ? "" : t.slice(0, last).trimEnd();
      continue;
    }
    if (last > 0) {
      const prev = t.lastIndexOf(" ", last - 1);
      const phrase = t.slice(prev + 1).toLowerCase();
      if (TRAIL_PHRASES.has(phrase)) {
        // "Comer en casa", like "Lunch at home": where a meal is eaten is what it is (not eating out).
        if (phrase === "en casa" && EAT.test(t.slice(0, prev))) return t;
        t = prev < 0 ? "" : t.slice(0, prev).trimEnd();
        continue;
      }
      // "Dentist for me", "Cita para mí": whose it is, not its name ("time for me" is the name).
      if (FOR_ME.has(phrase) && prev > 0 && !SELF_TIME.has(t.slice(0, prev).trimEnd().toLowerCase())) {
        t = t.slice(0, prev).trimEnd();
        continue;
      }
      const before = prev > 0 ? t.lastIndexOf(" ", prev - 1) : -1;
      if (prev > 0 && TRAIL_PHRASES.has(t.slice(before + 1).toLowerCase())) {
        t = before < 0 ? "" : t.slice(0, before).trimEnd();
        continue;
      }
    }
    return t;
  }
}

const FOR_ME = new Set(["for me", "for myself", "para mí", "para mi"]);
/** A meal's verb alone: "comer", "cenar", "comemos". Anchored. */
const EAT = /^(?:comer|cenar|desayunar|almorzar|merendar|comemos|cenamos|almorzamos)$/iu;
/** Names of time kept for oneself, which keep their "for me". */
const SELF_TIME = new Set([
  "time",
  "make time",
  "find time",
  "some time",
  "me time",
  "tiempo",
  "un rato",
  "algo de tiempo",
  "un ratito",
]);

/** "Today I need to: ...", "Hoy tengo que: ...", "To do: ...": an introduction, not part of the title. */
const INTRO = new RegExp(
  "^(?:(?:today|tomorrow|hoy|ma[ñn]ana)\\s*,?\\s*)?(?:(?:so\\s+)?much\\s+to\\s+do|" +
    "(?:a\\s+)?lots?\\s+(?:of\\s+things\\s+)?to\\s+do|a\\s+lot\\s+to\\s+do|here'?s\\s+my\\s+day|today'?s\\s+plan|" +
    "plan\\s+for\\s+today|tengo\\s+mucho\\s+que\\s+hacer|mucho\\s+que\\s+hacer|i\\s+(?:need|have|want|must)\\s+to|" +
    "(?:need|have|want)\\s+to|must|i\\s+have|i\\s+need|tengo\\s+que|tengo|necesito|quiero|debo|hay\\s+que|" +
    "to\\s*-?\\s*do(?:\\s+list)?|tasks?|tareas?|plan|my\\s+day|mi\\s+d[ií]a|agenda|pendientes|list)?\\s*:\\s*",
  "iu",
);

/**
 * Punctuation, bullets and emoji at either end of a title. The trailing run may only start where
 * the junk starts (the lookbehind), so a long run of junk in the middle is not rescanned from each
 * of its characters.
 */
const EDGE_JUNK = /^[^\p{L}\p{N}¿¡"'(#@]+|(?<![^\p{L}\p{N}"')!?%+#])[^\p{L}\p{N}"')!?%+#]+$/gu;

/** "tengo que terminar el TFG: escribir la introducción": a longer heading that states the goal. */
const INTRO_HEADING =
  /^(?:tengo\s+que|necesito|quiero|debo|hoy\s+toca|i\s+need\s+to|i\s+have\s+to|need\s+to|have\s+to|i\s+must|i\s+want\s+to|i'?ve\s+got\s+to)\s+[^:]{1,40}:\s+(?=\S)/iu;

/** "Freelance day: client work", "con el brazo escayolado 😩: fisio": a heading of one to four words (and its emoji). */
const HEADING = /^\p{L}[\p{L}'’-]*(?:\s+[\p{L}'’-]+){0,3}(?:\s*\p{Extended_Pictographic})*\s*:\s+(?=\S)/u;

/** "taxes (ugh, 3 hours)", "Corrie obvs": sighs, laughs and chat fillers are no part of a title. One alternation: linear. */
const INTERJECTION =
  /(?<![\p{L}])(?:ugh+|argh+|lol|lmao|lmfao|rofl|haha+|hehe+|sigh|meh|yay|omg|phew|jeez|blah|yikes|obvs|tbh|ngl|smh|uf+|buf+|puf+|jaja+|jeje+)(?![\p{L}])[,.!]*/giu;

/** "Shower (takes ages, )", "Deliveries (van)": an aside in brackets after the title is no part of it ("(2 loads)" counts, so stays). */
function dropAside(raw: string): string {
  const m = /\s*\([^()]*\)[\s.!,;]*$/u.exec(raw);
  if (!m || m.index === 0 || !/\p{L}/u.test(raw.slice(0, m.index)) || WHO.test(m[0])) return raw;
  if (STREET_PLACE.test(m[0]) || JOINED_WHAT.test(m[0])) return raw;
  // "(she's 80 today!)": an exclamation or a question is an aside whatever its numbers.
  if (/\p{N}/u.test(m[0]) && !WHERE_OR_LEFTOVER.test(m[0]) && !COMPANY.test(m[0]) && !/[!?]\s*\)/u.test(m[0]))
    return raw;
  return raw.slice(0, m.index);
}

/** "quote for bathroom refit (Mrs Green)", "home visit (Mr Hale)": who the item is for stays (issue 29, en17b). */
const WHO = /^\s*\(\s*(?:[Mm](?:rs?|s|iss)|[Dd]r)\.?\s+\p{Lu}[\p{L}'-]*\s*\)/u;

/** "visit 10am (Fenwick Rd)": a named street after the item is where it is, so it stays (issue 29, en18). */
const STREET_PLACE =
  /^\s*\(\s*(?:\p{Lu}[\p{L}'-]*\s+){1,3}(?:Lane|Ln|Road|Rd|Street|St|Close|Avenue|Ave|Drive|Way|Crescent|Grove|Terrace)\.?\s*\)/u;

/** "college 9.30-2.30 (biology + maths)": things joined by "+" or "&" in brackets say what it is (issue 29, en18). */
const JOINED_WHAT = /^\s*\(\s*[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s*[+&]\s*[\p{L}'-]+(?:\s+[\p{L}'-]+)?\s*\)/u;

/**
 * "(4 of us)", "(just the 2 of them)": who is coming along, a count of company, not of the item (issue 29,
 * kind en14-2). Linear: one optional lead, one number, then a fixed tail.
 */
const COMPANY = /^\s*\(\s*(?:just\s+|all\s+)?(?:the\s+)?\d{1,2}\s+of\s+(?:us|them|you)\b[^()]*\)/iu;

/**
 * "(room B12)", "(at gate 4)", "(all 3, , )": a place, or what is left of brackets whose lengths were
 * taken, even with a number in it. Linear: one alternation at the start, then one class.
 */
const WHERE_OR_LEFTOVER =
  /^\s*\(\s*(?:(?:room|rm|ward|gate|platform|bay|floor|building|bldg|court|pitch|studio|in|at|on|via)\s|[^()]*,\s*[,)])/iu;

/** A trailing "when I can" / "if I get a chance" / "cuando pueda". Anchored at the end: linear. */
const WHEN_I_CAN =
  /\s+(?:(?:when|whenever|if)\s+(?:i|we)\s+(?:can|get\s+(?:a\s+)?(?:chance|minute|sec|moment))|cuando\s+(?:pueda|puedas|podamos))[\s.!]*(?:lol|haha)?[\s.!]*$/iu;

/**
 * "hacer el taller que hay que entregarlo (antes de las 6)": with its deadline read, a trailing "que"
 * clause of handing it in says when it is due, not what it is. Anchored at the end: linear.
 */
const DUE_CLAUSE =
  /\s+que\s+(?:(?:hay|tengo|tenemos|tienes|ten[eé]s)\s+que\s+|debo\s+|se\s+)?(?:entregar(?:lo|la|los|las)?|entrega|entrego|vence|cierra)[\s.!,]*$/iu;

/** Words that make a trailing "'s" a place or a person's: "Roast at mum's", "Mrs patel's", "Pick up Leo from his dad's". */
const WHOSE_PLACE = new Set(
  "at to round from by near over in into mr mrs ms miss dr my his her our their nan gran mum mom dad".split(" "),
);

/**
 * "School run's", "Baby shower's" (from "the school run's at quarter past 3", "baby shower's Saturday"):
 * a thing's "'s" left at the end is its "is" (issue 29, en18b). A name's ("Dave's"), a lone word's
 * ("Dentist's") and a place or a person's after WHOSE_PLACE words stay.
 */
function dropIsContraction(t: string): string {
  const words = t.split(" ");
  const m = /^(\p{Ll}[\p{Ll}-]*)['’]s$/u.exec(words[words.length - 1]);
  if (!m || words.length < 2 || words.some((w) => WHOSE_PLACE.has(w.toLowerCase()))) return t;
  return [...words.slice(0, -1), m[1]].join(" ");
}

export function cleanTitle(raw: string, lang: Lang): string {
  let t = dropAside(raw)
    .replace(/\(\s*\)|\[\s*\]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  const intro = INTRO.exec(t) ?? INTRO_HEADING.exec(t) ?? HEADING.exec(t);
  if (intro && intro[0].trim().length > 1 && t.length > intro[0].length) t = t.slice(intro[0].length);
  t = t.replace(EDGE_JUNK, "").trim();
  // "lunch when I can", "gym if I get a chance", "comer cuando pueda": when, not what.
  t = t.replace(WHEN_I_CAN, "").trim();
  if (lang === "es") t = t.replace(DUE_CLAUSE, "").trim();
  else t = gerundAfterBe(t);
  for (let i = 0; i < 12; i++) {
    const before = t;
    t = stripLead(t, lang === "es" ? ES_LEAD : EN_LEAD)
      .replace(lang === "es" ? LEAD_EN_PHRASE : LEAD_ES_PHRASE, "")
      .trim();
    t = stripTrailing(t).trim();
    t = t.replace(EDGE_JUNK, "").trim();
    if (t === before) break;
  }
  t = t.replace(/^pomodoros?\s+(?:of|on|for|de|para)\s+/iu, "");
  // "do 1h of work emails", "get 2 hours of reading in": what is left of the length is no part of the title.
  t = t.replace(/^(?:do|get|put\s+in)\s+of\s+/iu, "");
  // "do laundry" is the laundry ("do the laundry" stays as written).
  t = t.replace(/^do\s+(?=(?:laundry|chores|housework|ironing|homework|yoga|pilates)$)/iu, "");
  t = t.replace(
    /^(?:quickly|have|grab|eat)\s+(?=(?:a\s+)?(?:lunch|breakfast|dinner|brunch|snack|pay|send|reply|check|email|text|call|grab)\b)/iu,
    "",
  );
  t = t.replace(FILLER_PARENS, " ").replace(/\s+/g, " ").trim();
  // "grant proposal (4h of writing)": what is left of the length in brackets ("( of writing)").
  t = t
    .replace(/\(\s*(?:of|de)\s+\p{L}+(?:\s+\p{L}+){0,2}\s*\)/giu, " ")
    .replace(/\s+/g, " ")
    .trim();
  t = t.replace(
    /(?<!\s)\s+(?:with|w\/|including|con)\s+(?:(?:short|regular|some|a\s+few|peque[ñn]os|algunos)\s+)?(?:breaks|pauses|descansos|pausas)$/iu,
    "",
  );
  if (hasArabic(t))
    t = cleanArabicTitle(t.replace(EDGE_JUNK, ""))
      .replace(EDGE_JUNK, "")
      .replace(/\u200c/gu, "")
      .trim();
  if (/^\)|\($/.test(t)) t = t.replace(/[()]/g, "").trim();
  if ((t.match(/\(/g)?.length ?? 0) !== (t.match(/\)/g)?.length ?? 0)) t = t.replace(/[()]/g, "").trim();
  // "Do my taxes ugh" -> "Do my taxes"; a title that is nothing but a sigh stays for the chit-chat check.
  const calm = t.replace(INTERJECTION, " ").replace(/\s+/g, " ").replace(EDGE_JUNK, "").trim();
  if (calm && /\p{L}/u.test(calm)) t = calm;
  // "Pack books (4 boxes )": the space a length left before the bracket closes.
  t = t.replace(/\s+/g, " ").replace(/ \)/g, ")");
  // "On stage at 9.15 tonight!" -> "On stage": an exclamation left at the end is no part of the title.
  let end = t.length;
  while (end > 0 && " !¡?¿".includes(t[end - 1])) end--;
  if (end > 0 && end < t.length && /\p{L}/u.test(t[end - 1])) t = t.slice(0, end);
  // "¡llamar a la abuela!": with its "!" gone, the opening "¡" goes too.
  t = t.replace(/^[¡¿]+(?=[^!?]*$)/u, "");
  if (lang === "en") t = dropIsContraction(t);
  if (t.length > 120) t = t.slice(0, 120).trim();
  return t ? t.charAt(0).toLocaleUpperCase() + t.slice(1) : "";
}
