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

import type { Deadline } from "./budget";
import { classifyKind, isLeisure, mealType, type MealType } from "./lexicon";
import { ceilGrid, floorGrid, fromMinutes, toMinutes, GRID } from "./time";
import type {
  BlockConstraints,
  ExtractedTask,
  PartOfDay,
  PlannedBlock,
  PlanOptions,
  PlanResult,
  Reason,
  UnscheduledTask,
} from "./types";

/** Longest continuous focus work (task blocks, events in between do not reset it) before a break. */
export const FOCUS_LIMIT = 120;
/** Tasks up to this long are placed whole or not at all. */
const WHOLE_ONLY = 60;
/** Smallest piece a long task is cut into to use a gap between other blocks. */
const MIN_CHUNK = 30;
/** Longest continuous work of any sort (tasks and events back to back) before a break. */
export const WORK_LIMIT = 120;
/** Personal errands and calls with family: they prefer time outside work hours. Linear (one alternation of words). */
const PERSONAL =
  /(?<![\p{L}])(?:groceries|grocery|supermarket|shopping|pharmacy|errands?|laundry|haircut|barber|dry\s+cleaning|post\s+office|call\s+(?:my\s+)?(?:mom|mum|mother|dad|father|parents|grandma|grandpa|granny|family|sister|brother|aunt|uncle)|compra|supermercado|farmacia|recados|colada|lavadora|peluquer[ií]a|llamar\s+a\s+(?:mi\s+)?(?:mam[aá]|pap[aá]|madre|padre|abuel[oa]|familia|herman[oa]|t[ií][oa]))(?![\p{L}])/iu;
/** Length of an inserted break; also the smallest gap that counts as rest. */
export const BREAK_MINUTES = 15;
/** Inserted breaks only fill gaps up to this long (a longer gap is free time anyway). */
const MAX_BREAK_GAP = 30;

/** The limits a plan follows: the constants above unless the user's settings say otherwise. */
export interface Limits {
  /** Longest focus run (FOCUS_LIMIT). */
  focus: number;
  /** Longest work run (WORK_LIMIT, or the focus cap when that is longer). */
  work: number;
  /** Break length, also the smallest gap that counts as rest (BREAK_MINUTES). */
  rest: number;
  /** Longest gap an inserted break fills. */
  maxBreakGap: number;
  /** Minutes kept free after a meeting or call. */
  buffer: number;
}

/** A setting on the 5-minute grid inside [lo, hi]; the fallback when it is not given. */
const clampInt = (value: number | undefined, fallback: number, lo: number, hi: number): number =>
  value === undefined || !Number.isFinite(value)
    ? fallback
    : Math.max(lo, Math.min(hi, Math.round(value / GRID) * GRID));

export function limitsOf(options: PlanOptions): Limits {
  const focus = clampInt(options.focusCapMinutes, FOCUS_LIMIT, 30, 240);
  const rest = clampInt(options.breakMinutes, BREAK_MINUTES, 5, 30);
  return {
    focus,
    work: Math.max(WORK_LIMIT, focus),
    rest,
    maxBreakGap: Math.max(MAX_BREAK_GAP, 2 * rest),
    buffer: clampInt(options.bufferMinutes, 0, 0, 30),
  };
}

/** Meetings and calls by their words (the lexicon's meeting, call, stand-up and interview words). Linear: one alternation. */
const MEETING_OR_CALL =
  /(?<![\p{L}\p{N}])(?:stand-?ups?|scrum|huddle|check-?in|calls?|phone|llamadas?|llamar|videollamadas?|1:1s?|1-on-1s?|one-on-ones?|1on1|meetings?|sync|sync-?up|reuni[oó]n|reuniones|junta|workshop|taller|retro|demo|interviews?|entrevistas?|webinar|zoom|conference|conferencia|اجتماع|الاجتماع|اجتماعات|مكالمة|المكالمة|اتصال)(?![\p{L}\p{N}])/iu;

/** Timed meetings and calls: the minutes after them are kept free (a class or a film needs no buffer). */
export const needsBuffer = (b: { kind: string; fixed: boolean; title: string }): boolean =>
  b.kind === "event" && b.fixed && MEETING_OR_CALL.test(b.title);
/** Getting somewhere is not focus work: it may run straight into a meeting. */
const TRAVEL =
  /\b(?:commute|commuting|drive|travel|train|bus|flight)\b|trayecto|desplazamiento|viaje|ir a la oficina/iu;
