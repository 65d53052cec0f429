import "server-only";
/**
 * The answers of the admin console and the affiliate dashboard (/api/admin/**, /api/affiliate/**).
 * Their rows are database rows as the console shows them; they are documented by their lists'
 * names here, field by field only where another page relies on them (the affiliate stats).
 */
import { z } from "zod";

export { affiliateStatsSchema } from "@/server/affiliates/schemas";

const rows = (what: string) => z.array(z.unknown()).describe(what);

export const affiliateListSchema = z.object({ affiliates: rows("Affiliates with their codes and totals") });
export const applicationListSchema = z.object({ applications: rows("Affiliate applications with that status") });
export const applicationDecisionSchema = z.object({ status: z.string(), code: z.string().nullable().optional() });
export const auditLogSchema = z.object({ entries: rows("The latest admin actions, newest first") });
export const commissionListSchema = z.object({ commissions: rows("Commissions with their state") });
export const payoutsSchema = z.object({
  balances: rows("Approved balances per affiliate and currency"),
  payouts: rows("Past payouts"),
});
export const payoutAnswerSchema = z.unknown().describe("The payout recorded");
export const userSearchAnswerSchema = z.object({
  total: z.number(),
  page: z.number(),
  pageSize: z.number(),
  rows: rows("Users"),
});
export const userDetailSchema = z
  .object({ id: z.string(), email: z.string() })
  .describe("The user, referral and affiliate");
export const userUpdateAnswerSchema = z.object({ userId: z.string(), role: z.string(), disabled: z.boolean() });
export const webhookEventListSchema = z.object({ events: rows("The latest Stripe events received") });
