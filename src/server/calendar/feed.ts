import "server-only";
/**
 * The private subscription link of each user's calendar feed: /api/calendar/feed/{token}.ics,
 * where the token is 32 random bytes (base64url). It is created on first request and replaced by
 * "reset link" (the old link then answers 404). The token is stored as it is, not hashed: the
 * settings page must be able to show the link again, and whoever can read this table can read the
 * blocks it exposes anyway.
 */
import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { appUrl } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { calendarFeeds, users, type User } from "@/server/db/schema";

const newToken = () => randomBytes(32).toString("base64url");
const TOKEN = /^[A-Za-z0-9_-]{43}$/;

const feedUrl = (token: string) => `${appUrl()}/api/calendar/feed/${token}.ics`;

/** The caller's feed link, created on first use. */
export async function getFeedUrl(userId: string): Promise<string> {
  const db = getDb();
  await db
    .insert(calendarFeeds)
    .values({ userId, token: newToken() })
    .onConflictDoNothing({ target: calendarFeeds.userId });
  const [row] = await db
    .select({ token: calendarFeeds.token })
    .from(calendarFeeds)
    .where(eq(calendarFeeds.userId, userId));
  return feedUrl(row.token);
}

/** A new link for the caller; the old one stops working at once. */
export async function resetFeedUrl(userId: string): Promise<string> {
  const token = newToken();
  await getDb()
    .insert(calendarFeeds)
    .values({ userId, token })
    .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: new Date() } });
  return feedUrl(token);
}

/**
 * The owner of a feed token. Deliberately not scoped to a caller: the token is the credential
 * (calendar apps fetch the link without a session).
 */
export async function unsafeFindFeedOwner(token: string): Promise<User | undefined> {
  if (!TOKEN.test(token)) return undefined;
  const [row] = await getDb()
    .select({ user: users })
    .from(calendarFeeds)
    .innerJoin(users, eq(users.id, calendarFeeds.userId))
    .where(eq(calendarFeeds.token, token))
    .limit(1);
  return row?.user;
}
