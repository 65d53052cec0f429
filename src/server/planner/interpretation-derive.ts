/**
 * The interpretation of a plan saved before plans kept it (see interpretation.ts): worked out from
 * what the plan's blocks and its "didn't fit" list still carry. Each task's blocks (by task id,
 * the solver's breaks left out) give its title, kind and minutes; a task with a single fixed
 * block gets that block's time; flexible blocks carry the deadline, earliest start, part of the
 * day, order and priority they were asked with. What it cannot know (the words it came from, time
 * kept free) stays empty. Later edits save the list, so this runs once per such plan.
 */

import { byStart, isAutoBreak, minutesOf } from "./interpretation-place";
import type { InterpretedTask } from "./interpretation";
import type { BlockConstraints, PlannedBlock, UnscheduledTask } from "./types";

function withConstraints(task: InterpretedTask, c: BlockConstraints | undefined): InterpretedTask {
  if (!c) return task;
  if (c.priority !== undefined) task.priority = c.priority;
  if (c.deadline) task.deadline = c.deadline;
  if (c.earliestStart) task.earliestStart = c.earliestStart;
  if (c.partOfDay) task.partOfDay = c.partOfDay;
  if (c.after?.length) task.after = [...c.after];
  return task;
}

export function deriveInterpretation(
  planBlocks: readonly PlannedBlock[],
  unscheduled: readonly UnscheduledTask[],
): InterpretedTask[] {
  const groups = new Map<string, PlannedBlock[]>();
  for (const b of [...planBlocks].sort(byStart)) {
    if (isAutoBreak(b)) continue;
    groups.set(b.taskId, [...(groups.get(b.taskId) ?? []), b]);
  }
  const tasks: InterpretedTask[] = [];
  for (const [taskId, pieces] of groups) {
    const first = pieces[0];
    const task: InterpretedTask = {
      id: taskId,
      title: first.title,
      kind: first.kind,
      durationMinutes: pieces.reduce((sum, b) => sum + minutesOf(b), 0),
      priority: 3,
    };
    if (pieces.length === 1 && first.fixed) {
      task.fixedStart = first.start;
      task.fixedEnd = first.end;
    }
    tasks.push(withConstraints(task, pieces.find((b) => b.constraints)?.constraints));
  }
  for (const u of unscheduled) {
    const placed = tasks.find((t) => t.id === u.taskId);
    if (placed) {
      if (placed.fixedStart === undefined) placed.durationMinutes += u.minutes;
      continue;
    }
    tasks.push(
      withConstraints(
        { id: u.taskId, title: u.title, kind: u.kind ?? "task", durationMinutes: u.minutes, priority: 3 },
        u.constraints,
      ),
    );
  }
  return tasks;
}
