import "server-only";
/**
 * One fetch of a followed calendar and what it changes. The source is fetched through the SSRF
 * guard (src/server/net/safe-fetch.ts) with its ETag / Last-Modified; a 304 changes nothing. A
 * new file is read by the import's parser (its budgets apply) over the next IMPORT_DAYS days and
 * made to agree with the subscription's blocks from today on, in one transaction: an event that
 * moved is updated (or moved to its new day), one that was cancelled or deleted is removed, a new
 * one is added. Past days are left as they were. Then the row records success (next fetch in
 * CALENDAR_REFRESH_MINUTES) or the problem, since when, and backs off (15 min doubling, at most 6 h).
 */
import { and, eq, gte } from "drizzle-orm";
import { translate } from "@/i18n/messages";
import { toLocale } from "@/i18n/locales";
import { env } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { blocks, calendarSubscriptions, type CalendarSubscriptionRow, type User } from "@/server/db/schema";
import { FetchRefused, safeFetch, type FetchProblem } from "@/server/net/safe-fetch";
import { IMPORT_DAYS } from "../import-ics";
import { IcsError, parseIcs, type ImportPiece, type ImportWindow } from "../parse-ics";
import { addDays } from "@/lib/time/dates";
import { safeZone, todayIn } from "@/lib/time/zones";

const SUBSCRIPTION_MAX_BYTES = 2 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 15_000;
const MAX_BACKOFF_MIN = 6 * 60;
const CHUNK = 500;

export type SyncProblem = FetchProblem | "httpStatus" | "notCalendar" | "tooManyEvents";

type FetchOutcome =
  | { kind: "notModified" }
  | { kind: "file"; text: string; etag: string | null; lastModified: string | null }
  | { kind: "failed"; problem: SyncProblem; status: number | null };

export const allowPrivateCalendars = () => env().CALENDAR_FETCH_ALLOW_PRIVATE;

/** Fetches the source; validators only when today's window was already read from this version. */
async function fetchSource(
  url: string,
  validators: { etag: string | null; lastModified: string | null } | null,
): Promise<FetchOutcome> {
  const headers: Record<string, string> = { accept: "text/calendar, */*;q=0.5", "accept-encoding": "identity" };
  if (validators?.etag) headers["if-none-match"] = validators.etag;
  if (validators?.lastModified) headers["if-modified-since"] = validators.lastModified;
  try {
    const res = await safeFetch(url, {
      allowPrivate: allowPrivateCalendars(),
      maxBytes: SUBSCRIPTION_MAX_BYTES,
      timeoutMs: FETCH_TIMEOUT_MS,
      headers,
    });
    if (res.status === 304 && validators) return { kind: "notModified" };
    if (res.status !== 200) return { kind: "failed", problem: "httpStatus", status: res.status };
    const header = (v: string | string[] | undefined) => (typeof v === "string" ? v.slice(0, 500) : null);
    return {
      kind: "file",
      text: new TextDecoder("utf-8", { fatal: false }).decode(res.body),
      etag: header(res.headers.etag),
      lastModified: header(res.headers["last-modified"]),
    };
  } catch (err) {
    if (err instanceof FetchRefused) return { kind: "failed", problem: err.problem, status: null };
    throw err;
  }
}

/**
 * The parser behind one call, so that the import's parser (and whatever budgets it runs under,
 * in this thread or a worker) is the one used; awaiting keeps working if it becomes asynchronous.
 */
async function readPieces(text: string, win: ImportWindow, untitled: string): Promise<ImportPiece[] | SyncProblem> {
  try {
    return (await Promise.resolve(parseIcs(text, win, untitled))).pieces;
  } catch (err) {
    if (err instanceof IcsError) return err.problem === "tooManyEvents" ? "tooManyEvents" : "notCalendar";
    throw err;
  }
}

const pieceKey = (uid: string, date: string) => `${uid}\u0000${date}`;

