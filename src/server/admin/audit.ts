import "server-only";
/** The admin audit log: every change an admin makes is written here in the same transaction as the change. */
import { desc, lt } from "drizzle-orm";
import { notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { adminAuditLog, type User } from "@/server/db/schema";
import { hasPermission, type Permission } from "@/server/auth/permissions";
import type { DbOrTx } from "@/server/billing/sync-subscription";

/** Domain functions check the caller themselves; no permission reads as "no such thing" (404). */
export function assertPermission(actor: User, permission: Permission): void {
  if (!hasPermission(actor, permission)) throw notFound();
}

interface AuditEntry {
  action: string;
  targetType: "user" | "application" | "affiliate" | "payout";
  targetId: string;
  targetLabel?: string | null;
  before?: unknown;
  after?: unknown;
}

export async function writeAudit(tx: DbOrTx, actor: User, entry: AuditEntry): Promise<void> {
  await tx.insert(adminAuditLog).values({
    actorId: actor.id,
    actorEmail: actor.email,
    action: entry.action,
    targetType: entry.targetType,
    targetId: entry.targetId,
    targetLabel: entry.targetLabel ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}

export async function listAuditLog(actor: User, { limit = 50, before }: { limit?: number; before?: Date } = {}) {
  assertPermission(actor, "audit.view");
  return getDb()
    .select()
    .from(adminAuditLog)
    .where(before ? lt(adminAuditLog.createdAt, before) : undefined)
    .orderBy(desc(adminAuditLog.createdAt))
    .limit(limit);
}
