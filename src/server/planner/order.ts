/**
 * Order: "then", "after X", "before X", "afterwards", "prep for it", "in between": each task is
 * attached to the tasks it comes after (ExtractedTask.after) or gets the window its references
 * imply; "until"-lengths are filled to the time they run to.
 */

import { isPickup } from "./activity";
import { defaultDuration, isLeisure } from "./lexicon";
import { LEAVE_MARKER } from "./leave-work";
import { fromMinutes, toMinutes } from "./time";
import { type BuiltTasks } from "./build-tasks";
import type { ExtractedTask } from "./types";
import { ANCHOR_TIMES, ANCHOR_WORDS, anchorOf } from "./phrases";
import { type DayReading } from "./read-items";
import { findTask, freeMinutes, lastPart } from "./references";
import { VEHICLES } from "./rules/during";
import { COMMUTE, FOCUS_SHARE, THANKED, THANK_YOU, UNTIL_FILL_MAX, pronounTarget } from "./segment";

/**
 * British "tea", the evening meal, when no item of the day is a tea: "chemistry after tea" goes after
 * the usual dinner. Not "after tea break" nor "after teatime" at work (their ref is "tea" too).
 */
function eveningTea(ref: string, source: string): boolean {
  return ref.toLowerCase() === "tea" && /\bafter\s+(?:my\s+|our\s+|their\s+)?tea\b(?!\s*(?:break|time))/iu.test(source);
}

/** A verb and a pronoun for who or what the item before named: "give them tea", "take her home". */
const OBJECT_PRONOUN = /^\p{L}+\s+(?:them|him|her|it)(?![\p{L}])/iu;
/** Taking someone somewhere: after it they are not with you. */
const DROP_OFF = /(?<![\p{L}])(?:drop|take|dejar|dejo|llevar|llevo|llevarlos|llevarlas)(?![\p{L}])/iu;
/** The same people after a pick-up, on the next line: "help him with his homework", Spanish "ayudarle", "bañarlos". */
const PICKED_PRONOUN = /^(?:\p{L}+\s+(?:them|him|her)|\p{L}+(?:ar|er|ir)(?:le|les|lo|los|la|las))(?![\p{L}])/iu;

/**
 * "client call at 2, logging off at 4, yoga after": a habit "after" a work event is after the
 * end of the work day written later, not in the middle of it. After a leaving written for the timed
 * item before it, "after" is after that item.
 */
function afterWorkTarget(tasks: BuiltTasks["tasks"], i: number, j: number): number {
  const prev = tasks[j];
  // "hospital 11am, need to leave at 10.15 / pharmacy after": after the appointment, not the leaving for it.
  const timed = tasks[j - 1]?.fixedStart;
  if (prev?.fixedStart && timed && LEAVE_MARKER.test(prev.title) && toMinutes(prev.fixedStart) < toMinutes(timed))
    return j - 1;
  if (tasks[i].kind !== "habit" || !prev?.fixedEnd || prev.kind !== "event" || LEAVE_MARKER.test(prev.title)) return j;
  const end = toMinutes(prev.fixedEnd);
  const k = tasks.findIndex(
    (t) => t.kind === "event" && !!t.fixedStart && toMinutes(t.fixedStart) >= end && LEAVE_MARKER.test(t.title),
  );
  return k >= 0 ? k : j;
}

/** "on the layover: call mum": inside the times of the item named, written before it. */
/**
 * The person's own meal or cooking ("llamar a mamá mientras ceno", "call mum while cooking dinner"):
 * both are theirs and stay on the day, so the item goes right beside it, ending as it starts (or, with
 * that time taken, starting as it ends); with neither free it keeps no window of the host's.
 */
function alongside(tasks: readonly ExtractedTask[], i: number, word: string): void {
  const lower = word.toLowerCase();
  const hosts = (t: ExtractedTask) => t.fixedStart && t.fixedEnd && t.title.toLowerCase().includes(lower);
  const host = tasks.slice(0, i).reverse().find(hosts) ?? tasks.slice(i + 1).find(hosts);
  const task = tasks[i];
  if (!host) return;
  const start = toMinutes(host.fixedStart as string);
  const end = toMinutes(host.fixedEnd as string);
  const free = (a: number) =>
    a >= 0 &&
    a + task.durationMinutes <= 1440 &&
    !tasks.some(
      (o) =>
        o !== host &&
        o !== task &&
        o.fixedStart &&
        o.fixedEnd &&
        toMinutes(o.fixedStart) < a + task.durationMinutes &&
        toMinutes(o.fixedEnd) > a,
    );
  const at = [start - task.durationMinutes, end].find(free);
  if (at === undefined || task.deadline || task.earliestStart) return;
  task.fixedStart = fromMinutes(at);
  task.fixedEnd = fromMinutes(at + task.durationMinutes);
  if (at < start) task.timedBy = host.title;
  else task.timedAfter = host.title;
}

