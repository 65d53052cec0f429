import "server-only";
/**
 * Every route of the API with its success answer, in one table: what docs/api/openapi.json is
 * generated from (scripts/openapi.ts) and what api-shapes.db.test.ts checks real answers against.
 * The route handlers answer through the same schemas (`json(schema, body)`), so the three agree.
 */
import type { z } from "zod";
import * as account from "./account";
import * as admin from "./admin";
import * as calendar from "./calendar";
import * as extras from "./planner-extras";
import * as schedule from "./schedule";
import * as system from "./system";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
/** Who may call it: anyone, a signed-in user, a premium subscriber, an admin, an affiliate, or Stripe. */
type Access = "public" | "user" | "premium" | "admin" | "affiliate" | "stripe" | "token";

export interface ApiRoute {
  method: Method;
  /** OpenAPI form: `/api/habits/{id}`. */
  path: string;
  summary: string;
  access: Access;
  status: number;
  /** The JSON body of the success answer; none for 204 and for the file answers below. */
  body?: z.ZodType;
  /** A non-JSON answer (a file, a page, a redirect). */
  content?: string;
}

const r = (
  method: Method,
  path: string,
  access: Access,
  status: number,
  summary: string,
  body?: z.ZodType,
  content?: string,
): ApiRoute => ({ method, path, access, status, summary, body, content });

