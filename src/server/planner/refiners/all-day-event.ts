/**
 * An event that takes the day (issue 29, kinds 1 and 4): "conference all day", "training course all
 * day", "congreso todo el día", "دورة تدريبية طول اليوم" are an event over the working day (the work
 * hours given, else 9:00-17:00), which the rest of the day goes around, never a 6-hour task cut into
 * pieces and placed from the first free slot, nor nothing at all. Only an item with no time of its
 * own whose words name such an event; "on site all day" (a place) is refiners/day-away.ts'.
 * It reads the tasks' sources, titles and times; the words are English, Spanish and Arabic.
 */

import { fromMinutes, toMinutes } from "../time";
import type { ExtractedTask, PlanOptions } from "../types";

const ALL_DAY =
  /(?<![\p{L}])(?:all\s+day|(?:the\s+)?whole\s+day|todo\s+el\s+d[ií]a|طول\s+اليوم|كل\s+اليوم)(?![\p{L}])/iu;
/** Events that fill a day: one alternation over the title's words. */
const EVENT = new RegExp(
  "(?<![\\p{L}])(?:conference|conf|course|training|workshop|seminar|summit|offsite|off-site|away\\s+day|retreat|" +
    "exams?|interviews|assessment\\s+centre|jury\\s+service|court|trial|hearing|festival|expo|trade\\s+show|fair|" +
    "wedding|induction|inset|inspection|audit|congreso|curso|formaci[oó]n|taller|jornadas?|oposici[oó]n|ex[aá]menes|" +
    "boda|feria|مؤتمر|المؤتمر|دورة|الدورة|ورشة|الورشة|تدريب|التدريب|امتحانات|الامتحانات)(?![\\p{L}])",
  "iu",
);
const DEFAULT_FROM = 9 * 60;
const DEFAULT_TO = 17 * 60;

export function allDayEvents(tasks: ExtractedTask[], options: PlanOptions): void {
  for (const t of tasks) {
    if (t.fixedStart || t.fixedEnd || t.deadline || t.earliestStart || !t.source || !ALL_DAY.test(t.source)) continue;
    if (!EVENT.test(t.title)) continue;
    const dayStart = toMinutes(options.dayStart);
    const rawEnd = toMinutes(options.dayEnd);
    const dayEnd = rawEnd <= dayStart ? 1440 : rawEnd;
    const from = Math.max(dayStart, options.workStart ? toMinutes(options.workStart) : DEFAULT_FROM);
    const to = Math.min(dayEnd, options.workEnd ? toMinutes(options.workEnd) : DEFAULT_TO);
    if (to - from < 60) continue;
    t.fixedStart = fromMinutes(from);
    t.fixedEnd = fromMinutes(to);
    t.durationMinutes = to - from;
    t.kind = "event";
  }
}

/** Whether the words name an event that takes the day ("training course all day"): a first line that plans it. */
export function namesAllDayEvent(text: string): boolean {
  return ALL_DAY.test(text) && EVENT.test(text);
}