function duringHost(built: BuiltTasks, i: number, word: string): void {
  const { tasks } = built;
  const lower = word.toLowerCase();
  const hosts = (t: (typeof tasks)[number]) => t.fixedStart && t.fixedEnd && t.title.toLowerCase().includes(lower);
  // Written before it, or else after it ("on the train read the report, train 8:10-9").
  const host = tasks.slice(0, i).reverse().find(hosts) ?? tasks.slice(i + 1).find(hosts);
  if (!host?.fixedStart || !host.fixedEnd) return;
  const task = tasks[i];
  // The person's own meal or cooking ("llamar a mamá mientras ceno", "call mum while cooking dinner"):
  // the item goes right beside it, which stays on the day (both are the person's).
  const from = Math.max(toMinutes(task.earliestStart ?? "00:00"), toMinutes(host.fixedStart));
  const to = Math.min(toMinutes(task.deadline ?? "24:00"), toMinutes(host.fixedEnd));
  if (to - from < task.durationMinutes) return;
  task.earliestStart = fromMinutes(from);
  task.deadline = fromMinutes(to);
  // A trip stays on the day, split around what is done aboard it (refiners/aboard.ts).
  if (VEHICLES.has(lower)) {
    (built.aboard ??= new Map()).set(task.id, host.id);
    return;
  }
  // The host is the window the items go in, not a block they must avoid (as work hours are); the
  // reason names it ("2h of work emails while they're out": during the playdate, which leaves the day).
  (built.hosts ??= new Set()).add(host.id);
  task.during = host.title;
}

/**
 * "call the supplier after the tasting before lunch" with a tasting until 12:30 and no lunch written:
 * the meal comes after the event and the item, so the usual lunch hour is no deadline; the item's
 * deadline is the event's end and its length, as long as that is still within the meal's hours.
 */
function mealAfterEvent(
  tasks: BuiltTasks["tasks"],
  task: BuiltTasks["tasks"][number],
  limit: number,
  latest: number,
): number {
  let end = 0;
  for (const id of task.after ?? []) {
    const o = tasks.find((t) => t.id === id);
    if (o?.fixedEnd) end = Math.max(end, toMinutes(o.fixedEnd));
  }
  const need = end + task.durationMinutes;
  return need > limit && need <= latest + 60 ? need : limit;
}

/** A timed event from the evening to midnight or past it ("tonight 9pm-7am at the hospice"): a night's work. */
function nightShift(tasks: readonly ExtractedTask[]): ExtractedTask | undefined {
  return tasks.find(
    (o) =>
      o.kind === "event" &&
      o.fixedStart !== undefined &&
      o.fixedEnd !== undefined &&
      toMinutes(o.fixedStart) >= NIGHT_FROM &&
      toMinutes(o.fixedEnd) >= NIGHT_TO,
  );
}
/**
 * "pádel a las 9 cuando llegue mi cuñado" with "mi cuñado llega a las 8 de la tarde": a bare hour
 * after a timed item is read 12 hours later when the morning reading comes before that item and the
 * evening one does not (a careful person's reading, issue 29 kind 9).
 */
function laterThanAnchor(task: ExtractedTask, ambiguous: boolean | undefined, anchorStart: string | undefined): void {
  if (!ambiguous || !task.fixedStart || !anchorStart) return;
  const start = toMinutes(task.fixedStart);
  const anchor = toMinutes(anchorStart);
  if (start >= anchor || start + HALF_DAY < anchor || start + HALF_DAY >= 24 * 60) return;
  readTwelveHoursLater(task);
}

