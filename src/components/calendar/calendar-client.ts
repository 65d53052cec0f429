/**
 * The browser's calls to the calendar API (/api/calendar/*). Each request names the page's
 * language so errors come back translated. Non-OK answers throw ApiError; `errorText` turns one
 * into the server's message for a toast.
 */
import { ApiError } from "@/lib/api-client";
import type { Locale } from "@/i18n/routing";
import type { BlockKind } from "@/server/planner/types";
import type { CalendarBlock, CalendarBlockEdit, CalendarImportResult } from "@/server/calendar/types";

export { BLOCK_KINDS } from "@/server/calendar/schemas";
export type { CalendarBlock };

export interface NewBlock {
  date: string;
  start: string;
  end: string;
  title: string;
  kind?: BlockKind;
  notes?: string;
}

export type BlockPatch = Partial<
  Pick<CalendarBlock, "date" | "start" | "end" | "title" | "notes" | "done" | "kind" | "fixed">
>;

async function call(
  locale: Locale,
  method: string,
  url: string,
  body?: unknown,
  contentType = "application/json",
): Promise<Response> {
  const res = await fetch(url, {
    method,
    credentials: "same-origin",
    headers: { "x-rhythm-locale": locale, ...(body === undefined ? {} : { "content-type": contentType }) },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  });
  if (!res.ok) throw new ApiError(res.status, (await res.text().catch(() => "")) || res.statusText);
  return res;
}

const json = async <T>(res: Promise<Response>) => (await (await res).json()) as T;

/** The server's message (`{error: "..."}` or `{error: {message}}`), or `fallback` for anything else. */
export function errorText(error: unknown, fallback: string): string {
  if (!(error instanceof ApiError)) return fallback;
  try {
    const parsed = JSON.parse(error.body) as { error?: unknown };
    if (typeof parsed.error === "string" && parsed.error) return parsed.error;
    if (
      parsed.error &&
      typeof parsed.error === "object" &&
      "message" in parsed.error &&
      typeof parsed.error.message === "string"
    )
      return parsed.error.message;
  } catch {
    /* not JSON */
  }
  return fallback;
}

export function createCalendarClient(locale: Locale) {
  const id = (blockId: string) => `/api/calendar/blocks/${encodeURIComponent(blockId)}`;
  return {
    list: (from: string, to: string) =>
      json<{ blocks: CalendarBlock[] }>(call(locale, "GET", `/api/calendar?from=${from}&to=${to}`)).then(
        (r) => r.blocks,
      ),
    create: (block: NewBlock) => json<CalendarBlock>(call(locale, "POST", "/api/calendar/blocks", block)),
    update: (blockId: string, patch: BlockPatch) => json<CalendarBlockEdit>(call(locale, "PATCH", id(blockId), patch)),
    remove: (blockId: string) => call(locale, "DELETE", id(blockId)).then(() => undefined),
    /** The restored block, or null when the server answers without one (the caller refetches). */
    restore: async (blockId: string): Promise<CalendarBlock | null> => {
      const res = await call(locale, "POST", `${id(blockId)}/restore`);
      return res.status === 204 ? null : ((await res.json()) as CalendarBlock);
    },
    feed: () => json<{ url: string }>(call(locale, "GET", "/api/calendar/feed")),
    resetFeed: () => json<{ url: string }>(call(locale, "POST", "/api/calendar/feed/reset")),
    importIcs: (text: string) =>
      json<CalendarImportResult>(call(locale, "POST", "/api/calendar/import", text, "text/calendar")),
  };
}
