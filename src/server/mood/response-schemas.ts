/**
 * Response shapes: what the mood API answers (POST and PATCH: {mood}, one entry; GET: {moods}); what
 * it accepts is in ./schemas.ts. MoodEntry is inferred from it, and the tests parse real answers
 * with it. The full zod (the OpenAPI document is generated from these); no client component imports
 * this module.
 */
import { z } from "zod";
import { isPlanDate } from "@/server/schedule/grid";
import { MOOD_TIME as TIME } from "./schemas";

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

const tagInsightSchema = z.strictObject({
  tag: z.string(),
  days: z.number().int().min(1),
  average: z.number(),
  difference: z.number(),
});

/** GET /api/moods/overview: what the /mood page shows (src/server/mood/overview.ts). */
export const moodOverviewSchema = z.strictObject({
  today: z.string().refine(isPlanDate),
  from: z.string().refine(isPlanDate),
  start: z.string().refine(isPlanDate),
  levels: z.string().regex(/^[1-5xo]*$/),
  months: z.array(
    z.strictObject({
      month: z.string().regex(/^\d{4}-\d{2}$/),
      days: z.number().int().min(0),
      average: z.number().nullable(),
    }),
  ),
  insights: z.strictObject({
    better: z.array(tagInsightSchema),
    worse: z.array(tagInsightSchema),
    overall: z.number().nullable(),
  }),
  recent: z.array(moodEntrySchema),
  tags: z.array(z.string()),
});
