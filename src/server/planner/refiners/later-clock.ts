/**
 * A clock time takes the reading a careful person would (issue 29, kind 9): "locum 9-6 ... after
 * work pick up the dry cleaning, then cook, call dad ~8" is 20:00, not 08:00. A bare hour read as
 * the morning (7-11, no am/pm) is read 12 hours later when the item written just before it (the
 * nearest one with a time) starts after it and already reaches the evening: the text has moved on.
 * So too when that item is later by an hour or more ("exam at 9 (2h), meet Carla at 7:30",
 * "repasar por la tarde, quedar con Carla a las 7 y media"): the morning reading would send the text
 * back in time.
 * It reads the drafts' times, and of their words only whether the item is seeing friends (only
 * that goes to the evening for going back in time: "vet at 11, dentist 9" is the morning's).
 */

import { PERSONAL, PICKUP } from "../activity";
import { classifyKind, isLeisure } from "../lexicon";
import { FASTING_DAY } from "../locales/ar/fasting";
import { type Draft } from "../segment";

const EVENING = 17 * 60;
/** "tonight", "esta noche", "الليلة": an item said of the evening ahead. */
const TONIGHT = /(?<![\p{L}])(?:tonight|tonite|2nite|esta\s+noche|الليلة)(?![\p{L}])/iu;
const HALF_DAY = 12 * 60;
/** How far back in the morning a bare hour must fall before the item written before it to be read 12 hours later. */
const BACKWARDS = 60;
/**
 * Seeing friends: "meet Carla", "drinks with Sam", "quedar con Carla", "fulbito con los patas",
 * "pachanga con los colegas", "أقابل أحمد"; the friends' names across Spanish ("patas", "panas",
 * "cuates", "compas", "parceros") and a kick-about with them. Linear: one alternation.
 */
const SOCIAL_WORDS = [
  "meet(?:ing)?(?:\\s+up)?|hang(?:ing)?\\s+out|catch\\s+up|drinks?|date|party|pub|friends",
  "quedar|quedada|quedo|tomar\\s+algo|ca[nñ]as|copas?|amig[oa]s|fulbito|pachanga|patas|panas|cuates|compas|parceros|parces",
  "[أا]قابل|نتقابل|سهرة",
];
const SOCIAL = new RegExp(`(?<![\\p{L}])(?:${SOCIAL_WORDS.join("|")})(?![\\p{L}])`, "iu");

/** When the item is: its start and end, "after work" as the end of work, or undefined. */
function span(d: Draft, workEnd: number): [number, number] | undefined {
  if (d.fixedStart !== undefined) return [d.fixedStart, d.fixedEnd ?? d.fixedStart];
  if (d.earliest !== undefined) return [d.earliest, d.earliest];
  if (d.afterAnchors.some((a) => a.kind === "task" && /^(?:work|shift)$/iu.test(a.ref))) return [workEnd, workEnd];
  return undefined;
}

/** A range with its half of the day written: "10pm-12", "22-24", "10 a.m.", "10:00" (a 24-hour clock). */
const SAID_HALF =
  /\d\s*(?:[ap]\.?m\b|h\b)|(?<![\d:])\d{1,2}:00(?!\d)|(?<![\d:.])(?:1[3-9]|2[0-4])(?::\d\d)?(?!\d)|noche|tarde|ma[nñ]ana|night|evening|morning|الليل|المسا|الصبح|صباح|مساء|ظهر|عصر/iu;

/**
 * "dinner w/ roomies ~7:30, late stream 10-12": a bare range of the morning written after an item
 * that reaches the evening, and before it in the morning reading, is the night's (22:00-24:00).
 */
/** "second shift", "segundo turno", "2nd session", "الوردية الثانية": the second of its kind. Linear. */
const SECOND = /(?<![\p{L}])(?:second|2nd|segund[oa]|tercer[oa]?|third|3rd|الثاني|الثانية|الثانيه)(?![\p{L}])/iu;
const NOON_MIN = 12 * 60;
/** The shortest span before an item that reads as a working day's hours ("shift 2-10pm"). */
const WORK_SPAN = 4 * 60;

