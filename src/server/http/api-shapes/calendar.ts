import "server-only";
/** The calendar API's answers (/api/calendar/**), from the calendar domain's own schemas. */
import { z } from "zod";
import { calendarBlockDaySchema, calendarBlockEditSchema, calendarBlockSchema } from "@/server/calendar/schemas";
import { calendarSubscriptionSchema } from "@/server/calendar/subscriptions/schemas";

export { calendarBlocksResponseSchema, calendarImportResultSchema } from "@/server/calendar/schemas";

/** POST /api/calendar/blocks (201). */
export const blockResponseSchema = z.strictObject({ block: calendarBlockSchema });
/** POST /api/calendar/blocks/{id}/restore: the block back, its reason, its day's overlaps and warnings in words. */
export const blockRestoreResponseSchema = calendarBlockDaySchema;
/**
 * PATCH /api/calendar/blocks/{id}: the block, its reason, its day's overlaps and warnings in words,
 * and the points a check-off gave or took back (and why none).
 */
export const blockEditResponseSchema = calendarBlockEditSchema;

/** POST /api/calendar/subscriptions (201), PATCH .../{id}, POST .../{id}/refresh. */
export const subscriptionResponseSchema = z.strictObject({ subscription: calendarSubscriptionSchema });

/** GET /api/calendar/subscriptions. */
export const subscriptionListSchema = z.strictObject({ subscriptions: z.array(calendarSubscriptionSchema) });

/** GET /api/calendar/feed and POST /api/calendar/feed/reset: the private subscription link. */
export const feedUrlSchema = z.strictObject({ url: z.string() });
