import "server-only";
/**
 * Deleting a block moves its row, unchanged, into calendar_trash; restoring moves it back (Undo):
 * same id, source, done state, habit and import links. Rows older than 30 days are purged when
 * the same user deletes again. `blocks` never gets a deleted flag, so every feature reading it
 * sees live blocks only.
 */
import { and, eq, lt } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, calendarTrash, type BlockRow } from "@/server/db/schema";
import type { Tx } from "./block-rows";
import { notInTrash, restoreConflict } from "./errors";

const TRASH_DAYS = 30;

/** Moves the caller's block into their trash inside `tx`; the deleted row, or undefined when it is not theirs. */
export async function moveToTrash(tx: Tx, userId: string, id: string, now = new Date()): Promise<BlockRow | undefined> {
  const [row] = await tx
    .delete(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.id, id)))
    .returning();
  if (!row) return undefined;
  await tx
    .delete(calendarTrash)
    .where(
      and(
        eq(calendarTrash.userId, userId),
        lt(calendarTrash.deletedAt, new Date(now.getTime() - TRASH_DAYS * 86_400_000)),
      ),
    );
  // A block id is unique across users; a stale trash row with the same id (restored, then deleted
  // again before this row left) is replaced.
  await tx
    .insert(calendarTrash)
    .values({ ...row, deletedAt: now })
    .onConflictDoUpdate({ target: calendarTrash.id, set: { ...row, deletedAt: now } });
  return row;
}

/** Puts a block of the caller's trash back exactly as it was; 404 when it is not in their trash. */
export async function restoreFromTrash(userId: string, id: string): Promise<BlockRow> {
  return getDb().transaction(async (tx) => {
    const [trashed] = await tx
      .delete(calendarTrash)
      .where(and(eq(calendarTrash.userId, userId), eq(calendarTrash.id, id)))
      .returning();
    if (!trashed) throw notInTrash();
    const { deletedAt: _deletedAt, ...row } = trashed;
    const [restored] = await tx.insert(blocks).values(row).onConflictDoNothing().returning();
    // The id is taken again (cannot happen with generated ids, but never overwrite a live block).
    if (!restored) throw restoreConflict();
    return restored;
  });
}