function laterRange(d: Draft, prev: [number, number], listed: boolean, joined: boolean): void {
  const s = d.fixedStart as number;
  const e = d.fixedEnd as number;
  if (s < 7 * 60 || e > 12 * 60 || e <= s || SAID_HALF.test(d.source)) return;
  // "curro de 12 a 4, segundo turno de 8 a 11:30": a second one comes after the first, whatever
  // part of the day the item before reaches.
  // An evening item on the first line of a list ("on call from 6pm ...\n- TB testing 8-11") is the
  // day's context, not where the list has got to: the list's ranges keep their morning.
  // So is a range joined by "and" to an afternoon one before it: "turno partido, de 12 a 4 y de 8 a 11".
  const after = (SECOND.test(d.source) || joined) && prev[0] >= NOON_MIN;
  const later = (prev[1] >= EVENING && listed) || after;
  if (!later || s >= prev[0] || s + HALF_DAY < prev[1]) return;
  d.fixedStart = s + HALF_DAY;
  d.fixedEnd = Math.min(24 * 60, e + HALF_DAY);
}

/**
 * Appointments keep business hours: "dentist 9", "GP 10:40", "vet at 8:30" written after an evening
 * item are the morning's (a dentist at 21:00 is no careful reading). Linear: one alternation.
 */
export const APPOINTMENT =
  /(?<![\p{L}])(?:dentist|doctor|gp|physio|optician|vet|hairdresser|barber|bank|appt|appointment|clinic|surgery|dentista|m[eé]dico|cita|veterinari[oa])(?![\p{L}])/iu;

/**
 * Breakfast, and seeing a friend before the shift ("shift 12 noon till 10pm / meet Sam at the cafe at 9",
 * "أفطر مع زميلي الساعة ٩"): never a thing done inside the hours of work, so the morning. Linear.
 */
const OWN_MORNING = new RegExp(
  "(?<![\\p{L}])(?:breakfast|brekkie|brunch|desayun\\p{L}*|meet\\s+(?!the\\s|my\\s+team|with\\s+the\\s)\\p{L}+|" +
    "coffee\\s+with|[أا]فطر|فطور|الفطور|[أا]قابل|نتقابل)(?![\\p{L}])",
  "iu",
);

/**
 * Breakfast itself ("الساعة 9 ونص أفطر مع علي" after a shift to 9 at night, "desayuno a las 9"): a
 * bare hour of it is the morning, even after an item that reaches the evening. (On a fasting day the
 * Arabic words are the iftar.) Linear.
 */
const BREAKFAST = /(?<![\p{L}])(?:breakfast|brekkie|desayun\p{L}*|[أا]فطر|فطور|الفطور)(?![\p{L}])/iu;

/**
 * "shift 2-10pm ... team huddle at 8": the evening reading of a bare hour falls inside hours of work
 * written before it (a span of a working day), the morning one before they start: it is 20:00. A
 * school run, an errand or a habit of the person's own keeps its morning ("drop kid at school 8.45", "gym 9ish").
 */
function insideWorkHours(drafts: Draft[], i: number, workEnd: number): boolean {
  const d = drafts[i];
  const am = d.fixedStart as number;
  if (PERSONAL.test(d.title) || PICKUP.test(d.title) || OWN_MORNING.test(d.title)) return false;
  // ("shift 13:40-22:10 / gym 9ish": a habit or leisure of one's own is no part of the shift.)
  if (classifyKind(d.title, true) === "habit" || isLeisure(d.title)) return false;
  for (let k = i - 1; k >= 0; k--) {
    const s = span(drafts[k], workEnd);
    if (s && s[1] - s[0] >= WORK_SPAN && am < s[0] && am + HALF_DAY >= s[0] && am + HALF_DAY < s[1]) return true;
  }
  return false;
}

/** Closing the place for the day, the item's whole title: "cerrar", "cierro", "cerrar la tienda". Linear. */
const CLOSING = /^(?:cerrar|cierro|cerramos|cierre)(?:\s+(?:la|el)\s+\p{L}+)?$/iu;

/**
 * "Abro la tienda a las 10 ... cerrar a las 8", "abro el kiosco a las 7 ... cierro a las 9": the place
 * closes at the end of a day already under way, so a bare hour of closing (7-10) after an item with a
 * time that starts before its evening reading is that evening (20:00, 21:00).
 * Returns whether it moved the item.
 */
function closesLater(drafts: Draft[], i: number, workEnd: number): boolean {
  const d = drafts[i];
  const am = d.fixedStart as number;
  if (!CLOSING.test(d.title.trim()) || am >= 11 * 60) return false;
  for (let k = i - 1; k >= 0; k--) {
    const s = span(drafts[k], workEnd);
    if (s && s[0] < am + HALF_DAY) {
      d.fixedStart = am + HALF_DAY;
      return true;
    }
  }
  return false;
}

