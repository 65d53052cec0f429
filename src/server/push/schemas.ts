/**
 * Web Push: what /api/push/** accepts and answers. Messages are keys under push.errors. The
 * settings page's client component reads its choices from ./choices.ts (no zod there) and only
 * types from here.
 */
import { z } from "zod";

const b64url = (max: number) =>
  z
    .string({ error: "push.errors.badKeys" })
    .regex(/^[A-Za-z0-9_-]+={0,2}$/, { error: "push.errors.badKeys" })
    .max(max, { error: "push.errors.badKeys" });

/** What PushSubscription.toJSON() gives, plus a label for the device. */
export const pushSubscriptionSchema = z.object({
  endpoint: z
    .string({ error: "push.errors.endpointInvalid" })
    .min(1, { error: "push.errors.endpointInvalid" })
    .max(2048, { error: "push.errors.endpointInvalid" }),
  expirationTime: z.number().nullable().optional(),
  keys: z.strictObject({ p256dh: b64url(200), auth: b64url(64) }, { error: "push.errors.badKeys" }),
  label: z.string().max(120).optional(),
});
export type PushSubscriptionInput = z.infer<typeof pushSubscriptionSchema>;

export const pushEndpointSchema = z.strictObject(
  { endpoint: z.string().min(1).max(2048, { error: "push.errors.endpointInvalid" }) },
  { error: "push.errors.unknownField" },
);

const clock = z
  .string({ error: "push.errors.badTime" })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: "push.errors.badTime" });
const lead = z.number().int().min(0).max(120).nullable();

/** Defaults (issue 27): 5 minutes before each kind of block, none for breaks. */
export const DEFAULT_LEADS = { event: 5, task: 5, meal: 5, habit: 5, break: null } as const;

export const reminderPreferencesSchema = z.strictObject(
  {
    blockLeads: z.strictObject({
      event: lead,
      task: lead,
      meal: lead,
      habit: lead,
      break: lead,
    }),
    morningTime: clock.nullable(),
    eveningTime: clock.nullable(),
    quietStart: clock.nullable(),
    quietEnd: clock.nullable(),
    emailFallback: z.boolean(),
  },
  { error: "push.errors.unknownField" },
);
export type ReminderPreferences = z.infer<typeof reminderPreferencesSchema>;
