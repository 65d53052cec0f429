import "server-only";
/**
 * Habits in the plan (database part), called by the schedule domain:
 * - habitTasks: the planner tasks of the habits due that day that take time and do not
 *   already have a block (or a check-in) on that day;
 * - planHabits: that, plus a merge function for the planner and a record of which tasks are habits;
 * - markHabitBlocks: after the plan is saved, its blocks from habit tasks become source 'habit'
 *   with their habit_id (so checking them records the check-in, and a new plan keeps them in place).
 */
import { sql, type SQL } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import type { BlockConstraints, ExtractedTask, UnscheduledTask } from "@/server/planner/types";
import type { Tx } from "@/server/rewards/ledger";
import { readSchedule } from "./habit-view";
import { habitTask, isDue, mergeHabitTasks, type HabitTask, type PlannableHabit } from "./plan-habits";
import { windowSchema } from "./schemas";

/** What habitTasks needs of the day: the habits that take time, their recent check-ins, and which already have a block. */
export interface HabitDayInputs {
  habits: {
    id: string;
    name: string;
    schedule: unknown;
    startDate: string;
    durationMinutes: number;
    window: unknown;
  }[];
  /** Check-ins of those habits from 31 days before the date to the date. */
  checks: { habitId: string; date: string; status: string }[];
  /** Habits with a block on the date. */
  placed: string[];
}

/**
 * The reads as one JSON value ($1 the user id, $2 the date): alone on re-plan (readHabitInputs), and
 * with the rest of what planning a day needs on a new plan (schedule/plan-store.ts, planningInputs).
 */
export const HABIT_INPUTS_SQL = `
  with h as (
    select id, name, schedule, start_date, duration_minutes, "window" from habits
    where user_id = $1 and archived_at is null and duration_minutes is not null and start_date <= $2
  )
  select json_build_object(
    'habits', coalesce((select json_agg(json_build_object('id', id, 'name', name, 'schedule', schedule,
      'startDate', start_date, 'durationMinutes', duration_minutes, 'window', "window")) from h), '[]'),
    'checks', coalesce((select json_agg(json_build_object('habitId', c.habit_id, 'date', c.date, 'status', c.status))
      from habit_check_ins c where c.user_id = $1 and c.habit_id in (select id from h)
      and c.date >= ($2::date - 31) and c.date <= $2), '[]'),
    'placed', coalesce((select json_agg(distinct b.habit_id) from blocks b
      where b.user_id = $1 and b.date = $2 and b.habit_id is not null and exists (select 1 from h)), '[]')
  ) as inputs`;

/** HABIT_INPUTS_SQL with its $1 and $2 bound, for `db` (re-plan reads inside its transaction). */
function habitInputsQuery(userId: string, date: string): SQL {
  const parts = HABIT_INPUTS_SQL.split(/\$([12])\b/);
  return sql.join(parts.map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql`${part === "1" ? userId : date}`)));
}

async function readHabitInputs(userId: string, date: string, db: Db | Tx): Promise<HabitDayInputs> {
  const result = await db.execute(habitInputsQuery(userId, date));
  return (result.rows[0] as { inputs: HabitDayInputs }).inputs;
}

/** The planner tasks of the habits due on `date` that take time and have neither a block nor a check-in that day. */
function habitTasks(inputs: HabitDayInputs, date: string): HabitTask[] {
  const hasBlock = new Set(inputs.placed);
  const tasks: HabitTask[] = [];
  for (const row of inputs.habits) {
    if (hasBlock.has(row.id)) continue;
    const mine = inputs.checks.filter((c) => c.habitId === row.id);
    if (mine.some((c) => c.date === date)) continue;
    const window = windowSchema.safeParse(row.window);
    const habit: PlannableHabit = {
      id: row.id,
      name: row.name,
      schedule: readSchedule(row.schedule),
      startDate: row.startDate,
      durationMinutes: row.durationMinutes,
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
  return habitPlanFrom(await readHabitInputs(userId, date, db), date);
}

/** planHabits from inputs already read (HABIT_INPUTS_SQL). */
export function habitPlanFrom(inputs: HabitDayInputs, date: string): HabitPlan {
  const dueTasks = habitTasks(inputs, date);
  const habitByTask = new Map<string, string>();
  return {
    habitByTask,
    merge(tasks) {
      const merged = mergeHabitTasks(tasks, dueTasks);
      for (const [k, v] of merged.habitByTask) habitByTask.set(k, v);
      return merged.tasks;
    },
    withUnscheduled(existing) {
      const known = new Set(existing.map((u) => u.taskId));
      const added: UnscheduledTask[] = [];
      for (const h of dueTasks) {
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