export function readLaterClocks(drafts: Draft[], workEnd: number): void {
  const fasting = drafts.some((d) => FASTING_DAY.test(d.source));
  drafts.forEach((d, i) => {
    const before = d.beforePrevious || d.trailingBefore || d.beforeAnchors.length > 0;
    if (d.fixedStart !== undefined && d.fixedEnd !== undefined && !before) {
      let prev: [number, number] | undefined;
      let k = i - 1;
      for (; k >= 0 && !prev; k--) prev = span(drafts[k], workEnd);
      const joined = d.andJoined === true && drafts[k + 1].sentence === d.sentence;
      // (The first item of plain lines is where the list starts, unless it is the evening's: "pub quiz from
      // 7.30 tonight\nclinic 9-12" says what the day ends with.)
      const first = drafts[k + 1].firstOfPlainList === true && prev !== undefined && prev[0] < EVENING;
      // ("pub quiz from 7.30 tonight. clinic 9-12": an evening item said to be tonight, ahead of the list, is no
      // place the list has got to, on one line as on a first line.)
      const ahead = prev !== undefined && prev[0] >= EVENING && TONIGHT.test(drafts[k + 1].source);
      const listed = d.firstLine === true || (!ahead && (!drafts[k + 1].firstLine || first));
      if (prev) laterRange(d, prev, listed, joined);
      return;
    }
    if (!d.startAmbiguous || d.fixedStart === undefined || d.fixedEnd !== undefined) return;
    if (APPOINTMENT.test(d.title) || (!fasting && BREAKFAST.test(d.title))) return;
    if (closesLater(drafts, i, workEnd)) return;
    // "shift 10-6. before: drop the kid at nursery at 8:30": what comes before the item is earlier.
    if (d.trailingBefore || d.beforePrevious || d.beforeAnchors.length > 0) return;
    // 10 and 11 at night are rarely what a list means ("haircut at 5, vet at 11" is the morning).
    // (But an evening activity's 10 or 11 read as the morning, "a las 10 peli" after a shift to 8, is the night's.)
    if (d.fixedStart < 7 * 60 || (d.fixedStart >= 10 * 60 && !d.eveningActivity)) return;
    if (insideWorkHours(drafts, i, workEnd)) {
      d.fixedStart += HALF_DAY;
      return;
    }
    let prev: [number, number] | undefined;
    for (let k = i - 1; k >= 0 && !prev; k--) prev = span(drafts[k], workEnd);
    if (!prev) return;
    const [start, end] = prev;
    const later = d.fixedStart + HALF_DAY;
    // "shift 2-10pm ... team huddle at 8": the evening reading falls inside the hours of work written
    // just before (a span of a working day), the morning one hours before they start: it is 20:00.
    if (d.fixedStart >= start || later < end) return;
    // The item before already reaches the evening; or it is later the same morning, and reading this
    // one as the morning would make the text go back in time ("exam at 9 (2h), meet Carla at 7:30").
    // Otherwise only a meeting with friends goes to the evening for going back in time: "dentist 9"
    // after "vet at 11" is still the morning's, and so is "standup 9:15" after "deploy at 4pm".
    if (end < EVENING && (start - d.fixedStart < BACKWARDS || !SOCIAL.test(d.title))) return;
    d.fixedStart = later;
  });
}

/**
 * "turno de 8 a 3 ... pilates a las 8 cuando llegue mi hermano", "shift 9-5, drinks with Sam at 9":
 * a bare hour (7-11, no half of the day said) of an item of one's own time (leisure, seeing friends,
 * a habit such as a class at the gym) that the morning reading would put inside the work hours the
 * text wrote is read 12 hours later, when that fits the day. Only with work hours written in the
 * text (`written`): the user's usual hours (the flags) leave "dentist at 10" alone, and work items
 * ("reunión a las 10") keep their morning.
 */
export function readOwnTimeAfterWork(
  drafts: Draft[],
  written: boolean,
  work: [number, number],
  dayEnd: number,
  ownTime: (title: string) => boolean,
): void {
  if (!written) return;
  for (const d of drafts) {
    const s = d.fixedStart;
    if (s === undefined || s < 7 * 60 || s >= NOON_MIN || s < work[0] || s >= work[1]) continue;
    if (SAID_HALF.test(d.source) || !ownTime(d.title)) continue;
    const e = d.fixedEnd ?? s;
    if (e + HALF_DAY > dayEnd || e > NOON_MIN) continue;
    d.fixedStart = s + HALF_DAY;
    if (d.fixedEnd !== undefined) d.fixedEnd += HALF_DAY;
  }
}
