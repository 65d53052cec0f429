/**
 * The solver: places tasks into the day. Deterministic greedy placement on a 5-minute grid.
 *
 * 1. Explicitly timed tasks are placed exactly where they were asked; overlapping ones are both
 *    kept and flagged `conflict: true`.
 * 2. Flexible tasks get a window: [max(dayStart, now, earliestStart, part of day, end of the tasks
 *    they come after), min(dayEnd, deadline, part of day)]. Deadlines propagate backwards through
 *    "after" chains.
 * 3. They are placed one at a time: meals first (as close to their usual time as they can), then
 *    by priority, then tightest window end (a deadline only counts when it is tight: with room to
 *    spare the task keeps its written place), then the order the person wrote them. Each goes at the
 *    earliest free slot that keeps focus runs short: task blocks never run back to back for more
 *    than FOCUS_LIMIT (120) minutes without a gap of at least BREAK_MINUTES, and work (tasks and
 *    meetings) stays under WORK_LIMIT when it can. A task that fits in one focus run stays in one
 *    piece when such a slot exists; longer ones are cut into balanced pieces of at most FOCUS_LIMIT,
 *    shortened to use the gaps between meetings (pieces of an hour or more first, 30 minutes at
 *    least). Films, parties and drinks are leisure: never cut, not work, late in the evening.
 * 4. What does not fit goes to `unscheduled` with a reason. A task of an hour or less is placed
 *    whole or not at all; a longer one keeps its placed pieces when at least half of it fits, and
 *    the remaining minutes go to `unscheduled`.
 * 5. Gaps that are needed rest between long work runs become explicit "break" blocks.
 * 6. The user's planning settings (PlanOptions.focusCapMinutes / breakMinutes, see limitsOf) take
 *    the place of FOCUS_LIMIT and BREAK_MINUTES; PlanOptions.bufferMinutes keeps that many minutes
 *    after each timed meeting or call free (no flexible block starts there). Without them the
 *    constants hold and there is no buffer.
 */

import { AFTER_MEAL, isFocus, isPersonalTask, isWork, MEAL_PREP, NAP, TRAVEL, needsBuffer } from "./activity";
import { insertBreaks } from "./breaks";
import type { Deadline } from "./budget";
import { limitsOf, WHOLE_ONLY } from "./limits";
import {
  anchorReason,
  deadlineAnchorReason,
  PART_WORDS,
  reasonForPart,
  UNTIL_ONLY,
  unscheduledReason,
} from "./placement-reasons";
import { dayBounds, Timeline } from "./timeline";
import { LEISURE_EVENING, NAP_FROM, PART_WINDOWS } from "./windows";
import { shapeWindows, type ShapeTag } from "./day-shape";
import { placePieces, type Piece } from "./pieces";
import { Slots } from "./slots";
import { flexWindows, type Flex } from "./task-windows";
import { classifyKind, mealType, type MealType } from "./lexicon";
import { ceilGrid, fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PlannedBlock, PlanOptions, PlanResult, Reason, UnscheduledTask } from "./types";

// The solver's parts, re-exported for the callers that knew them here.
export { isPersonalTask, needsBuffer } from "./activity";
export { workChains } from "./breaks";
export { BREAK_MINUTES, FOCUS_LIMIT, limitsOf, splitDuration, WORK_LIMIT, type Limits } from "./limits";
export { dayBounds, type Day } from "./timeline";
export { PART_WINDOWS } from "./windows";

export interface SolveExtras {
  /** Blocks to keep exactly as they are (done / past blocks during a re-plan). */
  pinned?: PlannedBlock[];
  /** Adds to or adjusts the tasks before placing them (the user's habits due that day: src/server/habits/plan-integration.ts). */
  mergeTasks?: (tasks: ExtractedTask[]) => ExtractedTask[];
  /** Checked before each task is placed; throws PlanBudgetExceeded once spent (see budget.ts). */
  deadline?: Deadline;
}

