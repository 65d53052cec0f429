/** "Sign out everywhere" bumps only the caller's token version, so only their sessions are refused. */
import { AppError } from "@/lib/errors";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { signOutEverywhere } from "./sign-out-everywhere";
import { insertTestUser, readTestUser } from "./testing/user-fixtures";

setupTestDatabase();

describe(`signOutEverywhere (${testDatabaseKind()})`, () => {
  test("increments the caller's token version each time and leaves other users alone", async () => {
    const me = await insertTestUser({ tokenVersion: 3 });
    const other = await insertTestUser({ tokenVersion: 3 });

    expect(await signOutEverywhere(me.id)).toEqual({ tokenVersion: 4 });
    expect(await signOutEverywhere(me.id)).toEqual({ tokenVersion: 5 });

    expect((await readTestUser(me.id))?.tokenVersion).toBe(5);
    expect((await readTestUser(other.id))?.tokenVersion).toBe(3);
  });

  test("a session issued before the bump no longer matches the stored version", async () => {
    const me = await insertTestUser();
    const sessionVersion = me.tokenVersion;
    await signOutEverywhere(me.id);
    // The same comparison getCurrentUser and the JWT callback make.
    expect((await readTestUser(me.id))?.tokenVersion).not.toBe(sessionVersion);
  });

  test("an unknown user id is a 404, not a silent success", async () => {
    await expect(signOutEverywhere("no-such-user")).rejects.toMatchObject({ status: 404 });
    await expect(signOutEverywhere("no-such-user")).rejects.toBeInstanceOf(AppError);
  });
});
