/**
 * "leave work at 4", "I'm out at 4", "salgo a las 6": the work day ends then, this day only.
 * (And "wake up at 6": the day starts then, see wakeDayStart.) Work
 * tasks go inside the shorter (or longer) work hours and "after work" means that time. The marker
 * itself stays on the plan as a short event ("Leave work"), not an hour that blocks the evening.
 */

import { fromMinutes, toMinutes } from "./time";
import { WAKE_UP } from "./activity";
import type { ExtractedTask, PlanOptions } from "./types";

/** A title that only says the person leaves. Anchored, so linear. */
export const LEAVE_MARKER = new RegExp(
  "^(?:(?:i['’]?m|i\\s+am|i)\\s+)?(?:(?:have\\s+to|need\\s+to|must)\\s+)?(?:leave|leaving|leave\\s+(?:work|" +
    "the\\s+office)|head(?:ing)?\\s+out|head(?:ing)?\\s+home|clock(?:ing)?\\s+out|log(?:ging)?\\s+off|sign(?:ing)?\\s+off|finish(?:ing)?\\s+(?:work|early)|out|" +
    "off|done(?:\\s+with\\s+work)?|stop(?:\\s+work(?:ing)?)?|call\\s+it\\s+a\\s+day|knock(?:ing)?\\s+off|salgo(?:\\s+del\\s+trabajo)?|salir(?:\\s+del\\s+trabajo)?|" +
    "salida(?:\\s+del\\s+trabajo)?|me\\s+voy)$",
  "iu",
);

/**
 * "I land in Lisbon at 11", "llego a Madrid a las 11", a bare "land 9:40" / "aterrizo a las 7", and
 * "got home 8am" after a night shift: the day there starts on arrival. Anchored, so linear.
 */
/** Arriving somewhere named: "arrive in", "land at", "llego a" + a capitalised place. */
const ARRIVE_IN =
  "(?:arrive|arriving|land|landing|get|llego|llegamos|llegada|aterrizo|aterrizamos)\\s+(?:in|at|to|a|en)\\s+\\p{Lu}";
/** A bare arrival, the whole title: "land", "got home", "llegué a casa", "أوصل". */
const ARRIVED = [
  "land|landing|touch\\s+down|aterrizo|aterrizamos|aterrizaje|[أا]وصل|الوصول",
  "(?:got|get|getting)\\s+(?:home|back)|home|back\\s+home|llego\\s+a\\s+casa|llegu[eé]\\s+a\\s+casa",
].join("|");
const ARRIVAL = new RegExp(`^(?:i\\s+|we\\s+)?(?:${ARRIVE_IN}|(?:${ARRIVED})$)`, "u");

