import "server-only";
/**
 * Reads and writes of the `plans` table. Every statement is scoped to the caller's userId. Edits
 * read the row with SELECT ... FOR UPDATE inside a transaction, so two edits of the same day
 * (two tabs, quick clicks) are applied one after the other and neither is lost.
 */
import { and, eq } from "drizzle-orm";
import { getDb, queryPrepared, type Db } from "@/server/db/client";
import { plans } from "@/server/db/schema";
import type { PlannedBlock, UnscheduledTask } from "@/server/planner";
import type { SavedPlan } from "./plan-view";
import { readBlocks, readUnscheduled, withConflicts } from "./stored-plan";

export type Tx = Parameters<Parameters<Db["transaction"]>[0]>[0];

type Row = typeof plans.$inferSelect;

function toSaved(row: Row): SavedPlan {
  return {
    date: row.date,
    description: row.description,
    engine: row.engine,
    blocks: readBlocks(row.blocks),
    unscheduled: readUnscheduled(row.unscheduled),
    updatedAt: row.updatedAt,
  };
}

const mine = (userId: string, date: string) => and(eq(plans.userId, userId), eq(plans.date, date));

export async function findPlan(userId: string, date: string): Promise<SavedPlan | undefined> {
  const [row] = await getDb().select().from(plans).where(mine(userId, date)).limit(1);
  return row ? toSaved(row) : undefined;
}

/** The caller's plan for the day, locked until the transaction ends. */
export async function lockPlan(tx: Tx, userId: string, date: string): Promise<SavedPlan | undefined> {
  const [row] = await tx.select().from(plans).where(mine(userId, date)).for("update").limit(1);
  return row ? toSaved(row) : undefined;
}

export interface PlanContent {
  description: string;
  engine: string;
  blocks: PlannedBlock[];
  unscheduled: UnscheduledTask[];
}

/** Inserts or replaces the caller's plan for the day (one per user and date); conflicts are re-marked. */
export async function writePlan(tx: Tx | Db, userId: string, date: string, content: PlanContent): Promise<SavedPlan> {
  const values = { ...content, blocks: withConflicts(content.blocks), updatedAt: new Date() };
  const [row] = await tx
    .insert(plans)
    .values({ userId, date, ...values })
    .onConflictDoUpdate({
      target: [plans.userId, plans.date],
      set: { description: values.description, engine: values.engine, blocks: values.blocks, unscheduled: values.unscheduled, updatedAt: values.updatedAt },
    })
    .returning();
  return toSaved(row);
}

export interface ReplacedPlan {
  /** The blocks as saved (sorted, overlaps marked). */
  blocks: PlannedBlock[];
  updatedAt: Date;
  /** The blocks of the plan this one replaced that were checked off (none when there was no plan). */
  previouslyDone: PlannedBlock[];
}

// The statement behind replacePlan, written out once: see queryPrepared.
const REPLACE_PLAN_SQL = `
  with old as (select blocks from plans where user_id = $2 and date = $3)
  insert into plans (id, user_id, date, description, engine, blocks, unscheduled, created_at, updated_at)
  values ($1, $2, $3, $4, $5, $6::jsonb, $7::jsonb, $8, $8)
  on conflict (user_id, date) do update set
    description = excluded.description, engine = excluded.engine, blocks = excluded.blocks,
    unscheduled = excluded.unscheduled, updated_at = excluded.updated_at
  returning updated_at, (select jsonb_path_query_array(old.blocks, '$[*] ? (@.done == true)') from old) as previously_done`;

/**
 * Saves a newly generated plan in one statement (the hot path of POST /api/schedule): the upsert,
 * and, from the snapshot the statement started with, the checked-off blocks of the plan it
 * replaces. Only the new timestamp and those few blocks travel back.
 */
export async function replacePlan(userId: string, date: string, content: PlanContent): Promise<ReplacedPlan> {
  const blocks = withConflicts(content.blocks);
  const now = new Date();
  const [row] = await queryPrepared<{ updated_at: Date | string; previously_done: unknown }>("rhythm_replace_plan", REPLACE_PLAN_SQL, [
    crypto.randomUUID(),
    userId,
    date,
    content.description,
    content.engine,
    JSON.stringify(blocks),
    JSON.stringify(content.unscheduled),
    now,
  ]);
  return { blocks, updatedAt: new Date(row.updated_at), previouslyDone: readBlocks(row.previously_done ?? []) };
}
