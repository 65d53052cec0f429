/**
 * The browser's calls to the calendar API (/api/calendar/*), through the one fetcher. Each request
 * names the page's language so errors come back translated. Non-OK answers throw ApiError.
 */
import { apiJson } from "@/lib/api-client";
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

const call = <T>(locale: Locale, method: string, url: string, body?: unknown, contentType?: string) =>
  apiJson<T>(url, { method, body, contentType, locale });

export function createCalendarClient(locale: Locale) {
  const id = (blockId: string) => `/api/calendar/blocks/${encodeURIComponent(blockId)}`;
  return {
    list: (from: string, to: string) =>
      call<{ blocks: CalendarBlock[] }>(locale, "GET", `/api/calendar?from=${from}&to=${to}`).then((r) => r.blocks),
    create: (block: NewBlock) =>
      call<{ block: CalendarBlock }>(locale, "POST", "/api/calendar/blocks", block).then((r) => r.block),
    /** The block as saved, with the points of a check-off beside it (`reward`). */
    update: (blockId: string, patch: BlockPatch): Promise<CalendarBlockEdit> =>
      call<{ block: CalendarBlock; reward?: CalendarBlockEdit["reward"] }>(locale, "PATCH", id(blockId), patch).then(
        ({ block, reward }) => (reward ? { ...block, reward } : block),
      ),
    remove: (blockId: string) => call<null>(locale, "DELETE", id(blockId)).then(() => undefined),
    /** The restored block, or null when the server answers without one (the caller refetches). */
    restore: (blockId: string) =>
      call<{ block: CalendarBlock } | null>(locale, "POST", `${id(blockId)}/restore`).then((r) => r?.block ?? null),
    feed: () => call<{ url: string }>(locale, "GET", "/api/calendar/feed"),
    resetFeed: () => call<{ url: string }>(locale, "POST", "/api/calendar/feed/reset"),
    importIcs: (text: string) =>
      call<CalendarImportResult>(locale, "POST", "/api/calendar/import", text, "text/calendar"),
  };
}
