import "server-only";
/**
 * The key that signs session cookies. AUTH_SECRET when set. Otherwise one is generated once and
 * kept: in .data/auth-secret on the embedded database, or in the app_settings table on a server
 * database, so that every instance shares it and `npm start` needs no configuration. Production
 * deployments should still set AUTH_SECRET (start-up warns).
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq } from "drizzle-orm";
import { env, usesEmbeddedDatabase } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { appSettings } from "@/server/db/schema";
import { logger } from "@/server/logger";
import { processSlot } from "@/server/process-slot";

const secretSlot = processSlot<string>("authSecret");

export async function initAuthSecret(): Promise<string> {
  if (secretSlot.value) return secretSlot.value;
  const e = env();
  let secret = e.AUTH_SECRET;
  if (!secret && usesEmbeddedDatabase()) {
    const file = path.join(path.dirname(path.resolve(e.PGLITE_DIR)), "auth-secret");
    if (!fs.existsSync(file)) {
      fs.mkdirSync(path.dirname(file), { recursive: true });
      fs.writeFileSync(file, randomBytes(48).toString("base64url"), { mode: 0o600 });
    }
    secret = fs.readFileSync(file, "utf8").trim();
  } else if (!secret) {
    logger.warn("AUTH_SECRET is not set: using a generated key stored in the database. Set AUTH_SECRET in production.");
    const db = getDb();
    await db
      .insert(appSettings)
      .values({ key: "auth_secret", value: randomBytes(48).toString("base64url") })
      .onConflictDoNothing();
    const [row] = await db.select().from(appSettings).where(eq(appSettings.key, "auth_secret"));
    secret = row.value;
  }
  secretSlot.value = secret;
  return secret;
}

/** The session key; initAuthSecret() runs at start-up, and lazily here if it has not yet. */
export async function authSecret(): Promise<string> {
  return secretSlot.value ?? initAuthSecret();
}
