/**
 * Building the tasks from the drafts: clock times become fixed starts and ends or windows, lengths
 * are settled (a guess, "the rest of the day", per item), deadlines and earliest starts come from
 * anchors and work hours; an event named only by a reference ("before the 2pm pitch") becomes a
 * task of its own, and a guessed length ends where the next timed item begins.
 */

import { readLaterClocks, readOwnTimeAfterWork } from "./refiners/later-clock";
import { readClearOfShift } from "./refiners/clear-of-shift";
import { readEveningContext } from "./refiners/evening-context";
import { readTakenEarlyHour } from "./refiners/taken-hour";
import {
  readEarlierClocks,
  readEarlyDayInOrder,
  readFirstInOrder,
  readMorningFollowOn,
  readFirstBeforeSecond,
  readRangesPastDayEnd,
  readRunInOrder,
} from "./refiners/early-clock";
import { classifyKind, defaultDuration, isLeisure } from "./lexicon";
import { fromMinutes, toMinutes } from "./time";
import { type ExtractedTask } from "./types";
import { ANCHOR_TIMES, anchorOf, CHIT_CHAT, MAX_TASKS, type Anchor } from "./phrases";
import { type DayReading } from "./read-items";
import { clampMinutes, freeMinutes } from "./references";
import { FOCUS_SHARE, itemCount, type Draft } from "./segment";
import { cleanTitle } from "./titles";
import { isBedtimeRoutine } from "./rules/bedtime-routine";
import { isEveningTea } from "./evening-tea";

/** Duties that last until they are over, not an appointment ("on call", "de guardia", "مناوبة"). */
const DUTIES = new Set([
  "on call",
  "on-call",
  "standby",
  "on standby",
  "de guardia",
  "guardia",
  "de retén",
  "retén",
  "مناوبة",
  "مناوب",
  "مناوبتي",
]);
const DUTY_LEADS = ["i'm ", "im ", "i am ", "estoy ", "my ", "mi ", "عندي "];

function onDuty(title: string): boolean {
  let t = title.trim().toLocaleLowerCase();
  const lead = DUTY_LEADS.find((l) => t.startsWith(l));
  if (lead) t = t.slice(lead.length);
  return DUTIES.has(t);
}

/** The item that gave the day's work hours (work-window.ts), timed exactly as them. */
const isWorkFrame = (d: DayReading["drafts"][number], start: number, end: number): boolean =>
  d.fixedStart === start && d.fixedEnd === end;

/**
 * The first gap of at least `length` minutes between the day's timed items (their spans merged) that
 * starts at or after `from`: where an item said "between" them fits. Linear after one sort.
 */
function gapThatFits(drafts: DayReading["drafts"], from: number, length: number): [number, number] | undefined {
  const spans = drafts
    .filter((o) => o.fixedStart !== undefined && !o.inBetween)
    .map((o) => [
      o.fixedStart as number,
      o.fixedEnd ?? (o.fixedStart as number) + (o.duration ?? defaultDuration(o.title)),
    ])
    .sort((x, y) => x[0] - y[0]);
  let end = -1;
  for (const [s, e] of spans) {
    if (end >= 0 && s - end >= length && end >= from) return [end, s];
    end = Math.max(end, e);
  }
  return undefined;
}

/** The tasks, one per draft in order (then any referenced events), and the work hours used. */
export interface BuiltTasks {
  tasks: ExtractedTask[];
  workStart: number;
  workEnd: number;
  /** Items that hold others ("on the layover: ..."): windows, not blocks (order.ts). */
  hosts?: Set<string>;
  /** Items done on a trip ("eat lunch on the train"): item id -> the trip's id (refiners/aboard.ts). */
  aboard?: Map<string, string>;
}

/** The shortest a guessed length is cut to by the next timed item. */
const LEAST_GUESSED = 10;

/**
 * "pick up Jean on the way 9.45 ... food bank 10-1", "dentist 2.15, school pickup 3" (issue 29, en23):
 * a timed item whose length is only guessed ends when the next timed item the text wrote starts,
 * not a conflict of the planner's own making. The guessed length, or the minutes to that start.
 */
