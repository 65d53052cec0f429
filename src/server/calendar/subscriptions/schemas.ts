/**
 * Calendars followed by URL (issue 27): what /api/calendar/subscriptions accepts and answers.
 * Messages are keys under calendarSubscriptions.errors. The calendar page's form reads the colours
 * from ./colors.ts (no zod there) and only types from here.
 */
import { z } from "zod";
import { SUBSCRIPTION_COLORS } from "./colors";

export const MAX_SUBSCRIPTIONS = 20;
const MAX_NAME = 80;

const name = z
  .string({ error: "calendarSubscriptions.errors.nameRequired" })
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, { error: "calendarSubscriptions.errors.nameRequired" })
      .max(MAX_NAME, { error: "calendarSubscriptions.errors.nameTooLong" }),
  );
const color = z.enum(SUBSCRIPTION_COLORS, { error: "calendarSubscriptions.errors.badColor" });

export const subscriptionIdSchema = z
  .string({ error: "calendarSubscriptions.errors.notFound" })
  .min(1, { error: "calendarSubscriptions.errors.notFound" })
  .max(200, { error: "calendarSubscriptions.errors.notFound" });

export const createSubscriptionSchema = z.strictObject(
  {
    url: z
      .string({ error: "calendarSubscriptions.errors.badUrl" })
      .trim()
      .min(1, { error: "calendarSubscriptions.errors.badUrl" })
      .max(2048, { error: "calendarSubscriptions.errors.badUrl" }),
    name: name.optional(),
    color: color.optional(),
  },
  { error: "calendarApi.errors.unknownField" },
);
export type CreateSubscriptionInput = z.infer<typeof createSubscriptionSchema>;

export const updateSubscriptionSchema = z
  .strictObject(
    { name: name.optional(), color: color.optional(), paused: z.boolean().optional() },
    { error: "calendarApi.errors.unknownField" },
  )
  .refine((v) => Object.keys(v).length > 0, { error: "calendarSubscriptions.errors.nothingToChange" });
export type UpdateSubscriptionInput = z.infer<typeof updateSubscriptionSchema>;

export const calendarSubscriptionSchema = z.strictObject({
  id: z.string().min(1),
  name: z.string(),
  // Shown without its secret path: the host only.
  host: z.string(),
  color: z.string(),
  paused: z.boolean(),
  eventCount: z.number().int().nonnegative(),
  lastSuccessAt: z.string().nullable(),
  nextFetchAt: z.string().nullable(),
  error: z
    .strictObject({
      code: z.string(),
      status: z.number().int().nullable(),
      since: z.string(),
    })
    .nullable(),
});
export type CalendarSubscription = z.infer<typeof calendarSubscriptionSchema>;
