import "server-only";
/**
 * Becoming an affiliate: a verified user applies; an admin approves (the user gets the affiliate
 * role and a generated code) or rejects; an admin may also make or revoke an affiliate directly.
 * Every admin change is audited in the same transaction.
 */
import { and, desc, eq } from "drizzle-orm";
import { AppError, conflict, forbidden, notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { affiliateApplications, affiliates, users, type User } from "@/server/db/schema";
import { assertPermission, writeAudit } from "@/server/admin/audit";
import type { DbOrTx } from "@/server/billing/sync-subscription";
import { generateAffiliateCode } from "./code";
import type { ApplicationInput } from "./schemas";

export async function applyAsAffiliate(user: User, input: ApplicationInput) {
  if (!user.emailVerified) throw forbidden("affiliate.errors.unverified");
  if (user.role !== "user") throw conflict("affiliate.errors.alreadyAffiliate");
  const rows = await getDb()
    .insert(affiliateApplications)
    .values({ userId: user.id, ...input })
    .onConflictDoNothing()
    .returning({ id: affiliateApplications.id });
  if (rows.length === 0) throw conflict("affiliate.errors.alreadyApplied");
  return { id: rows[0].id };
}

/** The caller's latest application, if any. */
export async function getMyApplication(user: User) {
  const [row] = await getDb()
    .select()
    .from(affiliateApplications)
    .where(eq(affiliateApplications.userId, user.id))
    .orderBy(desc(affiliateApplications.createdAt))
    .limit(1);
  return row;
}

export async function listApplications(actor: User, status: "pending" | "approved" | "rejected" = "pending") {
  assertPermission(actor, "affiliates.manage");
  return getDb()
    .select({ application: affiliateApplications, email: users.email, verified: users.emailVerified })
    .from(affiliateApplications)
    .innerJoin(users, eq(users.id, affiliateApplications.userId))
    .where(eq(affiliateApplications.status, status))
    .orderBy(desc(affiliateApplications.createdAt))
    .limit(100);
}

/** Gives the user an active affiliate row (a new code the first time) and the affiliate role. */
async function ensureAffiliate(tx: DbOrTx, userId: string): Promise<{ code: string }> {
  const [existing] = await tx.select().from(affiliates).where(eq(affiliates.userId, userId));
  if (existing) {
    await tx.update(affiliates).set({ active: true }).where(eq(affiliates.userId, userId));
  } else {
    for (let attempt = 0; ; attempt += 1) {
      const code = generateAffiliateCode(attempt < 5 ? 8 : 12);
      const inserted = await tx
        .insert(affiliates)
        .values({ userId, code })
        .onConflictDoNothing()
        .returning({ code: affiliates.code });
      if (inserted.length > 0) break;
      if (attempt > 10) throw new AppError("conflict", 409, "errors.server");
    }
  }
  // An admin stays an admin (and can still see every dashboard).
  await tx
    .update(users)
    .set({ role: "affiliate" })
    .where(and(eq(users.id, userId), eq(users.role, "user")));
  const [row] = await tx.select({ code: affiliates.code }).from(affiliates).where(eq(affiliates.userId, userId));
  return row;
}

export async function decideApplication(
  actor: User,
  input: { applicationId: string; decision: "approve" | "reject" },
  now = new Date(),
) {
  assertPermission(actor, "affiliates.manage");
  return getDb().transaction(async (tx) => {
    const [application] = await tx
      .select()
      .from(affiliateApplications)
      .where(eq(affiliateApplications.id, input.applicationId))
      .for("update");
    if (!application) throw notFound();
    if (application.status !== "pending") throw conflict("admin.errors.alreadyDecided");
    const status = input.decision === "approve" ? ("approved" as const) : ("rejected" as const);
    await tx
      .update(affiliateApplications)
      .set({ status, decidedBy: actor.id, decidedAt: now })
      .where(eq(affiliateApplications.id, application.id));
    const code = status === "approved" ? (await ensureAffiliate(tx, application.userId)).code : null;
    await writeAudit(tx, actor, {
      action: `application.${input.decision}`,
      targetType: "application",
      targetId: application.id,
      targetLabel: application.name,
      before: { status: application.status },
      after: { status, code },
    });
    return { status, code };
  });
}

/** Admin: make a user an affiliate directly, or revoke it (the code stops counting; history stays). */
export async function setAffiliate(tx: DbOrTx, actor: User, target: User, makeAffiliate: boolean) {
  assertPermission(actor, "affiliates.manage");
  if (makeAffiliate) return ensureAffiliate(tx, target.id);
  const updated = await tx
    .update(affiliates)
    .set({ active: false })
    .where(and(eq(affiliates.userId, target.id), eq(affiliates.active, true)))
    .returning({ code: affiliates.code });
  if (updated.length === 0) throw conflict("admin.errors.notAffiliate");
  await tx
    .update(users)
    .set({ role: "user" })
    .where(and(eq(users.id, target.id), eq(users.role, "affiliate")));
  return { code: updated[0].code };
}

/** The affiliate changes their own code once, if the new one is free. */
export async function changeAffiliateCode(user: User, code: string, now = new Date()) {
  return getDb().transaction(async (tx) => {
    const [own] = await tx
      .select()
      .from(affiliates)
      .where(and(eq(affiliates.userId, user.id), eq(affiliates.active, true)))
      .for("update");
    if (!own) throw notFound();
    if (own.codeEditedAt) throw conflict("affiliate.errors.codeAlreadyEdited");
    if (own.code === code) return { code };
    const [taken] = await tx.select({ id: affiliates.userId }).from(affiliates).where(eq(affiliates.code, code));
    if (taken) throw conflict("affiliate.errors.codeTaken");
    await tx.update(affiliates).set({ code, codeEditedAt: now }).where(eq(affiliates.userId, user.id));
    return { code };
  });
}
