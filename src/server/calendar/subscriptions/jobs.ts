import "server-only";
/**
 * The periodic refresh of followed calendars, as a job in the shape of the job registry
 * (`{ name, cron, run }`, listed in src/server/jobs/definitions.ts). Safe on several
 * instances at once: each run leases up to BATCH due rows with FOR UPDATE SKIP LOCKED (a row
 * leased by one instance is skipped by the others until its lease passes), fetches them a few at
 * a time, and each fetch moves the row's next_fetch_at forward.
 */
import { logger } from "@/server/logger";
import { and, asc, eq, inArray, isNull, lte, or } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { calendarSubscriptions, users } from "@/server/db/schema";
import { syncSubscription } from "./sync";

const BATCH = 50;
const PARALLEL = 8;
/** One run keeps leasing batches for this long, so a minute's run can keep up with 10,000 subscriptions. */
const RUN_BUDGET_MS = 50_000;
const LEASE_MS = 5 * 60_000;

/** Leases the subscriptions due now (not paused, owner not disabled), oldest first. */
async function leaseDue(now: Date) {
  const db = getDb();
  return db.transaction(async (tx) => {
    const due = await tx
      .select({ id: calendarSubscriptions.id })
      .from(calendarSubscriptions)
      .where(
        and(
          eq(calendarSubscriptions.paused, false),
          lte(calendarSubscriptions.nextFetchAt, now),
          or(isNull(calendarSubscriptions.leaseUntil), lte(calendarSubscriptions.leaseUntil, now)),
        ),
      )
      .orderBy(asc(calendarSubscriptions.nextFetchAt))
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (due.length === 0) return [];
    return tx
      .update(calendarSubscriptions)
      .set({ leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        inArray(
          calendarSubscriptions.id,
          due.map((d) => d.id),
        ),
      )
      .returning();
  });
}

/** One batch: lease what is due and fetch it, PARALLEL at a time. */
async function refreshBatch(now: Date): Promise<{ fetched: number; failed: number; leased: number }> {
  const leased = await leaseDue(now);
  if (leased.length === 0) return { fetched: 0, failed: 0, leased: 0 };
  const owners = await getDb()
    .select({ id: users.id, timezone: users.timezone, language: users.language, disabled: users.disabled })
    .from(users)
    .where(inArray(users.id, [...new Set(leased.map((s) => s.userId))]));
  const ownerOf = new Map(owners.map((o) => [o.id, o]));
  let fetched = 0;
  let failed = 0;
  const queue = [...leased];
  const worker = async () => {
    for (let sub = queue.shift(); sub; sub = queue.shift()) {
      const owner = ownerOf.get(sub.userId);
      if (!owner || owner.disabled) continue;
      try {
        const result = await syncSubscription(sub, owner, now);
        if (result.ok) fetched += 1;
        else failed += 1;
      } catch (err) {
        failed += 1;
        logger.error({ subscriptionId: sub.id, err: (err as Error).message }, "calendar subscription refresh failed");
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return { fetched, failed, leased: leased.length };
}

/** Fetches what is due at `now`, batch after batch, until nothing is due or the run's budget is spent. */
export async function refreshDueSubscriptions(now?: Date): Promise<{ fetched: number; failed: number }> {
  const started = Date.now();
  const total = { fetched: 0, failed: 0 };
  for (;;) {
    const batch = await refreshBatch(now ?? new Date());
    total.fetched += batch.fetched;
    total.failed += batch.failed;
    if (batch.leased < BATCH || Date.now() - started > RUN_BUDGET_MS) return total;
  }
}

/** Registry entry: every minute, whatever is due (each subscription is due every CALENDAR_REFRESH_MINUTES). */
export const calendarSubscriptionRefreshJob = {
  name: "calendar-subscription-refresh",
  cron: "* * * * *",
  run: async (): Promise<void> => {
    await refreshDueSubscriptions();
  },
};
