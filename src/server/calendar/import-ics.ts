import "server-only";
/**
 * POST /api/calendar/import: an .ics file's events in the next 90 days (from the user's today in
 * their zone) become fixed blocks (kind event, source import) on their days, in one transaction:
 * a file that is refused changes nothing. Pieces already imported (same UID, occurrence and date)
 * are skipped, so importing the same file again adds nothing. See parse-ics.ts for how events
 * are read.
 */
import { translate } from "@/i18n/messages";
import { toLocale } from "@/i18n/locales";
import { AppError } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { blocks, type User } from "@/server/db/schema";
import { ICS_LIMITS, IcsError, parseIcs, type ImportPiece } from "./parse-ics";
import type { CalendarImportResult } from "./types";
import { addDays } from "@/lib/time/dates";
import { safeZone, todayIn } from "@/lib/time/zones";

export const IMPORT_DAYS = 90;
export const MAX_IMPORT_BYTES = 2 * 1024 * 1024;
const CHUNK = 500;

export const importTooLarge = () => new AppError("payload_too_large", 413, "calendarApi.errors.importTooLarge");

/** The refusal of a file over a budget: a 4xx whose message names the limit (or 503 when too many imports wait). */
function refusal(err: IcsError): AppError {
  const seconds = Math.round(ICS_LIMITS.timeMs / 1000);
  switch (err.problem) {
    case "notCalendar":
      return new AppError("validation", 400, "calendarApi.errors.importNotCalendar");
    case "tooManyEvents":
      return new AppError("validation", 400, "calendarApi.errors.importTooManyEvents", { limit: ICS_LIMITS.events });
    case "tooManyComponents":
      return new AppError("validation", 400, "calendarApi.errors.importTooManyParts", { limit: ICS_LIMITS.components });
    case "tooManyOccurrences":
      return new AppError("validation", 400, "calendarApi.errors.importTooManyOccurrences", {
        steps: ICS_LIMITS.steps,
        blocks: ICS_LIMITS.pieces,
      });
    case "timeZoneRules":
      return new AppError("validation", 400, "calendarApi.errors.importTimeZoneRules");
    case "tooSlow":
      return new AppError("validation", 400, "calendarApi.errors.importTooSlow", { seconds });
    case "tooMuchMemory":
      return new AppError("validation", 400, "calendarApi.errors.importTooComplex", { mb: ICS_LIMITS.heapMb });
    case "busy":
      return new AppError("unavailable", 503, "calendarApi.errors.importBusy", {}, { "Retry-After": "30" });
  }
}

function dedupe(pieces: ImportPiece[]): ImportPiece[] {
  const seen = new Set<string>();
  return pieces.filter((p) => {
    const k = `${p.importUid}\u0000${p.date}`;
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export async function importCalendar(user: User, text: string, at: Date = new Date()): Promise<CalendarImportResult> {
  if (Buffer.byteLength(text) > MAX_IMPORT_BYTES) throw importTooLarge();
  const zone = safeZone(user.timezone);
  const from = todayIn(zone, at);
  const window = { from, to: addDays(from, IMPORT_DAYS - 1), zone };
  let parsed;
  try {
    parsed = await parseIcs(text, window, translate(toLocale(user.language), "calendarApi.import.untitled"));
  } catch (err) {
    if (err instanceof IcsError) throw refusal(err);
    throw err;
  }
  const pieces = dedupe(parsed.pieces);
  const imported = await getDb().transaction(async (tx) => {
    let added = 0;
    for (let i = 0; i < pieces.length; i += CHUNK) {
      const rows = await tx
        .insert(blocks)
        .values(
          pieces.slice(i, i + CHUNK).map((p) => ({
            userId: user.id,
            date: p.date,
            startMin: p.startMin,
            endMin: p.endMin,
            allDay: p.allDay,
            title: p.title,
            kind: "event",
            fixed: true,
            source: "import" as const,
            importUid: p.importUid,
          })),
        )
        .onConflictDoNothing()
        .returning({ id: blocks.id });
      added += rows.length;
    }
    return added;
  });
  return { imported, skipped: parsed.skippedEvents + (parsed.pieces.length - imported) };
}