const AFTER_MEAL = /\b(?:dishes|wash(?:ing)?\s+up|dishwasher)\b|fregar|lavar\s+los\s+platos|lavavajillas/iu;
/** Cooking a meal: placed right before that meal. */
const MEAL_PREP =
  /(?:cook|prep|prepare|make|cocinar|preparar|hacer)\b.*?\b(lunch|dinner|supper|la\s+comida|el\s+almuerzo|la\s+cena|comida|almuerzo|cena)\b/iu;
const NAP = /\bnap\b|siesta/iu;
const NAP_FROM = 13 * 60 + 30;
/** A film or a party "in the evening" starts from here when it can. */
const LEISURE_EVENING = 19 * 60;

export const PART_WINDOWS: Record<PartOfDay, [number, number]> = {
  morning: [0, 12 * 60],
  afternoon: [12 * 60, 18 * 60],
  evening: [17 * 60, 24 * 60],
};

/**
 * Meal times: the start is looked for in `range`, as close as possible to `core` (the earliest
 * start inside it when several are free), and the meal ends by `endBy`.
 */
const MEAL_WINDOWS: Record<
  Exclude<MealType, "other">,
  { core: [number, number]; range: [number, number]; endBy: number }
> = {
  breakfast: { core: [0, 9 * 60], range: [0, 10 * 60 + 30], endBy: 11 * 60 + 30 },
  lunch: { core: [12 * 60, 13 * 60], range: [11 * 60, 14 * 60 + 30], endBy: 15 * 60 + 30 },
  dinner: { core: [18 * 60 + 30, 19 * 60 + 30], range: [17 * 60 + 30, 21 * 60], endBy: 22 * 60 + 30 },
};

/** Where a meal may go at all when its usual slot is taken (start of the window, end by). */
const MEAL_BROAD: Record<Exclude<MealType, "other">, [number, number]> = {
  breakfast: [0, 12 * 60],
  lunch: [10 * 60 + 30, 16 * 60 + 30],
  dinner: [17 * 60 + 30, 24 * 60],
};

const BRUNCH_WINDOW: (typeof MEAL_WINDOWS)["lunch"] = {
  core: [10 * 60 + 30, 11 * 60 + 30],
  range: [9 * 60 + 30, 13 * 60],
  endBy: 14 * 60,
};

interface Occ {
  start: number;
  end: number;
  /** Tasks and events: continuous work. */
  work: boolean;
  /** Tasks: focus work. */
  focus: boolean;
  flexible: boolean;
}

export interface Day {
  start: number;
  end: number;
  /** Earliest start for flexible blocks (dayStart or now, on the grid). */
  floor: number;
}

export function dayBounds(options: PlanOptions): Day {
  const start = toMinutes(options.dayStart);
  let end = toMinutes(options.dayEnd);
  if (end === 0) end = 1440;
  if (end <= start) throw new RangeError(`dayEnd (${options.dayEnd}) must be after dayStart (${options.dayStart})`);
  const now = options.now ? ceilGrid(toMinutes(options.now)) : 0;
  return { start, end, floor: Math.max(ceilGrid(start), now) };
}

/** "study until 11": an end time with no start time. */
const UNTIL_ONLY =
  /^(?!.*(?:\bfrom\b|\bbetween\b|\bdesde\b|\bentre\b|\bde\s+(?:las?\s+)?\d|\d\s*[-–]\s*\d|\bat\s+\d|\ba\s+las?\s+\d)).*\b(?:until|till|til|hasta)\b/iu;

/** Work: tasks and events. Meals, habits and breaks interrupt a work run. */
const isWork = (kind: string): boolean => kind === "task" || kind === "event";
/** Focus work: tasks. Events (meetings, classes) do not add to focus, but do not reset it either. */
const isFocus = (kind: string): boolean => kind === "task";

/** Balanced split: 120 -> [120], 180 -> [90, 90], 200 -> [100, 100], 300 -> [100, 100, 100]. */
export function splitDuration(minutes: number, limit = FOCUS_LIMIT): number[] {
  if (minutes <= limit) return [minutes];
  const n = Math.ceil(minutes / limit);
  const units = Math.round(minutes / GRID);
  const base = Math.floor(units / n);
  let extra = units - base * n;
  const parts: number[] = [];
  for (let i = 0; i < n; i++) {
    parts.push((base + (extra > 0 ? 1 : 0)) * GRID);
    if (extra > 0) extra--;
  }
  const diff = minutes - parts.reduce((a, b) => a + b, 0);
  parts[parts.length - 1] += diff;
  return parts;
}