/** A timed task's start (and end, up to midnight) read 12 hours later: its evening reading. */
function readTwelveHoursLater(task: ExtractedTask): void {
  if (!task.fixedStart) return;
  task.fixedStart = fromMinutes(toMinutes(task.fixedStart) + HALF_DAY);
  if (task.fixedEnd) task.fixedEnd = fromMinutes(Math.min(24 * 60, toMinutes(task.fixedEnd) + HALF_DAY));
}
const HALF_DAY = 12 * 60;
/** The evening a bare hour is moved into by the times written before it. */
const EVENING_FROM = 17 * 60;
const EVENING_TO = 21 * 60 + 30;
/** Games, sport, classes and going out: what a day written in order puts in the evening at a bare hour. */
const EVENING_THINGS = new RegExp(
  "(?<![\\p{L}])(?:squash|tennis|p[aá]del|badminton|football|f[uú]tbol|futbito|five-a-side|5-a-side|basket|" +
    "baloncesto|climbing|bouldering|escalada|gym|gimnasio|yoga|pilates|swim|nadar|run|correr|" +
    // ("physio at quarter past 3, track session 5.30-7": training written after the afternoon, issue 29 en17b.)
    "training|track|netball|rugby|hockey|cricket|boxing|karate|judo|spin|zumba|choir|rehearsal|" +
    // (And classes one goes to: "lunch with mum at 2, … English class 7-8:30".)
    "class|classes|lesson|lessons|clase|clases|lecci[oó]n|curso|كلاس|حصة|" +
    "بادل|تنس|كورة|الكورة|كرة|جيم|الجيم|النادي)(?![\\p{L}])",
  "iu",
);

/** A span the text wrote before an item, at least this long, that holds its morning reading: the day's hours there. */
const HOLDING_SPAN = 2 * 60;

/**
 * "lessons 9-12 and 2-5 / private lesson w/ the twins 9-10", "clinic 9-1, yoga class 10-11": the morning
 * reading of the bare hour lies inside a span of two hours or more written before it, the hours the
 * text already gave that morning, so it keeps its morning (issue 29, kind 9).
 */
function insideSpanBefore(drafts: DayReading["drafts"], i: number, start: number): boolean {
  for (let k = 0; k < i; k++) {
    const o = drafts[k];
    if (o.fixedStart === undefined || o.fixedEnd === undefined || o.fixedEnd - o.fixedStart < HOLDING_SPAN) continue;
    if (o.fixedStart <= start && start < o.fixedEnd) return true;
  }
  return false;
}

/**
 * "lunch at 1:30 (13:30), squash at 8", "a las 13:30 comida, y a las 8 pádel": in a day written in
 * order, a game, sport, class or night out at a bare hour whose morning reading comes before an afternoon
 * time written earlier is read in the evening (its neighbours say which, issue 29 kind 9); so is a trip
 * read as an early one by its hour alone ("1:1 at 3, leave by 5.30 for the 5.48 train"). Only while
 * the times written so far run forward ("pick up parcel at 3, vet at 11" keeps the vet's morning).
 */
function laterThanWrittenBefore(drafts: DayReading["drafts"], tasks: ExtractedTask[]): void {
  let last = -1;
  let forward = true;
  drafts.forEach((d, i) => {
    const task = tasks[i];
    if (!task?.fixedStart) return;
    let start = toMinutes(task.fixedStart);
    const evening = start + HALF_DAY;
    if (
      forward &&
      (d.startAmbiguous || d.earlyTravel) &&
      last >= HALF_DAY &&
      start < last &&
      evening >= Math.max(last, EVENING_FROM) &&
      evening <= EVENING_TO &&
      (isLeisure(task.title) || EVENING_THINGS.test(task.title) || d.earlyTravel) &&
      !insideSpanBefore(drafts, i, start) &&
      // ("shift 13:40-22:10 / gym 9ish": its evening reading would fall inside the shift written before.)
      !insideSpanBefore(drafts, i, evening)
    ) {
      start = evening;
      readTwelveHoursLater(task);
      // (And its draft, which later steps read: "go to the bank" before it is due by its evening start.)
      if (d.fixedStart !== undefined) d.fixedStart += HALF_DAY;
      if (d.fixedEnd !== undefined) d.fixedEnd = Math.min(24 * 60, d.fixedEnd + HALF_DAY);
    }
    if (start < last) forward = false;
    last = Math.max(last, start);
  });
}
const NIGHT_FROM = 18 * 60;
/** Getting home, as rules/when-i-get-in.ts writes it: "I get home", "I get in", "we're back". */
const GET_HOME = /^(?:i|we)(?:\s+get|\s+am|\s+are|'m|’m|'re|’re)?\s+(?:home|in|back)$/iu;
/** A Spanish "comida" (the lunch anchor on a Spanish day): about 14:00 to 15:00 (meals.ts adds it then). */
const ES_LUNCH = [14 * 60, 15 * 60] as const;
const NIGHT_TO = 23 * 60 + 30;

