/**
 * A block's title and note as both edit APIs accept them (the calendar's and the dashboard's), so
 * a rename follows one rule from either page. Messages are keys of calendarApi.errors.*. No
 * imports from other schema modules: both import this one.
 */
import { z } from "zod";

export const MAX_TITLE_LENGTH = 200;
/** A block's note: a few lines the user keeps with it (issue 23). */
export const MAX_NOTES_LENGTH = 500;

// One line: runs of white space (new lines, tabs) become one space.
export const blockTitleSchema = z
  .string({ error: "calendarApi.errors.titleRequired" })
  .transform((v) => v.replace(/\s+/g, " ").trim())
  .pipe(
    z
      .string()
      .min(1, { error: "calendarApi.errors.titleRequired" })
      .max(MAX_TITLE_LENGTH, { error: "calendarApi.errors.titleTooLong" }),
  );
// Kept as typed (line breaks too), trimmed; empty clears the note.
export const blockNotesSchema = z
  .string({ error: "calendarApi.errors.notesTooLong" })
  .transform((v) => v.trim())
  .pipe(z.string().max(MAX_NOTES_LENGTH, { error: "calendarApi.errors.notesTooLong" }));