class Timeline {
  occ: Occ[] = [];
  private maxLen = 0;

  /** `rest`: the smallest gap that ends a work run (the break length). */
  constructor(private readonly rest: number = BREAK_MINUTES) {}

  add(o: Occ): void {
    this.maxLen = Math.max(this.maxLen, o.end - o.start);
    let lo = 0;
    let hi = this.occ.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.occ[mid].start <= o.start) lo = mid + 1;
      else hi = mid;
    }
    this.occ.splice(lo, 0, o);
  }

  remove(o: Occ): void {
    const i = this.occ.indexOf(o);
    if (i >= 0) this.occ.splice(i, 1);
  }

  /** First index whose end is after t. */
  private firstEndingAfter(t: number): number {
    // occ is sorted by start; ends are sorted too except among overlapping (conflicting) events.
    let lo = 0;
    let hi = this.occ.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.occ[mid].start + this.maxLen <= t) lo = mid + 1;
      else hi = mid;
    }
    for (let i = lo; i < this.occ.length; i++) if (this.occ[i].end > t) return i;
    return this.occ.length;
  }

  /** Free intervals inside [lo, hi), in time order. */
  gaps(lo: number, hi: number): [number, number][] {
    const out: [number, number][] = [];
    let cur = lo;
    for (const o of this.occ) {
      if (o.start >= hi) break;
      if (o.end <= cur) continue;
      if (o.start > cur) out.push([cur, Math.min(o.start, hi)]);
      cur = Math.max(cur, o.end);
      if (cur >= hi) break;
    }
    if (cur < hi) out.push([cur, hi]);
    return out;
  }

  /** Returns the end of a blocking interval if [s, e) overlaps something, else -1. */
  blocker(s: number, e: number): number {
    let latest = -1;
    for (let i = this.firstEndingAfter(s); i < this.occ.length; i++) {
      const o = this.occ[i];
      if (o.start >= e) break;
      if (o.end > s && o.start < e) latest = Math.max(latest, o.end);
    }
    return latest;
  }

  /** Index of the first block starting at or after t. */
  private firstStartingAt(t: number): number {
    let lo = 0;
    let hi = this.occ.length;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (this.occ[mid].start < t) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  /**
   * Continuous work ending at t: [work minutes (tasks + events), focus minutes (tasks)]. Follows
   * blocks that end less than `rest` minutes before the current point, backwards; conflicting
   * (overlapping) events are counted in full, which errs on the side of a break.
   */
  runBefore(t: number): [number, number] {
    let cur = t;
    let work = 0;
    let focus = 0;
    let seen: Set<number> | undefined;
    const top = this.firstStartingAt(t) - 1;
    for (;;) {
      let next = cur;
      for (let i = top; i >= 0; i--) {
        const o = this.occ[i];
        if (o.start + this.maxLen <= cur - this.rest) break;
        if (o.end <= cur - this.rest || !o.work || seen?.has(i)) continue;
        (seen ??= new Set()).add(i);
        work += Math.max(0, Math.min(o.end, cur) - o.start);
        if (o.focus) focus += o.end - o.start;
        if (o.start < next) next = o.start;
      }
      if (next === cur) break;
      cur = next;
    }
    return [work, focus];
  }

  /** Continuous work starting at t (the mirror of runBefore). */
  runAfter(t: number): [number, number] {
    let cur = t;
    let work = 0;
    let focus = 0;
    let seen: Set<number> | undefined;
    const from = this.firstEndingAfter(t);
    for (;;) {
      let next = cur;
      for (let i = from; i < this.occ.length; i++) {
        const o = this.occ[i];
        if (o.start >= cur + this.rest) break;
        if (o.end <= t || !o.work || seen?.has(i)) continue;
        (seen ??= new Set()).add(i);
        work += Math.max(0, o.end - Math.max(o.start, cur));
        if (o.focus) focus += o.end - o.start;
        if (o.end > next) next = o.end;
      }
      if (next === cur) break;
      cur = next;
    }
    return [work, focus];
  }
}

interface Flex {
  task: ExtractedTask;
  index: number;
  lo: number;
  hi: number;
  /** What set lo/hi, for reasons. */
  loBy?: "earliest" | "part" | "after" | "floor";
  hiBy?: "deadline" | "part" | "successor";
  meal?: MealType;
  /** Films, parties, drinks: not work, never split, late in the evening. */
  leisure: boolean;
  after: string[];
  constraints: BlockConstraints;
}

