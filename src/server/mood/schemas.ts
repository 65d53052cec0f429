/**
 * Input schemas of the mood API (POST/PATCH /api/moods, GET ?from&to). Strict objects: an
 * unknown field is a 400, so a typo never silently drops what the user meant to save. Every
 * message is a messages key. Client components import this module (the check-in form reuses the
 * limits), so it must not import the database or next-intl.
 */
import { z } from "zod";
import { daysBetween } from "@/lib/time/dates";
import { isPlanDate } from "@/server/schedule/grid";

export const MAX_NOTE_LENGTH = 2000;
export const MAX_TAGS = 20;
export const MAX_TAG_LENGTH = 32;
/** GET /api/moods and GET /api/analytics answer at most this many days per request. */
const MAX_RANGE_DAYS = 400;
/** Offered on every check-in; the user's own tags are added to these. */
export const DEFAULT_MOOD_TAGS = ["work", "family", "exercise", "sleep", "social", "health"] as const;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Tags compare case-insensitively and without surrounding or repeated spaces. */
export function normalizeTag(tag: string): string {
  return tag.trim().replace(/\s+/g, " ").toLowerCase();
}

const strictError = (fallback: string) => (issue: { code?: string }) =>
  issue.code === "unrecognized_keys" ? "mood.errors.unknownField" : fallback;

const date = z.string({ error: "mood.errors.invalidDate" }).refine(isPlanDate, { error: "mood.errors.invalidDate" });
const time = z.string({ error: "mood.errors.invalidTime" }).regex(TIME, { error: "mood.errors.invalidTime" });
const score = z
  .int({ error: "mood.errors.score" })
  .min(1, { error: "mood.errors.score" })
  .max(5, { error: "mood.errors.score" });
const energy = z
  .int({ error: "mood.errors.energy" })
  .min(1, { error: "mood.errors.energy" })
  .max(5, { error: "mood.errors.energy" });
const tag = z
  .string({ error: "mood.errors.tag" })
  .transform(normalizeTag)
  .refine((t) => t.length >= 1 && t.length <= MAX_TAG_LENGTH, { error: "mood.errors.tag" });
const tags = z
  .array(tag, { error: "mood.errors.tags" })
  .max(MAX_TAGS, { error: "mood.errors.tooManyTags" })
  .transform((list) => [...new Set(list)]);
const note = z
  .string({ error: "mood.errors.note" })
  .max(MAX_NOTE_LENGTH, { error: "mood.errors.noteTooLong" })
  .transform((n) => n.trim());

export const createMoodSchema = z.strictObject(
  {
    date,
    time: time.nullable().optional(),
    score,
    energy: energy.nullable().optional(),
    tags: tags.optional().default([]),
    note: note.nullable().optional(),
  },
  { error: strictError("errors.invalidInput") },
);
export type CreateMoodInput = z.infer<typeof createMoodSchema>;

export const updateMoodSchema = z
  .strictObject(
    {
      date: date.optional(),
      time: time.nullable().optional(),
      score: score.optional(),
      energy: energy.nullable().optional(),
      tags: tags.optional(),
      note: note.nullable().optional(),
    },
    { error: strictError("errors.invalidInput") },
  )
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: "mood.errors.nothingToChange" });
export type UpdateMoodInput = z.infer<typeof updateMoodSchema>;

export const moodIdSchema = z.string().min(1).max(200);

/** ?from=YYYY-MM-DD&to=YYYY-MM-DD: from <= to, at most MAX_RANGE_DAYS days. */
export const rangeQuerySchema = z
  .object({ from: date, to: date })
  .refine((v) => v.from <= v.to, { error: "mood.errors.rangeOrder", path: ["to"] })
  .refine((v) => v.from > v.to || daysBetween(v.from, v.to) + 1 <= MAX_RANGE_DAYS, {
    error: "mood.errors.rangeTooLong",
    path: ["to"],
  });

/*
 * Response shapes: what the mood API answers (POST and PATCH: {mood}, one entry; GET: {moods}), declared
 * beside what it accepts. MoodEntry is inferred from it, and the tests parse real answers with it.
 */
export const moodEntrySchema = z.strictObject({
  id: z.string().min(1),
  date: z.string().refine(isPlanDate),
  time: z.string().regex(TIME).nullable(),
  score: z.number().int().min(1).max(5),
  energy: z.number().int().min(1).max(5).nullable(),
  tags: z.array(z.string()),
  note: z.string().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type MoodEntry = z.infer<typeof moodEntrySchema>;

export const moodListResponseSchema = z.strictObject({ moods: z.array(moodEntrySchema) });
