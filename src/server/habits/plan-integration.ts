import "server-only";
/**
 * Habits in the plan (database part), called by the schedule domain:
 * - habitTasksForDay: the planner tasks of the habits due that day that take time and do not
 *   already have a block (or a check-in) on that day;
 * - planHabits: that, plus a merge function for the planner and a record of which tasks are habits;
 * - markHabitBlocks: after the plan is saved, its blocks from habit tasks become source 'habit'
 *   with their habit_id (so checking them records the check-in, and a new plan keeps them in place).
 */
import { and, eq, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { blocks, habitCheckIns, habits } from "@/server/db/schema";
import type { BlockConstraints, ExtractedTask, UnscheduledTask } from "@/server/planner/types";
import type { Tx } from "@/server/rewards/ledger";
import { addDays } from "@/lib/time/dates";
import { readSchedule } from "./habit-view";
import { habitTask, isDue, mergeHabitTasks, type HabitTask, type PlannableHabit } from "./plan-habits";
import { windowSchema } from "./schemas";

async function habitTasksForDay(userId: string, date: string, db: Db | Tx = getDb()): Promise<HabitTask[]> {
  const rows = await db
    .select()
    .from(habits)
    .where(
      and(
        eq(habits.userId, userId),
        isNull(habits.archivedAt),
        isNotNull(habits.durationMinutes),
        lte(habits.startDate, date),
      ),
    );
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const [checks, placed] = await Promise.all([
    db
      .select({ habitId: habitCheckIns.habitId, date: habitCheckIns.date, status: habitCheckIns.status })
      .from(habitCheckIns)
      .where(
        and(
          eq(habitCheckIns.userId, userId),
          inArray(habitCheckIns.habitId, ids),
          gte(habitCheckIns.date, addDays(date, -31)),
          lte(habitCheckIns.date, date),
        ),
      ),
    db
      .select({ habitId: blocks.habitId })
      .from(blocks)
      .where(and(eq(blocks.userId, userId), eq(blocks.date, date), isNotNull(blocks.habitId))),
  ]);
  const hasBlock = new Set(placed.map((p) => p.habitId));
  const tasks: HabitTask[] = [];
  for (const row of rows) {
    if (hasBlock.has(row.id)) continue;
    const mine = checks.filter((c) => c.habitId === row.id);
    if (mine.some((c) => c.date === date)) continue;
    const window = windowSchema.safeParse(row.window);
    const habit: PlannableHabit = {
      id: row.id,
      name: row.name,
      schedule: readSchedule(row.schedule),
      startDate: row.startDate,
      durationMinutes: row.durationMinutes!,
      window: row.window && window.success ? window.data : null,
    };
    const doneDates = mine.filter((c) => c.status === "done").map((c) => c.date);
    if (isDue(habit, date, doneDates)) tasks.push(habitTask(habit));
  }
  return tasks;
}

interface HabitPlan {
  /** For the planner: the description's tasks with the habits merged in. */
  merge: (tasks: ExtractedTask[]) => ExtractedTask[];
  /** Planner task id -> habit id, filled in by `merge`. */
  habitByTask: Map<string, string>;
  /** A re-plan's list of what did not fit, with the habit tasks added (once) for it to place. */
  withUnscheduled: (existing: UnscheduledTask[]) => UnscheduledTask[];
}

export async function planHabits(userId: string, date: string, db: Db | Tx = getDb()): Promise<HabitPlan> {
  const habitTasks = await habitTasksForDay(userId, date, db);
  const habitByTask = new Map<string, string>();
  return {
    habitByTask,
    merge(tasks) {
      const merged = mergeHabitTasks(tasks, habitTasks);
      for (const [k, v] of merged.habitByTask) habitByTask.set(k, v);
      return merged.tasks;
    },
    withUnscheduled(existing) {
      const known = new Set(existing.map((u) => u.taskId));
      const added: UnscheduledTask[] = [];
      for (const h of habitTasks) {
        habitByTask.set(h.id, h.habitId);
        if (known.has(h.id)) continue;
        const constraints: BlockConstraints = { priority: h.priority };
        if (h.partOfDay) constraints.partOfDay = h.partOfDay;
        if (h.earliestStart) constraints.earliestStart = h.earliestStart;
        if (h.deadline) constraints.deadline = h.deadline;
        added.push({
          taskId: h.id,
          title: h.title,
          minutes: h.durationMinutes,
          kind: "habit",
          reason: { code: "no-room" },
          constraints,
        });
      }
      return [...existing, ...added];
    },
  };
}

/** The day's plan blocks made from habit tasks become the habits' blocks. */
export async function markHabitBlocks(
  userId: string,
  date: string,
  habitByTask: Map<string, string>,
  db: Db | Tx = getDb(),
): Promise<boolean> {
  if (habitByTask.size === 0) return false;
  const entries = [...habitByTask.entries()];
  const mapping = sql.join(
    entries.map(([task, habit]) => sql`(${task}, ${habit})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    update blocks set source = 'habit', habit_id = m.habit_id, updated_at = now()
    from (values ${mapping}) as m(task_id, habit_id)
    where blocks.user_id = ${userId} and blocks.date = ${date} and blocks.source = 'plan' and blocks.task_id = m.task_id
      and exists (select 1 from habits h where h.id = m.habit_id and h.user_id = ${userId})
    returning blocks.id`);
  return result.rows.length > 0;
}
