/**
 * Input schemas for onboarding, settings, profile and account deletion. The server actions parse
 * with them and the client forms reuse them for inline errors, so both sides agree. Every message
 * is a messages key ("account.errors.*"), translated where it is shown.
 *
 * No "server-only" here: client components import this module. It must not import next-intl or
 * the database, and it uses zod/mini (not the full zod) so that the forms' bundles stay small.
 */
import * as z from "zod/mini";
import { emailSchema } from "@/server/auth/schemas";
import { LANGUAGES, THEMES } from "./choices";

export const NAME_MAX = 80;
export const MAX_GOALS = 5;
export const GOAL_MAX_LENGTH = 60;
export const IMAGE_URL_MAX = 2048;

export const FOCUS_TIMES = ["morning", "afternoon", "evening"] as const;
export type FocusTime = (typeof FOCUS_TIMES)[number];

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

import { CLOCK_FORMATS, toMinutes } from "@/lib/time/clock";

export { toMinutes };

let zoneList: Set<string> | undefined;

/**
 * A time zone the runtime knows: listed by Intl.supportedValuesOf("timeZone"), or an alias of a
 * listed zone. Aliases matter because engines disagree on canonical names (Node lists
 * "Asia/Calcutta" where Chromium reports "Asia/Kolkata"), and "UTC" is not listed at all.
 */
export function isValidTimeZone(zone: string): boolean {
  if (!zone || zone.length > 64) return false;
  zoneList ??= new Set(Intl.supportedValuesOf("timeZone"));
  if (zoneList.has(zone)) return true;
  try {
    const canonical = new Intl.DateTimeFormat("en-US", { timeZone: zone }).resolvedOptions().timeZone;
    return zoneList.has(canonical) || canonical === "UTC" || canonical === "Etc/UTC";
  } catch {
    return false;
  }
}

const nameSchema = z
  .string({ error: "account.errors.nameRequired" })
  .check(
    z.trim(),
    z.minLength(1, { error: "account.errors.nameRequired" }),
    z.maxLength(NAME_MAX, { error: "account.errors.nameTooLong" }),
  );

const timezoneSchema = z
  .string({ error: "account.errors.timezoneInvalid" })
  .check(z.trim(), z.refine(isValidTimeZone, { error: "account.errors.timezoneInvalid" }));

const timeSchema = z
  .string({ error: "account.errors.timeInvalid" })
  .check(z.regex(TIME, { error: "account.errors.timeInvalid" }));

const focusTimeSchema = z.enum(FOCUS_TIMES, { error: "account.errors.focusRequired" });

const goalSchema = z
  .string({ error: "account.errors.goalEmpty" })
  .check(
    z.trim(),
    z.minLength(1, { error: "account.errors.goalEmpty" }),
    z.maxLength(GOAL_MAX_LENGTH, { error: "account.errors.goalTooLong" }),
  );

export const goalsSchema = z.array(goalSchema, { error: "account.errors.invalidChoice" }).check(
  z.maxLength(MAX_GOALS, { error: "account.errors.tooManyGoals" }),
  z.refine((goals) => new Set(goals.map((g) => g.toLocaleLowerCase())).size === goals.length, {
    error: "account.errors.goalDuplicate",
  }),
);

interface DayTimes {
  wakeTime: string;
  bedTime: string;
}
interface WorkTimes extends DayTimes {
  workStart: string;
  workEnd: string;
}

// The planner plans one calendar day from wake-up to bedtime, so bedtime is later the same day.
function checkDay(v: DayTimes, ctx: z.core.$RefinementCtx) {
  if (TIME.test(v.wakeTime) && TIME.test(v.bedTime) && toMinutes(v.bedTime) <= toMinutes(v.wakeTime)) {
    ctx.addIssue({ code: "custom", path: ["bedTime"], message: "account.errors.bedBeforeWake" });
  }
}

function checkWork(v: WorkTimes, ctx: z.core.$RefinementCtx) {
  if (![v.wakeTime, v.bedTime, v.workStart, v.workEnd].every((t) => TIME.test(t))) return;
  if (toMinutes(v.workEnd) <= toMinutes(v.workStart)) {
    ctx.addIssue({ code: "custom", path: ["workEnd"], message: "account.errors.workEndBeforeStart" });
  } else if (toMinutes(v.workStart) < toMinutes(v.wakeTime)) {
    ctx.addIssue({ code: "custom", path: ["workStart"], message: "account.errors.workOutsideDay" });
  } else if (toMinutes(v.workEnd) > toMinutes(v.bedTime)) {
    ctx.addIssue({ code: "custom", path: ["workEnd"], message: "account.errors.workOutsideDay" });
  }
}

/** One schema per onboarding step, so each step can be checked before the user moves on. */
export const onboardingStepSchemas = {
  name: z.object({ name: nameSchema }),
  timezone: z.object({ timezone: timezoneSchema }),
  day: z.object({ wakeTime: timeSchema, bedTime: timeSchema }).check(z.superRefine(checkDay)),
  work: z
    .object({ wakeTime: timeSchema, bedTime: timeSchema, workStart: timeSchema, workEnd: timeSchema })
    .check(z.superRefine(checkWork)),
  focus: z.object({ focusTime: focusTimeSchema }),
  goals: z.object({ goals: goalsSchema }),
} as const;
export type OnboardingStep = keyof typeof onboardingStepSchemas;
export const ONBOARDING_STEPS = Object.keys(onboardingStepSchemas) as OnboardingStep[];

