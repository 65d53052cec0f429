import "server-only";
/**
 * The VAPID key pair that identifies this server to push services (RFC 8292). VAPID_PUBLIC_KEY and
 * VAPID_PRIVATE_KEY when both are set; otherwise one pair is generated on first use and kept in
 * app_settings, so every instance signs with the same key and browsers' subscriptions keep working
 * across restarts (a new key would orphan every subscription).
 */
import { eq } from "drizzle-orm";
import webpush from "web-push";
import { appUrl, env } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { appSettings } from "@/server/db/schema";
import { processSlot } from "@/server/process-slot";

interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

const keysSlot = processSlot<VapidKeys>("vapid");

function subject(): string {
  const configured = env().VAPID_SUBJECT;
  if (configured) return configured;
  const url = appUrl();
  // Push services want a contact they can reach: mailto: or an https: page.
  return url.startsWith("https://") ? url : "mailto:admin@rhythm.local";
}

export async function vapidKeys(): Promise<VapidKeys> {
  if (keysSlot.value) return keysSlot.value;
  const e = env();
  let keys: { publicKey: string; privateKey: string };
  if (e.VAPID_PUBLIC_KEY && e.VAPID_PRIVATE_KEY) {
    keys = { publicKey: e.VAPID_PUBLIC_KEY, privateKey: e.VAPID_PRIVATE_KEY };
  } else {
    const db = getDb();
    const fresh = webpush.generateVAPIDKeys();
    // Several instances starting at once: the first insert wins and everyone reads it back.
    await db
      .insert(appSettings)
      .values({ key: "vapid_keys", value: JSON.stringify(fresh) })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "vapid_keys"));
    keys = JSON.parse(row.value) as { publicKey: string; privateKey: string };
  }
  keysSlot.value = { ...keys, subject: subject() };
  return keysSlot.value;
}

/** Tests switch databases between files. */
export function forgetVapidKeysForTests(): void {
  keysSlot.value = undefined;
}
