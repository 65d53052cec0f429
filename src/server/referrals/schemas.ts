/** Referral tracking input (spec section 7: referralCode, userAgent; userId on sign-up). */
import { z } from "zod";

export const REFERRAL_CODE = /^[A-Za-z0-9_-]{2,64}$/;

export const trackReferralSchema = z.object({
  referralCode: z.string().regex(REFERRAL_CODE, { error: "referral.errors.invalidCode" }),
  userAgent: z.string().max(512, { error: "referral.errors.userAgentTooLong" }).optional().default(""),
  userId: z.string().max(100).optional(),
  // The client no longer looks up its own IP; the server reads it from the request. Accepted and ignored.
  ipAddress: z.string().max(64).optional(),
});

export type TrackReferralInput = z.infer<typeof trackReferralSchema>;