/** Bare words that make a poor title for the marker ("I'm out at 4" -> "Out"). */
const BARE = /^(?:out|off|done|i['’]?m\s+out|i['’]?m\s+off|i['’]?m\s+done)$/iu;

/** The options for a day whose description moves the end of work, or the same options. */
export function workDayEnd(tasks: readonly ExtractedTask[], options: PlanOptions): PlanOptions {
  if (!options.workStart || !options.workEnd) return options;
  const ws = toMinutes(options.workStart);
  const we = toMinutes(options.workEnd);
  let end: number | undefined;
  for (const t of tasks) {
    if (!t.fixedStart || t.kind !== "event" || !LEAVE_MARKER.test(t.title.trim())) continue;
    const at = toMinutes(t.fixedStart);
    // An hour of work at least; a time before work starts is a morning errand, not the end of work.
    if (at >= ws + 60 && at !== we) end = end === undefined ? at : Math.min(end, at);
  }
  return end === undefined ? options : { ...options, workEnd: fromMinutes(end) };
}

/** What a shift is called when the text tells it ended: "night shift", "nights", "my shift", "work". */
const SHIFT = "(?:(?:my|the)\\s+)?(?:(?:night|late|early|day)\\s+)?(?:shift|nights|work)";
/**
 * A shift told as over, in the past: "night shift finished 7am", "nights ended at 7.30", "finished my
 * night shift at 7", "got in from my shift at 8am", "came off nights at 7". Anchored: linear.
 */
const TOLD_END = new RegExp(
  `^(?:i\\s+)?(?:${SHIFT}\\s+(?:finished|ended)|(?:finished|came\\s+off|got\\s+(?:off|(?:in|home|back)\\s+from))\\s+${SHIFT})$`,
  "iu",
);

/** The hour a told shift ended; a night's end is the morning ("got off the night shift at 7" is 7:00). */
function toldEnd(t: ExtractedTask): number | undefined {
  if (!t.fixedStart || !TOLD_END.test(t.title.trim())) return undefined;
  const at = toMinutes(t.fixedStart);
  return /night/iu.test(t.title) && at >= 13 * 60 ? at - 12 * 60 : at;
}

/**
 * "wake up at 6" before the day's usual start: the day starts when the person gets up. A shift told
 * as over ("night shift finished 7am") plans nothing; the day starts no earlier than its end.
 */
export function wakeDayStart(tasks: readonly ExtractedTask[], options: PlanOptions): PlanOptions {
  const start = toMinutes(options.dayStart);
  let wake: number | undefined;
  let ended: number | undefined;
  for (const t of tasks) {
    const title = t.title.trim();
    const end = toldEnd(t);
    if (end !== undefined) {
      if (end >= 4 * 60 && end <= 14 * 60) ended = Math.max(ended ?? end, end);
      continue;
    }
    const arrival = ARRIVAL.test(title.charAt(0).toLowerCase() + title.slice(1));
    if (!t.fixedStart || !(WAKE_UP.test(title) || arrival)) continue;
    const at = toMinutes(t.fixedStart);
    // From 4:00: a wake-up "at 2" is a typo or a night shift, not the start of the day. A later one
    // ("woke up late, at 10") starts the day then, up to the early afternoon.
    if (at !== start && at >= 4 * 60 && at <= 14 * 60) wake = Math.min(wake ?? at, at);
  }
  const from = Math.max(wake ?? start, ended ?? 0);
  return from === start ? options : { ...options, dayStart: fromMinutes(from) };
}

/** Getting up told in the past: "woke up at 1pm", "woke up late, at 10", "me levanté tarde", "صحيت الساعة ١٠". Anchored: linear. */
const PAST_WAKE =
  /^(?:i\s+)?(?:woke\s+up|got\s+up|me\s+despert[eé]|me\s+levant[eé]|صحيت|استيقظت)(?:\s+(?:(?:really|so|super|muy|bien)\s+)?(?:late|early|tarde|temprano|pronto|متأخر|متاخر|بدري))?$/iu;

/**
 * "woke up at 1pm (night baker life)": once the day starts at that hour (wakeDayStart), the waking
 * itself is told, not planned: no block of its own; nor has a shift told as over ("nights ended at 7").
 */
export function dropPastWake(tasks: ExtractedTask[], options: PlanOptions): ExtractedTask[] {
  const told = (t: ExtractedTask): boolean =>
    (t.fixedStart === options.dayStart && PAST_WAKE.test(t.title.trim())) || toldEnd(t) !== undefined;
  return tasks.some(told) ? tasks.filter((t) => !told(t)) : tasks;
}

/**
 * "Out" and "Off" become "Leave work" (in the description's language). "out 12-7" with a range is
 * the time away (on the round, out with the van), not the moment of leaving: it keeps its word.
 */
export function nameLeaveMarkers(tasks: ExtractedTask[], lang: "en" | "es" | "ar"): ExtractedTask[] {
  const away = (t: ExtractedTask): boolean =>
    !!t.fixedStart && !!t.fixedEnd && toMinutes(t.fixedEnd) - toMinutes(t.fixedStart) > 30;
  return tasks.map((t) =>
    t.fixedStart && t.kind === "event" && BARE.test(t.title.trim()) && !away(t)
      ? { ...t, title: lang === "es" ? "Salir del trabajo" : lang === "ar" ? "مغادرة العمل" : "Leave work" }
      : t,
  );
}

/** The most the day's end moves for what the text puts after its last timed item: something quick. */
const MOST_LATER = 30;

/**
 * "cenar a las 9 ... llamar a mamá después de cenar": something quick the text puts right after a timed
 * item that ends at the day's end still happens that night; the day ends when it is done (half an hour
 * later at most, by midnight), instead of leaving it out. A workout after a shift that ends at 10 pm
 * still does not fit (work-window.test.ts).
 */
export function lateDayEnd(tasks: readonly ExtractedTask[], options: PlanOptions): PlanOptions {
  const end = toMinutes(options.dayEnd);
  if (end <= toMinutes(options.dayStart)) return options;
  let latest = end;
  for (const f of tasks) {
    if (!f.fixedEnd || f.blocked || toMinutes(f.fixedEnd) < end || toMinutes(f.fixedEnd) > end + 15) continue;
    const need = tasks
      .filter((t) => !t.fixedStart && t.after?.includes(f.id))
      .reduce((sum, t) => sum + t.durationMinutes, 0);
    const to = toMinutes(f.fixedEnd) + need;
    if (need > 0 && to - end <= MOST_LATER && to <= 24 * 60) latest = Math.max(latest, to);
  }
  return latest === end ? options : { ...options, dayEnd: fromMinutes(latest) };
}
