import "server-only";
/**
 * Sends one Web Push message: web-push encrypts it (aes128gcm, RFC 8291) and signs the VAPID JWT
 * (RFC 8292); the request itself goes out through the SSRF guard like a calendar fetch (https,
 * public addresses, the address checked on connect; PUSH_ALLOW_PRIVATE=1 lets tests use a loopback
 * service over http). A 404 or 410 means the browser dropped the subscription: it is deleted.
 */
import { and, eq, inArray } from "drizzle-orm";
import webpush from "web-push";
import { env } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { pushSubscriptions } from "@/server/db/schema";
import { FetchRefused, safeFetch } from "@/server/net/safe-fetch";
import { vapidKeys } from "./vapid";

export interface PushPayload {
  title: string;
  body: string;
  /** Path the notification opens (already localised). */
  url: string;
  tag?: string;
}

type Row = Pick<typeof pushSubscriptions.$inferSelect, "id" | "userId" | "endpoint" | "p256dh" | "auth">;

type PushOutcome = "sent" | "gone" | "failed";

const TTL_SECONDS = 15 * 60;

async function sendPush(sub: Row, payload: PushPayload): Promise<PushOutcome> {
  const vapid = await vapidKeys();
  let details;
  try {
    details = webpush.generateRequestDetails(
      { endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } },
      JSON.stringify(payload),
      {
        vapidDetails: vapid,
        TTL: TTL_SECONDS,
        contentEncoding: "aes128gcm",
        urgency: "high",
        topic: payload.tag?.replace(/[^A-Za-z0-9_-]/g, "").slice(0, 32) || undefined,
      },
    );
  } catch {
    // Keys the library cannot use: this subscription can never receive anything.
    await removeSubscriptions([sub.id]);
    return "gone";
  }
  const allowPrivate = env().PUSH_ALLOW_PRIVATE;
  try {
    const res = await safeFetch(details.endpoint, {
      method: "POST",
      headers: details.headers as Record<string, string>,
      body: details.body ?? undefined,
      allowPrivate,
      maxBytes: 64 * 1024,
      maxRedirects: 0,
      timeoutMs: 10_000,
    });
    if (res.status === 404 || res.status === 410) {
      await removeSubscriptions([sub.id]);
      return "gone";
    }
    const ok = res.status >= 200 && res.status < 300;
    await getDb()
      .update(pushSubscriptions)
      .set(ok ? { lastSentAt: new Date(), failures: 0 } : { failures: 1 })
      .where(and(eq(pushSubscriptions.id, sub.id), eq(pushSubscriptions.userId, sub.userId)));
    return ok ? "sent" : "failed";
  } catch (err) {
    if (err instanceof FetchRefused) return "failed";
    throw err;
  }
}

async function removeSubscriptions(ids: string[]): Promise<void> {
  if (ids.length) await getDb().delete(pushSubscriptions).where(inArray(pushSubscriptions.id, ids));
}

/** The user's devices with notifications on. */
export async function enabledDevices(userId: string): Promise<Row[]> {
  return getDb()
    .select({
      id: pushSubscriptions.id,
      userId: pushSubscriptions.userId,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.enabled, true)));
}

/** Sends to every enabled device of the user; answers how many received it and how many were removed. */
export async function sendToUser(userId: string, payload: PushPayload): Promise<{ sent: number; removed: number }> {
  let sent = 0;
  let removed = 0;
  for (const device of await enabledDevices(userId)) {
    const outcome = await sendPush(device, payload);
    if (outcome === "sent") sent += 1;
    if (outcome === "gone") removed += 1;
  }
  return { sent, removed };
}