export const onboardingSchema = z
  .object({
    name: nameSchema,
    timezone: timezoneSchema,
    wakeTime: timeSchema,
    bedTime: timeSchema,
    workStart: timeSchema,
    workEnd: timeSchema,
    focusTime: focusTimeSchema,
    goals: goalsSchema,
    /** The language the user onboarded in becomes their saved language. */
    language: z.optional(z.enum(LANGUAGES, { error: "account.errors.invalidChoice" })),
  })
  .check(
    z.superRefine((v, ctx) => {
      checkDay(v, ctx);
      checkWork(v, ctx);
    }),
  );
export type OnboardingInput = z.infer<typeof onboardingSchema>;

/** Whole minutes on the planner's 5-minute grid inside [min, max]; one message for every way to miss. */
const minutesSetting = (min: number, max: number, message: string) =>
  z
    .number({ error: message })
    .check(
      z.int({ error: message }),
      z.gte(min, { error: message }),
      z.lte(max, { error: message }),
      z.multipleOf(5, { error: message }),
    );

/** ISO weekdays: 1 = Monday ... 7 = Sunday. Work hours apply on the chosen days only. */
const workDaysSchema = z.pipe(
  z
    .array(z.number({ error: "account.errors.workDays" }).check(z.int({ error: "account.errors.workDays" })), {
      error: "account.errors.workDays",
    })
    .check(
      z.maxLength(7, { error: "account.errors.workDays" }),
      z.refine((days) => days.every((d) => d >= 1 && d <= 7) && new Set(days).size === days.length, {
        error: "account.errors.workDays",
      }),
    ),
  z.transform((days: number[]) => [...days].sort((a, b) => a - b)),
);

/** Planning settings (issue 16 item 14): buffer after meetings and calls, focus cap, break length. */
export const BUFFER_RANGE = [0, 30] as const;
export const FOCUS_CAP_RANGE = [30, 240] as const;
export const BREAK_RANGE = [5, 30] as const;

/**
 * Settings' planning part (issue 17): the onboarding answers the planner reads, editable later; and
 * (issue 16) the clock format and the planning settings. Those are optional: left out, they stay.
 */
export const planningSchema = z
  .object({
    timezone: timezoneSchema,
    wakeTime: timeSchema,
    bedTime: timeSchema,
    workStart: timeSchema,
    workEnd: timeSchema,
    workDays: z.optional(workDaysSchema),
    focusTime: focusTimeSchema,
    goals: goalsSchema,
    clockFormat: z.optional(z.enum(CLOCK_FORMATS, { error: "account.errors.invalidChoice" })),
    bufferMinutes: z.optional(minutesSetting(...BUFFER_RANGE, "account.errors.bufferRange")),
    focusCapMinutes: z.optional(minutesSetting(...FOCUS_CAP_RANGE, "account.errors.focusCapRange")),
    breakMinutes: z.optional(minutesSetting(...BREAK_RANGE, "account.errors.breakRange")),
  })
  .check(
    z.superRefine((v, ctx) => {
      checkDay(v, ctx);
      checkWork(v, ctx);
    }),
  );
export type PlanningInput = z.infer<typeof planningSchema>;

export const settingsSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  theme: z.enum(THEMES, { error: "account.errors.invalidChoice" }),
  language: z.enum(LANGUAGES, { error: "account.errors.invalidChoice" }),
  notificationsEnabled: z.boolean({ error: "account.errors.invalidChoice" }),
});
export type SettingsInput = z.infer<typeof settingsSchema>;

/** The user menu's language or theme (either, or both). */
export const preferencesSchema = z.object({
  theme: z.optional(z.enum(THEMES, { error: "account.errors.invalidChoice" })),
  language: z.optional(z.enum(LANGUAGES, { error: "account.errors.invalidChoice" })),
});
export type PreferencesInput = z.infer<typeof preferencesSchema>;

/** An absolute https URL without credentials; anything else could leak or mix content. */
export function isHttpsImageUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === "https:" && !!url.hostname && !url.username && !url.password;
  } catch {
    return false;
  }
}

const imageUrlSchema = z.pipe(
  z.string({ error: "account.errors.imageUrlInvalid" }).check(
    z.trim(),
    z.maxLength(IMAGE_URL_MAX, { error: "account.errors.imageUrlTooLong" }),
    z.refine((v) => v === "" || isHttpsImageUrl(v), { error: "account.errors.imageUrlInvalid" }),
  ),
  z.transform((v: string) => (v === "" ? null : v)),
);

export const profileSchema = z.object({
  name: nameSchema,
  image: imageUrlSchema,
});
export type ProfileInput = z.infer<typeof profileSchema>;

export const deleteAccountSchema = z.object({
  confirmEmail: z
    .string({ error: "account.errors.confirmEmailMismatch" })
    .check(z.trim(), z.maxLength(254, { error: "account.errors.confirmEmailMismatch" })),
});
export type DeleteAccountInput = z.infer<typeof deleteAccountSchema>;

/** The messages key of the first issue for each field (for inline errors in forms). */
export function fieldErrors(error: z.core.$ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? "_form");
    out[field] ??= issue.message;
  }
  return out;
}
