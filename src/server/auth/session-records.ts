import "server-only";
/**
 * Server-side records of signed-in sessions, so that signing out makes that session's cookie
 * useless at once (a copy of it would otherwise work until it expires), while the user's other
 * devices stay signed in. Every JWT carries a random session id (`sid`); its row in `sessions`
 * exists from sign-in to sign-out. The guards read the user row joined with the session row on
 * every request (one query, as before), and the JWT callback refuses to renew a token whose row
 * is gone. "Sign out everywhere" still bumps the user's token version and drops every row.
 */
import { randomBytes } from "node:crypto";
import { and, eq, getTableColumns, lt, sql } from "drizzle-orm";
import { getDb, type Db } from "@/server/db/client";
import { sessions, users, type User } from "@/server/db/schema";
import { SESSION_MAX_AGE_SECONDS } from "./session-policy";

// A row outlives its token by a margin: the token is renewed up to a minute after the row's last
// touch (USER_RECHECK_MS), and expired rows are only ever swept, never trusted.
const ROW_MARGIN_MS = 24 * 60 * 60 * 1000;
const rowExpiry = (now: number) => new Date(now + SESSION_MAX_AGE_SECONDS * 1000 + ROW_MARGIN_MS);

/** Records a new session for the user and returns its id; sweeps the user's expired rows. */
export async function createSessionRecord(userId: string, now = Date.now()): Promise<string> {
  const sid = randomBytes(24).toString("base64url");
  const db = getDb();
  await db.delete(sessions).where(and(eq(sessions.userId, userId), lt(sessions.expires, new Date(now))));
  await db.insert(sessions).values({ sessionToken: sid, userId, expires: rowExpiry(now) });
  return sid;
}

/** Extends a live session's record; false when it was revoked (or belongs to someone else). */
export async function touchSessionRecord(userId: string, sid: string, now = Date.now()): Promise<boolean> {
  const rows = await getDb()
    .update(sessions)
    .set({ expires: rowExpiry(now) })
    .where(and(eq(sessions.sessionToken, sid), eq(sessions.userId, userId)))
    .returning({ sid: sessions.sessionToken });
  return rows.length > 0;
}

/** Signing out: the session's cookie, and every copy of it, stops working. */
export async function revokeSessionRecord(userId: string, sid: string): Promise<void> {
  await getDb()
    .delete(sessions)
    .where(and(eq(sessions.sessionToken, sid), eq(sessions.userId, userId)));
}

/** Signing out everywhere (with the token version bump in users/sign-out-everywhere.ts). */
export async function revokeAllSessionRecords(userId: string, db: Pick<Db, "delete"> = getDb()): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

function prepareUserBySession(db: Db) {
  return db
    .select(getTableColumns(users))
    .from(users)
    .innerJoin(sessions, eq(sessions.userId, users.id))
    .where(and(eq(users.id, sql.placeholder("id")), eq(sessions.sessionToken, sql.placeholder("sid"))))
    .limit(1)
    .prepare("rhythm_user_by_session");
}

// One prepared statement per database handle, as for getUserById: every signed-in request runs it.
const userBySessionStatements = new WeakMap<Db, ReturnType<typeof prepareUserBySession>>();

/** The user row of a live session (its record still there); undefined otherwise. */
export async function getUserBySession(userId: string, sid: string): Promise<User | undefined> {
  const db = getDb();
  let statement = userBySessionStatements.get(db);
  if (!statement) userBySessionStatements.set(db, (statement = prepareUserBySession(db)));
  const [row] = await statement.execute({ id: userId, sid });
  return row;
}
