import "server-only";
/**
 * Stored checkpoints (checkpoint.ts, table habit_checkpoints) and the bounded reads of check-ins
 * that go with them. Checkpoints are made when a read needs them (the first read after a habit's
 * rules changed, after the migration, or once a month), never later than CHECKPOINT_LAG days
 * before today: check-ins are written at most CHECK_IN_DAYS_BACK days back, so a checkpoint does
 * not have to change when a day is checked in. A write on or before a checkpoint's day (another
 * path, a time zone change) drops the checkpoints from that day on (dropCheckpointsFrom), in the
 * writer's transaction.
 */
import { sql, type SQL } from "drizzle-orm";
import type { Db } from "@/server/db/client";
import { dayNumber, dayString } from "@/lib/time/dates";
import { makeCheckpoints, nextCheckpointDay, rulesKey, checkpointSpan, type Checkpoint } from "./checkpoint";
import { unpackChecks } from "./habit-view";
import type { DayCheck, HabitRules } from "./schemas";

type Runner = Pick<Db, "execute">;

/** Days before today after which checkpoints are made: CHECK_IN_DAYS_BACK (7) and a time zone change. */
export const CHECKPOINT_LAG = 10;

/** Per habit (id), the check-ins from its own first day to `to`, packed by the database (see unpackChecks). */
export async function readChecksFrom(
  db: Runner,
  userId: string,
  firstDays: Map<string, number>,
  to: number,
): Promise<Map<string, Map<number, DayCheck>>> {
  const out = new Map<string, Map<number, DayCheck>>();
  if (firstDays.size === 0) return out;
  const bounds: SQL[] = [...firstDays].map(([id, day]) => sql`(${id}, ${dayString(day)}::date)`);
  const packed = await db.execute<{ habit_id: string; packed: string | null }>(sql`
    select c.habit_id, string_agg((c.date - date '1970-01-01')::text || ',' || case when c.status = 'skipped' then 's' when c.value is null then 'd' else c.value::text end, ';') as packed
    from habit_check_ins c join (values ${sql.join(bounds, sql`, `)}) as b(habit_id, first_day)
      on c.habit_id = b.habit_id and c.date >= b.first_day
    where c.user_id = ${userId} and c.date >= ${dayString(Math.min(...firstDays.values()))} and c.date <= ${dayString(to)}
    group by c.habit_id`);
  for (const r of packed.rows) out.set(r.habit_id, unpackChecks(r.packed));
  return out;
}

type CheckpointRow = {
  habit_id: string;
  day: number;
  rules: string;
  score: number;
  rolling: number;
  run: number;
  best: number;
};

interface HabitOfUser {
  id: string;
  rules: HabitRules;
}

/**
 * The last usable checkpoint on or before `until` of each of the user's `habits` (none for a habit
 * that started less than CHECKPOINT_EVERY days before it), making the missing ones first.
 */
export async function checkpointsFor(
  db: Runner,
  userId: string,
  habits: HabitOfUser[],
  until: number,
): Promise<Map<string, Checkpoint>> {
  const found = await db.execute<CheckpointRow>(sql`
    select h.id as habit_id, (c.day - date '1970-01-01') as day, c.rules, c.score, c.rolling, c.run, c.best
    from habits h cross join lateral (
      select * from habit_checkpoints c where c.habit_id = h.id and c.day <= ${dayString(until)} order by c.day desc limit 1
    ) c
    where h.user_id = ${userId}`);
  const latest = new Map(found.rows.map((r) => [r.habit_id, r]));
  const out = new Map<string, Checkpoint>();
  const behind: { habit: HabitOfUser; key: string; from: Checkpoint | null }[] = [];
  const otherRules: string[] = [];
  for (const habit of habits) {
    const key = rulesKey(habit.rules);
    const row = latest.get(habit.id);
    if (row && row.rules !== key) otherRules.push(habit.id);
    const from = row && row.rules === key ? toCheckpoint(row) : null;
    const after = from ? from.day : dayNumber(habit.rules.startDate) - 1;
    if (nextCheckpointDay(after) <= until) behind.push({ habit, key, from });
    else if (from) out.set(habit.id, from);
  }
  if (behind.length === 0) return out;
  // Checkpoints walked under other rules are dropped, every one of them (later ones too).
  if (otherRules.length > 0)
    await db.execute(sql`delete from habit_checkpoints where habit_id in (${sql.join(otherRules, sql`, `)})`);
  const checks = await readChecksFrom(
    db,
    userId,
    new Map(
      behind.map(({ habit, from }) => [
        habit.id,
        from ? from.day + 1 - checkpointSpan(habit.rules) : dayNumber(habit.rules.startDate),
      ]),
    ),
    until,
  );
  const made: SQL[] = [];
  for (const { habit, key, from } of behind) {
    const list = makeCheckpoints(habit.rules, checks.get(habit.id) ?? new Map(), from, until);
    const last = list.at(-1) ?? from;
    if (last) out.set(habit.id, last);
    for (const c of list)
      made.push(
        sql`(${habit.id}, ${dayString(c.day)}::date, ${key}, ${c.score}::float8, ${c.rolling}::float8, ${c.run}::int, ${c.best}::int)`,
      );
  }
  if (made.length > 0)
    await db.execute(sql`
      insert into habit_checkpoints (habit_id, day, rules, score, rolling, run, best) values ${sql.join(made, sql`, `)}
      on conflict (habit_id, day) do update set rules = excluded.rules, score = excluded.score,
        rolling = excluded.rolling, run = excluded.run, best = excluded.best`);
  return out;
}

/** A check-in on `date` changed: the habit's checkpoints from that day on no longer hold. */
export async function dropCheckpointsFrom(db: Runner, habitId: string, date: string): Promise<void> {
  await db.execute(sql`delete from habit_checkpoints where habit_id = ${habitId} and day >= ${date}::date`);
}

function toCheckpoint(row: CheckpointRow): Checkpoint {
  return {
    day: Number(row.day),
    score: Number(row.score),
    rolling: Number(row.rolling),
    run: Number(row.run),
    best: Number(row.best),
  };
}
