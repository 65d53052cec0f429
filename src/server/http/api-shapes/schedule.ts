import "server-only";
/** The schedule API's answers (/api/schedule/**): a day's plan, quick add, carry over. */
import { z } from "zod";
import { blockViewSchema, planViewSchema } from "@/server/schedule/interpretation-schemas";

export {
  interpretationEditResponseSchema,
  interpretationResponseSchema,
} from "@/server/schedule/interpretation-schemas";

/** POST /api/schedule. */
export const planResponseSchema = z.strictObject({ plan: planViewSchema });
/** GET /api/schedule?date= (null: the day has no plan yet). */
export const maybePlanResponseSchema = z.strictObject({ plan: planViewSchema.nullable() });

const slotSchema = z.strictObject({ start: z.string(), end: z.string(), minutes: z.number() });

/** POST /api/schedule/quick-add and POST /api/schedule/carry-over (AddedView). */
export const addedResponseSchema = z.strictObject({
  date: z.string(),
  added: z.array(blockViewSchema),
  missed: z.array(
    z.strictObject({
      title: z.string(),
      text: z.string(),
      minutes: z.number(),
      reason: z.string(),
      nearest: slotSchema.optional(),
      shorter: slotSchema.optional(),
      nextDate: z.string(),
    }),
  ),
});

/** GET /api/schedule/carry-over (CarryOverOffer). */
export const carryOverOfferSchema = z.strictObject({
  today: z.string(),
  yesterday: z.string(),
  items: z.array(
    z.strictObject({
      id: z.string(),
      title: z.string(),
      kind: blockViewSchema.shape.kind,
      start: z.string(),
      end: z.string(),
      minutes: z.number(),
    }),
  ),
});

/** GET /api/schedule/day (DashboardDay): the day the dashboard shows, with its plan and today's carry-over offer. */
export const dashboardDaySchema = z.strictObject({
  date: z.string(),
  today: z.string(),
  yesterday: z.string(),
  tomorrow: z.string(),
  relation: z.enum(["past", "today", "future"]),
  greeting: z.enum(["morning", "afternoon", "evening"]),
  hour: z.number(),
  timezone: z.string(),
  name: z.string(),
  plan: planViewSchema.nullable(),
  carryOver: carryOverOfferSchema.nullable(),
});
