import "server-only";
/**
 * The admin's user management: search with paging, a user's detail, and the actions (grant
 * free_year, disable / enable, sign out everywhere, make / revoke affiliate, resend verification),
 * each audited with the state before and after. Disabling also bumps the token version, so the
 * user is signed out on their next request (the guards refuse disabled users and old versions).
 */
import { count, desc, eq, ilike, or, sql } from "drizzle-orm";
import { conflict, notFound } from "@/lib/errors";
import type { Locale } from "@/i18n/locales";
import { getDb } from "@/server/db/client";
import { affiliates, referralAttributions, stripeEvents, users, type User } from "@/server/db/schema";
import { setAffiliate } from "@/server/affiliates/applications";
import { sendVerificationEmail } from "@/server/auth/verification";
import { assertPermission, writeAudit } from "./audit";
import type { USER_ACTIONS } from "@/server/affiliates/schemas";

const summary = {
  id: users.id,
  email: users.email,
  name: users.name,
  role: users.role,
  disabled: users.disabled,
  emailVerified: users.emailVerified,
  subscriptionTier: users.subscriptionTier,
  subscriptionStatus: users.subscriptionStatus,
  subscriptionEndDate: users.subscriptionEndDate,
  trialEndsAt: users.trialEndsAt,
  createdAt: users.createdAt,
};

function escapeLike(q: string): string {
  return q.replace(/[\\%_]/g, (c) => `\\${c}`);
}

export async function searchUsers(actor: User, { q, page, pageSize }: { q: string; page: number; pageSize: number }) {
  assertPermission(actor, "users.view");
  const db = getDb();
  const pattern = `%${escapeLike(q.toLowerCase())}%`;
  const where = q ? or(ilike(users.email, pattern), ilike(users.name, pattern)) : undefined;
  const [{ total }] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select(summary)
    .from(users)
    .where(where)
    .orderBy(desc(users.createdAt), desc(users.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return { total, page, pageSize, rows };
}

export async function getUserDetail(actor: User, userId: string) {
  assertPermission(actor, "users.view");
  const db = getDb();
  const [user] = await db
    .select({
      ...summary,
      trialEndsAt: users.trialEndsAt,
      lastLoginAt: users.lastLoginAt,
      billingProvider: users.billingProvider,
    })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) throw notFound();
  const [referral] = await db
    .select({
      status: referralAttributions.status,
      reason: referralAttributions.rejectReason,
      code: affiliates.code,
      affiliateId: affiliates.userId,
    })
    .from(referralAttributions)
    .innerJoin(affiliates, eq(affiliates.userId, referralAttributions.affiliateId))
    .where(eq(referralAttributions.userId, userId));
  const [affiliate] = await db.select().from(affiliates).where(eq(affiliates.userId, userId));
  return {
    ...user,
    referral: referral ?? null,
    affiliate: affiliate ? { code: affiliate.code, active: affiliate.active } : null,
  };
}

type UserAction = (typeof USER_ACTIONS)[number];

function snapshot(u: User) {
  return {
    role: u.role,
    disabled: u.disabled,
    tokenVersion: u.tokenVersion,
    subscriptionTier: u.subscriptionTier,
    subscriptionStatus: u.subscriptionStatus,
    subscriptionEndDate: u.subscriptionEndDate?.toISOString() ?? null,
  };
}

const PERMISSION_FOR: Record<UserAction, "plans.grant" | "users.manage" | "affiliates.manage"> = {
  grant_free_year: "plans.grant",
  disable: "users.manage",
  enable: "users.manage",
  sign_out_everywhere: "users.manage",
  resend_verification: "users.manage",
  make_affiliate: "affiliates.manage",
  revoke_affiliate: "affiliates.manage",
};

export async function updateUser(
  actor: User,
  input: { userId: string; action: UserAction },
  locale: Locale = "en",
  now = new Date(),
) {
  assertPermission(actor, PERMISSION_FOR[input.action]);
  const result = await getDb().transaction(async (tx) => {
    const [target] = await tx.select().from(users).where(eq(users.id, input.userId)).for("update");
    if (!target) throw notFound();
    if (target.id === actor.id && (input.action === "disable" || input.action === "revoke_affiliate"))
      throw conflict("admin.errors.notYourself");
    let extra: Record<string, unknown> = {};
    switch (input.action) {
      case "grant_free_year": {
        const end = new Date(now);
        end.setUTCFullYear(end.getUTCFullYear() + 1);
        await tx
          .update(users)
          .set({
            subscriptionTier: "free_year",
            subscriptionStatus: "active",
            subscriptionEndDate: end,
            cancelAtPeriodEnd: false,
            subscriptionStateAt: now,
          })
          .where(eq(users.id, target.id));
        break;
      }
      case "disable":
        await tx
          .update(users)
          .set({ disabled: true, tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, target.id));
        break;
      case "enable":
        await tx.update(users).set({ disabled: false }).where(eq(users.id, target.id));
        break;
      case "sign_out_everywhere":
        await tx
          .update(users)
          .set({ tokenVersion: sql`${users.tokenVersion} + 1` })
          .where(eq(users.id, target.id));
        break;
      case "make_affiliate":
      case "revoke_affiliate":
        extra = await setAffiliate(tx, actor, target, input.action === "make_affiliate");
        break;
      case "resend_verification":
        if (target.emailVerified && !target.pendingEmail) throw conflict("admin.errors.alreadyVerified");
        break;
    }
    const [after] = await tx.select().from(users).where(eq(users.id, target.id));
    await writeAudit(tx, actor, {
      action: `user.${input.action}`,
      targetType: "user",
      targetId: target.id,
      targetLabel: target.email,
      before: snapshot(target),
      after: { ...snapshot(after), ...extra },
    });
    return { target: after };
  });
  // Mail goes out after the audit is committed; a failure is reported to the admin.
  if (input.action === "resend_verification") await sendVerificationEmail(result.target, locale);
  return { userId: result.target.id, ...snapshot(result.target) };
}

export async function listWebhookEvents(actor: User) {
  assertPermission(actor, "webhooks.view");
  return getDb().select().from(stripeEvents).orderBy(desc(stripeEvents.receivedAt)).limit(100);
}