export const API_ROUTES: readonly ApiRoute[] = [
  // Planner
  r(
    "POST",
    "/api/schedule",
    "premium",
    200,
    "Plan (or re-plan) a day from its description",
    schedule.planResponseSchema,
  ),
  r(
    "GET",
    "/api/schedule",
    "premium",
    200,
    "A day's saved plan (?date=); null when none",
    schedule.maybePlanResponseSchema,
  ),
  r(
    "GET",
    "/api/schedule/day",
    "premium",
    200,
    "What the dashboard shows of a day (?date=, today by default): its context, plan and carry-over offer",
    schedule.dashboardDaySchema,
  ),
  r(
    "POST",
    "/api/schedule/quick-add",
    "premium",
    200,
    "One more thing on a day, placed in its free time",
    schedule.addedResponseSchema,
  ),
  r(
    "GET",
    "/api/schedule/carry-over",
    "premium",
    200,
    "Yesterday's unfinished flexible blocks on offer",
    schedule.carryOverOfferSchema,
  ),
  r(
    "POST",
    "/api/schedule/carry-over",
    "premium",
    200,
    "Bring the chosen blocks into today",
    schedule.addedResponseSchema,
  ),
  r(
    "GET",
    "/api/schedule/interpretation",
    "premium",
    200,
    "What the planner understood of a day (?date=)",
    schedule.interpretationResponseSchema,
  ),
  r(
    "PATCH",
    "/api/schedule/interpretation",
    "premium",
    200,
    "Correct one understood item",
    schedule.interpretationEditResponseSchema,
  ),
  // Calendar
  r(
    "GET",
    "/api/calendar",
    "premium",
    200,
    "Blocks of a range of days (?from=&to=)",
    calendar.calendarBlocksResponseSchema,
  ),
  r("POST", "/api/calendar/blocks", "premium", 201, "A block placed by hand", calendar.blockResponseSchema),
  r(
    "PATCH",
    "/api/calendar/blocks/{id}",
    "premium",
    200,
    "Edit a block: with its reason, its day's overlaps and warnings, and the points a check-off gave",
    calendar.blockEditResponseSchema,
  ),
  r("DELETE", "/api/calendar/blocks/{id}", "premium", 204, "Move a block to the trash"),
  r(
    "POST",
    "/api/calendar/blocks/{id}/restore",
    "premium",
    200,
    "Undo a delete (with the block's day, as an edit answers)",
    calendar.blockRestoreResponseSchema,
  ),
  r(
    "POST",
    "/api/calendar/import",
    "premium",
    200,
    "Import an .ics file (text/calendar body)",
    calendar.calendarImportResultSchema,
  ),
  r("GET", "/api/calendar/feed", "premium", 200, "The private subscription link", calendar.feedUrlSchema),
  r("POST", "/api/calendar/feed/reset", "premium", 200, "A new subscription link", calendar.feedUrlSchema),
  r("GET", "/api/calendar/feed/{token}", "token", 200, "The calendar as an .ics feed", undefined, "text/calendar"),
  r("GET", "/api/calendar/subscriptions", "premium", 200, "Calendars followed by URL", calendar.subscriptionListSchema),
  r(
    "POST",
    "/api/calendar/subscriptions",
    "premium",
    201,
    "Follow a calendar by URL",
    calendar.subscriptionResponseSchema,
  ),
  r(
    "PATCH",
    "/api/calendar/subscriptions/{id}",
    "premium",
    200,
    "Rename, recolour or pause one",
    calendar.subscriptionResponseSchema,
  ),
  r("DELETE", "/api/calendar/subscriptions/{id}", "premium", 204, "Stop following one (its blocks go)"),
  r(
    "POST",
    "/api/calendar/subscriptions/{id}/refresh",
    "premium",
    200,
    "Fetch one now",
    calendar.subscriptionResponseSchema,
  ),
  // Habits, rewards, moods, analytics
  r("GET", "/api/habits", "premium", 200, "The habits (?archived=1 with the archived)", extras.habitListSchema),
  r("POST", "/api/habits", "premium", 201, "A new habit", extras.habitResponseSchema),
  r("GET", "/api/habits/{id}", "premium", 200, "One habit", extras.habitResponseSchema),
  r("PATCH", "/api/habits/{id}", "premium", 200, "Edit or archive a habit", extras.habitResponseSchema),
  r("DELETE", "/api/habits/{id}", "premium", 204, "Delete a habit and its check-ins"),
  r("POST", "/api/habits/{id}/check-ins", "premium", 200, "Check in (done or skipped)", extras.checkInResultSchema),
  r(
    "DELETE",
    "/api/habits/{id}/check-ins/{date}",
    "premium",
    200,
    "Undo a check-in: the numbers after it",
    extras.checkInResultSchema,
  ),
  r("GET", "/api/habits/reminders", "premium", 200, "Today's unanswered habit reminders", extras.habitRemindersSchema),
  r("GET", "/api/rewards", "premium", 200, "XP, level, coins, badges, rewards and history", extras.rewardsSchema),
  r("POST", "/api/rewards/items", "premium", 201, "A reward to buy with coins", extras.rewardItemResponseSchema),
  r("DELETE", "/api/rewards/items/{id}", "premium", 204, "Delete a reward"),
  r("POST", "/api/rewards/items/{id}/redeem", "premium", 200, "Buy a reward: the coins left", extras.redemptionSchema),
  r("POST", "/api/moods", "premium", 201, "A mood check-in", extras.moodResponseSchema),
  r("GET", "/api/moods", "premium", 200, "Mood check-ins of a range (?from=&to=)", extras.moodListResponseSchema),
  r("GET", "/api/moods/overview", "premium", 200, "What the mood page shows", extras.moodOverviewSchema),
  r("PATCH", "/api/moods/{id}", "premium", 200, "Edit a mood check-in", extras.moodResponseSchema),
  r("DELETE", "/api/moods/{id}", "premium", 204, "Delete a mood check-in"),
  r("GET", "/api/analytics", "premium", 200, "Analytics of a range (?from=&to=)", extras.analyticsSchema),
  r(
    "GET",
    "/api/export",
    "user",
    200,
    "Everything the user has (?format=json|csv), as a file",
    undefined,
    "application/json, text/csv",
  ),
  // Account, sign-up and reminders
  r("GET", "/api/auth/user", "user", 200, "The profile (spec section 3)", account.profileSchema),
  r("GET", "/api/app-frame", "user", 200, "What the signed-in frame shows of its user", account.appFrameSchema),
  r(
    "GET",
    "/api/account/subscription",
    "user",
    200,
    "The subscription as /subscription shows it",
    account.subscriptionSchema,
  ),
  r("GET", "/api/account/overview", "user", 200, "The account as /profile shows it", account.accountOverviewSchema),
  r("GET", "/api/account/settings", "user", 200, "The account as /settings edits it", account.accountSettingsSchema),
  r("GET", "/api/auth/password-policy", "public", 200, "The password rules", account.passwordPolicySchema),
  r("POST", "/api/auth/signup", "public", 201, "Create an account", account.createdAccountSchema),
  r(
    "POST",
    "/api/auth/password-reset",
    "public",
    200,
    "Mail a reset link (the same answer for every address)",
    account.okSchema,
  ),
  r(
    "POST",
    "/api/auth/password-reset/confirm",
    "public",
    200,
    "Set a new password with a mailed link",
    account.passwordResetDoneSchema,
  ),
  r(
    "POST",
    "/api/auth/password",
    "user",
    200,
    "Change the password (other sessions end)",
    account.passwordChangedSchema,
  ),
  r(
    "POST",
    "/api/auth/resend-verification",
    "user",
    200,
    "Send the verification mail again",
    account.verificationSentSchema,
  ),
  r(
    "GET",
    "/api/auth/verify",
    "public",
    303,
    "The mailed verification link (a redirect; 409 page when taken)",
    undefined,
    "text/html",
  ),
  r("GET", "/api/account/preferences", "user", 200, "Language, theme and home", account.accountPreferencesSchema),
  r(
    "GET",
    "/api/account/summary",
    "public",
    200,
    "Who is signed in, for the public pages",
    account.accountSummarySchema,
  ),
  r("GET", "/api/push/preferences", "user", 200, "The VAPID key and reminder settings", account.pushPreferencesSchema),
  r("PUT", "/api/push/preferences", "user", 200, "Save the reminder settings", account.preferencesResponseSchema),
  r("POST", "/api/push/subscriptions", "user", 201, "Register this browser for push", account.pushDeviceSchema),
  r("DELETE", "/api/push/subscriptions", "user", 204, "Unregister a browser ({endpoint})"),
  r("POST", "/api/push/test", "user", 200, "Send a test notification", account.pushTestSchema),
  r("POST", "/api/track-referral", "public", 204, "Record a referral visit or attribute a sign-up (spec section 7)"),
  r("POST", "/api/admin-setup", "public", 201, "Create the first admin", account.createdAccountSchema),
  r(
    "GET",
    "/api/dev/mailbox",
    "public",
    200,
    "The local mailbox (development only; 404 when off)",
    account.mailboxSchema,
  ),
  // Admin and affiliates
  r("GET", "/api/admin/users", "admin", 200, "Search users (?q=&page=&pageSize=)", admin.userSearchAnswerSchema),
  r("GET", "/api/admin/users/{id}", "admin", 200, "One user", admin.userDetailSchema),
  r("POST", "/api/admin/users/{id}", "admin", 200, "Act on a user ({action})", admin.userUpdateAnswerSchema),
  r("GET", "/api/admin/affiliates", "admin", 200, "Affiliates", admin.affiliateListSchema),
  r("GET", "/api/admin/applications", "admin", 200, "Affiliate applications (?status=)", admin.applicationListSchema),
  r("POST", "/api/admin/applications/{id}", "admin", 200, "Approve or reject one", admin.applicationDecisionSchema),
  r("GET", "/api/admin/audit", "admin", 200, "The audit log", admin.auditLogSchema),
  r("GET", "/api/admin/commissions", "admin", 200, "Commissions", admin.commissionListSchema),
  r("GET", "/api/admin/payouts", "admin", 200, "Balances and past payouts", admin.payoutsSchema),
  r("POST", "/api/admin/payouts", "admin", 200, "Mark a balance paid", admin.payoutAnswerSchema),
  r("GET", "/api/admin/payouts/csv", "admin", 200, "Approved balances as CSV", undefined, "text/csv"),
  r("GET", "/api/admin/webhook-events", "admin", 200, "Stripe events received", admin.webhookEventListSchema),
  r("GET", "/api/affiliate/stats", "affiliate", 200, "The affiliate's own numbers", admin.affiliateStatsSchema),
  // Operations
  r(
    "GET",
    "/api/health",
    "public",
    200,
    "Database and Redis health (503 when the database is down)",
    system.healthSchema,
  ),
  r("GET", "/api/health/ready", "public", 200, "Readiness (503 until start-up has finished)", system.readinessSchema),
  r("POST", "/api/webhooks/stripe", "stripe", 200, "Stripe events (signed)", system.webhookAnswerSchema),
];
