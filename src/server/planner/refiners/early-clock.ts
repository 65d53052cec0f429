/**
 * A clock time takes the reading a careful person would (issue 29, kind 9): "العميل الأول الساعة ٦
 * الصبح، ساعة / العميل الثاني ٧:٣٠ - ٨:٣٠", "primer cliente a las 6 de la mañana; segundo de 7 a 8":
 * a bare hour just before the usual start of the day is read as the evening (nobody plans 7:30 on a
 * day that starts at 8), unless the item written just before it already starts that early and ends
 * by then: the day has begun, and the bare hour follows it that same morning.
 * It reads the drafts' times, whether the item's words say its half of the day, and whether it is
 * a meal ("gym at 6am, dinner at 7" keeps its dinner in the evening).
 */

import { DINNER_WORD, isLeisure, mealType, MORNING_HINT } from "../lexicon";
import { type Draft } from "../segment";

const HALF_DAY = 12 * 60;
/** The half of the day written with the time: "7pm", "19:30", "por la tarde", "المسا". */
const SAID_HALF =
  /\d\s*(?:[ap]\.?m\b|h\b)|(?<![\d:.])(?:1[3-9]|2[0-4])(?::\d\d)?(?!\d)|noche|tarde|night|evening|pm|الليل|المسا|مساء|عصر|بالليل/iu;

/** A meal, or a thing named by the evening meal ("dinner meeting at 7" is no breakfast meeting). */
const mealLike = (title: string): boolean => mealType(title) !== undefined || DINNER_WORD.test(title);

export function readEarlierClocks(drafts: Draft[], dayStart: number): void {
  for (let i = 1; i < drafts.length; i++) {
    const d = drafts[i];
    const prev = drafts[i - 1];
    if (d.fixedStart === undefined || prev.fixedStart === undefined || SAID_HALF.test(d.source)) continue;
    // "gym at 6am, dinner at 7": a meal keeps the reading its kind gives it.
    if (mealLike(d.title)) continue;
    const morning = d.fixedStart - HALF_DAY;
    // Read 12 hours later only for starting before the day: the morning reading is before dayStart.
    if (morning < 0 || morning >= dayStart) continue;
    const prevEnd = prev.fixedEnd ?? prev.fixedStart;
    if (prev.fixedStart >= dayStart || prevEnd > morning) continue;
    d.fixedStart = morning;
    if (d.fixedEnd !== undefined && d.fixedEnd - HALF_DAY > morning) d.fixedEnd -= HALF_DAY;
  }
}

/**
 * "a las 7 regar el huerto (1h), luego ..., sobre las 2 comer", "montar el puesto a las 7, vender hasta
 * las 2": the first time of a day written in order, a bare hour just before the usual start (read as
 * the evening for that), is the morning's when the next time written is in the afternoon, after its
 * morning reading and before its evening one: the evening reading would send the text back in time.
 * So is it when the next time is a morning one inside the day, after it.
 */
export function readFirstInOrder(drafts: Draft[], dayStart: number): void {
  const timed = drafts.filter(
    (d) => d.fixedStart !== undefined || d.fixedEnd !== undefined || d.deadline !== undefined,
  );
  const [first, next] = timed;
  if (first?.fixedStart === undefined || next === undefined || SAID_HALF_NO_LENGTH.test(first.source)) return;
  // (What comes before the next keeps its reading: "antes ... a las 6".)
  if (mealLike(first.title)) return;
  if (next.trailingBefore || next.beforePrevious || next.beforeAnchors.length > 0) return;
  const morning = first.fixedStart - HALF_DAY;
  if (morning < EARLY_FIRST || morning >= dayStart) return;
  const at = next.fixedStart ?? (next.untilOnly ? next.fixedEnd : undefined);
  if (first.fixedEnd !== undefined) {
    readRangeBeforeNext(first, at);
    return;
  }
  if (at === undefined || at >= first.fixedStart) return;
  // "train in at 7.42, standup 9:15" (a day from 08:00): a next time in the morning, after the first's
  // morning reading, says the text starts in the morning too.
  // (Unless the next is an evening thing at a bare hour: "gym at 7, drinks at 9" is the evening.)
  if (at < HALF_DAY && (at <= morning || at < dayStart || (next.startAmbiguous && eveningThing(next.title)))) return;
  first.fixedStart = morning;
}
const eveningThing = (title: string): boolean => isLeisure(title) || mealType(title) === "dinner";
/**
 * "programa de radio de 7 a 10. Después reunión a las 10:30", "radio show 7 to 10, meeting at 10:30": a
 * first bare range whose morning reading ends just before the next time written (within RIGHT_AFTER)
 * is the morning's; alone ("padel d 7 a 9 con Luis") it keeps its reading.
 */
