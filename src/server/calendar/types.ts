/**
 * What the calendar API answers, as types inferred from the response schemas in schemas.ts. Types
 * only, so client components (the calendar page, the dashboard) can import them.
 */
import type { z } from "zod";
import type {
  calendarBlockDaySchema,
  calendarBlockEditSchema,
  calendarBlockSchema,
  calendarBlocksResponseSchema,
  calendarImportResultSchema,
} from "./schemas";

/**
 * One block of the caller's calendar. `date` is YYYY-MM-DD and `start`/`end` are "HH:MM" wall-clock
 * times in the user's time zone (`end` may be "24:00"; all-day blocks are "00:00"-"24:00"). `fixed`
 * blocks stay where they are when the day is re-planned; `conflict` marks an overlap with another
 * timed block of the same day.
 */
export type CalendarBlock = z.infer<typeof calendarBlockSchema>;
/** A block after an edit, its reason and its day's overlaps and warnings (see calendarBlockDaySchema). */
export type CalendarBlockDay = z.infer<typeof calendarBlockDaySchema>;
/** A PATCH answer: the above, and the reward of a check-off (see calendarBlockEditSchema). */
export type CalendarBlockEdit = z.infer<typeof calendarBlockEditSchema>;
export type CalendarBlocksResponse = z.infer<typeof calendarBlocksResponseSchema>;
export type CalendarImportResult = z.infer<typeof calendarImportResultSchema>;
