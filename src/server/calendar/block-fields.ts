/**
 * A block's title and note as both edit APIs accept them (the calendar's and the dashboard's), so
 * a rename follows one rule from either page. Messages are keys of calendarApi.errors.*. No
 * imports from other schema modules: both import this one. zod/mini, not the full zod: the
 * dashboard's and the calendar's client components check with these.
 */
import * as z from "zod/mini";

export const MAX_TITLE_LENGTH = 200;
/** A block's note: a few lines the user keeps with it (issue 23). */
export const MAX_NOTES_LENGTH = 500;

// One line: runs of white space (new lines, tabs) become one space.
export const blockTitleSchema = z.pipe(
  z.pipe(
    z.string({ error: "calendarApi.errors.titleRequired" }),
    z.transform((v: string) => v.replace(/\s+/g, " ").trim()),
  ),
  z
    .string()
    .check(
      z.minLength(1, { error: "calendarApi.errors.titleRequired" }),
      z.maxLength(MAX_TITLE_LENGTH, { error: "calendarApi.errors.titleTooLong" }),
    ),
);
// Kept as typed (line breaks too), trimmed; empty clears the note.
export const blockNotesSchema = z.pipe(
  z.pipe(
    z.string({ error: "calendarApi.errors.notesTooLong" }),
    z.transform((v: string) => v.trim()),
  ),
  z.string().check(z.maxLength(MAX_NOTES_LENGTH, { error: "calendarApi.errors.notesTooLong" })),
);
