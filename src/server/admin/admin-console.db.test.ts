/**
 * The admin console's domain functions on a real database: every one refuses non-admins and
 * affiliates with a 404 (the same answer as a missing page), every change is audited with the
 * state before and after, and the user actions do what they say.
 */
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { adminAuditLog, users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { insertUser } from "@/server/billing/testing/billing-fixtures";
import { getAffiliateStats } from "@/server/affiliates/affiliate-stats";
import { applyAsAffiliate, decideApplication, listApplications } from "@/server/affiliates/applications";
import {
  balancesCsv,
  listAffiliates,
  listBalances,
  listCommissions,
  listPayouts,
  markPayoutPaid,
} from "@/server/affiliates/payouts";
import { recordReferralVisit } from "@/server/affiliates/track-referral";
import { approvedAffiliate, insertAdmin } from "@/server/affiliates/testing/affiliate-fixtures";
import { hasPermission, ROLE_PERMISSIONS } from "@/server/auth/permissions";
import { listAuditLog } from "./audit";
import { getUserDetail, listWebhookEvents, searchUsers, updateUser } from "./manage-users";

process.env.AUTH_SECRET = "affiliate-tests-secret-0123456789-abcdefgh";
resetEnvForTests();
setupTestDatabase();

const auditOf = (targetId: string) => getDb().select().from(adminAuditLog).where(eq(adminAuditLog.targetId, targetId));

describe(`admin console (${testDatabaseKind()})`, () => {
  test("the permission table: admins hold every permission, affiliates only their dashboard, users none", () => {
    expect(hasPermission({ role: "admin" }, "payouts.manage")).toBe(true);
    expect(hasPermission({ role: "affiliate" }, "affiliate.dashboard")).toBe(true);
    expect(hasPermission({ role: "affiliate" }, "users.view")).toBe(false);
    expect(ROLE_PERMISSIONS.user).toEqual([]);
    expect(hasPermission(null, "admin.access")).toBe(false);
  });

  test("non-admins and affiliates get 404 from every admin function, and other affiliates' stats", async () => {
    const admin = await insertAdmin();
    const someone = await insertUser({ emailVerified: new Date() });
    const a = await approvedAffiliate(admin);
    const b = await approvedAffiliate(admin);
    const payout = { affiliateId: a.user.id, currency: "usd", reference: "X-1" };
    for (const actor of [someone, a.user]) {
      const calls: Array<() => Promise<unknown>> = [
        () => searchUsers(actor, { q: "", page: 1, pageSize: 20 }),
        () => getUserDetail(actor, someone.id),
        () => updateUser(actor, { userId: someone.id, action: "grant_free_year" }),
        () => updateUser(actor, { userId: someone.id, action: "disable" }),
        () => updateUser(actor, { userId: someone.id, action: "make_affiliate" }),
        () => listApplications(actor),
        () => decideApplication(actor, { applicationId: "x", decision: "approve" }),
        () => listAffiliates(actor),
        () => listBalances(actor),
        () => balancesCsv(actor),
        () => listCommissions(actor),
        () => listPayouts(actor),
        () => markPayoutPaid(actor, payout),
        () => listAuditLog(actor),
        () => listWebhookEvents(actor),
      ];
      for (const call of calls) await expect(call()).rejects.toMatchObject({ status: 404 });
    }
    await expect(getAffiliateStats(b.user, a.user.id)).rejects.toMatchObject({ status: 404 });
    await expect(getAffiliateStats(someone, a.user.id)).rejects.toMatchObject({ status: 404 });
    await expect(getAffiliateStats(admin, "no-such-affiliate")).rejects.toMatchObject({ status: 404 });
    expect((await getAffiliateStats(admin, a.user.id)).code).toBe(a.code);
    expect((await getAffiliateStats(a.user, a.user.id)).code).toBe(a.code);
    // Nothing was written by the refused calls.
    expect(await auditOf(someone.id)).toHaveLength(0);
  });

  test("user actions change what they say and are audited with before and after", async () => {
    const admin = await insertAdmin();
    const target = await insertUser({ email: "target.person@example.com", name: "Target Person" });

    const found = await searchUsers(admin, { q: "TARGET.PERSON", page: 1, pageSize: 20 });
    expect(found.rows.map((r) => r.id)).toEqual([target.id]);
    expect((await searchUsers(admin, { q: "Target Pers", page: 1, pageSize: 20 })).total).toBe(1);
    expect((await searchUsers(admin, { q: "%", page: 1, pageSize: 20 })).total).toBe(0);

    await updateUser(admin, { userId: target.id, action: "grant_free_year" });
    await updateUser(admin, { userId: target.id, action: "disable" });
    let [row] = await getDb().select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({
      subscriptionTier: "free_year",
      subscriptionStatus: "active",
      disabled: true,
      tokenVersion: 1,
    });
    await updateUser(admin, { userId: target.id, action: "enable" });
    await updateUser(admin, { userId: target.id, action: "sign_out_everywhere" });
    [row] = await getDb().select().from(users).where(eq(users.id, target.id));
    expect(row).toMatchObject({ disabled: false, tokenVersion: 2 });

    await updateUser(admin, { userId: target.id, action: "make_affiliate" });
    const detail = await getUserDetail(admin, target.id);
    expect(detail.role).toBe("affiliate");
    expect(detail.affiliate?.code).toMatch(/^[A-Z0-9]{8}$/);
    expect(await recordReferralVisit({ code: detail.affiliate!.code, ip: "203.0.113.1", userAgent: "" })).toEqual({
      recorded: true,
    });
    await updateUser(admin, { userId: target.id, action: "revoke_affiliate" });
    // A revoked code records nothing.
    expect(await recordReferralVisit({ code: detail.affiliate!.code, ip: "203.0.113.2", userAgent: "" })).toEqual({
      recorded: false,
    });
    await expect(updateUser(admin, { userId: target.id, action: "revoke_affiliate" })).rejects.toMatchObject({
      status: 409,
    });
    await expect(updateUser(admin, { userId: admin.id, action: "disable" })).rejects.toMatchObject({ status: 409 });
    await expect(updateUser(admin, { userId: "no-such-user", action: "enable" })).rejects.toMatchObject({
      status: 404,
    });

    const log = await auditOf(target.id);
    expect(log.map((e) => e.action).sort()).toEqual(
      [
        "user.disable",
        "user.enable",
        "user.grant_free_year",
        "user.make_affiliate",
        "user.revoke_affiliate",
        "user.sign_out_everywhere",
      ].sort(),
    );
    const disable = log.find((e) => e.action === "user.disable")!;
    expect(disable).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      targetLabel: "target.person@example.com",
    });
    expect(disable.before).toMatchObject({ disabled: false, tokenVersion: 0 });
    expect(disable.after).toMatchObject({ disabled: true, tokenVersion: 1 });
    expect((await listAuditLog(admin)).length).toBeGreaterThanOrEqual(6);
  });

  test("applications: approve gives the role and a code, reject leaves the user alone, each decided once", async () => {
    const admin = await insertAdmin();
    const input = { name: "Applicant", website: "example.org", promotion: "Videos about planning." };
    const yes = await insertUser({ emailVerified: new Date() });
    const no = await insertUser({ emailVerified: new Date() });
    const y = await applyAsAffiliate(yes, input);
    const n = await applyAsAffiliate(no, input);
    expect((await listApplications(admin)).map((r) => r.application.id)).toEqual(expect.arrayContaining([y.id, n.id]));
    const approved = await decideApplication(admin, { applicationId: y.id, decision: "approve" });
    expect(approved.code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
    await decideApplication(admin, { applicationId: n.id, decision: "reject" });
    await expect(decideApplication(admin, { applicationId: y.id, decision: "reject" })).rejects.toMatchObject({
      status: 409,
    });
    const roles = await getDb().select({ id: users.id, role: users.role }).from(users);
    expect(roles.find((r) => r.id === yes.id)?.role).toBe("affiliate");
    expect(roles.find((r) => r.id === no.id)?.role).toBe("user");
    expect((await auditOf(y.id))[0]).toMatchObject({
      action: "application.approve",
      before: { status: "pending" },
      after: { status: "approved", code: approved.code },
    });
  });
});