function readRangeBeforeNext(first: Draft, at: number | undefined): void {
  if (first.fixedStart === undefined || first.fixedEnd === undefined || at === undefined) return;
  const end = first.fixedEnd - HALF_DAY;
  if (end <= first.fixedStart - HALF_DAY || at < end || at > end + RIGHT_AFTER) return;
  first.fixedStart -= HALF_DAY;
  first.fixedEnd = end;
}
/** Evenings out by their words: "party", "drinks", "gig", "leaving do", "fiesta", "copas", "حفلة". */
const EVENING_OUT =
  /(?<![\p{L}])(?:party|drinks|gig|concert|leaving\s+do|karaoke|pub|fiesta|copas|concierto|حفلة|الحفلة)(?![\p{L}])/iu;
/** How soon after a morning range the next time shows it was the morning's (readRangeBeforeNext). */
const RIGHT_AFTER = 2 * 60;
/** SAID_HALF without "1h", which is as often a length ("regar el huerto (1h)"): "19h" is still said. */
const SAID_HALF_NO_LENGTH =
  /\d\s*[ap]\.?m\b|(?<![\d:.])(?:1[3-9]|2[0-4])(?::\d\d)?(?!\d)|noche|tarde|night|evening|pm|الليل|المسا|مساء|عصر|بالليل/iu;
/** The earliest first bare hour read in the morning for coming before the next (readFirstInOrder). */
const EARLY_FIRST = 7 * 60;

/**
 * "recoger tomates de 7 a 11", "pick apples 7 to 11": a bare range that the evening reading would run
 * past the end of the day (19:00-23:00 on a day that ends at 22:00) is the morning's, when that
 * morning starts no earlier than a shift would (EARLY_SHIFT) and nothing timed later is written before
 * it. Said halves and meals keep their reading.
 */
export function readRangesPastDayEnd(drafts: Draft[], dayEnd: number): void {
  // ("lunch service 12-3 ... dinner service 5:30-10:30": after a timed item later than its morning, it stays.)
  let latest = -1;
  for (const d of drafts) {
    const written = latest;
    if (d.fixedStart !== undefined) latest = Math.max(latest, d.fixedStart);
    if (d.fixedStart === undefined || d.fixedEnd === undefined || SAID_HALF.test(d.source)) continue;
    if (d.fixedStart < HALF_DAY || d.fixedEnd <= d.fixedStart || d.fixedEnd <= dayEnd) continue;
    if (d.fixedStart - HALF_DAY < EARLY_SHIFT || mealType(d.title) !== undefined) continue;
    if (written > d.fixedStart - HALF_DAY) continue;
    // "party 8 till 11", "drinks 8-11": an evening out that ends before midnight runs past the person's
    // usual bedtime, not back into the morning. (A match or a game is as often the morning's: "under 9s
    // match 10-11".)
    if (EVENING_OUT.test(d.title) && d.fixedEnd < 24 * 60) continue;
    // ("party 10-2" read 22:00 to midnight: the morning's range is 10:00-14:00, as written, not two hours.)
    const end = d.fixedEnd >= 24 * 60 ? writtenEnd(d.source, d.fixedStart - HALF_DAY) : d.fixedEnd - HALF_DAY;
    if (end === undefined) continue;
    d.fixedStart -= HALF_DAY;
    d.fixedEnd = end;
  }
}

/** "10-2", "11 to 1": the written end of the bare range that starts at `start`, read after it. */
function writtenEnd(source: string, start: number): number | undefined {
  for (const m of source.matchAll(
    /(?<![\d:.])(\d{1,2})(?:[:.](\d\d))?\s*(?:-|–|to|till|until|a)\s*(\d{1,2})(?:[:.](\d\d))?(?![\d:])/giu,
  )) {
    if (Number(m[1]) * 60 + Number(m[2] ?? 0) !== start) continue;
    let end = Number(m[3]) * 60 + Number(m[4] ?? 0);
    while (end <= start) end += HALF_DAY;
    return end <= 24 * 60 ? end : undefined;
  }
  return undefined;
}

/** "primera ruta", "first shift", "الوردية الأولى" and "segunda ruta", "second shift", "الثانية". Linear. */
const FIRST = /(?<![\p{L}])(?:first|1st|primer[oa]?|الأول|الاول|الأولى|الاولى)(?![\p{L}])/iu;
const SECOND = /(?<![\p{L}])(?:second|2nd|segund[oa]|الثاني|الثانية|الثانيه)(?![\p{L}])/iu;

/**
 * "primera ruta de 7:30 a 9:15 ... segunda ruta de 4:30 a 6": the first of two comes before the
 * second. A bare time read as the evening for the first ends up after the second: it is the morning's.
 */
export function readFirstBeforeSecond(drafts: Draft[]): void {
  const second = drafts.find((d) => d.fixedStart !== undefined && SECOND.test(d.title));
  if (second?.fixedStart === undefined) return;
  for (const d of drafts) {
    if (d.fixedStart === undefined || !FIRST.test(d.title) || SAID_HALF.test(d.source)) continue;
    if (d.fixedStart <= second.fixedStart || d.fixedStart - HALF_DAY < 0) continue;
    d.fixedStart -= HALF_DAY;
    if (d.fixedEnd !== undefined && d.fixedEnd - HALF_DAY > d.fixedStart) d.fixedEnd -= HALF_DAY;
  }
}

