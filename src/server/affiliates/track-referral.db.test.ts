/**
 * Referral capture and attribution on a real database: only active affiliates' codes are
 * recorded, once per visitor and day, with the address hashed; sign-ups are attributed inside the
 * window to the last valid code; self-referrals are recorded as rejected with their reason.
 */
import { eq } from "drizzle-orm";
import { resetEnvForTests } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { referralAttributions, referralVisits, users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { insertUser } from "@/server/billing/testing/billing-fixtures";
import { trackReferralSchema } from "@/server/referrals/schemas";
import { getAffiliateStats } from "./affiliate-stats";
import { changeAffiliateCode, applyAsAffiliate } from "./applications";
import { attributeSignUp, recordReferralVisit, rememberAffiliateAddress } from "./track-referral";
import { approvedAffiliate, insertAdmin } from "./testing/affiliate-fixtures";
import { visitorKey } from "./visitor-key";

process.env.AUTH_SECRET = "affiliate-tests-secret-0123456789-abcdefgh";
resetEnvForTests();
setupTestDatabase();

const DAY = 24 * 60 * 60 * 1000;
const visitsOf = (affiliateId: string) =>
  getDb().select().from(referralVisits).where(eq(referralVisits.affiliateId, affiliateId));

describe(`referral capture and attribution (${testDatabaseKind()})`, () => {
  test("unknown codes record nothing; a visit counts once per visitor and day; the address is never stored", async () => {
    const admin = await insertAdmin();
    const { user, code } = await approvedAffiliate(admin);
    expect(await recordReferralVisit({ code: "NOSUCHCODE", ip: "203.0.113.9", userAgent: "x" })).toEqual({
      recorded: false,
    });
    const at = new Date("2026-11-20T10:00:00Z");
    expect(await recordReferralVisit({ code: code.toLowerCase(), ip: "203.0.113.9", userAgent: "x", at })).toEqual({
      recorded: true,
    });
    expect(
      await recordReferralVisit({ code, ip: "203.0.113.9", userAgent: "x", at: new Date("2026-11-20T23:00:00Z") }),
    ).toEqual({ recorded: false });
    expect(
      await recordReferralVisit({ code, ip: "203.0.113.9", userAgent: "x", at: new Date("2026-11-21T01:00:00Z") }),
    ).toEqual({ recorded: true });
    expect(await recordReferralVisit({ code, ip: "203.0.113.10", userAgent: "x", at })).toEqual({ recorded: true });
    const rows = await visitsOf(user.id);
    expect(rows).toHaveLength(3);
    expect(JSON.stringify(rows)).not.toContain("203.0.113");
    expect(new Set(rows.map((r) => r.visitorKey))).toEqual(
      new Set([await visitorKey("203.0.113.9"), await visitorKey("203.0.113.10")]),
    );
  });

  test("the last valid code inside the window wins; an expired visit attributes nothing", async () => {
    const admin = await insertAdmin();
    const a = await approvedAffiliate(admin);
    const b = await approvedAffiliate(admin);
    const now = new Date();
    const ip = "198.51.100.77";
    await recordReferralVisit({ code: a.code, ip, userAgent: "", at: new Date(now.getTime() - 10 * DAY) });
    await recordReferralVisit({ code: b.code, ip, userAgent: "", at: new Date(now.getTime() - 2 * DAY) });
    await recordReferralVisit({ code: "UNKNOWN99", ip, userAgent: "" });
    const newcomer = await insertUser({ email: "newcomer@example.org" });
    expect(await attributeSignUp({ userId: newcomer.id, ip, now })).toEqual({
      status: "accepted",
      affiliateId: b.user.id,
    });
    // Once per user: a second call does not move it.
    await recordReferralVisit({ code: a.code, ip, userAgent: "" });
    expect(await attributeSignUp({ userId: newcomer.id, ip })).toMatchObject({ affiliateId: b.user.id });

    // An account that existed before the visit cannot be claimed afterwards.
    const oldAccount = await insertUser({ createdAt: new Date(now.getTime() - 3 * DAY) });
    expect(await attributeSignUp({ userId: oldAccount.id, ip, now })).toEqual({ status: "none" });

    const lateIp = "198.51.100.78";
    await recordReferralVisit({ code: a.code, ip: lateIp, userAgent: "", at: new Date(now.getTime() - 31 * DAY) });
    const late = await insertUser();
    expect(await attributeSignUp({ userId: late.id, ip: lateIp, now })).toEqual({ status: "none" });
  });

  test("self-referrals are recorded as rejected with the reason and earn nothing", async () => {
    const admin = await insertAdmin();
    const { user: affiliate, code } = await approvedAffiliate(admin, { email: "maria@example.net" });
    // Same mailbox.
    await recordReferralVisit({ code, ip: "192.0.2.1", userAgent: "" });
    const alias = await insertUser({ email: "maria+second@example.net" });
    expect(await attributeSignUp({ userId: alias.id, ip: "192.0.2.1" })).toMatchObject({
      status: "rejected",
      reason: "same_email",
    });
    // Same address as one of the affiliate's sign-ins.
    await rememberAffiliateAddress(affiliate.id, "192.0.2.50");
    await recordReferralVisit({ code, ip: "192.0.2.50", userAgent: "" });
    const sameNet = await insertUser();
    expect(await attributeSignUp({ userId: sameNet.id, ip: "192.0.2.50" })).toMatchObject({
      status: "rejected",
      reason: "same_ip",
    });
    // The affiliate's own account.
    expect(await attributeSignUp({ userId: affiliate.id, ip: "192.0.2.50" })).toMatchObject({
      status: "rejected",
      reason: "self_account",
    });
    const rows = await getDb()
      .select()
      .from(referralAttributions)
      .where(eq(referralAttributions.affiliateId, affiliate.id));
    expect(rows.map((r) => r.status).sort()).toEqual(["rejected", "rejected", "rejected"]);
    const stats = await getAffiliateStats(affiliate, affiliate.id);
    expect(stats).toMatchObject({ signups: 0, rejected: 3 });
    expect(stats.referred.map((r) => r.email)).toContain("m***@example.net");
  });

  test("only verified users may apply; one open application; codes change once and must be free", async () => {
    const unverified = await insertUser({ emailVerified: null });
    const input = { name: "Someone", website: "https://example.com", promotion: "Posts about focus and planning." };
    await expect(applyAsAffiliate(unverified, input)).rejects.toMatchObject({
      status: 403,
      messageKey: "affiliate.errors.unverified",
    });
    const verified = await insertUser({ emailVerified: new Date() });
    await applyAsAffiliate(verified, input);
    await expect(applyAsAffiliate(verified, input)).rejects.toMatchObject({ status: 409 });

    const admin = await insertAdmin();
    const a = await approvedAffiliate(admin);
    const b = await approvedAffiliate(admin);
    const [aUser] = await getDb().select().from(users).where(eq(users.id, a.user.id));
    await expect(changeAffiliateCode(aUser, b.code)).rejects.toMatchObject({
      status: 409,
      messageKey: "affiliate.errors.codeTaken",
    });
    expect(await changeAffiliateCode(aUser, "MYCODE2026")).toEqual({ code: "MYCODE2026" });
    await expect(changeAffiliateCode(aUser, "OTHER2026")).rejects.toMatchObject({
      status: 409,
      messageKey: "affiliate.errors.codeAlreadyEdited",
    });
    expect(await recordReferralVisit({ code: "mycode2026", ip: "203.0.113.200", userAgent: "" })).toEqual({
      recorded: true,
    });
  });

  test("the track-referral body is validated with the one code schema", () => {
    expect(trackReferralSchema.safeParse({ referralCode: "RhythmDemo", userAgent: "x" })).toMatchObject({
      success: true,
      data: { referralCode: "RHYTHMDEMO" },
    });
    for (const bad of ["<script>", "abc", "a".repeat(17), "with_underscore"])
      expect(trackReferralSchema.safeParse({ referralCode: bad }).success).toBe(false);
    expect(trackReferralSchema.safeParse({ referralCode: "RHYTHMDEMO", userAgent: "x".repeat(513) }).success).toBe(
      false,
    );
  });
});
