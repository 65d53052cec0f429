import "server-only";
/** The answers of sign-up, sign-in helpers, the account and its reminders (/api/auth/**, /api/account/**, /api/push/**). */
import { z } from "zod";
import { reminderPreferencesSchema } from "@/server/push/schemas";

/**
 * GET /api/auth/user: the spec's profile (section 3), answered bare as the spec's query fetcher
 * reads it; the one resource answer not wrapped in `{user}`.
 */
export const profileSchema = z.strictObject({
  hasCompletedOnboarding: z.boolean(),
  subscriptionTier: z.enum(["free", "monthly", "yearly", "free_year"]),
  subscriptionStatus: z.string(),
  subscriptionEndDate: z.string().nullable(),
  email: z.string(),
});

export const passwordPolicySchema = z.strictObject({
  minLength: z.number(),
  maxLength: z.number().optional(),
  requireLowercase: z.boolean(),
  requireUppercase: z.boolean(),
  requireNumeric: z.boolean(),
  requireNonAlphanumeric: z.boolean(),
});

/** POST /api/auth/signup and POST /api/admin-setup: the new account. */
export const createdAccountSchema = z.object({ id: z.string() });

export const okSchema = z.strictObject({ ok: z.literal(true) });
export const passwordResetDoneSchema = z.strictObject({ ok: z.literal(true), email: z.string() });
export const passwordChangedSchema = z.strictObject({ ok: z.literal(true), signedOutSessions: z.number() });
export const verificationSentSchema = z.strictObject({
  sent: z.boolean(),
  alreadyVerified: z.literal(true).optional(),
});

const home = z.string().describe("The path of the account's home page (its role's)");
export const accountPreferencesSchema = z.strictObject({
  language: z.enum(["en", "es", "ar"]),
  theme: z.enum(["light", "dark", "system"]),
  home,
});

/** GET /api/account/summary: null when the visitor is not signed in (a 200, not an error). */
export const accountSummarySchema = z
  .strictObject({
    email: z.string(),
    name: z.string().nullable(),
    onboarded: z.boolean(),
    premium: z.boolean(),
    home,
    subscriptionTier: profileSchema.shape.subscriptionTier,
    subscriptionStatus: z.string(),
    subscriptionEndDate: z.string().nullable(),
  })
  .nullable();

export const pushPreferencesSchema = z.strictObject({ publicKey: z.string(), preferences: reminderPreferencesSchema });
export const preferencesResponseSchema = z.strictObject({ preferences: reminderPreferencesSchema });
export const pushDeviceSchema = z.strictObject({ id: z.string() });
export const pushTestSchema = z.strictObject({ sent: z.number(), removed: z.number() });

/** GET /api/dev/mailbox (development and test servers only). */
export const mailboxSchema = z.object({
  messages: z.array(z.object({ id: z.string(), to: z.string(), subject: z.string(), text: z.string() })),
});

/** GET /api/app-frame: what the signed-in frame shows of its user (components/app-shell/frame-data.ts). */
export const appFrameSchema = z.strictObject({
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  plan: z.enum(["free", "trial", "monthly", "yearly", "freeYear", "ended"]),
  roleLinks: z.array(
    z.strictObject({ href: z.string(), key: z.enum(["admin", "affiliateDashboard", "becomeAffiliate"]) }),
  ),
  premium: z.boolean(),
  home: z.string(),
  clockFormat: z.enum(["auto", "12h", "24h"]),
  timezone: z.string(),
  workStart: z.string(),
});

const subscriptionPhase = z.enum(["none", "trialing", "active", "canceling", "pastDue", "ended"]);
const subscriptionTier = z.enum(["free", "monthly", "yearly", "free_year"]);

/** GET /api/account/subscription: the caller's subscription as /subscription shows it (dates as ISO strings). */
export const subscriptionSchema = z.strictObject({
  plan: subscriptionTier,
  status: z.string(),
  phase: subscriptionPhase,
  hasPremium: z.boolean(),
  provider: z.string().nullable(),
  trialEndsAt: z.string().nullable(),
  renewsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  canOpenPortal: z.boolean(),
});
export type SubscriptionData = z.infer<typeof subscriptionSchema>;

/** GET /api/account/overview: what /profile shows of the caller's account (dates as ISO strings). */
export const accountOverviewSchema = z.strictObject({
  name: z.string().nullable(),
  image: z.string().nullable(),
  email: z.string(),
  emailVerified: z.boolean(),
  pendingEmail: z.string().nullable(),
  signInMethods: z.array(z.string()),
  createdAt: z.string(),
  lastLoginAt: z.string().nullable(),
  timezone: z.string(),
  subscriptionTier,
  subscriptionStatus: z.string(),
  subscriptionEndDate: z.string().nullable(),
  cancelAtPeriodEnd: z.boolean(),
  billingProvider: z.string().nullable(),
  phase: subscriptionPhase,
  hasPassword: z.boolean(),
});
export type AccountOverviewData = z.infer<typeof accountOverviewSchema>;

/** GET /api/account/settings: what /settings edits of the caller's account. */
export const accountSettingsSchema = z.strictObject({
  name: z.string(),
  email: z.string(),
  pendingEmail: z.string().nullable(),
  emailVerified: z.boolean(),
  theme: z.enum(["light", "dark", "system"]),
  notificationsEnabled: z.boolean(),
  planning: z.strictObject({
    timezone: z.string(),
    wakeTime: z.string(),
    bedTime: z.string(),
    workStart: z.string(),
    workEnd: z.string(),
    workDays: z.array(z.number()),
    focusTime: z.enum(["morning", "afternoon", "evening"]),
    goals: z.array(z.string()),
    clockFormat: z.enum(["auto", "12h", "24h"]),
    bufferMinutes: z.number(),
    focusCapMinutes: z.number(),
    breakMinutes: z.number(),
  }),
});
export type AccountSettingsData = z.infer<typeof accountSettingsSchema>;
