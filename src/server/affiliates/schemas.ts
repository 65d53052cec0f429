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
