/** Referral tracking input (spec section 7: referralCode, userAgent; userId on sign-up). Codes use the affiliate code schema. */
import { z } from "zod";
import { affiliateCodeSchema } from "@/server/affiliates/code";

export const trackReferralSchema = z.object({
  referralCode: affiliateCodeSchema,
  userAgent: z.string().max(512, { error: "referral.errors.userAgentTooLong" }).optional().default(""),
  userId: z.string().max(100).optional(),
  // The client no longer looks up its own IP; the server reads it from the request. Accepted and ignored.
  ipAddress: z.string().max(64).optional(),
});
