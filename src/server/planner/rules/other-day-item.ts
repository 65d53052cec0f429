/**
 * An item for another day, written among today's (issue 29, kind 7): "... consulta hasta las 7.
 * mañana guardia, hoy nada más", "... بكرة عندي تدقيق", "tomorrow: dentist", and after an "and":
 * "gimnasio a las 10 y mañana turno de noche". Past the start of the
 * text, an item that opens with "tomorrow" (and is not "tomorrow's" work done today, "para mañana")
 * is that day's and plans nothing today: up to its comma or the end of its sentence, or after
 * "tomorrow:" its whole line. A text that opens with "tomorrow" plans that day itself
 * (rules/other-day.ts), and "Mañana: ... Tarde: ..." is the morning label of a day's parts.
 */

import { wordsAt, type OtherDay, type Rule, type RuleNote } from "../core/rules";
import { AFTER_TOMORROW, DAY_LEAD, namedDay } from "./day-names";
import { closesItem, lastTagged, opensItem, SHORTHAND, type Tagged } from "../core/tags";

const TOMORROW = new Set(["tomorrow", "mañana", "manana", "بكرة", "بكره", "بكرا"]);
/** Part-of-day labels that make "mañana:" the morning. */
const PART_LABELS = new Set(["tarde", "noche", "mediodía", "mediodia", "afternoon", "evening", "night"]);
/** Words after "tomorrow" that make it today's work or a time of today ("mañana por la mañana" is still tomorrow). */
const TODAY_AFTER = new Set(["'s", "’s", "s"]);
/** Longest clause read. */
const MOST = 16;

/** "…, no olvidar el DNI", "…, don't forget my ID", "…، لا تنسى الهوية": a reminder for that day's item, not today's. */
const REMINDERS = [
  ["no", "olvidar"],
  ["no", "olvides"],
  ["no", "te", "olvides"],
  ["no", "me", "olvide"],
  ["don't", "forget"],
  ["dont", "forget"],
  ["do", "not", "forget"],
  ["لا", "تنسى"],
  ["ما", "تنسى"],
  ["لا", "تنس"],
  ["ما", "انسى"],
  ["ما", "أنسى"],
];
const reminderAt = (tokens: readonly Tagged[], k: number): boolean => REMINDERS.some((w) => wordsAt(tokens, k, w));

function isTomorrow(t: Tagged | undefined): boolean {
  return t?.kind === "word" && (TOMORROW.has(t.lower) || SHORTHAND.get(t.lower) === "tomorrow");
}

/** The other day that opens at i: its words and how many days on. */
function dayPhraseAt(tokens: readonly Tagged[], i: number): { words: number; plus: number } | null {
  if (isTomorrow(tokens[i])) return { words: 1, plus: 1 };
  const after = AFTER_TOMORROW.find((w) => wordsAt(tokens, i, w));
  return after ? { words: after.length, plus: 2 } : null;
}

/** A later "tarde:" / "evening:" label: the day is written in labelled parts. */
function partLabelsFollow(tokens: readonly Tagged[], from: number): boolean {
  for (let k = from; k < tokens.length - 1; k++)
    if (PART_LABELS.has(tokens[k].lower) && tokens[k + 1].text === ":") return true;
  return false;
}

/** "tomorrow off", "mañana libre", "بكرة إجازة": a day off, what follows its comma is done then. */
const OFF = new Set(["off", "free", "libre", "fiesta", "إجازة", "اجازة", "عطلة", "فاضي", "فاضية"]);
/** Words that bring the clause back to today: "tomorrow off, so tonight ...". */
const BACK_TO_TODAY = new Set(["hoy", "today", "tonight", "اليوم", "الليلة", "noche", "now", "ahora"]);

/** "mañana libre, ir a la playa": after a day off, the rest of the item up to its end is that day's (not when it says today). */
function offDayEnd(tokens: readonly Tagged[], comma: number): number {
  let k = comma + 1;
  for (; k < tokens.length && k < comma + MOST && !closesItem(tokens[k]); k++)
    if (BACK_TO_TODAY.has(tokens[k].lower)) return comma;
  return k < comma + MOST && k > comma + 1 ? k : comma;
}

/** "y", "and", "و" between today's item and "tomorrow": "gimnasio a las 10 y mañana turno de noche". */
const AND = new Set(["y", "and", "و"]);
/** "... y mañana X": "and" right before "tomorrow", after the words (or hour) of today's item. */
const joinsClause = (tokens: readonly Tagged[], i: number): boolean => {
  const before = tokens[i - 2];
  return (
    AND.has(tokens[i - 1]?.lower ?? "") &&
    (before?.kind === "word" || before?.kind === "number" || before?.kind === "clock")
  );
};

