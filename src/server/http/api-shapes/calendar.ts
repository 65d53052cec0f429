import "server-only";
/** The calendar API's answers (/api/calendar/**), from the calendar domain's own schemas. */
import { z } from "zod";
import { calendarSubscriptionSchema } from "@/server/calendar/subscriptions/schemas";

export {
  calendarBlockEditSchema,
  calendarBlockSchema,
  calendarBlocksResponseSchema,
  calendarImportResultSchema,
} from "@/server/calendar/schemas";
export { calendarSubscriptionSchema };

/** GET /api/calendar/subscriptions. */
export const subscriptionListSchema = z.strictObject({ subscriptions: z.array(calendarSubscriptionSchema) });

/** GET /api/calendar/feed and POST /api/calendar/feed/reset: the private subscription link. */
export const feedUrlSchema = z.strictObject({ url: z.string() });
