/** The API's shape of a mood check-in (what GET, POST and PATCH answer and the pages show). */
import type { MoodRow } from "@/server/db/schema";
import type { MoodEntry } from "./response-schemas";

export type { MoodEntry };

export function toMoodEntry(row: MoodRow): MoodEntry {
  return {
    id: row.id,
    date: row.date,
    time: row.time,
    score: row.score,
    energy: row.energy,
    tags: row.tags,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
