import "server-only";
/**
 * POST /api/calendar/blocks: a block the user placed by hand (source manual). It is fixed: the
 * planner plans around it and re-planning never moves it.
 */
import { toMinutes } from "@/lib/time/clock";
import { getDb } from "@/server/db/client";
import { blocks } from "@/server/db/schema";
import { hasConflict, toCalendarBlock } from "./block-rows";
import type { CreateBlockInput } from "./schemas";
import type { CalendarBlock } from "./types";

export async function createBlock(userId: string, input: CreateBlockInput): Promise<CalendarBlock> {
  const db = getDb();
  const [row] = await db
    .insert(blocks)
    .values({
      userId,
      date: input.date,
      startMin: toMinutes(input.start),
      endMin: toMinutes(input.end),
      title: input.title,
      notes: input.notes || null,
      kind: input.kind,
      fixed: true,
      source: "manual",
    })
    .returning();
  return toCalendarBlock(row, await hasConflict(db, row));
}