export const TOMORROW_ITEM: Rule = {
  name: "other-day/tomorrow-item",
  // (Not only where an item opens: "... y mañana X" too, joinsClause.)
  starts: {
    words: [
      ...TOMORROW,
      ...[...SHORTHAND].filter(([, w]) => w === "tomorrow").map(([s]) => s),
      ...new Set(AFTER_TOMORROW.map((w) => w[0])),
    ],
  },
  match: (tokens, i) => {
    const phrase = dayPhraseAt(tokens, i);
    // ("وبكرة دوام من ٨" opening its line: the "and" glued to the day, set apart by normalizeArabic.)
    const andOpens = AND.has(tokens[i - 1]?.lower ?? "") && opensItem(tokens, i - 1, true);
    if (i === 0 || !phrase || !(opensItem(tokens, i, true) || joinsClause(tokens, i) || andOpens)) return null;
    // Only past the start of the text: the words before are today's.
    if (!tokens.slice(0, i).some((t) => t.kind === "word")) return null;
    const day = { plus: phrase.plus };
    const past = i + phrase.words;
    const next = tokens[past];
    if (!next || TODAY_AFTER.has(next.lower)) return null;
    if (next.text === ":") {
      if (partLabelsFollow(tokens, past + 1)) return null;
      let k = past + 1;
      while (k < tokens.length && tokens[k].kind !== "break") k++;
      return { end: k, text: "", note: { day, from: i, end: k, dayFrom: i, dayEnd: past + 1 } };
    }
    if (next.kind !== "word") return null;
    let k = past;
    for (; k < tokens.length && k < i + MOST; k++) {
      const t = tokens[k];
      if (closesItem(t)) break;
      if ((t.text === "," || t.text === "،") && !reminderAt(tokens, k + 1)) break;
    }
    if (k >= i + MOST) return null;
    if (k === past + 1 && OFF.has(next.lower)) k = offDayEnd(tokens, k);
    return { end: k, text: "", note: { day, from: i, end: k, dayFrom: i, dayEnd: past } };
  },
};

const TODAY_WORDS = new Set(["hoy", "today", "اليوم", "واليوم", "فاليوم"]);
const todayWord = (t: Tagged): boolean => TODAY_WORDS.has(t.lower);

/**
 * "el jueves tengo la entrevista, hoy preparar preguntas", "يوم الخميس عندي مقابلة، اليوم أجهز
 * السيرة", "pasado mañana examen, hoy estudiar": a clause about another day, set against today by
 * the "hoy" / "اليوم" right after its comma, plans nothing today.
 */
export const OTHER_DAY_THEN_TODAY: Rule = {
  name: "other-day/named-day-then-today",
  starts: { opens: true },
  match: (tokens, i) => {
    // (Its "hoy" stands after i.)
    if (!opensItem(tokens, i, true) || lastTagged(tokens, todayWord) <= i) return null;
    let named: { at: number; end: number; day: OtherDay | null } | null = null;
    let k = i;
    for (; k < tokens.length && k < i + MOST; k++) {
      const t = tokens[k];
      if (closesItem(t) || t.text === "," || t.text === "،") break;
      const found: ReturnType<typeof namedDay> = k < i + 3 && !named ? namedDay(tokens, k) : null;
      if (found) named = { at: k, ...found };
    }
    if (!named || !(tokens[k]?.text === "," || tokens[k]?.text === "،")) return null;
    if (!TODAY_WORDS.has(tokens[k + 1]?.lower ?? "")) return null;
    // The "hoy" (and its colon) goes too: what follows is today's list.
    const end = tokens[k + 2]?.text === ":" ? k + 3 : k + 2;
    if (tokens[end]?.kind !== "word") return null;
    let dayFrom = named.at;
    while (dayFrom > i && DAY_LEAD.has(tokens[dayFrom - 1].lower)) dayFrom--;
    const { day } = named;
    const note: RuleNote | undefined = day ? { day, from: i, end: k, dayFrom, dayEnd: named.end } : undefined;
    return { end, text: "", note };
  },
};

/** Marks after which a clause of its own may open inside a line: an emoji, a comma, a full stop. */
const CLAUSE_MARKS = new Set([",", "،", ".", "!"]);

/**
 * "semana de parciales 😭 mañana parcial de cálculo", "exam week, tomorrow chem final", "اختبارات 😭
 * بكرة اختبار الكيمياء": a heading or mood line that closes with another day's item keeps that item
 * (issue 29, kind 7): a rule that drops the line (first-line, context-line, mood, emoji heading) ends
 * where the item opens, so TOMORROW_ITEM lists it. Only when the item runs to the end of what the rule
 * dropped. Bounded: at most MOST tokens of the match are read.
 */
export function keepingOtherDay(rule: Rule): Rule {
  return {
    ...rule,
    match: (tokens, i, context) => {
      const m = rule.match(tokens, i, context);
      if (!m || m.text !== "" || m.end - i > MOST * 2) return m;
      for (let k = i + 2; k < m.end; k++) {
        const prev = tokens[k - 1];
        if (prev.kind !== "emoji" && !CLAUSE_MARKS.has(prev.text)) continue;
        if (!dayPhraseAt(tokens, k)) continue;
        const item = TOMORROW_ITEM.match(tokens, k, context);
        let last = m.end;
        while (last > k && (tokens[last - 1].kind === "emoji" || CLAUSE_MARKS.has(tokens[last - 1].text))) last--;
        if (item && item.end >= last) return { ...m, end: k };
      }
      return m;
    },
  };
}
