/**
 * Invariant checks on a plan, shared by the corpus test, the property tests and the benchmark.
 * Returns a list of human-readable problems (empty when the plan is sound).
 */

import { limitsOf, needsBuffer, workChains } from "./schedule";
import { fromMinutes, toMinutes } from "./time";
import type { ExtractedTask, PlanOptions, PlanResult } from "./types";

export function planProblems(tasks: ExtractedTask[], options: PlanOptions, result: PlanResult): string[] {
  const problems: string[] = [];
  const dayStart = toMinutes(options.dayStart);
  const dayEnd = toMinutes(options.dayEnd) === 0 ? 1440 : toMinutes(options.dayEnd);
  const floor = Math.max(dayStart, options.now ? Math.ceil(toMinutes(options.now) / 5) * 5 : 0);
  const blocks = result.blocks;
  for (let i = 1; i < blocks.length; i++) {
    if (toMinutes(blocks[i].start) < toMinutes(blocks[i - 1].start)) problems.push("blocks are not sorted by start");
  }
  // Overlaps: only flagged conflicts (both fixed) may overlap.
  for (let i = 0; i < blocks.length; i++) {
    for (let j = i + 1; j < blocks.length; j++) {
      const a = blocks[i];
      const b = blocks[j];
      if (toMinutes(a.start) < toMinutes(b.end) && toMinutes(b.start) < toMinutes(a.end)) {
        if (!(a.fixed && b.fixed && a.conflict && b.conflict))
          problems.push(`overlap: ${a.title} ${a.start}-${a.end} / ${b.title} ${b.start}-${b.end}`);
      }
    }
  }
  const byTask = new Map<string, number>();
  for (const b of blocks) {
    const s = toMinutes(b.start);
    const e = toMinutes(b.end);
    if (e <= s) problems.push(`empty block ${b.title} ${b.start}-${b.end}`);
    if (!b.fixed && !b.done) {
      if (s < floor || e > dayEnd) problems.push(`flexible block outside the window: ${b.title} ${b.start}-${b.end}`);
      if (s % 5 !== 0 || e % 5 !== 0) problems.push(`off the 5-minute grid: ${b.title} ${b.start}-${b.end}`);
    }
    if (!b.taskId.startsWith("break-")) byTask.set(b.taskId, (byTask.get(b.taskId) ?? 0) + (e - s));
  }
  for (const u of result.unscheduled) byTask.set(u.taskId, (byTask.get(u.taskId) ?? 0) + u.minutes);
  for (const t of tasks) {
    if (t.blocked) {
      // Time kept free: no block of its own, and nothing placed in it.
      const from = toMinutes(t.fixedStart as string);
      const to = toMinutes(t.fixedEnd as string);
      for (const b of blocks)
        if (toMinutes(b.start) < to && from < toMinutes(b.end) && !b.fixed)
          problems.push(`"${b.title}" placed in time kept free ${t.fixedStart}-${t.fixedEnd}`);
      continue;
    }
    const expected = t.fixedStart && t.fixedEnd ? toMinutes(t.fixedEnd) - toMinutes(t.fixedStart) : t.durationMinutes;
    const got = byTask.get(t.id) ?? 0;
    // A repeated task ("stretch every hour") is its length once per repeat.
    if (t.repeatEveryMinutes && expected > 0 && got > 0 && got % expected === 0) continue;
    if (got !== expected) problems.push(`minutes for "${t.title}": scheduled+unscheduled ${got}, asked ${expected}`);
    if (t.fixedStart) {
      const b = blocks.find((x) => x.taskId === t.id);
      if (!b || b.start !== t.fixedStart || !b.fixed) problems.push(`fixed event "${t.title}" moved or missing`);
    }
    if (t.deadline) {
      for (const b of blocks.filter((x) => x.taskId === t.id && !x.fixed)) {
        if (toMinutes(b.end) > toMinutes(t.deadline))
          problems.push(`"${t.title}" ends ${b.end} after its ${t.deadline} deadline`);
      }
    }
    if (t.earliestStart) {
      for (const b of blocks.filter((x) => x.taskId === t.id && !x.fixed)) {
        if (toMinutes(b.start) < toMinutes(t.earliestStart))
          problems.push(`"${t.title}" starts ${b.start} before ${t.earliestStart}`);
      }
    }
    for (const p of t.after ?? []) {
      const mine = blocks.filter((x) => x.taskId === t.id && !x.fixed);
      const theirs = blocks.filter((x) => x.taskId === p);
      if (mine.length && theirs.length) {
        const end = Math.max(...theirs.map((x) => toMinutes(x.end)));
        const start = Math.min(...mine.map((x) => toMinutes(x.start)));
        if (start < end)
          problems.push(`"${t.title}" starts ${fromMinutes(start)} before its predecessor ends ${fromMinutes(end)}`);
      }
    }
  }
  // Focus: task blocks (with any events between them) never run past the focus limit without a break.
  // (The solver also keeps tasks + events under WORK_LIMIT when it can, but lets a task follow a
  // meeting directly rather than miss a deadline, so that one is not an invariant.)
  const limits = limitsOf(options);
  for (const c of workChains(blocks, limits.rest)) {
    if (c.flexible && c.focus > limits.focus)
      problems.push(`focus run of ${c.focus} minutes ending ${fromMinutes(c.end)} without a break`);
  }
  // Buffers: no flexible block (other than an inserted break, which is rest) starts inside the
  // minutes kept free after a meeting or call.
  if (limits.buffer > 0) {
    for (const m of blocks) {
      if (!needsBuffer(m)) continue;
      const end = toMinutes(m.end);
      for (const b of blocks) {
        const s = toMinutes(b.start);
        if (!b.fixed && b.kind !== "break" && s >= end && s < end + limits.buffer)
          problems.push(`"${b.title}" starts ${b.start}, inside the buffer after "${m.title}"`);
      }
    }
  }
  return problems;
}
