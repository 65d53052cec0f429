/**
 * The rules extractor: plain English, Spanish or Arabic text -> ExtractedTask[]. No network. In
 * passes, each in its own file:
 *
 * 1. read-items.ts: normalise, split into items (segments.ts) and read each (segment.ts, with the
 *    grammar's durations.ts and clock.ts and the phrases of phrases.ts, titles by titles.ts);
 * 2. build-tasks.ts: the tasks, with their times, lengths and windows;
 * 3. order.ts: references and order attached to their items (references.ts);
 * 4. here: bedtimes dropped, departures pinned, round trips doubled, kept-free time added.
 */

import { type Deadline } from "./budget";
import { detectLanguage, type Lang } from "./grammar";
import { fromMinutes, toMinutes } from "./time";
import { type ExtractedTask, type PlanOptions } from "./types";
import { buildTasks } from "./build-tasks";
import { attachOrder } from "./order";
import { MAX_TASKS } from "./phrases";
import { readItems } from "./read-items";
import { DEPARTURE, ROUND_TRIP } from "./segment";

export interface ExtractInfo {
  lang: Lang;
}

/**
 * Rules extractor (English and Spanish, and Arabic through arabic.ts). Deterministic, no I/O. With a
 * deadline, it checks it between its steps and throws PlanBudgetExceeded once it is spent (see budget.ts).
 */
export function extractTasks(text: string, options: PlanOptions, planDeadline?: Deadline): ExtractedTask[] {
  const reading = readItems(text, options, planDeadline);
  const built = buildTasks(reading);
  attachOrder(reading, built);
  const { tasks } = built;
  const { bedDrafts, blockedSpans } = reading;
  const gone = new Set([...bedDrafts].map((i) => tasks[i].id));
  const kept = gone.size === 0 ? tasks : tasks.filter((t) => !gone.has(t.id));
  for (const t of kept) if (gone.size > 0 && t.after) t.after = t.after.filter((id) => !gone.has(id));
  // "dentist at 3, need to leave 30 min before": a departure ends when the event it is for begins,
  // so it is pinned right before that event instead of anywhere earlier in the day.
  for (const t of kept) {
    if (t.fixedStart || !t.deadline || !DEPARTURE.test(t.title)) continue;
    const end = toMinutes(t.deadline);
    const start = end - t.durationMinutes;
    // (Before the day starts too: "leave an hour before the 6:45 flight" is at 5:45.)
    if (start < 0 || !kept.some((o) => o !== t && o.fixedStart && toMinutes(o.fixedStart) === end)) continue;
    t.fixedStart = fromMinutes(start);
    t.fixedEnd = t.deadline;
    delete t.deadline;
  }
  roundTrips(kept, options);
  // Time kept free: the solver plans nothing in it and shows no block for it.
  for (const [from, to] of blockedSpans) {
    if (kept.length >= MAX_TASKS) break;
    kept.push({
      id: `t${kept.length + 1}`,
      title: "Blocked",
      kind: "event",
      durationMinutes: to - from,
      fixedStart: fromMinutes(from),
      fixedEnd: fromMinutes(to),
      priority: 3,
      blocked: true,
    });
  }
  return kept;
}

/**
 * "commute 30 min each way": the trip there (ending when work starts, or in the morning) and the
 * trip back (from the end of work, or in the evening), each as long as was said.
 */
function roundTrips(tasks: ExtractedTask[], options: PlanOptions): void {
  for (let i = tasks.length - 1; i >= 0; i--) {
    const t = tasks[i];
    if (t.fixedStart || !t.source || !ROUND_TRIP.test(t.source) || tasks.length >= MAX_TASKS) continue;
    const back: ExtractedTask = { ...t, id: `${t.id}-back`, source: t.source };
    delete back.deadline;
    if (options.workStart && options.workEnd) {
      t.deadline ??= options.workStart;
      back.earliestStart = options.workEnd;
    } else {
      t.partOfDay ??= "morning";
      back.earliestStart = "17:00";
      delete back.partOfDay;
    }
    back.after = [t.id];
    tasks.splice(i + 1, 0, back);
  }
}

export { detectLanguage };
