import "server-only";
/**
 * Test helpers for the affiliate programme: real rows through the real paths (an application
 * approved by an admin, a visit and a sign-up through attribution), never inserted behind the
 * domain's back.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { affiliates, commissions, users, type User } from "@/server/db/schema";
import { insertUser } from "@/server/billing/testing/billing-fixtures";
import { applyAsAffiliate, decideApplication } from "../applications";
import { attributeSignUp, recordReferralVisit } from "../track-referral";

let seq = 0;
const next = () => `${process.pid}-${++seq}-${Math.random().toString(36).slice(2, 6)}`;

export async function insertAdmin(): Promise<User> {
  return insertUser({ role: "admin", emailVerified: new Date() });
}

/** A verified user who applied and was approved by `admin`; returns the affiliate's user row and code. */
export async function approvedAffiliate(
  admin: User,
  values: Partial<User> = {},
): Promise<{ user: User; code: string }> {
  const applicant = await insertUser({ emailVerified: new Date(), ...values });
  const { id } = await applyAsAffiliate(applicant, {
    name: "Test Affiliate",
    website: "https://example.com",
    promotion: "A newsletter about focus.",
  });
  const { code } = await decideApplication(admin, { applicationId: id, decision: "approve" });
  const [user] = await getDb().select().from(users).where(eq(users.id, applicant.id));
  return { user, code: code! };
}

/** A visitor from `ip` opens the affiliate's link, then signs up (as a new user with `values`). */
export async function referredCustomer(code: string, values: Partial<User> = {}, ip = `198.51.100.${(seq % 250) + 1}`) {
  await recordReferralVisit({ code, ip, userAgent: "jest" });
  const user = await insertUser({
    email: `referred-${next()}@example.com`,
    stripeCustomerId: `cus_${next()}`,
    ...values,
  });
  const attribution = await attributeSignUp({ userId: user.id, ip });
  return { user, attribution };
}

export async function commissionsOf(affiliateId: string) {
  return getDb().select().from(commissions).where(eq(commissions.affiliateId, affiliateId));
}

export async function affiliateRow(userId: string) {
  const [row] = await getDb().select().from(affiliates).where(eq(affiliates.userId, userId));
  return row;
}