/** The earliest a shift's bare hour is read in the morning: "6-10" is 06:00, "4-8" stays 16:00. */
const EARLY_SHIFT = 5 * 60;

/**
 * "split shift 6-10, 3-7", "caja de 7 a 11 y de 4 a 8": two ranges of one item, read with bare hours
 * as the afternoon, would put the first after (or over) the second. The first is the morning's: the
 * person wrote them in the order of the day. Only when its half of the day is not written.
 */
export function readRunInOrder(drafts: Draft[]): void {
  for (let i = 1; i < drafts.length; i++) {
    const prev = drafts[i - 1];
    const d = drafts[i];
    if (prev.fixedStart === undefined || prev.fixedEnd === undefined || d.fixedStart === undefined) continue;
    if (prev.title.toLowerCase() !== d.title.toLowerCase() || prev.fixedStart < d.fixedStart) continue;
    if (SAID_HALF.test(prev.source.replace(d.source, " "))) continue;
    const morning = prev.fixedStart - HALF_DAY;
    if (morning < EARLY_SHIFT || prev.fixedEnd - HALF_DAY > d.fixedStart) continue;
    prev.fixedStart = morning;
    prev.fixedEnd -= HALF_DAY;
  }
}

/** How soon after a morning item a bare hour follows it that same morning. */
const FOLLOW_ON = 60;
/** "the match", "the party": the bare hours an evening word can read 12 hours later (9 to 11). */
const FOLLOW_FROM = 9 * 60;
const FOLLOW_TO = 12 * 60;

/**
 * "set up cones + nets from 9, half an hour / match v Rovers at 10": a bare hour read as the evening
 * for its words alone (a match, a party, a gig) is the morning's when the item written just before it
 * is a morning one that ends at most an hour before that morning reading: the list is walking through
 * its morning. Not a meal ("meeting 8-8.30, dinner at 9" keeps its evening), nor an hour whose half of
 * the day is written ("tonight", "pm").
 */
export function readMorningFollowOn(drafts: Draft[]): void {
  for (let i = 1; i < drafts.length; i++) {
    const d = drafts[i];
    const prev = drafts[i - 1];
    if (d.fixedStart === undefined || prev.fixedStart === undefined || SAID_HALF.test(d.source)) continue;
    if (mealType(d.title) !== undefined || d.partOfDay === "evening") continue;
    const morning = d.fixedStart - HALF_DAY;
    if (morning < FOLLOW_FROM || morning >= FOLLOW_TO) continue;
    const prevEnd = prev.fixedEnd ?? prev.fixedStart;
    if (prev.fixedStart >= FOLLOW_TO || prevEnd > morning || morning - prevEnd > FOLLOW_ON) continue;
    d.fixedStart = morning;
    if (d.fixedEnd !== undefined) d.fixedEnd -= HALF_DAY;
  }
}

/** The usual start of the day: a bare hour before it is the evening's on a day that starts then. */
const USUAL_START = 8 * 60;
const BACKWARDS = 60;
const NOON = 12 * 60;

/**
 * "earlies: shift at Swanwick 6-2 / nap after / pick up Jake from nursery 5ish", "bins 6 till half 1 /
 * pick the twins up 3.15 / tea then footie 7-8.30": on a day said to start early, a bare hour between
 * that start and the usual one (read as the morning only for the early start) is the evening's when
 * the timed item written before it starts after its morning reading and ends by its evening one: the
 * list does not go back in time. Not for what comes before something ("before the round").
 */
export function readEarlyDayInOrder(drafts: Draft[], dayStart: number): void {
  if (dayStart >= USUAL_START) return;
  let prev: Draft | undefined;
  for (const d of drafts) {
    const s = d.fixedStart;
    if (s === undefined) continue;
    const before = d.beforePrevious || d.trailingBefore || d.beforeAnchors.length > 0;
    const p = prev;
    prev = d;
    if (!p || before || s < dayStart || s >= USUAL_START || SAID_HALF.test(d.source)) continue;
    // (A first line over a list is the day's frame, not where the list has got to; a school run is the morning's.)
    if ((p.firstLine && !d.firstLine) || MORNING_HINT.test(d.source) || mealType(d.title) !== undefined) continue;
    const pStart = p.fixedStart as number;
    const pEnd = p.fixedEnd ?? pStart;
    const e = d.fixedEnd ?? s;
    // (An hour or more back, from an item that runs past noon: "turf at 7:30 on the way" to a job at 8 is the morning's.)
    const back = pStart - s >= BACKWARDS && pEnd >= NOON;
    if (!back || s + HALF_DAY < pEnd || e + HALF_DAY > 24 * 60 || e < s) continue;
    d.fixedStart = s + HALF_DAY;
    if (d.fixedEnd !== undefined) d.fixedEnd += HALF_DAY;
  }
}
