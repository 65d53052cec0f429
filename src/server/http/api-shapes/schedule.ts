import "server-only";
/** The schedule API's answers (/api/schedule/**): a day's plan, quick add, carry over. */
import { z } from "zod";
import { calendarBlockEditSchema } from "@/server/calendar/schemas";
import { blockViewSchema, planViewSchema } from "@/server/schedule/interpretation-schemas";

export {
  interpretationEditResponseSchema,
  interpretationResponseSchema,
} from "@/server/schedule/interpretation-schemas";

/** POST /api/schedule. */
export const planResponseSchema = z.strictObject({ plan: planViewSchema });
/** GET /api/schedule?date= (null: the day has no plan yet) and DELETE /api/schedule/blocks/{id}. */
export const maybePlanResponseSchema = z.strictObject({ plan: planViewSchema.nullable() });
/**
 * PATCH /api/schedule/blocks/{id}: the day after the edit, the overlaps it made in words, and the
 * points a check-off gave or took back.
 */
export const planEditResponseSchema = z.strictObject({
  plan: planViewSchema,
  warnings: z.array(z.string()),
  reward: calendarBlockEditSchema.shape.reward,
});

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
