/**
 * Input schemas of the mood API (POST/PATCH /api/moods, GET ?from&to). Strict objects: an
 * unknown field is a 400, so a typo never silently drops what the user meant to save. Every
 * message is a messages key. Client components import this module (the check-in form reuses the
 * limits and schemas), so it uses zod/mini (not the full zod) and must not import the database or
 * next-intl. What the API answers is in ./response-schemas.ts.
 */
import * as z from "zod/mini";
import { daysBetween } from "@/lib/time/dates";
import { isPlanDate } from "@/server/schedule/grid";

export const MAX_NOTE_LENGTH = 2000;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 32;
/** GET /api/moods and GET /api/analytics answer at most this many days per request. */
const MAX_RANGE_DAYS = 400;
/** Offered on every check-in; the user's own tags are added to these. */
export const DEFAULT_MOOD_TAGS = ["work", "family", "exercise", "sleep", "social", "health"] as const;

/** A check-in's time of day, HH:MM (the response shapes in ./response-schemas.ts check it too). */
export const MOOD_TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Tags compare case-insensitively and without surrounding or repeated spaces. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/g, " ").toLowerCase();
}

const strictError = (fallback: string) => (issue: { code?: string }) =>
  issue.code === "unrecognized_keys" ? "mood.errors.unknownField" : fallback;

const date = z
  .string({ error: "mood.errors.invalidDate" })
  .check(z.refine(isPlanDate, { error: "mood.errors.invalidDate" }));
const time = z
  .string({ error: "mood.errors.invalidTime" })
  .check(z.regex(MOOD_TIME, { error: "mood.errors.invalidTime" }));
const score = z
  .int({ error: "mood.errors.score" })
  .check(z.gte(1, { error: "mood.errors.score" }), z.lte(5, { error: "mood.errors.score" }));
const energy = z
  .int({ error: "mood.errors.energy" })
  .check(z.gte(1, { error: "mood.errors.energy" }), z.lte(5, { error: "mood.errors.energy" }));
const tag = z
  .pipe(z.string({ error: "mood.errors.tag" }), z.transform(normalizeTag))
  .check(z.refine((t: string) => t.length >= 1 && t.length <= MAX_TAG_LENGTH, { error: "mood.errors.tag" }));
const tags = z.pipe(
  z.array(tag, { error: "mood.errors.tags" }).check(z.maxLength(MAX_TAGS, { error: "mood.errors.tooManyTags" })),
  z.transform((list: string[]) => [...new Set(list)]),
);
const note = z.pipe(
  z.string({ error: "mood.errors.note" }).check(z.maxLength(MAX_NOTE_LENGTH, { error: "mood.errors.noteTooLong" })),
  z.transform((n: string) => n.trim()),
);
const nullish = <T extends z.core.SomeType>(schema: T) => z.optional(z.nullable(schema));

export const createMoodSchema = z.strictObject(
  {
    date,
    time: nullish(time),
    score,
    energy: nullish(energy),
    tags: z._default(z.optional(tags), []),
    note: nullish(note),
  },
  { error: strictError("errors.invalidInput") },
);
export type CreateMoodInput = z.infer<typeof createMoodSchema>;

export const updateMoodSchema = z
  .strictObject(
    {
      date: z.optional(date),
      time: nullish(time),
      score: z.optional(score),
      energy: nullish(energy),
      tags: z.optional(tags),
      note: nullish(note),
    },
    { error: strictError("errors.invalidInput") },
  )
  .check(z.refine((v) => Object.values(v).some((x) => x !== undefined), { error: "mood.errors.nothingToChange" }));
export type UpdateMoodInput = z.infer<typeof updateMoodSchema>;

export const moodIdSchema = z.string().check(z.minLength(1), z.maxLength(200));

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: from <= to, at most MAX_RANGE_DAYS days. */
export const rangeQuerySchema = z.object({ from: date, to: date }).check(
  z.refine((v) => v.from <= v.to, { error: "mood.errors.rangeOrder", path: ["to"] }),
  z.refine((v) => v.from > v.to || daysBetween(v.from, v.to) + 1 <= MAX_RANGE_DAYS, {
    error: "mood.errors.rangeTooLong",
    path: ["to"],
  }),
);
