/**
 * Check-offs made without a connection (issue 27): kept in this browser's storage per user and sent
 * when the connection returns. Before sending, the block is read again: if it was deleted, moved or
 * renamed elsewhere meanwhile (a newer edit on the server), the check-off is not applied and is
 * reported as a conflict for the page to show; nothing is dropped silently.
 */
import { ApiError, apiFetch, apiJson } from "@/lib/api-client";

export interface QueuedCheckOff {
  blockId: string;
  date: string;
  title: string;
  start: string;
  end: string;
  done: boolean;
  queuedAt: string;
}

interface ReplayResult {
  sent: number;
  conflicts: QueuedCheckOff[];
  /** Still waiting (the connection dropped again, or the server did not answer). */
  waiting: number;
}

const keyFor = (userId: string) => `rhythm.offline-checkoffs.${userId}`;
export const QUEUE_EVENT = "rhythm:offline-queue";

export function readQueue(userId: string): QueuedCheckOff[] {
  try {
    const raw = window.localStorage.getItem(keyFor(userId));
    const parsed: unknown = raw ? JSON.parse(raw) : [];
    return Array.isArray(parsed) ? (parsed as QueuedCheckOff[]) : [];
  } catch {
    return [];
  }
}

function writeQueue(userId: string, queue: QueuedCheckOff[]): void {
  if (queue.length) window.localStorage.setItem(keyFor(userId), JSON.stringify(queue));
  else window.localStorage.removeItem(keyFor(userId));
  window.dispatchEvent(new Event(QUEUE_EVENT));
}

/** The signed-in user's id, which the app frame puts on <body data-user>; queues are kept per user. */
export function currentUserId(): string | null {
  return typeof document === "undefined" ? null : (document.body.dataset.rhythmUser ?? null);
}

export function isOffline(): boolean {
  return typeof navigator !== "undefined" && navigator.onLine === false;
}

/** Keeps a check-off for later; a later check-off of the same block replaces the earlier one. */
export function queueCheckOff(userId: string, entry: Omit<QueuedCheckOff, "queuedAt">): void {
  const rest = readQueue(userId).filter((q) => q.blockId !== entry.blockId);
  writeQueue(userId, [...rest, { ...entry, queuedAt: new Date().toISOString() }]);
}

interface ServerBlock {
  id: string;
  start: string;
  end: string;
  title: string;
  done: boolean;
}

async function serverBlocks(date: string): Promise<Map<string, ServerBlock>> {
  // The answer is Cache-Control: no-store, so this reads the server, never a cached copy.
  const body = await apiJson<{ blocks: ServerBlock[] }>(`/api/calendar?from=${date}&to=${date}`);
  return new Map(body.blocks.map((b) => [b.id, b]));
}

export async function replayQueue(userId: string, locale: string): Promise<ReplayResult> {
  const queue = readQueue(userId);
  const result: ReplayResult = { sent: 0, conflicts: [], waiting: 0 };
  if (queue.length === 0) return result;
  const left: QueuedCheckOff[] = [];
  const days = new Map<string, Map<string, ServerBlock>>();
  for (const entry of queue) {
    try {
      if (!days.has(entry.date)) days.set(entry.date, await serverBlocks(entry.date));
    } catch {
      left.push(entry); // the day could not be read: tried again later
      continue;
    }
    try {
      const now = days.get(entry.date)!.get(entry.blockId);
      if (!now || now.start !== entry.start || now.end !== entry.end || now.title !== entry.title) {
        result.conflicts.push(entry);
        continue;
      }
      if (now.done === entry.done) continue;
      // The one block edit, as the calendar and the dashboard send it.
      await apiFetch(`/api/calendar/blocks/${encodeURIComponent(entry.blockId)}`, {
        method: "PATCH",
        body: { done: entry.done },
        locale,
      });
      result.sent += 1;
    } catch (error) {
      if (error instanceof ApiError && error.status >= 400 && error.status < 500) result.conflicts.push(entry);
      else left.push(entry);
    }
  }
  result.waiting = left.length;
  writeQueue(userId, left);
  return result;
}
