import "server-only";
/**
 * The caller's push subscriptions (one per browser or installed app) and reminder preferences.
 * An endpoint must be https on a public address (checked like a calendar URL; PUSH_ALLOW_PRIVATE=1
 * for tests, which also allows http). An endpoint is unique: a browser that subscribes again, or
 * is handed to another account, moves to the caller.
 */
import { and, eq } from "drizzle-orm";
import { AppError, notFound } from "@/lib/errors";
import { env } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { pushSubscriptions, reminderPreferences } from "@/server/db/schema";
import { FetchRefused, assertAllowedHost, normalizeFetchUrl } from "@/server/net/safe-fetch";
import { DEFAULT_LEADS, type PushSubscriptionInput, type ReminderPreferences } from "./schemas";

const MAX_DEVICES = 20;

function checkedEndpoint(raw: string): string {
  const allowPrivate = env().PUSH_ALLOW_PRIVATE;
  try {
    const url = normalizeFetchUrl(raw);
    if (url.protocol !== "https:" && !allowPrivate) throw new FetchRefused("badScheme");
    assertAllowedHost(url, allowPrivate);
    return url.href;
  } catch (err) {
    if (err instanceof FetchRefused) {
      const key = err.problem === "badUrl" || err.problem === "badScheme" ? "endpointInvalid" : "endpointRefused";
      throw new AppError("validation", 400, `push.errors.${key}`);
    }
    throw err;
  }
}

export async function saveDevice(userId: string, input: PushSubscriptionInput): Promise<{ id: string }> {
  const endpoint = checkedEndpoint(input.endpoint);
  const db = getDb();
  const mine = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  if (mine.length >= MAX_DEVICES) {
    throw new AppError("conflict", 409, "push.errors.endpointRefused");
  }
  const values = {
    userId,
    endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    label: (input.label ?? "").slice(0, 120),
    enabled: true,
    failures: 0,
  };
  const [row] = await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: values })
    .returning({ id: pushSubscriptions.id });
  return row;
}

export async function removeDevice(userId: string, endpoint: string): Promise<void> {
  const rows = await getDb()
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)))
    .returning({ id: pushSubscriptions.id });
  if (rows.length === 0) throw notFound("push.errors.notFound");
}

export async function getPreferences(userId: string): Promise<ReminderPreferences> {
  const [row] = await getDb().select().from(reminderPreferences).where(eq(reminderPreferences.userId, userId));
  return {
    blockLeads: { ...DEFAULT_LEADS, ...(row?.blockLeads ?? {}) },
    morningTime: row?.morningTime ?? null,
    eveningTime: row?.eveningTime ?? null,
    quietStart: row?.quietStart ?? null,
    quietEnd: row?.quietEnd ?? null,
    emailFallback: row?.emailFallback ?? false,
  };
}

export async function savePreferences(userId: string, prefs: ReminderPreferences): Promise<ReminderPreferences> {
  const values = { ...prefs, updatedAt: new Date() };
  await getDb()
    .insert(reminderPreferences)
    .values({ userId, ...values })
    .onConflictDoUpdate({ target: reminderPreferences.userId, set: values });
  return getPreferences(userId);
}