export function attachOrder(reading: DayReading, built: BuiltTasks): void {
  const { options, planDeadline, dayStart, dayEnd, drafts, bedDrafts, bedtime } = reading;
  const { tasks, workStart, workEnd } = built;
  // A Spanish "comida" is about 14:00: "después de comer" with no lunch written is after it.
  const lunchAt = reading.lang === "es" ? ES_LUNCH : ANCHOR_TIMES.lunch;
  laterThanWrittenBefore(drafts, tasks);
  // Order: "then" / "after X" / "before X".
  const seqPred: (number | undefined)[] = [];
  drafts.forEach((d, i) => {
    planDeadline?.check();
    const task = tasks[i];
    const addAfter = (j: number): void => {
      if (j === i || j < 0) return;
      task.after = task.after ?? [];
      if (!task.after.includes(tasks[j].id)) task.after.push(tasks[j].id);
    };
    if (d.afterIndex !== undefined) addAfter(d.afterIndex);
    if (d.during && !task.fixedStart) duringHost(built, i, d.during);
    if (d.alongside && !task.fixedStart) alongside(tasks, i, d.alongside);
    if (
      !task.fixedStart &&
      COMMUTE.test(task.title) &&
      i + 1 < drafts.length &&
      drafts[i + 1].fixedStart !== undefined &&
      !task.deadline
    ) {
      // "commute 45 min, office at 9": the commute gets there on time.
      task.deadline = fromMinutes(drafts[i + 1].fixedStart as number);
    }
    if (d.sequential && i > 0 && task.fixedStart && !tasks[i - 1].fixedStart) {
      // "morning routine, then emails until 10": the routine comes before the timed item.
      const p = tasks[i - 1];
      p.deadline = fromMinutes(Math.min(p.deadline ? toMinutes(p.deadline) : 1440, toMinutes(task.fixedStart)));
    }
    if (d.sequential && i > 0) {
      seqPred[i] = i - 1;
      addAfter(d.trailingAfter ? afterWorkTarget(tasks, i, i - 1) : i - 1);
    } else if (d.andJoined && i > 0 && seqPred[i - 1] !== undefined && drafts[i - 1].sentence === d.sentence) {
      // "lunch, then emails and reading": reading comes after lunch too (not after emails). But
      // "then pick up the kids at 4:30 and help with homework": after the timed pick-up.
      seqPred[i] = tasks[i - 1].fixedStart && !task.fixedStart ? i - 1 : seqPred[i - 1];
      addAfter(seqPred[i] as number);
    } else if (
      d.andJoined &&
      i > 0 &&
      tasks[i - 1].fixedStart &&
      !task.fixedStart &&
      drafts[i - 1].sentence === d.sentence &&
      OBJECT_PRONOUN.test(task.title)
    ) {
      // "collect the grandkids 3.30 & give them tea", "pick up Mia at 3 and take her to the park": the
      // same people, so after the timed item.
      seqPred[i] = i - 1;
      addAfter(i - 1);
    } else if (i > 0 && tasks[i - 1].fixedStart && !task.fixedStart && isPickup(tasks[i - 1].title)) {
      // "- pick up my son from school at 5 / - help him with his homework": him, once picked up (not
      // after a drop-off, nor when the item says its own "before": "hacerles la comida antes de recogerlos").
      const own = task.deadline !== undefined || d.beforeAnchors.length > 0 || d.beforePrevious;
      if (!own && !DROP_OFF.test(tasks[i - 1].title) && PICKED_PRONOUN.test(task.title)) addAfter(i - 1);
    }
    if (d.trailingAfter && i > 0 && drafts[i - 1].beforeAnchors.length > 0) {
      // "prepare the agenda before the call, write notes afterwards": after the call.
      const ref = drafts[i - 1].beforeAnchors[0];
      const j = findTask(ref, tasks, i - 1, ANCHOR_WORDS[ref.toLowerCase()]);
      if (j !== undefined && tasks[j].fixedStart) addAfter(j);
    }
    if (d.trailingAfter && i > 0 && drafts[i - 1].refEvent && tasks[i - 1].deadline) {
      // "finish the deck before the client meeting at 1:30, afterwards write up notes": after the meeting.
      const at = tasks[i - 1].deadline;
      const j = tasks.findIndex((t) => t.fixedStart === at);
      if (j >= 0) addAfter(j);
    }
    for (const a of d.afterAnchors) {
      if (a.kind === "previous") {
        if (i > 0) addAfter(afterWorkTarget(tasks, i, pronounTarget(drafts, i)));
        continue;
      }
      const anchor = anchorOf(a.ref);
      // "ir al súper al volver del cole", "groceries after school": after the afternoon's pick-up when
      // the day has one (not the morning's drop-off, nor the usual end of school).
      const pickup = anchor === "school" ? afternoonPickup(tasks, i) : undefined;
      const j = pickup ?? lastPart(tasks, findTask(a.ref, tasks, i, anchor), anchor);
      if (j !== undefined) {
        addAfter(j);
        laterThanAnchor(task, d.startAmbiguous, tasks[j].fixedStart);
        continue;
      }
      if (task.fixedStart) continue;
      // "bath when I get in" on a day of written work hours ("12 hr shift 7-7"): home after work.
      const home = anchor === undefined && options.workEnd !== undefined && GET_HOME.test(a.ref);
      const atTime =
        anchor === "work" || anchor === "close" || home
          ? workEnd
          : anchor === "lunch"
            ? lunchAt[1]
            : anchor === "dinner" || eveningTea(a.ref, task.source ?? "")
              ? ANCHOR_TIMES.dinner[1]
              : anchor === "breakfast"
                ? ANCHOR_TIMES.breakfast[1]
                : anchor === "school"
                  ? ANCHOR_TIMES.school[1]
                  : undefined;
      if (atTime !== undefined) {
        const cur = task.earliestStart ? toMinutes(task.earliestStart) : 0;
        task.earliestStart = fromMinutes(Math.max(cur, atTime));
      }
    }
    if (
      d.beforePrevious &&
      d.sentenceAnchor !== undefined &&
      d.sentenceAnchor >= 0 &&
      d.sentenceAnchor !== i &&
      !task.fixedStart
    ) {
      const other = tasks[d.sentenceAnchor];
      if (other.fixedStart) {
        const cur = task.deadline ? toMinutes(task.deadline) : 1440;
        task.deadline = fromMinutes(Math.min(cur, toMinutes(other.fixedStart)));
      } else {
        other.after = other.after ?? [];
        if (!other.after.includes(task.id)) other.after.push(task.id);
      }
    }
    for (const ref of d.beforeAnchors) {
      const anchor = anchorOf(ref);
      if (task.fixedStart) continue;
      if (anchor === "bed") {
        // "read before bed": late in the evening.
        if (!task.partOfDay && !task.deadline) task.partOfDay = "evening";
        if (!task.earliestStart) task.earliestStart = fromMinutes(Math.max(17 * 60, Math.min(20 * 60, dayEnd - 120)));
        continue;
      }
      const j = findTask(ref, tasks, i, anchor);
      let limit: number | undefined;
      const mealAnchor = anchor === "lunch" || anchor === "dinner" || anchor === "breakfast";
      if (j !== undefined && mealAnchor && !tasks[j].fixedStart) {
        // "until lunch" / "before lunch" with a flexible lunch: finish by the usual lunch time.
        limit = (anchor === "lunch" ? lunchAt : ANCHOR_TIMES[anchor])[0];
      } else if (j !== undefined) {
        const other = tasks[j];
        if (other.fixedStart) limit = toMinutes(other.fixedStart);
        else {
          other.after = other.after ?? [];
          if (!other.after.includes(task.id)) other.after.push(task.id);
        }
      } else {
        // "eat proper dinner b4 shift" on a night: the night's shift, not the morning's work hours.
        const night = anchor === "work" ? nightShift(tasks) : undefined;
        limit = night
          ? toMinutes(night.fixedStart as string)
          : anchor === "work" || anchor === "open" || anchor === "reopen"
            ? workStart
            : anchor === "lunch"
              ? lunchAt[0]
              : anchor === "dinner"
                ? ANCHOR_TIMES.dinner[0]
                : anchor === "breakfast"
                  ? ANCHOR_TIMES.breakfast[0]
                  : anchor === "school"
                    ? ANCHOR_TIMES.school[0]
                    : undefined;
      }
      if (limit !== undefined && mealAnchor && (j === undefined || !tasks[j].fixedStart))
        limit = mealAfterEvent(tasks, task, limit, (anchor === "lunch" ? lunchAt : ANCHOR_TIMES[anchor])[1]);
      if (limit !== undefined) {
        const cur = task.deadline ? toMinutes(task.deadline) : 1440;
        task.deadline = fromMinutes(Math.min(cur, limit));
      }
    }
    if (
      THANK_YOU.test(task.title) &&
      !task.fixedStart &&
      !task.after?.length &&
      !task.earliestStart &&
      !task.deadline
    ) {
      // "send a thank-you note": after the interview (or the visit, the meeting) it thanks for.
      let k = -1;
      drafts.forEach((o, j) => {
        if (
          j !== i &&
          o.fixedStart !== undefined &&
          THANKED.test(o.title) &&
          (k < 0 || o.fixedStart > (drafts[k].fixedStart as number))
        )
          k = j;
      });
      if (k >= 0) addAfter(k);
    }
    if (bedtime !== undefined && !task.fixedStart && !bedDrafts.has(i)) {
      // "bed by 10": nothing flexible runs past bedtime.
      task.deadline = fromMinutes(Math.min(task.deadline ? toMinutes(task.deadline) : 1440, bedtime));
    }
    if (d.untilRef && d.duration === undefined && !task.fixedStart && task.deadline) {
      // "deep work till lunch": from where it can start until then, not a default hour.
      const prev = i > 0 ? drafts[i - 1] : undefined;
      const prevEnd =
        d.sequential && prev?.fixedStart !== undefined
          ? (prev.fixedEnd ?? prev.fixedStart + (prev.duration ?? defaultDuration(prev.title)))
          : 0;
      const now = options.now ? Math.ceil(toMinutes(options.now) / 5) * 5 : 0;
      const limit = toMinutes(task.deadline);
      // After the timed items written before it (they come first), less the untimed items written before it.
      let timedEnd = 0;
      let before = 0;
      for (let j = 0; j < i; j++) {
        const o = tasks[j];
        if (o.fixedEnd && toMinutes(o.fixedEnd) <= limit) timedEnd = Math.max(timedEnd, toMinutes(o.fixedEnd));
        else if (
          !o.fixedStart &&
          !o.partOfDay &&
          (!o.earliestStart || toMinutes(o.earliestStart) < limit) &&
          (!o.deadline || toMinutes(o.deadline) <= limit)
        )
          // (Also "call Dana in 20 mins" and "email Jo by 11": they come before the limit too.)
          before += o.durationMinutes;
      }
      // Work starts with the work hours ("deep work till lunch" on a 9-to-5 day fills 9 to 12).
      const workFrom = options.workStart && task.kind === "task" ? toMinutes(options.workStart) : 0;
      const lo = Math.max(
        dayStart,
        now,
        prevEnd,
        timedEnd,
        workFrom < limit ? workFrom : 0,
        task.earliestStart ? toMinutes(task.earliestStart) : 0,
      );
      const avail = Math.floor(((freeMinutes(drafts, lo, limit, dayStart) - before) * FOCUS_SHARE) / 5) * 5;
      if (avail > task.durationMinutes) task.durationMinutes = Math.min(avail, UNTIL_FILL_MAX);
    }
  });
  // "after shift pick up dry cleaning (closes 8)" on a 7-7 shift: a bare deadline hour that comes
  // before the item may start is the evening's (issue 29 kind 9).
  drafts.forEach((d, i) => {
    const task = tasks[i];
    if (!d.deadlineAmbiguous || !task?.deadline || task.fixedStart) return;
    let from = task.earliestStart ? toMinutes(task.earliestStart) : -1;
    for (const id of task.after ?? []) {
      const before = tasks.find((o) => o.id === id);
      if (before?.fixedEnd) from = Math.max(from, toMinutes(before.fixedEnd));
    }
    const deadline = toMinutes(task.deadline);
    if (deadline <= from && deadline + HALF_DAY <= 24 * 60) task.deadline = fromMinutes(deadline + HALF_DAY);
  });
  // "الصبح أنضف البيت، ومع ٣ ونص أجيب البنات، وبعدين أساعدهم": the morning that opened the sentence
  // is over once an item it comes after ends in the afternoon; the order the text gave wins.
  for (const task of tasks) {
    if (task.partOfDay !== "morning" || task.fixedStart) continue;
    const ends = (task.after ?? []).map((id) => tasks.find((o) => o.id === id)?.fixedEnd);
    if (ends.some((e) => e !== undefined && toMinutes(e) > HALF_DAY)) task.partOfDay = undefined;
  }
}

/** The timed pick-up of the afternoon (from noon on) other than task `self`, the last one written. */
function afternoonPickup(tasks: readonly ExtractedTask[], self: number): number | undefined {
  let found: number | undefined;
  tasks.forEach((t, k) => {
    if (k !== self && t.fixedStart && toMinutes(t.fixedStart) >= 12 * 60 && isPickup(t.title)) found = k;
  });
  return found;
}