/** Makes the subscription's blocks from `win.from` on match `pieces`; answers how many blocks it now has there. */
async function applyPieces(
  sub: CalendarSubscriptionRow,
  win: ImportWindow,
  pieces: ImportPiece[],
): Promise<{ added: number; updated: number; removed: number; count: number }> {
  const prefix = `sub:${sub.id}:`;
  const wanted = new Map<string, ImportPiece & { uid: string }>();
  for (const p of pieces) {
    const uid = prefix + p.importUid;
    const k = pieceKey(uid, p.date);
    if (!wanted.has(k)) wanted.set(k, { ...p, uid });
  }
  return getDb().transaction(async (tx) => {
    const where = and(eq(blocks.userId, sub.userId), eq(blocks.subscriptionId, sub.id), gte(blocks.date, win.from));
    const existing = await tx.select().from(blocks).where(where).for("update");
    let updated = 0;
    let removed = 0;
    const now = new Date();
    for (const row of existing) {
      const want = wanted.get(pieceKey(row.importUid ?? "", row.date));
      if (!want) {
        await tx.delete(blocks).where(and(eq(blocks.id, row.id), eq(blocks.userId, sub.userId)));
        removed += 1;
        continue;
      }
      wanted.delete(pieceKey(want.uid, want.date));
      if (
        row.startMin === want.startMin &&
        row.endMin === want.endMin &&
        row.title === want.title &&
        row.allDay === want.allDay
      )
        continue;
      await tx
        .update(blocks)
        .set({ startMin: want.startMin, endMin: want.endMin, title: want.title, allDay: want.allDay, updatedAt: now })
        .where(and(eq(blocks.id, row.id), eq(blocks.userId, sub.userId)));
      updated += 1;
    }
    const fresh = [...wanted.values()];
    for (let i = 0; i < fresh.length; i += CHUNK) {
      await tx
        .insert(blocks)
        .values(
          fresh.slice(i, i + CHUNK).map((p) => ({
            userId: sub.userId,
            date: p.date,
            startMin: p.startMin,
            endMin: p.endMin,
            allDay: p.allDay,
            title: p.title,
            kind: "event",
            fixed: true,
            source: "import" as const,
            importUid: p.uid,
            subscriptionId: sub.id,
          })),
        )
        .onConflictDoNothing();
    }
    const count = existing.length - removed + fresh.length;
    return { added: fresh.length, updated, removed, count };
  });
}

function backoffMinutes(failures: number): number {
  return Math.min(env().CALENDAR_REFRESH_MINUTES * 2 ** Math.max(0, failures - 1), MAX_BACKOFF_MIN);
}

const addMinutes = (d: Date, m: number) => new Date(d.getTime() + m * 60_000);

interface SyncResult {
  ok: boolean;
  problem?: SyncProblem;
  status?: number | null;
  changes?: { added: number; updated: number; removed: number };
}

/** Records a failed fetch on the row: the first failure sets `errorSince`, later ones keep it. */
async function recordFailure(sub: CalendarSubscriptionRow, problem: SyncProblem, status: number | null, now: Date) {
  const failures = sub.failures + 1;
  const sameProblem = sub.errorCode === problem && sub.errorStatus === status && sub.errorSince;
  await getDb()
    .update(calendarSubscriptions)
    .set({
      errorCode: problem,
      errorStatus: status,
      errorSince: sameProblem ? sub.errorSince : now,
      failures,
      lastFetchedAt: now,
      nextFetchAt: addMinutes(now, backoffMinutes(failures)),
      leaseUntil: null,
    })
    .where(and(eq(calendarSubscriptions.id, sub.id), eq(calendarSubscriptions.userId, sub.userId)));
}

/** Fetches one subscription and applies it; the row's owner is `user`. Never throws for the source's faults. */
export async function syncSubscription(
  sub: CalendarSubscriptionRow,
  user: Pick<User, "id" | "timezone" | "language">,
  now: Date = new Date(),
): Promise<SyncResult> {
  const zone = safeZone(user.timezone);
  const from = todayIn(zone, now);
  const win = { from, to: addDays(from, IMPORT_DAYS - 1), zone };
  // A 304 is only trusted when the last good read was today: the window moves every day.
  const readToday = sub.lastSuccessAt && todayIn(zone, sub.lastSuccessAt) === from && sub.errorCode === null;
  const outcome = await fetchSource(sub.url, readToday ? { etag: sub.etag, lastModified: sub.lastModified } : null);
  if (outcome.kind === "failed") {
    await recordFailure(sub, outcome.problem, outcome.status, now);
    return { ok: false, problem: outcome.problem, status: outcome.status };
  }
  let changes = { added: 0, updated: 0, removed: 0 };
  let validators = { etag: sub.etag, lastModified: sub.lastModified };
  let count = sub.eventCount;
  if (outcome.kind === "file") {
    const pieces = await readPieces(
      outcome.text,
      win,
      translate(toLocale(user.language), "calendarApi.import.untitled"),
    );
    if (typeof pieces === "string") {
      await recordFailure(sub, pieces, null, now);
      return { ok: false, problem: pieces, status: null };
    }
    const applied = await applyPieces(sub, win, pieces);
    changes = { added: applied.added, updated: applied.updated, removed: applied.removed };
    count = applied.count;
    validators = { etag: outcome.etag, lastModified: outcome.lastModified };
  }
  await getDb()
    .update(calendarSubscriptions)
    .set({
      ...validators,
      eventCount: count,
      errorCode: null,
      errorStatus: null,
      errorSince: null,
      failures: 0,
      lastFetchedAt: now,
      lastSuccessAt: now,
      nextFetchAt: addMinutes(now, env().CALENDAR_REFRESH_MINUTES),
      leaseUntil: null,
    })
    .where(and(eq(calendarSubscriptions.id, sub.id), eq(calendarSubscriptions.userId, sub.userId)));
  return { ok: true, changes };
}