function untilNextTimed(drafts: readonly Draft[], i: number, guessed: number): number {
  const start = drafts[i].fixedStart as number;
  let gap = guessed;
  for (const o of drafts) {
    if (o === drafts[i] || o.fixedStart === undefined || o.fixedStart <= start) continue;
    // (Only a guess off by at most half: "meeting at 11, call at 11:15" is still the conflict it looks like.)
    const until = o.fixedStart - start;
    if (until >= LEAST_GUESSED && 2 * until >= guessed) gap = Math.min(gap, until);
  }
  return gap;
}

export function buildTasks(reading: DayReading): BuiltTasks {
  const { options, planDeadline, lang, dayStart, dayEnd, drafts } = reading;
  const tasks: ExtractedTask[] = [];
  const workStart = options.workStart ? toMinutes(options.workStart) : ANCHOR_TIMES.work[0];
  const workEnd = options.workEnd ? toMinutes(options.workEnd) : ANCHOR_TIMES.work[1];
  readEveningContext(drafts);
  // (The early morning first: "depot, 5:30am start / load the van 5:30-7 / drops 7:15-12" reads the
  // van at 5:30, so the drops after it are no evening's.)
  readEarlierClocks(drafts, dayStart);
  readFirstInOrder(drafts, dayStart);
  readTakenEarlyHour(drafts, dayEnd);
  readRangesPastDayEnd(drafts, dayEnd);
  readLaterClocks(drafts, workEnd);
  readClearOfShift(drafts);
  readEarlyDayInOrder(drafts, dayStart);
  readMorningFollowOn(drafts);
  // (Work hours the text wrote: the second reading has them as the options', and their own item.)
  const written = options.workStart !== undefined && drafts.some((d) => isWorkFrame(d, workStart, workEnd));
  const ownTime = (t: string): boolean => classifyKind(t, true) === "habit" || isLeisure(t);
  readOwnTimeAfterWork(drafts, written, [workStart, workEnd], dayEnd, ownTime);
  readFirstBeforeSecond(drafts);
  readRunInOrder(drafts);

  drafts.forEach((d, i) => {
    planDeadline?.check();
    const hasTime = d.fixedStart !== undefined || (d.fixedEnd !== undefined && d.untilOnly === true);
    let fixedStart = d.fixedStart;
    let fixedEnd = d.fixedEnd;
    let earliest = d.earliest;
    let deadline = d.deadline;
    const explicitDuration = d.duration !== undefined;
    if (d.eod && fixedStart === undefined) deadline ??= workEnd;
    if (d.inBetween && fixedStart === undefined) {
      // Between the last two timed items written before it (or a run of the same item); with none
      // before it, the first two written after it.
      // (A timed item of the same gap list, "in between: dentist 1:30", is in the gap, not its bound.)
      const before = drafts.slice(0, i).filter((o) => o.fixedStart !== undefined && !o.inBetween);
      // "between meetings reply to Sam, meetings 10-11 and 2-3": the timed items written after it.
      const later = drafts.slice(i + 1).filter((o) => o.fixedStart !== undefined && !o.inBetween);
      // ("early shift 6.30-10, ring mum between shifts, late shift 4-9": the one before and the one after.)
      const around = before.length === 1 && later.length >= 1;
      const timed = before.length >= 2 ? before : around ? [before[0], later[0]] : later;
      // "meetings at 10-11, 1-2 and 4-5. In between: ...": from the first of them to the last.
      const last = timed[timed.length - 1];
      const group = last ? timed.filter((o) => o.title === last.title) : [];
      const pair = group.length >= 3 ? [group[0], last] : before.length >= 2 ? timed.slice(-2) : timed.slice(0, 2);
      if (timed.length >= 2) {
        const [a, b] = pair.sort((x, y) => (x.fixedStart as number) - (y.fixedStart as number));
        const aEnd = a.fixedEnd ?? (a.fixedStart as number) + (a.duration ?? defaultDuration(a.title));
        const gap = aEnd < (b.fixedStart as number) ? ([aEnd, b.fixedStart as number] as const) : undefined;
        // "wax 3 pairs of skis between lessons, 15 min a pair" after two lessons 15 minutes apart: a gap
        // between the day's timed items that holds it (the first from the pair's), not one it cannot fit.
        const length = d.duration ?? defaultDuration(d.title);
        const found = gap && gap[1] - gap[0] >= length ? gap : (gapThatFits(drafts, aEnd, length) ?? gap);
        if (found) {
          earliest = Math.max(earliest ?? 0, found[0]);
          deadline = Math.min(deadline ?? 1440, found[1]);
        }
      }
    }
    let duration = d.duration ?? defaultDuration(d.title);
    if (d.fill && d.duration === undefined && d.fixedStart === undefined) {
      // "code the rest of the day": the free time of the working day (or of that part of it), less the
      // other untimed items and the breaks a long run needs.
      const now = options.now ? Math.ceil(toMinutes(options.now) / 5) * 5 : 0;
      const [lo0, hi] =
        d.fill === "morning"
          ? [dayStart, 720]
          : d.fill === "afternoon"
            ? [720, 1080]
            : d.fill === "evening"
              ? [1020, dayEnd]
              : [dayStart, Math.max(workEnd, dayStart + 60)];
      const prev = i > 0 ? drafts[i - 1] : undefined;
      const prevEnd =
        d.sequential && prev?.fixedStart !== undefined
          ? (prev.fixedEnd ?? prev.fixedStart + (prev.duration ?? defaultDuration(prev.title)))
          : 0;
      const lo = Math.max(lo0, dayStart, now, prevEnd);
      const others = drafts.reduce(
        (sum, o, k) =>
          k !== i && o.fixedStart === undefined && !o.partOfDay ? sum + (o.duration ?? defaultDuration(o.title)) : sum,
        0,
      );
      const avail = freeMinutes(drafts, lo, Math.min(hi, dayEnd), dayStart) - (d.fill === "day" ? others : 0);
      duration = Math.max(30, Math.floor((avail * FOCUS_SHARE) / 5) * 5);
    }
    if (d.each && explicitDuration && d.fixedStart === undefined) duration *= itemCount(d.title);
    if (
      fixedStart !== undefined &&
      fixedEnd !== undefined &&
      d.between &&
      (explicitDuration ? fixedEnd - fixedStart >= duration : 3 * duration <= fixedEnd - fixedStart)
    ) {
      // (Without a length, "call the electrician between 9 and 11" is a window too when the usual
      // length is at most a third of it.)
      // "a 30 min call between 2 and 4": a window, not a block; so is one just as long as its
      // length ("call mum 30 min between 4 and 4.30"), a task that fits there.
      earliest = fixedStart;
      deadline = fixedEnd;
      fixedStart = undefined;
      fixedEnd = undefined;
    } else if (
      fixedStart !== undefined &&
      fixedEnd !== undefined &&
      d.between &&
      explicitDuration &&
      fixedEnd - fixedStart < duration
    ) {
      // "الظهر أنام ٤ ساعات" (between 12 and 3, 4 hours): the window is when it starts; the length said is kept.
      earliest = fixedStart;
      fixedStart = undefined;
      fixedEnd = undefined;
    } else if (fixedStart === undefined && fixedEnd !== undefined) {
      if (explicitDuration || !d.untilOnly) {
        deadline ??= fixedEnd;
        fixedEnd = undefined;
      } else {
        const end = fixedEnd;
        if (
          d.endAmbiguous &&
          end + 720 <= dayEnd &&
          drafts.slice(0, i).some((o) => o.fixedStart !== undefined) &&
          drafts.slice(0, i).every((o) => o.fixedStart === undefined || o.fixedStart >= end)
        ) {
          // "study 2 to 4, gym 5 to 6:30, read until 11": after those, so 11pm.
          fixedEnd += 720;
        }
        // "study until 11": from the start of the day, or from the end of the timed item before it ("then emails till 9").
        const prev = i > 0 ? drafts[i - 1] : undefined;
        const prevEnd =
          prev && d.sequential && prev.fixedStart !== undefined
            ? (prev.fixedEnd ?? prev.fixedStart + (prev.duration ?? defaultDuration(prev.title)))
            : undefined;
        fixedStart = prevEnd !== undefined && prevEnd < fixedEnd ? prevEnd : Math.min(dayStart, fixedEnd - 5);
        // "grandkids after school till 6": from the end of school (or of a meal), not from the day's start.
        const from = anchoredStart(d.afterAnchors);
        if (from !== undefined && from > fixedStart && from < fixedEnd) fixedStart = from;
        if (prevEnd === undefined && i > 0) {
          // "wake up at 7, yoga, breakfast, work on slides until noon": it starts after what is written before it.
          let base = dayStart;
          let flexSum = 0;
          for (let j = 0; j < i; j++) {
            // Tasks before this one are built already: timed ones move the start, the others add up.
            const o = tasks[j];
            if (o.fixedStart !== undefined && o.fixedEnd !== undefined) {
              const oEnd = toMinutes(o.fixedEnd);
              if (oEnd <= fixedEnd && oEnd > base) {
                base = oEnd;
                flexSum = 0;
              }
            } else if (
              !o.deadline &&
              !o.earliestStart &&
              (!o.partOfDay || (o.partOfDay === "morning" && fixedEnd <= 720))
            ) {
              flexSum += o.durationMinutes;
            }
          }
          const start = base + flexSum <= fixedEnd - 30 ? base + flexSum : base;
          if (start < fixedEnd) fixedStart = Math.max(fixedStart, start);
        }
        // "study until 12" planned at 9:30: from now, not from a start that is already past.
        const now = options.now ? Math.ceil(toMinutes(options.now) / 5) * 5 : undefined;
        if (now !== undefined && now > fixedStart && now <= fixedEnd - 15) fixedStart = now;
      }
    }
    const fixed = fixedStart !== undefined && hasTime;
    if (fixed && fixedStart !== undefined) {
      // "on call from 10pm", "de guardia desde las 22": a duty with no end runs to the end of the day.
      if (fixedEnd === undefined && !explicitDuration && onDuty(d.title) && fixedStart + 30 < 1440)
        fixedEnd = dayEnd > fixedStart + 30 ? dayEnd : 1440;
      if (fixedEnd === undefined) {
        fixedEnd = Math.min(1440, fixedStart + (explicitDuration ? duration : untilNextTimed(drafts, i, duration)));
        if (fixedStart >= 1440) {
          fixedStart = 1440 - Math.min(duration, 60);
          fixedEnd = 1440;
        }
      }
      duration = fixedEnd - fixedStart;
    } else {
      fixedStart = undefined;
      fixedEnd = undefined;
    }
    if (deadline !== undefined && d.deadlineAmbiguous && !fixed) {
      const lo = Math.max(reading.earlyStart, earliest ?? 0, options.now ? toMinutes(options.now) : 0);
      // The day's work hours ("shop open 8-6") are where the work goes, not time taken: "by 11" is the morning's.
      // (So are the parts of a split one, "Frutería abierta de 7 a 2 y de 4 a 8": the title that starts the work hours.)
      const framed = new Set(drafts.filter((o) => o.fixedStart === workStart).map((o) => o.title));
      const part = (o: (typeof drafts)[number]): boolean =>
        framed.has(o.title) && (o.fixedStart as number) >= workStart && (o.fixedEnd ?? 0) <= workEnd;
      const busy = options.workStart
        ? drafts.filter((o) => !isWorkFrame(o, workStart, workEnd) && !(o.fixedStart !== undefined && part(o)))
        : drafts;
      if (freeMinutes(busy, lo, deadline, reading.earlyStart) < duration || d.partOfDay === "evening") deadline += 720;
    }
    if (deadline !== undefined && deadline > dayEnd && !fixed) deadline = Math.min(deadline, 1440);
    // (A bare "tea" at an evening hour is the evening meal, evening-tea.ts.)
    const kind = fixed && isEveningTea(d.title, fixedStart) ? "meal" : classifyKind(d.title, fixed);
    // A nap belongs to the afternoon (unless written after an item: "despues de comer siesta" after a
    // late lunch at 17:30 goes after it, not into an afternoon already gone).
    if (
      !fixed &&
      !d.partOfDay &&
      earliest === undefined &&
      deadline === undefined &&
      !lateAnchor(d, drafts) &&
      /\b(?:nap|power nap)\b|siesta/iu.test(d.title)
    )
      d.partOfDay = "afternoon";
    // A child's bedtime routine with no time of its own ("bath + bed 30 min") is the evening's.
    if (!fixed && !d.partOfDay && earliest === undefined && deadline === undefined && isBedtimeRoutine(d.title))
      d.partOfDay = "evening";
    // Cooking dinner happens before dinner, in the evening; cooking lunch before midday.
    if (
      !fixed &&
      !d.partOfDay &&
      earliest === undefined &&
      deadline === undefined &&
      (/(?:cook|prep|prepare|make|cocinar|preparar|hacer)\b.*\b(?:dinner|supper|la\s+cena|cena)\b|\bdinner\s+prep/iu.test(
        d.title,
      ) ||
        /(?:طبخ|أطبخ|اطبخ|تحضير|أحضر|احضر|أجهز|اجهز|تجهيز)[^\n]{0,40}عشاء/u.test(d.title))
    ) {
      d.partOfDay = "evening";
    }
    const task: ExtractedTask = {
      id: `t${i + 1}`,
      title: d.title,
      kind,
      durationMinutes: fixed ? Math.max(1, duration) : clampMinutes(duration),
      priority: d.priority,
      source: d.source,
    };
    if (d.pieceCap !== undefined && !fixed && task.durationMinutes > d.pieceCap) task.maxPieceMinutes = d.pieceCap;
    if (fixed) {
      task.fixedStart = fromMinutes(fixedStart as number);
      task.fixedEnd = fromMinutes(fixedEnd as number);
    } else {
      if (deadline !== undefined) task.deadline = fromMinutes(deadline);
      if (earliest !== undefined) task.earliestStart = fromMinutes(earliest);
      if (d.partOfDay) task.partOfDay = d.partOfDay;
    }
    tasks.push(task);
  });

  // "prepare the slides before the 2pm pitch": the pitch is an event of the day too, unless it is
  // written on its own ("..., pitch at 2pm").
  drafts.forEach((d, i) => {
    const at = tasks[i].deadline;
    if (!d.refEvent || !at || tasks.length >= MAX_TASKS) return;
    const start = toMinutes(at);
    if (tasks.some((t) => t.fixedStart !== undefined && toMinutes(t.fixedStart) === start)) return;
    const title = cleanTitle(d.refEvent, lang);
    if (!title || CHIT_CHAT.test(title)) return;
    const minutes = defaultDuration(title);
    tasks.push({
      id: `t${tasks.length + 1}`,
      title,
      kind: classifyKind(title, true),
      durationMinutes: Math.min(minutes, 1440 - start),
      fixedStart: fromMinutes(start),
      fixedEnd: fromMinutes(Math.min(1440, start + minutes)),
      priority: 3,
      source: d.refEvent,
    });
  });

  // "design sync at 9:30, planning at 10": a timed item whose length was a guess ends when the
  // next timed item begins, instead of colliding with it.
  const starts = tasks.filter((t) => t.fixedStart).map((t) => toMinutes(t.fixedStart as string));
  drafts.forEach((d, i) => {
    const t = tasks[i];
    if (!t.fixedStart || d.duration !== undefined || d.fixedEnd !== undefined) return;
    const s = toMinutes(t.fixedStart);
    const e = toMinutes(t.fixedEnd as string);
    let next = e;
    for (const o of starts) if (o > s && o < next) next = o;
    if (next < e && next - s >= 30) {
      t.fixedEnd = fromMinutes(next);
      t.durationMinutes = next - s;
    }
  });

  return { tasks, workStart, workEnd };
}

/** The usual end of what an item comes after, when it is school or a meal ("after school till 6"). */
function anchoredStart(anchors: readonly Anchor[]): number | undefined {
  for (const a of anchors) {
    if (a.kind !== "task") continue;
    const which = anchorOf(a.ref);
    if (which === "school" || which === "lunch" || which === "dinner" || which === "breakfast")
      return ANCHOR_TIMES[which][1];
  }
  return undefined;
}

/** Written after an item of the day (the same anchor word: "después de comer" and "comer a las 5 y media") that ends after 17:00. */
function lateAnchor(d: DayReading["drafts"][number], drafts: DayReading["drafts"]): boolean {
  return d.afterAnchors.some((a) => {
    if (a.kind !== "task") return false;
    const which = anchorOf(a.ref);
    const ends = (o: DayReading["drafts"][number]): number =>
      o.fixedEnd ?? (o.fixedStart === undefined ? 0 : o.fixedStart + (o.duration ?? 60));
    return drafts.some((o) => o !== d && ends(o) > 17 * 60 && which !== undefined && anchorOf(o.title) === which);
  });
}
