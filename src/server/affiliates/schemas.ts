/** Inputs of the affiliate programme, shared by forms, server actions and the JSON APIs. */
import { z } from "zod";
import { affiliateCodeSchema } from "./code";

export const applicationSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, { error: "affiliate.errors.nameRequired" })
    .max(80, { error: "affiliate.errors.tooLong" }),
  website: z
    .string()
    .trim()
    .min(3, { error: "affiliate.errors.websiteRequired" })
    .max(200, { error: "affiliate.errors.tooLong" }),
  promotion: z
    .string()
    .trim()
    .min(10, { error: "affiliate.errors.promotionRequired" })
    .max(1000, { error: "affiliate.errors.tooLong" }),
});
export type ApplicationInput = z.infer<typeof applicationSchema>;

export const changeCodeSchema = z.object({ code: affiliateCodeSchema });

const id = z.string().trim().min(1).max(100);

export const decideApplicationSchema = z.object({ applicationId: id, decision: z.enum(["approve", "reject"]) });

export const payoutSchema = z.object({
  affiliateId: id,
  currency: z
    .string()
    .trim()
    .regex(/^[a-zA-Z]{3}$/, { error: "admin.errors.badCurrency" })
    .transform((c) => c.toLowerCase()),
  reference: z
    .string()
    .trim()
    .min(2, { error: "admin.errors.referenceRequired" })
    .max(200, { error: "admin.errors.referenceRequired" }),
});

export const USER_ACTIONS = [
  "grant_free_year",
  "disable",
  "enable",
  "sign_out_everywhere",
  "make_affiliate",
  "revoke_affiliate",
  "resend_verification",
] as const;
export const userUpdateSchema = z.object({
  userId: id,
  action: z.enum(USER_ACTIONS, { error: "admin.errors.badAction" }),
});

export const userSearchSchema = z.object({
  q: z.string().trim().max(200).optional().default(""),
  page: z.coerce.number().int().min(1).max(100_000).optional().default(1),
  pageSize: z.coerce.number().int().min(1).max(100).optional().default(20),
});

/*
 * Response shape of GET /api/affiliate/stats (and the affiliate dashboard's numbers), declared
 * beside the inputs: getAffiliateStats returns this type and the tests parse real answers with it.
 * Amounts are integer cents in `currency`; rates are percentages with one decimal.
 */
const cents = z.number().int();
const count = z.number().int().nonnegative();
const rate = z.number().min(0);
export const affiliateStatsSchema = z.strictObject({
  affiliateId: z.string().min(1),
  code: z.string().min(1),
  active: z.boolean(),
  codeEditable: z.boolean(),
  settings: z.strictObject({ commissionPercent: z.number(), holdingDays: count, attributionDays: count }),
  clicks: count,
  signups: count,
  rejected: count,
  trials: count,
  paying: count,
  conversion: z.strictObject({ signupPerClick: rate, payingPerSignup: rate }),
  earnings: z.array(
    z.strictObject({ currency: z.string().min(1), pending: cents, approved: cents, paid: cents, reversed: cents }),
  ),
  series: z.strictObject({
    currency: z.string().nullable(),
    months: z.array(
      z.strictObject({ month: z.string().regex(/^\d{4}-\d{2}$/), clicks: count, signups: count, earned: cents }),
    ),
  }),
  referred: z.array(
    z.strictObject({
      email: z.string(),
      plan: z.enum(["free", "monthly", "yearly", "free_year"]),
      subscriptionStatus: z.string(),
      since: z.iso.datetime(),
      status: z.enum(["accepted", "rejected"]),
      reason: z.string().nullable(),
      paying: z.boolean(),
    }),
  ),
});
export type AffiliateStats = z.infer<typeof affiliateStatsSchema>;
