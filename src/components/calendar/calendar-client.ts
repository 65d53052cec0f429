/**
 * The browser's calls to the calendar API (/api/calendar/*), through the one fetcher. Each request
 * names the page's language so errors come back translated. Non-OK answers throw ApiError.
 */
import { apiJson } from "@/lib/api-client";
import type { Locale } from "@/i18n/routing";
import type { BlockKind } from "@/server/planner/types";
import type { CalendarBlock, CalendarBlockDay, CalendarBlockEdit, CalendarImportResult } from "@/server/calendar/types";

export { BLOCK_KINDS } from "@/server/calendar/block-input";
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

const call = <T>(locale: Locale, method: string, url: string, body?: unknown, contentType?: string) =>
  apiJson<T>(url, { method, body, contentType, locale });

export function createCalendarClient(locale: Locale) {
  const id = (blockId: string) => `/api/calendar/blocks/${encodeURIComponent(blockId)}`;
  return {
    list: (from: string, to: string) =>
      call<{ blocks: CalendarBlock[] }>(locale, "GET", `/api/calendar?from=${from}&to=${to}`).then((r) => r.blocks),
    create: (block: NewBlock) =>
      call<{ block: CalendarBlock }>(locale, "POST", "/api/calendar/blocks", block).then((r) => r.block),
    /** The block as saved, its reason and its day's overlaps in words, and the points of a check-off (`reward`). */
    update: (blockId: string, patch: BlockPatch) => call<CalendarBlockEdit>(locale, "PATCH", id(blockId), patch),
    remove: (blockId: string) => call<null>(locale, "DELETE", id(blockId)).then(() => undefined),
    /** The restored block with its day (as an edit answers), or null when the server answers without one (the caller refetches). */
    restore: (blockId: string) => call<CalendarBlockDay | null>(locale, "POST", `${id(blockId)}/restore`),
    feed: () => call<{ url: string }>(locale, "GET", "/api/calendar/feed"),
    resetFeed: () => call<{ url: string }>(locale, "POST", "/api/calendar/feed/reset"),
    importIcs: (text: string) =>
      call<CalendarImportResult>(locale, "POST", "/api/calendar/import", text, "text/calendar"),
  };
}
