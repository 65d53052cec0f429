import "server-only";
/**
 * Reads and writes of a day's plan: the `plans` row (description, engine, what did not fit,
 * warnings) and the day's rows of the `blocks` table. A day's blocks are every source's (plan,
 * calendar, import, habit); replacing or re-planning a day rewrites only its source 'plan' rows.
 * Every statement is scoped to the caller's userId. Edits lock the plan row (SELECT ... FOR
 * UPDATE) inside a transaction, so two re-plans of the same day are applied one after the other.
 */
import { toMinutes } from "@/lib/time/clock";
import { and, eq, inArray, sql } from "drizzle-orm";
import { getDb, queryPrepared, type Db } from "@/server/db/client";
import { blocks, plans } from "@/server/db/schema";
import type { PlannedBlock, Reason, UnscheduledTask } from "@/server/planner";
import { rawToDayBlock, selectDayBlocks, type DayBlock, type RawBlockRow } from "@/server/calendar/block-rows";

import type { SavedPlan } from "./plan-view";
import { readOtherDays, readReasons, readUnscheduled, withConflicts, type StoredOtherDay } from "./stored-plan";
import { readInterpretation } from "./stored-interpretation";
import type { InterpretedTask } from "@/server/planner/interpretation";
import { HABIT_INPUTS_SQL, type HabitDayInputs } from "@/server/habits/plan-integration";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

/** The plan row's columns a day is shown from. */
type PlanRow = Pick<
  typeof plans.$inferSelect,
  "description" | "engine" | "unscheduled" | "warnings" | "otherDays" | "interpretation" | "updatedAt"
>;

const mine = (userId: string, date: string) => and(eq(plans.userId, userId), eq(plans.date, date));

function toSaved(date: string, row: PlanRow | undefined, dayBlocks: DayBlock[]): SavedPlan | undefined {
  if (!row && dayBlocks.length === 0) return undefined;
  return {
    date,
    description: row?.description ?? "",
    engine: row?.engine ?? "rules",
    blocks: withConflicts(dayBlocks),
    unscheduled: row ? readUnscheduled(row.unscheduled) : [],
    otherDays: row ? readOtherDays(row.otherDays) : [],
    warnings: row ? readReasons(row.warnings) : [],
    interpretation: row ? readInterpretation(row.interpretation) : null,
    updatedAt: row?.updatedAt ?? new Date(0),
    hasPlan: row !== undefined,
  };
}

// A day as the API reads it, in one statement: its plan row's columns (all null when it has no plan)
// and its timed blocks in time order. The interpretation only when asked for: it is the largest
// column, and showing a plan does not need it.
const dayPlanSql = (interpretation: boolean) => `
  select p.id, p.description, p.engine, p.unscheduled, p.warnings, p.other_days, p.updated_at,
    ${interpretation ? "p.interpretation" : "null::jsonb as interpretation"},
    coalesce((select json_agg(b order by b.start_min, b.end_min, b.id) from (
      select id, task_id, title, start_min, end_min, kind, fixed, done, source, reason, constraints
      from blocks where user_id = $1 and date = $2 and not all_day) b), '[]') as blocks
  from (select 1) one left join plans p on p.user_id = $1 and p.date = $2`;
const DAY_PLAN_SQL = dayPlanSql(false);
const DAY_PLAN_WITH_INTERPRETATION_SQL = dayPlanSql(true);

interface DayPlanRow {
  id: string | null;
  description: string | null;
  engine: string | null;
  unscheduled: unknown;
  warnings: unknown;
  other_days: unknown;
  interpretation: unknown;
  updated_at: Date | string | null;
  blocks: RawBlockRow[];
}

/**
 * The caller's day: its plan row and all its timed blocks (undefined when it has neither), in one
 * prepared statement (GET /api/schedule and the dashboard's day read it on every visit). With
 * `interpretation: false` the plan's interpretation is left unread (null).
 */
export async function findPlan(
  userId: string,
  date: string,
  { interpretation = true }: { interpretation?: boolean } = {},
): Promise<SavedPlan | undefined> {
  const [row] = interpretation
    ? await queryPrepared<DayPlanRow>("rhythm_day_plan_full", DAY_PLAN_WITH_INTERPRETATION_SQL, [userId, date])
    : await queryPrepared<DayPlanRow>("rhythm_day_plan", DAY_PLAN_SQL, [userId, date]);
  const plan =
    row.id === null
      ? undefined
      : {
          description: row.description ?? "",
          engine: row.engine ?? "rules",
          unscheduled: row.unscheduled,
          warnings: row.warnings,
          otherDays: row.other_days,
          interpretation: row.interpretation,
          updatedAt: new Date(row.updated_at ?? 0),
        };
  return toSaved(date, plan, row.blocks.map(rawToDayBlock));
}