export interface SolveExtras {
  /** Blocks to keep exactly as they are (done / past blocks during a re-plan). */
  pinned?: PlannedBlock[];
  /** Adds to or adjusts the tasks before placing them (the user's habits due that day: src/server/habits/plan-integration.ts). */
  mergeTasks?: (tasks: ExtractedTask[]) => ExtractedTask[];
  /** Checked before each task is placed; throws PlanBudgetExceeded once spent (see budget.ts). */
  deadline?: Deadline;
}

/** Words that show the person chose the part of the day (otherwise it was a sensible default). */
const PART_WORDS =
  /morning|afternoon|evening|night|tonight|first thing|\b[ap]\.?m\b|bed|ma[ñn]ana|tarde|noche|dormir|temprano|primera hora/i;

function reasonForPart(part: PartOfDay): string {
  return part;
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

  // 2. Windows for flexible tasks.
  const flexTasks = tasks.filter((t) => t.fixedStart === undefined);
  const known = new Set<string>([...tasks.map((t) => t.id), ...endOf.keys()]);
  const flexById = new Map<string, Flex>();
  const flex: Flex[] = flexTasks.map((task, index) => {
    let lo = day.floor;
    let hi = day.end;
    let loBy: Flex["loBy"] = "floor";
    let hiBy: Flex["hiBy"];
    if (task.earliestStart) {
      const e = ceilGrid(toMinutes(task.earliestStart));
      if (e > lo) {
        lo = e;
        loBy = "earliest";
      }
    }
    if (task.partOfDay) {
      const [a, b] = PART_WINDOWS[task.partOfDay];
      if (a > lo) {
        lo = a;
        loBy = "part";
      }
      if (b < hi) {
        hi = b;
        hiBy = "part";
      }
    }
    if (task.deadline) {
      const d = toMinutes(task.deadline);
      if (d < hi || (d === hi && hiBy === "part")) {
        hi = d;
        hiBy = "deadline";
      }
    }
    const meal = task.kind === "meal" ? (mealType(task.title) ?? "other") : undefined;
    const constraints: BlockConstraints = { priority: task.priority };
    if (task.deadline) constraints.deadline = task.deadline;
    if (task.earliestStart) constraints.earliestStart = task.earliestStart;
    if (task.partOfDay) constraints.partOfDay = task.partOfDay;
    const after = (task.after ?? []).filter((id) => known.has(id) && id !== task.id);
    if (after.length) constraints.after = after;
    const leisure = task.kind !== "meal" && task.kind !== "break" && isLeisure(task.title);
    const f: Flex = { task, index, lo, hi, loBy, hiBy, meal, leisure, after, constraints };
    flexById.set(task.id, f);
    return f;
  });

  // Drop "after" edges that would make a cycle (keep the ones written first).
  const state = new Map<string, number>();
  const visit = (f: Flex): void => {
    state.set(f.task.id, 1);
    f.after = f.after.filter((id) => {
      const p = flexById.get(id);
      if (!p) return true;
      const st = state.get(id) ?? 0;
      if (st === 1) return false;
      if (st === 0) visit(p);
      return true;
    });
    state.set(f.task.id, 2);
  };
  for (const f of flex) if ((state.get(f.task.id) ?? 0) === 0) visit(f);

  // Fixed predecessors push the window start.
  for (const f of flex) {
    for (const id of f.after) {
      const e = endOf.get(id);
      if (e !== undefined && !flexById.has(id) && e > f.lo) {
        f.lo = ceilGrid(e);
        f.loBy = "after";
      }
    }
  }
  // Deadlines propagate backwards through "after" chains.
  for (let pass = 0; pass < flex.length; pass++) {
    let changed = false;
    for (const f of flex) {
      for (const id of f.after) {
        const p = flexById.get(id);
        if (!p) continue;
        const limit = f.hi - f.task.durationMinutes;
        if (limit < p.hi) {
          p.hi = limit;
          // Only a real limit (a deadline, a part of the day) makes the predecessor urgent.
          if (f.hiBy) p.hiBy = "successor";
          changed = true;
        }
      }
    }
    if (!changed) break;
  }

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
    const rank = mealFirst && !f.task.deadline && !f.task.partOfDay ? 0 : 1;
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

  let relaxed = false;
  const fits = (t: number, len: number, work: boolean): number => {
    // Returns -1 if [t, t+len) can take the block; otherwise the next start worth trying.
    const blockedUntil = timeline.blocker(t, t + len);
    if (blockedUntil >= 0) return Math.max(ceilGrid(blockedUntil), t + GRID);
    if (work && !focusOk(t, len)) return t + GRID;
    return -1;
  };
  const focusOk = (t: number, len: number): boolean => {
    const [wb, fb] = timeline.runBefore(t);
    const [wa, fa] = timeline.runAfter(t + len);
    return !((!relaxed && wb + len + wa > limits.work) || fb + len + fa > limits.focus);
  };
  const earliestSlot = (lo: number, hi: number, len: number, work: boolean): number | undefined => {
    // Only free gaps long enough are tried; inside one, only the focus limits can say no.
    for (const [gs, ge] of timeline.gaps(ceilGrid(lo), hi)) {
      if (ge - gs < len) continue;
      for (let t = ceilGrid(gs); t + len <= ge; t += GRID) {
        if (!work || focusOk(t, len)) return t;
      }
    }
    return undefined;
  };
  /** Earliest start where at least minLen minutes fit; with the longest length there, up to target. */
  /** Latest start in [lo, hi - len] where the block fits (for cooking right before a meal). */
  const latestSlot = (lo: number, hi: number, len: number, work: boolean): number | undefined => {
    for (let t = floorGrid(hi - len); t >= ceilGrid(lo); t -= GRID) if (fits(t, len, work) < 0) return t;
    return undefined;
  };
  const earliestChunk = (lo: number, hi: number, target: number, minLen: number): [number, number] | undefined => {
    for (const [gs, ge] of timeline.gaps(ceilGrid(lo), hi)) {
      if (ge - gs < minLen) continue;
      for (let t = ceilGrid(gs); t + minLen <= ge; t += GRID) {
        let len = Math.min(target, floorGrid(ge - t));
        while (len >= minLen && !focusOk(t, len)) len -= GRID;
        if (len >= minLen && len > 0) return [t, len];
      }
    }
    return undefined;
  };
  const mealSlot = (f: Flex, lo: number, hi: number, len: number): number | undefined => {
    const w =
      f.meal === "lunch" && /brunch/iu.test(f.task.title)
        ? BRUNCH_WINDOW
        : MEAL_WINDOWS[f.meal as Exclude<MealType, "other">];
    const from = Math.max(w.range[0], ceilGrid(lo));
    const to = Math.min(w.range[1], hi - len, w.endBy - len);
    let best: number | undefined;
    let bestCost = Infinity;
    for (let t = from; t <= to; t += GRID) {
      const cost = t < w.core[0] ? w.core[0] - t : t > w.core[1] ? t - w.core[1] : 0;
      if (cost >= bestCost) {
        if (t > w.core[1]) break;
        continue;
      }
      const next = fits(t, len, false);
      if (next < 0) {
        best = t;
        bestCost = cost;
        if (cost === 0) break;
      }
    }
    return best;
  };

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
    const hi = f.hi;
    // A nap belongs after lunch, not at noon.
    if (task.kind === "break" && NAP.test(task.title) && lo < NAP_FROM && hi - NAP_FROM >= task.durationMinutes)
      lo = NAP_FROM;
    const kind = task.kind === "event" && !f.leisure ? classifyKind(task.title, false) : task.kind;
    const work = isWork(kind) && !f.leisure && !(task.durationMinutes <= 60 && TRAVEL.test(task.title));
    const splittable = kind === "task";
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

    interface Piece {
      t: number;
      len: number;
      why?: Reason;
      occ: Occ;
    }
    /** One attempt at placing the whole task; `relax` lets work follow meetings directly. */
    const attempt = (relax: boolean): Piece[] => {
      relaxed = relax;
      const pieces: Piece[] = [];
      let cursor = lo;
      let remaining = task.durationMinutes;
      const put = (t: number, len: number, why?: Reason): void => {
        const occ: Occ = { start: t, end: t + len, work, focus: isFocus(kind), flexible: true };
        timeline.add(occ);
        pieces.push({ t, len, why, occ });
        remaining -= len;
        cursor = t + len;
      };
      if (!splittable) {
        let t: number | undefined;
        let why: Reason | undefined;
        if (usesMealSlots) {
          t = mealSlot(f, cursor, hi, remaining);
          if (t !== undefined) why = { code: f.meal as string };
          else {
            // A late lunch after a 8-to-3 shift beats no lunch: anywhere in the meal's broad window.
            const [bLo, bHi] = MEAL_BROAD[f.meal as Exclude<MealType, "other">];
            t = earliestSlot(Math.max(cursor, bLo), Math.min(hi, bHi), remaining, work);
            if (t !== undefined) why = { code: "meal" };
          }
        } else if (f.meal && f.meal !== "other") {
          // Never breakfast at night or dinner in the morning: the fallback stays in the meal's broad window.
          const [bLo, bHi] = MEAL_BROAD[f.meal];
          t =
            mealSlot(f, cursor, hi, remaining) ??
            earliestSlot(Math.max(cursor, bLo), Math.min(hi, bHi), remaining, work);
        } else {
          if (late) t = earliestSlot(Math.max(cursor, late), hi, remaining, work);
          if (late && free) t ??= earliestSlot(Math.max(cursor, PART_WINDOWS.evening[0]), hi, remaining, work);
          t ??= earliestSlot(cursor, hi, remaining, work);
          if (t !== undefined && late && free && t >= PART_WINDOWS.evening[0]) why = { code: "usual-time" };
        }
        if (t !== undefined) put(t, remaining, why);
        relaxed = false;
        return pieces;
      }
      while (remaining > 0) {
        // A task that fits in one focus run stays in one piece when a slot that long exists.
        if (remaining <= limits.focus) {
          let t: number | undefined;
          let why: Reason | undefined;
          if (prefWindow) {
            t = earliestSlot(Math.max(cursor, prefWindow[0]), Math.min(hi, prefWindow[1]), remaining, true);
            if (t !== undefined) why = { code: "focus-time" };
          }
          t ??= earliestSlot(cursor, hi, remaining, true);
          if (t === undefined && !relaxed) {
            // One piece right after a meeting beats two half pieces.
            relaxed = true;
            t = earliestSlot(cursor, hi, remaining, true);
            relaxed = false;
          }
          // A later piece: an hour free before that slot is used first rather than left empty.
          const earlier =
            t !== undefined && pieces.length > 0 && !why ? earliestChunk(cursor, t, remaining, 60) : undefined;
          const useEarlier =
            earlier !== undefined && earlier[0] + earlier[1] <= (t as number) && remaining - earlier[1] >= MIN_CHUNK;
          if (t !== undefined && !useEarlier) {
            put(t, remaining, why);
            break;
          }
        }
        // Otherwise balanced pieces of at most FOCUS_LIMIT, shortened to use the gaps there are.
        const target = splitDuration(remaining, limits.focus)[0];
        // A piece of an hour or more if there is one; a half-hour sliver only as a last resort.
        const c =
          earliestChunk(cursor, hi, target, Math.min(remaining, 60)) ??
          earliestChunk(cursor, hi, target, Math.min(remaining, MIN_CHUNK));
        if (!c) break;
        let len = c[1];
        // Do not leave a sliver too short to place, when there is room for a proper last piece later.
        if (remaining - len > 0 && remaining - len < Math.min(MIN_CHUNK, remaining)) {
          const shorter = Math.max(Math.min(MIN_CHUNK, remaining), remaining - MIN_CHUNK);
          if (
            shorter < len &&
            earliestChunk(c[0] + shorter + limits.rest, hi, remaining - shorter, remaining - shorter)
          )
            len = shorter;
        }
        if (len <= 0) break;
        put(c[0], len);
      }
      relaxed = false;
      return pieces;
    };

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
        const t = latestSlot(lo, Math.min(hi, toMinutes(mealBlock.start)), task.durationMinutes, work);
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
      }
    }
    // "commute 30 min, office at 9": travel ends where the timed item begins, not hours before it.
    if (TRAVEL.test(task.title) && task.deadline && !task.partOfDay && task.durationMinutes <= 180) {
      const dl = toMinutes(task.deadline);
      const arrive = blocks.find((b) => b.fixed && toMinutes(b.start) === dl);
      const t = arrive ? latestSlot(lo, Math.min(hi, dl), task.durationMinutes, work) : undefined;
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
          reason: { code: "deadline", params: { deadline: task.deadline } },
          constraints: f.constraints,
        });
        endOf.set(task.id, t + task.durationMinutes);
        titleOf.set(task.id, task.title);
        continue;
      }
    }
    const placedOf = (ps: Piece[]): number => ps.reduce((a, p) => a + p.len, 0);
    // Work hours: work-like tasks with no time of their own start inside them when they fit there
    // (not at wake-up); otherwise they go wherever the day has room.
    const ws = options.workStart ? toMinutes(options.workStart) : undefined;
    const we = options.workEnd ? toMinutes(options.workEnd) : undefined;
    // Personal errands, exercise and calls with family go after work (or before it) rather than inside it.
    const personalKind = !f.meal && !f.leisure && (kind === "habit" || PERSONAL.test(task.title));
    const personal =
      ws !== undefined &&
      we !== undefined &&
      we > ws &&
      personalKind &&
      !task.partOfDay &&
      !task.earliestStart &&
      !task.deadline &&
      f.after.length === 0 &&
      lo < we &&
      hi >= we + task.durationMinutes;
    const toWorkHours =
      !personalKind &&
      ws !== undefined &&
      we !== undefined &&
      we > ws &&
      work &&
      kind === "task" &&
      !task.partOfDay &&
      !task.earliestStart &&
      !prefWindow &&
      lo < ws &&
      hi >= ws + task.durationMinutes;
    let pieces: Piece[] = [];
    let inWorkHours = false;
    let afterWorkHours = false;
    if (toWorkHours) {
      const saved = lo;
      lo = ws;
      pieces = attempt(false);
      if (
        placedOf(pieces) === task.durationMinutes &&
        pieces.every((p) => p.t + p.len <= Math.max(we, ws + task.durationMinutes))
      ) {
        inWorkHours = true;
      } else {
        for (const p of pieces) timeline.remove(p.occ);
        lo = saved;
        pieces = attempt(false);
      }
    } else if (personal) {
      const saved = lo;
      lo = we;
      pieces = attempt(false);
      if (placedOf(pieces) === task.durationMinutes) afterWorkHours = true;
      else {
        for (const p of pieces) timeline.remove(p.occ);
        lo = saved;
        pieces = attempt(false);
      }
    } else pieces = attempt(false);
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
                : inWorkHours
                  ? "work-hours"
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

