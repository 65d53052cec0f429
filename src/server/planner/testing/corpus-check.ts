/**
 * The corpus checks, shared by the corpus test and the held-out benchmark (bench/planner-holdout.ts):
 * the cases live as JSON beside the test (corpus/<lang>/<phrase family>.json); each expectation of a
 * case is one check, and every case also gets the plan invariants and the day-shape checks.
 */

import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { CorpusCase } from "../corpus/types";
import { planProblems } from "../check";
import { readDay } from "../plan";
import { scheduleDay } from "../meals";
import { isPersonalTask } from "../schedule";
import { toMinutes } from "../time";
import type { ExtractedTask, PlannedBlock, PlanOptions, PlanResult } from "../types";

/** Every case in the JSON files under dir (one level of language folders), sorted by file name. */
export function loadCorpus(dir: string): CorpusCase[] {
  const out: CorpusCase[] = [];
  const walk = (d: string): void => {
    for (const e of readdirSync(d, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
      if (e.isDirectory()) walk(join(d, e.name));
      else if (e.name.endsWith(".json"))
        out.push(...(JSON.parse(readFileSync(join(d, e.name), "utf8")) as CorpusCase[]));
    }
  };
  walk(dir);
  return out;
}

const BASE: PlanOptions = { date: "2026-11-23", dayStart: "08:00", dayEnd: "22:00" };

function run(c: CorpusCase): { result: PlanResult; problems: string[]; tasks: ExtractedTask[] } {
  const { tasks, options, otherDays } = readDay(c.text, { ...BASE, ...c.options });
  const result = scheduleDay(tasks, options, c.text);
  if (otherDays.length > 0) result.otherDays = otherDays;
  return { result, problems: planProblems(tasks, options, result), tasks };
}

function describePlan(result: PlanResult): string {
  return [
    ...result.blocks.map((b) => `${b.start}-${b.end} ${b.fixed ? "F" : " "} ${b.kind} ${b.title}`),
    ...result.unscheduled.map((u) => `UNSCHEDULED ${u.title} ${u.minutes}`),
    ...(result.otherDays ?? []).map((o) => `OTHER DAY ${o.day} ${o.start ?? ""} ${o.title}`),
  ].join("\n");
}

export function caseProblems(c: CorpusCase): string[] {
  const { result, problems, tasks } = run(c);
  const out = [...problems, ...expectationProblems(c.expect, result, tasks), ...dayShapeProblems(c, result)];
  if (out.length) out.push(`plan:\n${describePlan(result)}`);
  return out;
}

/** What the plan gets wrong against the case's expectations. */
function expectationProblems(e: CorpusCase["expect"], result: PlanResult, tasks: ExtractedTask[]): string[] {
  const count = tasks.length;
  const out: string[] = [];
  const of = (title: string): PlannedBlock[] => result.blocks.filter((b) => b.title === title);
  const need = (title: string): PlannedBlock[] => {
    const bs = of(title);
    if (bs.length === 0) out.push(`no block titled "${title}"`);
    return bs;
  };
  for (const [title, [start, end]] of Object.entries(e.fixed ?? {})) {
    const bs = need(title);
    if (bs.length && (!bs[0].fixed || bs[0].start !== start || (end !== undefined && bs[0].end !== end))) {
      out.push(
        `"${title}" expected fixed at ${start}${end ? `-${end}` : ""}, got ${bs[0].start}-${bs[0].end} fixed=${bs[0].fixed}`,
      );
    }
  }
  for (const [title, minutes] of Object.entries(e.minutes ?? {})) {
    const blocks = of(title);
    const total = blocks.reduce((sum, b) => sum + toMinutes(b.end) - toMinutes(b.start), 0);
    // A flexible block lies on the 5-minute grid (checkPlan): "24 jars, 2 min a jar" is its nearest, 50.
    const want = blocks.some((b) => b.fixed) ? minutes : Math.round(minutes / 5) * 5;
    if (total !== want) out.push(`"${title}" expected ${minutes} minutes, got ${total}`);
  }
  for (const [title, limit] of Object.entries(e.deadline ?? {})) {
    for (const b of of(title))
      if (toMinutes(b.end) > toMinutes(limit)) out.push(`"${title}" ends ${b.end}, after ${limit}`);
    const unsched = result.unscheduled.some((u) => u.title === title);
    if (of(title).length === 0 && !unsched) out.push(`"${title}" is missing`);
  }
  for (const [title, limit] of Object.entries(e.notBefore ?? {})) {
    for (const b of need(title))
      if (toMinutes(b.start) < toMinutes(limit)) out.push(`"${title}" starts ${b.start}, before ${limit}`);
  }
  for (const [title, limit] of Object.entries(e.startBy ?? {})) {
    const bs = need(title);
    if (bs.length && Math.min(...bs.map((b) => toMinutes(b.start))) > toMinutes(limit))
      out.push(`"${title}" starts ${bs[0].start}, after ${limit}`);
  }
  for (const [a, b] of e.order ?? []) {
    const as = need(a);
    const bs = need(b);
    if (as.length && bs.length) {
      const aEnd = Math.max(...as.map((x) => toMinutes(x.end)));
      const bStart = Math.min(...bs.map((x) => toMinutes(x.start)));
      if (bStart < aEnd) out.push(`"${b}" should come after "${a}"`);
    }
  }
  const windows = { morning: [0, 720], afternoon: [720, 1080], evening: [1020, 1440] } as const;
  for (const [title, part] of Object.entries(e.part ?? {})) {
    const [lo, hi] = windows[part];
    for (const b of need(title))
      if (toMinutes(b.start) < lo || toMinutes(b.end) > hi)
        out.push(`"${title}" ${b.start}-${b.end} is not in the ${part}`);
  }
  for (const title of e.unscheduled ?? []) {
    if (!result.unscheduled.some((u) => u.title === title)) out.push(`"${title}" expected in unscheduled`);
  }
  if (e.allScheduled && result.unscheduled.length)
    out.push(`expected everything scheduled, unscheduled: ${result.unscheduled.map((u) => u.title).join(", ")}`);
  for (const title of e.conflicts ?? [])
    if (!of(title).some((b) => b.conflict)) out.push(`"${title}" expected conflict`);
  for (const [title, kind] of Object.entries(e.kind ?? {})) {
    const bs = of(title);
    const u = result.unscheduled.find((x) => x.title === title);
    if (!bs.length && !u) out.push(`no "${title}"`);
    if (bs.length && bs[0].kind !== kind) out.push(`"${title}" expected kind ${kind}, got ${bs[0].kind}`);
  }
  for (const [title, most] of Object.entries(e.maxPiece ?? {})) {
    const long = need(title).find((b) => toMinutes(b.end) - toMinutes(b.start) > most);
    if (long) out.push(`"${title}" has a piece ${long.start}-${long.end}, longer than ${most} min`);
  }
  for (const [title, priority] of Object.entries(e.priority ?? {})) {
    const t = tasks.find((x) => x.title === title);
    if (!t) out.push(`no task "${title}"`);
    else if (t.priority !== priority) out.push(`"${title}" expected priority ${priority}, got ${t.priority}`);
  }
  for (const [title, day] of Object.entries(e.otherDays ?? {})) {
    const listed = (result.otherDays ?? []).filter((o) => o.title === title);
    if (!listed.some((o) => o.day === day))
      out.push(`"${title}" expected listed for ${day}, got ${listed.map((o) => o.day).join(", ") || "nothing"}`);
    if (of(title).length) out.push(`"${title}" is for ${day}, not today`);
  }
  if (e.taskCount !== undefined && count !== e.taskCount) out.push(`expected ${e.taskCount} tasks, got ${count}`);
  // A lunch or dinner the planner kept on a long day is rest too.
  const rest = (b: PlannedBlock): boolean =>
    b.kind === "break" || (b.kind === "meal" && (b.reason.code === "kept-lunch" || b.reason.code === "kept-dinner"));
  if (e.hasBreak && !result.blocks.some(rest)) out.push("expected a break block");
  for (const [title, most] of Object.entries(e.pieces ?? {}))
    if (of(title).length > most) out.push(`"${title}" in ${of(title).length} pieces, expected at most ${most}`);
  const mealWindows = { lunch: [11 * 60, 15 * 60 + 30], dinner: [17 * 60 + 30, 22 * 60 + 30] } as const;
  const hasMealAt = (meal: "lunch" | "dinner"): boolean =>
    result.blocks.some(
      (b) =>
        (b.kind === "meal" || /lunch|dinner|comida|almuerzo|cena|غداء|عشاء/iu.test(b.title)) &&
        toMinutes(b.start) >= mealWindows[meal][0] &&
        toMinutes(b.start) < mealWindows[meal][1],
    );
  for (const meal of e.meals ?? []) if (!hasMealAt(meal)) out.push(`expected ${meal} in the plan`);
  for (const meal of e.noMeals ?? []) if (hasMealAt(meal)) out.push(`expected no ${meal} added`);
  return out;
}

/** The day-shape checks every case gets (see corpus/types.ts). */
function dayShapeProblems(c: CorpusCase, result: PlanResult): string[] {
  const out: string[] = [];
  const { tasks, options } = readDay(c.text, { ...BASE, ...c.options });
  const byId = new Map(tasks.map((t) => [t.id, t]));
  const placed = (id: string): boolean => result.blocks.some((b) => b.taskId === id);
  const cutImportant = result.unscheduled.filter((u) => (byId.get(u.taskId)?.priority ?? 3) >= 4);
  const optionalPlaced = tasks.filter((t) => t.priority <= 2 && placed(t.id));
  if (cutImportant.length && optionalPlaced.length)
    out.push(`"${cutImportant[0].title}" (high priority) cut while "${optionalPlaced[0].title}" (optional) is placed`);
  for (const t of tasks) {
    const parts = result.blocks.filter((b) => b.taskId === t.id && !b.fixed);
    if (t.durationMinutes < 60 || parts.length < 2) continue;
    const short = parts.find((b) => toMinutes(b.end) - toMinutes(b.start) < 30);
    if (short) out.push(`"${t.title}" has a piece under 30 minutes (${short.start}-${short.end})`);
  }
  if (options.workStart && options.workEnd) {
    const ws = toMinutes(options.workStart);
    const we = toMinutes(options.workEnd);
    const taken = result.blocks.map((b) => [toMinutes(b.start), toMinutes(b.end)] as const);
    const roomInWorkHours = (len: number): boolean => {
      for (let s = ws; s + len <= we; s += 5) if (!taken.some(([a, b]) => a < s + len && s < b)) return true;
      return false;
    };
    for (const b of result.blocks) {
      const t = byId.get(b.taskId);
      if (!t || b.fixed || b.kind !== "task" || b.reason.code !== "first-free" || toMinutes(b.start) >= ws) continue;
      if (t.partOfDay || t.earliestStart || t.deadline || t.after?.length || isPersonalTask(t.title, t.kind)) continue;
      // A task longer than the work hours looks in the whole day (schedule/priorities.ts, workRoom).
      if (t.durationMinutes > we - ws) continue;
      const len = toMinutes(b.end) - toMinutes(b.start);
      if (roomInWorkHours(len)) out.push(`"${b.title}" at ${b.start}, before work, while work hours had room`);
    }
  }
  return out;
}

/** One expectation per check: each entry of each map, and each scalar. */
function splitChecks(e: CorpusCase["expect"]): CorpusCase["expect"][] {
  const out: CorpusCase["expect"][] = [];
  for (const [key, value] of Object.entries(e) as [keyof CorpusCase["expect"], unknown][]) {
    if (Array.isArray(value)) for (const v of value) out.push({ [key]: [v] });
    else if (value && typeof value === "object")
      for (const [k, v] of Object.entries(value)) out.push({ [key]: { [k]: v } });
    else out.push({ [key]: value });
  }
  return out;
}

export interface CaseScore {
  id: string;
  checks: number;
  passed: number;
  failures: string[];
}

/**
 * Scores a case check by check: each expectation entry is one check, and the plan's soundness
 * (invariants and day shape) is one more.
 */
export function scoreCase(c: CorpusCase): CaseScore {
  const { result, problems, tasks } = run(c);
  const failures: string[] = [];
  const sound = [...problems, ...dayShapeProblems(c, result)];
  if (sound.length) failures.push(...sound);
  const checks = splitChecks(c.expect);
  let passed = sound.length ? 0 : 1;
  for (const check of checks) {
    const p = expectationProblems(check, result, tasks);
    if (p.length) failures.push(...p);
    else passed++;
  }
  if (failures.length) failures.push(`plan:\n${describePlan(result)}`);
  return { id: c.id, checks: checks.length + 1, passed, failures };
}