/** The planner's saved warnings of the caller's day ([] when the day has no plan). */
export async function findPlanWarnings(userId: string, date: string, db: Db | Tx = getDb()): Promise<Reason[]> {
  const [row] = await db.select({ warnings: plans.warnings }).from(plans).where(mine(userId, date)).limit(1);
  return row ? readReasons(row.warnings) : [];
}

/** The caller's day with its plan row locked until the transaction ends. */
export async function lockPlan(tx: Tx, userId: string, date: string): Promise<SavedPlan | undefined> {
  const [row] = await tx.select().from(plans).where(mine(userId, date)).for("update").limit(1);
  return toSaved(date, row, await selectDayBlocks(tx, userId, date));
}

interface PlanContent {
  description: string;
  engine: string;
  /** The plan's own blocks (source 'plan'); the day's other blocks are left as they are. */
  blocks: PlannedBlock[];
  unscheduled: UnscheduledTask[];
  warnings: Reason[];
  /** Items for other days: a new plan saves them ([] when not given); a re-plan leaves them as they are. */
  otherDays?: StoredOtherDay[];
  /**
   * What the planner understood (the interpretation panel). A new plan saves it (null when not
   * given); a re-plan leaves the saved one as it is unless it gives one.
   */
  interpretation?: InterpretedTask[];
}

const withoutConflictWarnings = (warnings: Reason[]) => warnings.filter((w) => w.code !== "conflict-warning");

/** Plan blocks as the jsonb_to_recordset input of the statements below. */
function blockRecords(list: PlannedBlock[]) {
  return JSON.stringify(
    list.map((b) => ({
      id: b.id,
      title: b.title,
      start_min: toMinutes(b.start),
      end_min: toMinutes(b.end),
      kind: b.kind,
      fixed: b.fixed,
      task_id: b.taskId,
      reason: b.reason,
      constraints: b.constraints ?? null,
    })),
  );
}

// The whole save of a new plan, in one statement: migration 0020_replace_plan_function.sql.
const REPLACE_PLAN_SQL = `select rhythm_replace_plan($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8::jsonb, $9::jsonb, $10::jsonb, $11::text[], $12::text[], $13) as saved`;

// The day's blocks that are not the plan's: the planner plans around them.
const OTHER_BLOCKS_SQL = `
  select id, task_id, title, start_min, end_min, kind, fixed, done, source, reason, constraints
  from blocks where user_id = $1 and date = $2 and source <> 'plan' and not all_day
  order by start_min, end_min, id`;

/** The caller's timed blocks of the day that the plan does not own (calendar, import, habit). */
export async function otherDayBlocks(userId: string, date: string): Promise<DayBlock[]> {
  const rows = await queryPrepared<RawBlockRow>("rhythm_other_day_blocks", OTHER_BLOCKS_SQL, [userId, date]);
  return rows.map(rawToDayBlock);
}

// What planning a new plan reads, in one statement: the day's other blocks and its habits' inputs.
const PLANNING_INPUTS_SQL = `
  select (${HABIT_INPUTS_SQL}) as habits,
    coalesce((select json_agg(o order by o.start_min, o.end_min, o.id) from (${OTHER_BLOCKS_SQL}) o), '[]') as others`;

/**
 * What POST /api/schedule plans around, read in one prepared statement: the caller's other blocks
 * of the day (otherDayBlocks) and what their habits need (habits/plan-integration.ts).
 */
export async function planningInputs(
  userId: string,
  date: string,
): Promise<{ others: DayBlock[]; habits: HabitDayInputs }> {
  const [row] = await queryPrepared<{ habits: HabitDayInputs; others: RawBlockRow[] }>(
    "rhythm_planning_inputs",
    PLANNING_INPUTS_SQL,
    [userId, date],
  );
  return { others: row.others.map(rawToDayBlock), habits: row.habits };
}

interface ReplacedPlan {
  /** The plan's blocks as saved, with `done` set on those that kept a check-off. */
  blocks: PlannedBlock[];
  updatedAt: Date;
}

/**
 * Saves a newly generated plan (the hot path of POST /api/schedule) in one round trip: the database
 * function rhythm_replace_plan (migration 0020) upserts the plan row first, which locks it, so a
 * concurrent replacement of the same day waits and then sees (and replaces) these blocks instead of
 * adding its own beside them; the blocks of habit tasks become the habits' in the same statement.
 */
