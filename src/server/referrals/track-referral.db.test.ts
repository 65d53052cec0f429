import { getDb } from "@/server/db/client";
import { referrals, users } from "@/server/db/schema";
import { testDatabaseKind, useTestDatabase } from "@/server/db/test-database";
import { trackReferralSchema } from "./schemas";
import { trackReferral } from "./track-referral";

// eslint-disable-next-line react-hooks/rules-of-hooks -- a jest helper named like a hook, not a React hook
useTestDatabase();

describe(`referral tracking (${testDatabaseKind()})`, () => {
  test("a (code, IP, day) visit is recorded once; another day or IP is recorded again", async () => {
    const at = new Date("2026-11-20T10:00:00Z");
    const visit = { referralCode: "FRIEND1", ipAddress: "203.0.113.5", userAgent: "UA" };
    expect(await trackReferral({ ...visit, at })).toEqual({ recorded: true });
    expect(await trackReferral({ ...visit, at: new Date("2026-11-20T22:00:00Z") })).toEqual({ recorded: false });
    expect(await trackReferral({ ...visit, at: new Date("2026-11-21T01:00:00Z") })).toEqual({ recorded: true });
    expect(await trackReferral({ ...visit, ipAddress: "203.0.113.6", at })).toEqual({ recorded: true });
  });

  test("a sign-up is recorded once per user", async () => {
    const [u] = await getDb().insert(users).values({ email: "ref-signup@example.com" }).returning();
    expect(await trackReferral({ referralCode: "FRIEND1", ipAddress: "unknown", userAgent: "", userId: u.id })).toEqual({ recorded: true });
    expect(await trackReferral({ referralCode: "FRIEND1", ipAddress: "unknown", userAgent: "", userId: u.id })).toEqual({ recorded: false });
    expect((await getDb().select().from(referrals)).filter((r) => r.userId === u.id)).toHaveLength(1);
  });

  test("codes and lengths are validated", () => {
    expect(trackReferralSchema.safeParse({ referralCode: "ok_code-1", userAgent: "x" }).success).toBe(true);
    expect(trackReferralSchema.safeParse({ referralCode: "<script>" }).success).toBe(false);
    expect(trackReferralSchema.safeParse({ referralCode: "a".repeat(65) }).success).toBe(false);
    expect(trackReferralSchema.safeParse({ referralCode: "ok", userAgent: "x".repeat(513) }).success).toBe(false);
  });
});