/** Places tasks into the day. Deterministic: the same input always gives the same plan. */
export function scheduleTasks(tasks: ExtractedTask[], options: PlanOptions, extras: SolveExtras = {}): PlanResult {
  if (extras.mergeTasks) tasks = extras.mergeTasks(tasks);
  const day = dayBounds(options);
  const limits = limitsOf(options);
  const timeline = new Timeline(limits.rest);
  /** Keeps `buffer` minutes after a meeting or call free: it occupies the timeline but is no block. */
  const keepBuffer = (b: { kind: string; fixed: boolean; title: string }, end: number): void => {
    if (limits.buffer > 0 && needsBuffer(b) && end < 1440)
      timeline.add({
        start: end,
        end: Math.min(1440, end + limits.buffer),
        work: false,
        focus: false,
        flexible: false,
      });
  };
  const blocks: PlannedBlock[] = [];
  const unscheduled: UnscheduledTask[] = [];
  const warnings: Reason[] = [];
  const endOf = new Map<string, number>();
  const titleOf = new Map<string, string>();

  for (const p of extras.pinned ?? []) {
    const s = toMinutes(p.start);
    const e = toMinutes(p.end);
    blocks.push(p);
    timeline.add({ start: s, end: e, work: isWork(p.kind), focus: isFocus(p.kind), flexible: !p.fixed });
    keepBuffer(p, e);
    endOf.set(p.taskId, Math.max(endOf.get(p.taskId) ?? 0, e));
    titleOf.set(p.taskId, p.title);
  }

  // 1. Fixed events, exactly where asked.
  const fixedTasks = tasks.filter((t) => t.fixedStart !== undefined);
  const fixedBlocks: PlannedBlock[] = [];
  extras.deadline?.check();
  for (const t of fixedTasks) {
    const s = toMinutes(t.fixedStart as string);
    let e = t.fixedEnd !== undefined ? toMinutes(t.fixedEnd) : s + Math.max(1, t.durationMinutes);
    if (e <= s) e = Math.min(1440, s + Math.max(1, t.durationMinutes));
    e = Math.min(e, 1440);
    if (t.blocked) {
      // Kept free: it occupies the timeline (nothing flexible goes there) but is not a block.
      timeline.add({ start: s, end: e, work: false, focus: false, flexible: false });
      continue;
    }
    const block: PlannedBlock = {
      id: t.id,
      taskId: t.id,
      title: t.title,
      start: fromMinutes(s),
      end: fromMinutes(e),
      kind: t.kind,
      fixed: true,
      reason:
        /until|till|\btil\b|hasta/i.test(t.source ?? "") && UNTIL_ONLY.test(t.source ?? "")
          ? { code: "fixed-until", params: { time: fromMinutes(e) } }
          : { code: "fixed-time", params: { time: fromMinutes(s) } },
    };
    fixedBlocks.push(block);
    timeline.add({ start: s, end: e, work: isWork(t.kind), focus: isFocus(t.kind), flexible: false });
    keepBuffer(block, e);
    endOf.set(t.id, e);
    titleOf.set(t.id, t.title);
    if (s < day.start || e > day.end)
      warnings.push({ code: "outside-window", params: { title: t.title, time: fromMinutes(s) } });
  }
  for (let i = 0; i < fixedBlocks.length; i++) {
    for (let j = i + 1; j < fixedBlocks.length; j++) {
      const a = fixedBlocks[i];
      const b = fixedBlocks[j];
      if (toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end)) {
        if (!a.conflict) a.reason = { code: "conflict", params: { time: a.start, title: b.title } };
        if (!b.conflict) b.reason = { code: "conflict", params: { time: b.start, title: a.title } };
        a.conflict = true;
        b.conflict = true;
        warnings.push({
          code: "conflict-warning",
          params: { first: a.title, second: b.title, time: b.start > a.start ? b.start : a.start },
        });
      }
    }
  }
  blocks.push(...fixedBlocks);

  // 2. Windows for flexible tasks (task-windows.ts).
  const { flex, flexById } = flexWindows(tasks, day, endOf);

  // 3. Placement.
  const pending = new Set(flex);
  const focusPref = options.focusPreference;
  // Order: meals first (they need their usual window), then higher priority, then the tighter window end, then the written order.
  const keyOf = new Map<Flex, number>();
  /**
   * A deadline far enough away that everything written before the task (and the meals) fits before
   * it with an hour to spare: the task keeps its written place instead of jumping the queue.
   */
  const roomy = (f: Flex): boolean => {
    if (f.hiBy !== "deadline" && f.hiBy !== "successor") return false;
    let free = 0;
    for (const [a, b] of timeline.gaps(f.lo, f.hi)) free += b - a;
    // Its own breaks, and everything that may be placed before it: tasks written earlier, meals, and
    // tasks with limits of their own (a part of the day, a deadline).
    let demand = f.task.durationMinutes + limits.rest * Math.floor(f.task.durationMinutes / limits.focus);
    for (const g of flex) {
      if (g === f || g.lo >= f.hi) continue;
      if (g.index < f.index || g.hiBy || (g.meal !== undefined && g.meal !== "other")) demand += g.task.durationMinutes;
    }
    return free - demand >= 90;
  };
  const firstFlexIndex = flex.length ? Math.min(...flex.map((f) => f.index)) : 0;
  for (const f of flex) {
    // Breakfast keeps its written place after a morning routine ("run, shower, breakfast").
    const mealFirst =
      f.meal === "lunch" || f.meal === "dinner" || (f.meal === "breakfast" && f.index === firstFlexIndex);
    // Meals, then cooking them (right before the meal) and an evening out (a film, a party: they
    // need the evening, where errands can go earlier), then the rest: meals win over optional work.
    const rank =
      mealFirst && !f.task.deadline && !f.task.partOfDay
        ? 0
        : (MEAL_PREP.test(f.task.title) || (f.leisure && f.task.priority >= 3)) &&
            !f.task.deadline &&
            !f.task.earliestStart
          ? 1
          : 2;
    const prio = 5 - Math.max(0, Math.min(5, f.task.priority));
    const hiKey = f.hiBy && !roomy(f) ? f.hi : day.end;
    keyOf.set(f, ((rank * 8 + prio) * 4096 + Math.max(0, Math.min(4095, hiKey))) * 4096 + f.index);
  }
  // Tasks become ready when all their flexible predecessors are placed (or failed).
  const waiting = new Map<Flex, number>();
  const successors = new Map<string, Flex[]>();
  for (const f of flex) {
    let n = 0;
    for (const id of f.after) {
      if (!flexById.has(id)) continue;
      n++;
      const list = successors.get(id);
      if (list) list.push(f);
      else successors.set(id, [f]);
    }
    waiting.set(f, n);
  }

  const slots = new Slots(timeline, limits);

  while (pending.size > 0) {
    extras.deadline?.check();
    let pick: Flex | undefined;
    let pickKey = Infinity;
    for (const f of pending) {
      const k = keyOf.get(f) as number;
      if (k < pickKey && waiting.get(f) === 0) {
        pick = f;
        pickKey = k;
      }
    }
    if (!pick) {
      for (const f of pending) {
        const k = keyOf.get(f) as number;
        if (k < pickKey) {
          pick = f;
          pickKey = k;
        }
      }
    }
    const f = pick as Flex;
    pending.delete(f);
    for (const succ of successors.get(f.task.id) ?? []) waiting.set(succ, (waiting.get(succ) ?? 1) - 1);
    const task = f.task;

    let lo = f.lo;
    let loBy = f.loBy;
    let afterTitle: string | undefined;
    for (const id of f.after) {
      const e = endOf.get(id);
      if (e !== undefined && ceilGrid(e) >= lo) {
        lo = ceilGrid(e);
        loBy = "after";
        afterTitle = titleOf.get(id);
      }
    }
    let hi = f.hi;
    // A nap belongs after lunch, not at noon.
    if (task.kind === "break" && NAP.test(task.title) && lo < NAP_FROM && hi - NAP_FROM >= task.durationMinutes)
      lo = NAP_FROM;
    const kind = task.kind === "event" && !f.leisure ? classifyKind(task.title, false) : task.kind;
    const work = isWork(kind) && !f.leisure && !(task.durationMinutes <= 60 && TRAVEL.test(task.title));
    const prefWindow =
      focusPref && kind === "task" && task.durationMinutes >= 45 && !task.partOfDay
        ? PART_WINDOWS[focusPref]
        : undefined;
    const usesMealSlots =
      f.meal !== undefined &&
      f.meal !== "other" &&
      !task.partOfDay &&
      !task.deadline &&
      !task.earliestStart &&
      f.after.length === 0;
    // A film or drinks with no time of their own go in the evening, like ones "in the evening".
    const free = !task.partOfDay && !task.deadline && !task.earliestStart && f.after.length === 0;
    const late = f.leisure && (task.partOfDay === "evening" || free) ? LEISURE_EVENING : undefined;

    // "in 45-minute blocks": a shorter focus limit for this task's pieces and the rest around them.
    const taskLimits =
      task.maxPieceMinutes && task.maxPieceMinutes < limits.focus ? { ...limits, focus: task.maxPieceMinutes } : limits;
    const attempt = (relax: boolean, fewestFirst = true): Piece[] =>
      slots.withLimits(taskLimits, () =>
        placePieces(
          slots,
          {
            lo,
            hi,
            duration: task.durationMinutes,
            title: task.title,
            kind,
            work,
            meal: f.meal,
            usesMealSlots,
            late,
            free,
            prefWindow,
            limits: taskLimits,
          },
          relax,
          fewestFirst,
        ),
      );

    // The dishes come after a meal (dinner if there is one), not first thing in the morning.
    if (
      kind === "task" &&
      AFTER_MEAL.test(task.title) &&
      !task.deadline &&
      !task.earliestStart &&
      !task.partOfDay &&
      f.after.length === 0
    ) {
      const meals = blocks.filter((b) => b.kind === "meal" && mealType(b.title) !== undefined);
      const meal =
        meals.find((b) => mealType(b.title) === "dinner") ?? meals.find((b) => mealType(b.title) === "lunch");
      if (meal && toMinutes(meal.end) + task.durationMinutes <= hi) {
        lo = Math.max(lo, ceilGrid(toMinutes(meal.end)));
        loBy = "after";
        afterTitle = meal.title;
      }
    }
    // "cook dinner", "preparar la comida": right before that meal, when the meal is in the plan.
    const prep =
      kind === "task" && !task.deadline && !task.earliestStart && task.durationMinutes <= limits.focus
        ? MEAL_PREP.exec(task.title)
        : null;
    if (prep) {
      const meal: MealType = /dinner|supper|cena/iu.test(prep[1]) ? "dinner" : "lunch";
      const mealBlock = blocks.find(
        (b) => b.kind === "meal" && mealType(b.title) === meal && toMinutes(b.start) - task.durationMinutes >= lo,
      );
      if (mealBlock) {
        const t = slots.latestSlot(lo, Math.min(hi, toMinutes(mealBlock.start)), task.durationMinutes, work);
        if (t !== undefined && toMinutes(mealBlock.start) - (t + task.durationMinutes) <= 60) {
          timeline.add({ start: t, end: t + task.durationMinutes, work, focus: isFocus(kind), flexible: true });
          blocks.push({
            id: task.id,
            taskId: task.id,
            title: task.title,
            start: fromMinutes(t),
            end: fromMinutes(t + task.durationMinutes),
            kind,
            fixed: false,
            reason: { code: "before-meal", params: { title: mealBlock.title } },
            constraints: f.constraints,
          });
          endOf.set(task.id, t + task.durationMinutes);
          titleOf.set(task.id, task.title);
          continue;
        }
        // No room right before it: still before the meal, wherever there is room.
        if (slots.latestSlot(lo, Math.min(hi, toMinutes(mealBlock.start)), task.durationMinutes, work) !== undefined)
          hi = Math.min(hi, toMinutes(mealBlock.start));
      }
    }
    // "commute 30 min, office at 9": travel ends where the timed item begins, not hours before it.
    if (TRAVEL.test(task.title) && task.deadline && !task.partOfDay && task.durationMinutes <= 180) {
      const dl = toMinutes(task.deadline);
      const toWork = options.workStart !== undefined && toMinutes(options.workStart) === dl;
      const arrive = toWork || blocks.some((b) => b.fixed && toMinutes(b.start) === dl);
      const t = arrive ? slots.latestSlot(lo, Math.min(hi, dl), task.durationMinutes, work) : undefined;
      if (t !== undefined && dl - (t + task.durationMinutes) <= 30) {
        timeline.add({ start: t, end: t + task.durationMinutes, work, focus: isFocus(kind), flexible: true });
        blocks.push({
          id: task.id,
          taskId: task.id,
          title: task.title,
          start: fromMinutes(t),
          end: fromMinutes(t + task.durationMinutes),
          kind,
          fixed: false,
          reason: { code: toWork ? "before-work" : "deadline", params: { deadline: task.deadline } },
          constraints: f.constraints,
        });
        endOf.set(task.id, t + task.durationMinutes);
        titleOf.set(task.id, task.title);
        continue;
      }
    }
    const placedOf = (ps: Piece[]): number => ps.reduce((a, p) => a + p.len, 0);
    // Day shape (see day-shape.ts): the windows this task tries in turn; the first that takes all
    // of it wins, otherwise the one that took the most.
    const ws = options.workStart ? toMinutes(options.workStart) : undefined;
    const we = options.workEnd ? toMinutes(options.workEnd) : undefined;
    const shape = shapeWindows({
      lo,
      hi,
      dayStart: day.start,
      dayEnd: day.end,
      workStart: ws,
      workEnd: we,
      kind,
      work,
      personal: !f.meal && !f.leisure && isPersonalTask(task.title, kind),
      free: !task.partOfDay && !task.earliestStart && !task.deadline && f.after.length === 0,
      partOfDay: task.partOfDay,
      earliestStart: task.earliestStart !== undefined,
      duration: task.durationMinutes,
    });
    let pieces: Piece[] = [];
    let placement: ShapeTag = "any";
    let best: { pieces: Piece[]; tag: ShapeTag; lo: number } | undefined;
    const savedLo = lo;
    for (const w of shape) {
      lo = w.lo;
      hi = w.hi;
      // Each window is tried on the day without this task's earlier tries.
      if (best) for (const p of best.pieces) timeline.remove(p.occ);
      // Spilling past full work hours uses the gaps left inside them first, however short.
      const got = attempt(w.relax, w.tag !== "spill");
      const total = placedOf(got);
      if (!best || total > placedOf(best.pieces)) best = { pieces: got, tag: w.tag, lo };
      else {
        for (const p of got) timeline.remove(p.occ);
        for (const p of best.pieces) timeline.add(p.occ);
      }
      if (total === task.durationMinutes && !w.soft) break;
      if (total === task.durationMinutes && w.soft) {
        // The morning room is worth keeping unless it costs the task a piece or an hour.
        const next = shape[shape.indexOf(w) + 1];
        for (const p of got) timeline.remove(p.occ);
        lo = next.lo;
        hi = next.hi;
        const plain = attempt(next.relax);
        const endAt = (ps: Piece[]): number => Math.max(...ps.map((p) => p.t + p.len));
        if (
          placedOf(plain) === total &&
          (plain.length < got.length || (plain.length === got.length && endAt(plain) + 60 <= endAt(got)))
        )
          best = { pieces: plain, tag: next.tag, lo };
        else {
          for (const p of plain) timeline.remove(p.occ);
          for (const p of got) timeline.add(p.occ);
        }
        break;
      }
    }
    hi = f.hi;
    lo = savedLo;
    if (best) {
      pieces = best.pieces;
      placement = best.tag;
      if (best.tag !== "any") lo = Math.max(lo, best.lo);
    }
    const inWorkHours = placement === "work";
    const afterWorkHours = placement === "personal";
    const spilled = placement === "spill";
    if (work && placedOf(pieces) < task.durationMinutes) {
      // Rather than leave part of it out, let it follow a meeting directly (focus limits still hold).
      for (const p of pieces) timeline.remove(p.occ);
      const again = attempt(true);
      if (placedOf(again) > placedOf(pieces)) pieces = again;
      else {
        for (const p of again) timeline.remove(p.occ);
        for (const p of pieces) timeline.add(p.occ);
      }
    }
    const got = placedOf(pieces);
    if (got < task.durationMinutes && (task.durationMinutes <= WHOLE_ONLY || got * 2 < task.durationMinutes)) {
      // A short task is done whole or not at all (half an hour of a one-hour task helps nobody), and
      // a long one only if at least half of it fits; otherwise its room goes to the rest.
      for (const p of pieces) timeline.remove(p.occ);
      pieces = [];
    }
    pieces.sort((a, b) => a.t - b.t);

    let placed = 0;
    let cursor = lo;
    pieces.forEach((p, i) => {
      let why = p.why;
      if (!why || why.code === "focus-time") {
        if (f.hiBy === "deadline" && task.deadline)
          why = deadlineAnchorReason(task) ?? { code: "deadline", params: { deadline: task.deadline } };
        else if (i > 0) why = { code: "split-part", params: { part: i + 1, parts: pieces.length } };
        else if (loBy === "after" && afterTitle) why = { code: "after", params: { title: afterTitle } };
        else if (loBy === "earliest" && task.earliestStart)
          why = anchorReason(task) ?? { code: "after-time", params: { time: task.earliestStart } };
        else if (task.partOfDay)
          why =
            task.source && !PART_WORDS.test(task.source)
              ? { code: "usual-time" }
              : { code: reasonForPart(task.partOfDay) };
        else if (!why)
          why = {
            code:
              f.meal === "other"
                ? "meal"
                : inWorkHours || (spilled && we !== undefined && p.t + p.len <= we)
                  ? "work-hours"
                  : spilled
                    ? "work-hours-full"
                    : afterWorkHours
                      ? "after-work-hours"
                      : "first-free",
          };
      }
      const id = pieces.length > 1 ? `${task.id}-${i + 1}` : task.id;
      blocks.push({
        id,
        taskId: task.id,
        title: task.title,
        start: fromMinutes(p.t),
        end: fromMinutes(p.t + p.len),
        kind,
        fixed: false,
        reason: why,
        constraints: f.constraints,
      });
      placed += p.len;
      cursor = p.t + p.len;
    });
    if (placed > 0) {
      endOf.set(task.id, cursor);
      titleOf.set(task.id, task.title);
    }
    if (placed < task.durationMinutes) {
      const minutes = task.durationMinutes - placed;
      unscheduled.push({
        taskId: task.id,
        title: task.title,
        minutes,
        reason: unscheduledReason(f, day, options, cursor, afterTitle, usesMealSlots, minutes, placed),
        kind,
        constraints: f.constraints,
      });
    }
  }

  insertBreaks(
    blocks,
    day,
    options.locale === "es" ? "Descanso" : options.locale === "ar" ? "استراحة" : "Break",
    limits,
  );
  blocks.sort((a, b) =>
    a.start === b.start ? (a.end < b.end ? -1 : a.end > b.end ? 1 : 0) : a.start < b.start ? -1 : 1,
  );
  const result: PlanResult = { blocks, unscheduled };
  if (warnings.length) result.warnings = warnings;
  return result;
}
