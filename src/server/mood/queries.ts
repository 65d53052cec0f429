import "server-only";
/** Reading the caller's mood check-ins: every query is scoped to the caller's id. */
import { and, asc, desc, eq, gte, lte, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { moods } from "@/server/db/schema";
import { DEFAULT_MOOD_TAGS } from "./schemas";
import { toMoodEntry, type MoodEntry } from "./mood-view";

/** Check-ins from `from` to `to` (both included), oldest first, in the day's order. */
export async function listMoods(userId: string, from: string, to: string): Promise<MoodEntry[]> {
  const rows = await getDb()
    .select()
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.date, from), lte(moods.date, to)))
    .orderBy(asc(moods.date), sql`${moods.time} asc nulls last`, asc(moods.createdAt));
  return rows.map(toMoodEntry);
}

/** The newest check-ins, newest first (the /mood page's list). */
export async function listRecentMoods(userId: string, limit = 20): Promise<MoodEntry[]> {
  const rows = await getDb()
    .select()
    .from(moods)
    .where(eq(moods.userId, userId))
    .orderBy(desc(moods.date), sql`${moods.time} desc nulls first`, desc(moods.createdAt))
    .limit(limit);
  return rows.map(toMoodEntry);
}

/** The default tags followed by the user's own, most used first. */
export async function listMoodTags(userId: string): Promise<string[]> {
  const rows = await getDb().execute<{ tag: string }>(
    sql`select tag from (select unnest(${moods.tags}) as tag from ${moods} where ${moods.userId} = ${userId}) t group by tag order by count(*) desc, tag limit 40`,
  );
  const own = rows.rows.map((r) => r.tag);
  return [...new Set([...DEFAULT_MOOD_TAGS, ...own])];
}

/** Check-ins of the last year, for the year grid and the tag insights (oldest first). */
export async function listMoodFacts(
  userId: string,
  from: string,
  to: string,
): Promise<Array<{ date: string; score: number; tags: string[] }>> {
  return getDb()
    .select({ date: moods.date, score: moods.score, tags: moods.tags })
    .from(moods)
    .where(and(eq(moods.userId, userId), gte(moods.date, from), lte(moods.date, to)))
    .orderBy(asc(moods.date));
}