const ANCHOR_REASONS: [RegExp, string][] = [
  [
    /\b(?:after|once)\s+(?:I'?m\s+)?(?:done\s+with\s+|back\s+from\s+|finished\s+with\s+)?(?:the\s+|my\s+)?(?:work|office|shift)\b|(?:despu[eé]s|luego)\s+del\s+(?:trabajo|curro|turno)|al\s+salir\s+del\s+(?:trabajo|curro)/iu,
    "after-work",
  ],
  [
    /\bafter\s+(?:the\s+|my\s+)?(?:lunch|lunchtime)\b|(?:despu[eé]s|luego)\s+de\s+(?:comer|almorzar)|(?:despu[eé]s|luego)\s+de(?:l)?\s+(?:la\s+)?(?:comida|almuerzo)|tras\s+(?:la\s+)?comida/iu,
    "after-lunch",
  ],
  [
    /\bafter\s+(?:the\s+|my\s+)?(?:school|class|classes)\b|(?:despu[eé]s|luego)\s+de(?:l)?\s+(?:clase|clases|colegio|cole|instituto)/iu,
    "after-school",
  ],
  [/\bbefore\s+(?:bed|bedtime|sleep|sleeping)\b|antes\s+de\s+(?:dormir|acostarme|ir\s+a\s+la\s+cama)/iu, "before-bed"],
  [
    /\bafter\s+(?:the\s+|my\s+)?dinner\b|(?:despu[eé]s|luego)\s+de\s+cenar|(?:despu[eé]s|luego)\s+de\s+la\s+cena/iu,
    "after-dinner",
  ],
];

const DEADLINE_ANCHORS: [RegExp, string][] = [
  [/\bbefore\s+(?:the\s+|my\s+)?(?:work|office|shift)\b|antes\s+del\s+(?:trabajo|curro|turno)/iu, "before-work"],
  [
    /\bbefore\s+(?:the\s+|my\s+)?(?:lunch|lunchtime)\b|antes\s+de\s+(?:comer|almorzar)|antes\s+de(?:l)?\s+(?:la\s+)?(?:comida|almuerzo)/iu,
    "before-lunch",
  ],
];

/** "gym before work" reads better as "before work" than "before your 9am deadline". */
function deadlineAnchorReason(task: ExtractedTask): Reason | undefined {
  if (!task.source) return undefined;
  for (const [re, code] of DEADLINE_ANCHORS)
    if (re.test(task.source)) return { code, params: { deadline: task.deadline ?? "" } };
  return undefined;
}

/** "gym after work" reads better as "after work" than "after 17:00". */
function anchorReason(task: ExtractedTask): Reason | undefined {
  if (!task.source) return undefined;
  for (const [re, code] of ANCHOR_REASONS)
    if (re.test(task.source)) return { code, params: { time: task.earliestStart ?? "" } };
  return undefined;
}

function unscheduledReason(
  f: Flex,
  day: Day,
  options: PlanOptions,
  cursor: number,
  afterTitle: string | undefined,
  meal: boolean,
  minutes: number,
  placed: number,
): Reason {
  const t = f.task;
  if (t.deadline && toMinutes(t.deadline) <= day.floor && options.now)
    return { code: "deadline-passed", params: { deadline: t.deadline } };
  if (meal && f.meal && f.meal !== "other") return { code: `no-room-${f.meal}` };
  if (f.hiBy === "deadline" && t.deadline)
    return { code: "no-room-deadline", params: { deadline: t.deadline, minutes } };
  if (t.partOfDay && (f.hiBy === "part" || f.loBy === "part"))
    return { code: `no-room-${t.partOfDay}`, params: { minutes } };
  if (afterTitle && cursor > day.floor) return { code: "no-room-after", params: { title: afterTitle, minutes } };
  if (t.earliestStart && f.loBy === "earliest")
    return { code: "no-room-after-time", params: { time: t.earliestStart, minutes } };
  if (placed === 0 && t.durationMinutes > day.end - day.floor)
    return { code: "longer-than-day", params: { minutes: t.durationMinutes } };
  return { code: "no-room", params: { dayEnd: fromMinutes(day.end), minutes } };
}

interface Chain {
  start: number;
  end: number;
  work: number;
  focus: number;
  flexible: boolean;
}

/** Groups sorted blocks into runs of continuous work (gaps under `rest`, no meal/habit/break in between). */
export function workChains(blocks: PlannedBlock[], rest: number = BREAK_MINUTES): Chain[] {
  const sorted = [...blocks].sort(
    (a, b) => toMinutes(a.start) - toMinutes(b.start) || toMinutes(a.end) - toMinutes(b.end),
  );
  const chains: Chain[] = [];
  let cur: Chain | undefined;
  for (const b of sorted) {
    const s = toMinutes(b.start);
    const e = toMinutes(b.end);
    if (!isWork(b.kind) || (b.kind === "event" && !b.fixed)) {
      // Meals, habits, breaks and flexible leisure (a film, drinks) interrupt a work run.
      cur = undefined;
      continue;
    }
    const len = cur ? e - Math.max(s, cur.end) : e - s;
    if (cur && s - cur.end < rest) {
      if (len > 0) cur.work += len;
      if (isFocus(b.kind)) cur.focus += e - s;
      cur.end = Math.max(cur.end, e);
      cur.flexible = cur.flexible || !b.fixed;
    } else {
      cur = { start: s, end: e, work: e - s, focus: isFocus(b.kind) ? e - s : 0, flexible: !b.fixed };
      chains.push(cur);
    }
  }
  return chains;
}

/** Turns the rest gaps between long work runs into explicit break blocks. */
function insertBreaks(blocks: PlannedBlock[], day: Day, title: string, limits: Limits): void {
  const chains = workChains(blocks, limits.rest);
  // Every block, not only meals and habits: a meal between overlapping (conflicting) events cuts a
  // chain while one of the events still runs.
  const others = blocks.map((b) => [toMinutes(b.start), toMinutes(b.end)]);
  const used = new Set(blocks.map((b) => b.id));
  let n = 0;
  for (let i = 1; i < chains.length; i++) {
    const a = chains[i - 1];
    const b = chains[i];
    const gap = b.start - a.end;
    if (gap < limits.rest || gap > limits.maxBreakGap) continue;
    if (!(a.flexible || b.flexible)) continue;
    if (a.work + b.work <= limits.work && a.focus + b.focus <= limits.focus) continue;
    if (a.work < 60 && !b.flexible) continue; // a break right before a fixed event only adds noise
    const start = ceilGrid(a.end);
    const end = Math.min(start + limits.rest, Math.floor(b.start / GRID) * GRID);
    if (end - start < 10 || start < day.floor || end > day.end) continue;
    if (others.some(([s, e]) => s < end && e > start)) continue;
    n++;
    while (used.has(`break-${n}`)) n++;
    used.add(`break-${n}`);
    blocks.push({
      id: `break-${n}`,
      taskId: `break-${n}`,
      title,
      start: fromMinutes(start),
      end: fromMinutes(end),
      kind: "break",
      fixed: false,
      reason:
        a.focus >= 60 && a.focus >= a.work
          ? { code: "focus-break", params: { minutes: a.focus } }
          : a.work >= 60
            ? { code: "work-break", params: { minutes: a.work } }
            : { code: "focus-break-before", params: { minutes: b.work } },
    });
  }
}
