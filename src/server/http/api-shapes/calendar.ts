import "server-only";
/** The calendar API's answers (/api/calendar/**), from the calendar domain's own schemas. */
import { z } from "zod";
import { calendarBlockEditSchema, calendarBlockSchema } from "@/server/calendar/schemas";
import { calendarSubscriptionSchema } from "@/server/calendar/subscriptions/schemas";

export { calendarBlocksResponseSchema, calendarImportResultSchema } from "@/server/calendar/schemas";

/** POST /api/calendar/blocks (201) and POST .../{id}/restore. */
export const blockResponseSchema = z.strictObject({ block: calendarBlockSchema });
/** PATCH /api/calendar/blocks/{id}: the block, and the points a check-off gave or took back (and why none). */
export const blockEditResponseSchema = z.strictObject({
  block: calendarBlockSchema,
  reward: calendarBlockEditSchema.shape.reward,
});

/** POST /api/calendar/subscriptions (201), PATCH .../{id}, POST .../{id}/refresh. */
export const subscriptionResponseSchema = z.strictObject({ subscription: calendarSubscriptionSchema });

/** GET /api/calendar/subscriptions. */
export const subscriptionListSchema = z.strictObject({ subscriptions: z.array(calendarSubscriptionSchema) });

/** GET /api/calendar/feed and POST /api/calendar/feed/reset: the private subscription link. */
export const feedUrlSchema = z.strictObject({ url: z.string() });
