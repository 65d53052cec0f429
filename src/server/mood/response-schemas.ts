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