export async function replacePlan(
  userId: string,
  date: string,
  content: PlanContent,
  habitByTask: ReadonlyMap<string, string> = new Map(),
): Promise<ReplacedPlan> {
  const now = new Date();
  const [row] = await queryPrepared<{ saved: { updatedAt: string; done: string[] } }>(
    "rhythm_replace_plan",
    REPLACE_PLAN_SQL,
    [
      crypto.randomUUID(),
      userId,
      date,
      content.description,
      content.engine,
      JSON.stringify(content.unscheduled),
      JSON.stringify(withoutConflictWarnings(content.warnings)),
      content.interpretation ? JSON.stringify(content.interpretation) : null,
      JSON.stringify(content.otherDays ?? []),
      blockRecords(content.blocks),
      [...habitByTask.keys()],
      [...habitByTask.values()],
      now,
    ],
  );
  const done = new Set(row.saved.done);
  return {
    blocks: content.blocks.map((b) => ({ ...b, done: done.has(b.id) })),
    updatedAt: new Date(row.saved.updatedAt),
  };
}

/**
 * Re-plan's write, inside the caller's transaction (plan row already locked): the plan row and the
 * day's plan blocks replaced by `content` (done blocks keep their done_at from `doneAt`).
 */
export async function writePlan(
  tx: Tx,
  userId: string,
  date: string,
  content: PlanContent,
  doneAt: Map<string, Date | null>,
): Promise<SavedPlan> {
  const now = new Date();
  const values = {
    description: content.description,
    engine: content.engine,
    unscheduled: content.unscheduled,
    warnings: withoutConflictWarnings(content.warnings),
    ...(content.interpretation ? { interpretation: content.interpretation } : {}),
    updatedAt: now,
  };
  await tx
    .insert(plans)
    .values({ userId, date, ...values })
    .onConflictDoUpdate({ target: [plans.userId, plans.date], set: values });
  await tx.delete(blocks).where(and(eq(blocks.userId, userId), eq(blocks.date, date), eq(blocks.source, "plan")));
  if (content.blocks.length > 0) {
    await tx.insert(blocks).values(
      content.blocks.map((b) => ({
        id: b.id,
        userId,
        date,
        startMin: toMinutes(b.start),
        endMin: toMinutes(b.end),
        title: b.title,
        kind: b.kind,
        fixed: b.fixed,
        done: b.done === true,
        doneAt: b.done ? (doneAt.get(b.id) ?? now) : null,
        source: "plan" as const,
        taskId: b.taskId,
        reason: b.reason,
        constraints: b.constraints ?? null,
        updatedAt: now,
      })),
    );
  }
  return (await lockPlan(tx, userId, date))!;
}

/** A title as compared across days: case, spacing and Unicode forms aside. */
const sameTitle = (title: string) => title.normalize("NFKC").trim().replace(/\s+/g, " ").toLocaleLowerCase();

/**
 * The other days' items that are not on their day yet: an item whose title is already one of the
 * caller's blocks on that date (added from an earlier plan of this day, or written there) is not
 * listed again when the day is planned anew. One statement, only when there are items.
 */
export async function notOnTheirDays<T extends { day: string; title: string }>(
  userId: string,
  items: readonly T[],
): Promise<T[]> {
  if (items.length === 0) return [];
  const days = [...new Set(items.map((i) => i.day))];
  const rows = await getDb()
    .select({ date: blocks.date, title: blocks.title })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), inArray(blocks.date, days)));
  const there = new Set(rows.map((r) => `${r.date} ${sameTitle(r.title)}`));
  return items.filter((i) => !there.has(`${i.day} ${sameTitle(i.title)}`));
}

/** Takes one item off the caller's list of other days' items of `date` (it was added to its day). */
export async function dropOtherDay(tx: Tx, userId: string, date: string, id: string): Promise<void> {
  const kept = sql`(select jsonb_agg(e) from jsonb_array_elements(${plans.otherDays}) e where e->>'id' <> ${id})`;
  await tx
    .update(plans)
    .set({ otherDays: sql`coalesce(${kept}, '[]'::jsonb)` })
    .where(mine(userId, date));
}

/** done_at of the caller's done plan blocks of the day, by id (re-planning keeps them). */
export async function doneTimes(tx: Tx, userId: string, date: string): Promise<Map<string, Date | null>> {
  const rows = await tx
    .select({ id: blocks.id, doneAt: blocks.doneAt })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.date, date), eq(blocks.done, true)));
  return new Map(rows.map((r) => [r.id, r.doneAt]));
}
