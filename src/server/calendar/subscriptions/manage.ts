import "server-only";
/**
 * The caller's followed calendars: list, add (fetched at once), rename / recolour / pause, remove
 * (its blocks go with it: blocks.subscription_id cascades), refresh now. Every statement is scoped
 * to the caller. An address the SSRF guard refuses, or that does not answer with a calendar on the
 * first fetch, is refused with a 4xx and nothing is saved; a source that fails later keeps its
 * blocks and shows the problem on the subscription.
 */
import { and, asc, count, eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import { getDb } from "@/server/db/client";
import { calendarSubscriptions, type CalendarSubscriptionRow, type User } from "@/server/db/schema";
import { ADDRESS_PROBLEMS, FetchRefused, assertAllowedHost, normalizeFetchUrl } from "@/server/net/safe-fetch";
import { SUBSCRIPTION_COLORS } from "./colors";
import {
  MAX_SUBSCRIPTIONS,
  type CalendarSubscription,
  type CreateSubscriptionInput,
  type UpdateSubscriptionInput,
} from "./schemas";
import { allowPrivateCalendars, syncSubscription, type SyncProblem } from "./sync";

const subscriptionNotFound = () => notFound("calendarSubscriptions.errors.notFound");

/** The 4xx for a problem met while adding: 400 for the address itself (it says why), 422 for what it answered. */
function refusal(problem: SyncProblem, status: number | null = null): AppError {
  const code = ADDRESS_PROBLEMS.has(problem as FetchRefused["problem"]) ? 400 : 422;
  return new AppError("validation", code, `calendarSubscriptions.errors.${problem}`, { status: status ?? 0 });
}

function toSubscription(row: CalendarSubscriptionRow): CalendarSubscription {
  let host = "";
  try {
    host = new URL(row.url).host;
  } catch {
    host = "";
  }
  return {
    id: row.id,
    name: row.name,
    host,
    color: row.color,
    paused: row.paused,
    eventCount: row.eventCount,
    lastSuccessAt: row.lastSuccessAt?.toISOString() ?? null,
    nextFetchAt: row.paused ? null : row.nextFetchAt.toISOString(),
    error:
      row.errorCode && row.errorSince
        ? { code: row.errorCode, status: row.errorStatus, since: row.errorSince.toISOString() }
        : null,
  };
}

export async function listSubscriptions(userId: string): Promise<CalendarSubscription[]> {
  const rows = await getDb()
    .select()
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.userId, userId))
    .orderBy(asc(calendarSubscriptions.createdAt), asc(calendarSubscriptions.id));
  return rows.map(toSubscription);
}

async function ownRow(userId: string, id: string): Promise<CalendarSubscriptionRow> {
  const [row] = await getDb()
    .select()
    .from(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.id, id)))
    .limit(1);
  if (!row) throw subscriptionNotFound();
  return row;
}

function defaultName(url: URL): string {
  return url.hostname.replace(/^www\./, "").slice(0, 80) || "Calendar";
}

export async function createSubscription(
  user: User,
  input: CreateSubscriptionInput,
  now: Date = new Date(),
): Promise<CalendarSubscription> {
  let url: URL;
  try {
    url = normalizeFetchUrl(input.url);
    assertAllowedHost(url, allowPrivateCalendars());
  } catch (err) {
    if (err instanceof FetchRefused) throw refusal(err.problem);
    throw err;
  }
  const db = getDb();
  const [{ n }] = await db
    .select({ n: count() })
    .from(calendarSubscriptions)
    .where(eq(calendarSubscriptions.userId, user.id));
  if (n >= MAX_SUBSCRIPTIONS) throw new AppError("conflict", 409, "calendarSubscriptions.errors.tooMany");
  const color = input.color ?? SUBSCRIPTION_COLORS[n % SUBSCRIPTION_COLORS.length];
  const [row] = await db
    .insert(calendarSubscriptions)
    .values({ userId: user.id, url: url.href, name: input.name ?? defaultName(url), color, leaseUntil: new Date() })
    .onConflictDoNothing()
    .returning();
  if (!row) throw new AppError("conflict", 409, "calendarSubscriptions.errors.duplicate");
  // Fetched at once; a first fetch that fails takes the row away again, so nothing half-made stays.
  const result = await syncSubscription(row, user, now);
  if (!result.ok) {
    await db
      .delete(calendarSubscriptions)
      .where(and(eq(calendarSubscriptions.id, row.id), eq(calendarSubscriptions.userId, user.id)));
    throw refusal(result.problem!, result.status ?? null);
  }
  return toSubscription(await ownRow(user.id, row.id));
}

export async function updateSubscription(
  userId: string,
  id: string,
  input: UpdateSubscriptionInput,
): Promise<CalendarSubscription> {
  await ownRow(userId, id);
  const changes: Partial<CalendarSubscriptionRow> = {};
  if (input.name !== undefined) changes.name = input.name;
  if (input.color !== undefined) changes.color = input.color;
  if (input.paused !== undefined) {
    changes.paused = input.paused;
    // Resuming fetches on the next run.
    if (!input.paused) changes.nextFetchAt = new Date();
  }
  const [row] = await getDb()
    .update(calendarSubscriptions)
    .set(changes)
    .where(and(eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.id, id)))
    .returning();
  if (!row) throw subscriptionNotFound();
  return toSubscription(row);
}

export async function deleteSubscription(userId: string, id: string): Promise<void> {
  const rows = await getDb()
    .delete(calendarSubscriptions)
    .where(and(eq(calendarSubscriptions.userId, userId), eq(calendarSubscriptions.id, id)))
    .returning({ id: calendarSubscriptions.id });
  if (rows.length === 0) throw subscriptionNotFound();
}

/** Refresh now: fetches whatever the schedule says (a paused one too), answers the subscription as it stands after. */
export async function refreshSubscription(
  user: User,
  id: string,
  now: Date = new Date(),
): Promise<CalendarSubscription> {
  const row = await ownRow(user.id, id);
  await syncSubscription(row, user, now);
  return toSubscription(await ownRow(user.id, id));
}
