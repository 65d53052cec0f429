/**
 * Session records: a session id lives from sign-in to sign-out. Signing out one session refuses
 * every copy of its cookie but leaves the user's other sessions alone; signing out everywhere
 * drops them all; expired rows are swept.
 */
import { eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { sessions, users } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { signOutEverywhere } from "@/server/users/sign-out-everywhere";
import { insertTestUser } from "@/server/users/testing/user-fixtures";
import { createSessionRecord, getUserBySession, revokeSessionRecord, touchSessionRecord } from "./session-records";

setupTestDatabase();

const rowsOf = async (userId: string) => getDb().select().from(sessions).where(eq(sessions.userId, userId));

describe(`session records (${testDatabaseKind()})`, () => {
  test("signing out one session refuses it and keeps the user's other device signed in", async () => {
    const me = await insertTestUser();
    const laptop = await createSessionRecord(me.id);
    const phone = await createSessionRecord(me.id);
    expect(laptop).not.toBe(phone);
    expect((await getUserBySession(me.id, laptop))?.id).toBe(me.id);

    await revokeSessionRecord(me.id, laptop);
    expect(await getUserBySession(me.id, laptop)).toBeUndefined();
    expect(await touchSessionRecord(me.id, laptop)).toBe(false);
    expect((await getUserBySession(me.id, phone))?.id).toBe(me.id);
    expect(await touchSessionRecord(me.id, phone)).toBe(true);
  });

  test("a session id is only good with its own user", async () => {
    const me = await insertTestUser();
    const other = await insertTestUser();
    const mine = await createSessionRecord(me.id);
    expect(await getUserBySession(other.id, mine)).toBeUndefined();
    await revokeSessionRecord(other.id, mine);
    expect((await getUserBySession(me.id, mine))?.id).toBe(me.id);
  });

  test("signing out everywhere drops every record of the caller, and only the caller's", async () => {
    const me = await insertTestUser();
    const other = await insertTestUser();
    await createSessionRecord(me.id);
    await createSessionRecord(me.id);
    const theirs = await createSessionRecord(other.id);
    await signOutEverywhere(me.id);
    expect(await rowsOf(me.id)).toHaveLength(0);
    expect((await getUserBySession(other.id, theirs))?.id).toBe(other.id);
  });

  test("a new sign-in sweeps the user's expired records; touching extends a live one", async () => {
    const me = await insertTestUser();
    const longAgo = Date.now() - 30 * 24 * 60 * 60 * 1000;
    const stale = await createSessionRecord(me.id, longAgo);
    const [before] = await rowsOf(me.id);
    expect(before.expires.getTime()).toBeLessThan(Date.now());
    const fresh = await createSessionRecord(me.id);
    const rows = await rowsOf(me.id);
    expect(rows.map((r) => r.sessionToken)).toEqual([fresh]);
    expect(stale).not.toBe(fresh);
    const [row] = rows;
    // A week of inactivity plus a day's margin.
    expect(row.expires.getTime()).toBeGreaterThan(Date.now() + 7 * 24 * 60 * 60 * 1000);
  });

  test("the guard reads the whole user row, and a disabled account or a new role at once", async () => {
    const me = await insertTestUser({
      role: "affiliate",
      subscriptionTier: "yearly",
      subscriptionEndDate: new Date("2027-01-02T03:04:05.678Z"),
      emailVerified: new Date("2026-01-01T00:00:00Z"),
      workDays: [1, 2, 6],
      goals: ["health", 'focus, "deep"'],
      focusTime: "evening",
      tokenVersion: 4,
      disabled: false,
    });
    const sid = await createSessionRecord(me.id);
    const [expected] = await getDb().select().from(users).where(eq(users.id, me.id));
    const row = await getUserBySession(me.id, sid);
    expect(row).toEqual(expected);
    expect(Object.keys(row ?? {}).sort()).toEqual(Object.keys(expected).sort());
    expect(row?.subscriptionEndDate).toBeInstanceOf(Date);
    // Disabling and a role change are seen by the very next read.
    await getDb().update(users).set({ disabled: true, role: "user" }).where(eq(users.id, me.id));
    expect(await getUserBySession(me.id, sid)).toMatchObject({ disabled: true, role: "user" });
  });

  test("deleting the user deletes the records", async () => {
    const me = await insertTestUser();
    await createSessionRecord(me.id);
    await getDb().delete(users).where(eq(users.id, me.id));
    expect(await rowsOf(me.id)).toHaveLength(0);
  });
});
