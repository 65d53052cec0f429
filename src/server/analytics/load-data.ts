import "server-only";
/**
 * The rows analytics reads for one user and date range, all scoped to the caller, in one round
 * trip: blocks, plan dates and moods each come back as one JSON array built by the database. For
 * a year of a heavy user (about 3,650 blocks) that costs the server a third of the CPU time of
 * mapping thousands of result rows one by one (bench/analytics-api.mjs). Block dates are
 * wall-clock dates in the user's zone; plan blocks are read from the blocks table only (the plans
 * row just marks a planned day).
 */
import { and, eq, gte, lte, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, moods, plans } from "@/server/db/schema";
import type { BlockFact } from "./math";
import type { MoodFact } from "./sections/days";

interface AnalyticsData {
  blocks: BlockFact[];
  planDates: Set<string>;
  moods: MoodFact[];
}

type BlockTuple = [date: string, startMin: number, endMin: number, kind: string, done: boolean, allDay: boolean];
type MoodTuple = [date: string, score: number, energy: number | null];

/** json columns arrive parsed from node-postgres and PGlite alike; a string is parsed here just in case. */
const json = <T>(value: unknown): T => (typeof value === "string" ? (JSON.parse(value) as T) : (value as T));

export async function loadAnalyticsData(userId: string, from: string, to: string): Promise<AnalyticsData> {
  const result = await getDb().execute<{ blocks: unknown; plans: unknown; moods: unknown }>(sql`
    select
      (select coalesce(json_agg(json_build_array(${blocks.date}, ${blocks.startMin}, ${blocks.endMin}, ${blocks.kind}, ${blocks.done}, ${blocks.allDay})), '[]'::json)
         from ${blocks} where ${and(eq(blocks.userId, userId), gte(blocks.date, from), lte(blocks.date, to))}) as blocks,
      (select coalesce(json_agg(${plans.date}), '[]'::json)
         from ${plans} where ${and(eq(plans.userId, userId), gte(plans.date, from), lte(plans.date, to))}) as plans,
      (select coalesce(json_agg(json_build_array(${moods.date}, ${moods.score}, ${moods.energy})), '[]'::json)
         from ${moods} where ${and(eq(moods.userId, userId), gte(moods.date, from), lte(moods.date, to))}) as moods
  `);
  const row = result.rows[0];
  return {
    blocks: json<BlockTuple[]>(row.blocks).map(([date, startMin, endMin, kind, done, allDay]) => ({
      date,
      startMin,
      endMin,
      kind,
      done,
      allDay,
    })),
    planDates: new Set(json<string[]>(row.plans)),
    moods: json<MoodTuple[]>(row.moods).map(([date, score, energy]) => ({ date, score, energy })),
  };
}
