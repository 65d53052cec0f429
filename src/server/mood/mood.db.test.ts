/**
 * The mood API's rules against the database, through the same steps the route handlers take
 * (parseInput with the domain's schema, then the domain function): bad input is a 400 with
 * nothing saved, another user's id is a 404 with nothing changed, lists never cross users.
 */
import { AppError } from "@/lib/errors";
import { insertPremiumUser } from "@/server/analytics/testing/analytics-fixtures";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { parseInput } from "@/server/http/route-handler";
import { createMood, deleteMood, updateMood } from "./actions";
import { listMoods, listMoodTags, listRecentMoods } from "./queries";
import { moodEntrySchema, moodListResponseSchema } from "./response-schemas";
import { createMoodSchema, updateMoodSchema } from "./schemas";

setupTestDatabase();

const NOW = new Date("2026-11-23T10:00:00Z");

async function rejection(fn: () => Promise<unknown>): Promise<AppError> {
  const err = await fn().then(
    () => undefined,
    (e: unknown) => e,
  );
  if (!(err instanceof AppError)) throw new Error(`expected an AppError, got ${String(err)}`);
  return err;
}

async function post(user: { id: string; timezone: string }, body: unknown) {
  return createMood(user, parseInput(createMoodSchema, body), NOW);
}

describe(`mood check-ins (${testDatabaseKind()})`, () => {
  test("creates, lists in day order, edits and deletes", async () => {
    const user = await insertPremiumUser();
    const a = await post(user, {
      date: "2026-11-20",
      time: "21:00",
      score: 4,
      energy: 3,
      tags: ["Work", "gym"],
      note: "good day",
    });
    const b = await post(user, { date: "2026-11-20", time: "08:00", score: 2 });
    await post(user, { date: "2026-11-22", score: 5 });
    expect(a).toMatchObject({
      date: "2026-11-20",
      time: "21:00",
      score: 4,
      energy: 3,
      tags: ["work", "gym"],
      note: "good day",
    });
    expect((await listMoods(user.id, "2026-11-20", "2026-11-21")).map((m) => m.id)).toEqual([b.id, a.id]);
    // The answers have the declared response shapes.
    expect(moodEntrySchema.parse(a)).toEqual(a);
    const moods = await listMoods(user.id, "2026-11-20", "2026-11-22");
    expect(moodListResponseSchema.parse({ moods })).toEqual({ moods });
    expect(moodEntrySchema.safeParse({ ...b, userId: user.id }).success).toBe(false);
    expect((await listRecentMoods(user.id, 2)).map((m) => m.date)).toEqual(["2026-11-22", "2026-11-20"]);
    expect((await listMoodTags(user.id)).slice(0, 8)).toEqual([
      "work",
      "family",
      "exercise",
      "sleep",
      "social",
      "health",
      "gym",
    ]);

    const edited = await updateMood(
      user,
      a.id,
      parseInput(updateMoodSchema, { score: 5, energy: null, note: null }),
      NOW,
    );
    expect(edited).toMatchObject({ score: 5, energy: null, note: null, tags: ["work", "gym"] });
    await deleteMood(user.id, b.id);
    expect((await listMoods(user.id, "2026-11-01", "2026-11-30")).map((m) => m.id).sort()).not.toContain(b.id);
  });

  test.each([
    ["an out-of-range score", { date: "2026-11-20", score: 6 }],
    ["an unknown field", { date: "2026-11-20", score: 3, userId: "x" }],
    ["a note over 2,000 characters", { date: "2026-11-20", score: 3, note: "x".repeat(2001) }],
    ["more than 20 tags", { date: "2026-11-20", score: 3, tags: Array.from({ length: 21 }, (_, i) => `tag${i}`) }],
    ["a date after tomorrow", { date: "2026-11-25", score: 3 }],
  ])("%s is a 400 and nothing is saved", async (_name, body) => {
    const user = await insertPremiumUser();
    const err = await rejection(() => post(user, body));
    expect(err.status).toBe(400);
    expect(await listMoods(user.id, "2000-01-01", "2100-01-01")).toEqual([]);
  });

  test("a bad edit is a 400 and the check-in is unchanged", async () => {
    const user = await insertPremiumUser();
    const m = await post(user, { date: "2026-11-20", score: 3 });
    const err = await rejection(async () => updateMood(user, m.id, parseInput(updateMoodSchema, { score: 0 }), NOW));
    expect(err.status).toBe(400);
    expect((await listMoods(user.id, "2026-11-20", "2026-11-20"))[0].score).toBe(3);
  });

  test("another user's id is a 404 for edit and delete, and their check-in stays as it was", async () => {
    const owner = await insertPremiumUser();
    const intruder = await insertPremiumUser();
    const m = await post(owner, { date: "2026-11-20", score: 3, note: "mine" });
    expect((await rejection(() => updateMood(intruder, m.id, { score: 1 }, NOW))).status).toBe(404);
    expect((await rejection(() => deleteMood(intruder.id, m.id))).status).toBe(404);
    expect((await rejection(() => deleteMood(owner.id, "no-such-id"))).status).toBe(404);
    expect(await listMoods(owner.id, "2026-11-20", "2026-11-20")).toMatchObject([{ id: m.id, score: 3, note: "mine" }]);
    expect(await listMoods(intruder.id, "2026-11-01", "2026-11-30")).toEqual([]);
  });

  test("tomorrow is allowed in the user's zone (one day of slack), judged by their calendar", async () => {
    const east = await insertPremiumUser({ timezone: "Pacific/Kiritimati" }); // already 2026-11-24 there
    await expect(post(east, { date: "2026-11-25", score: 3 })).resolves.toMatchObject({ date: "2026-11-25" });
    const west = await insertPremiumUser({ timezone: "Pacific/Pago_Pago" }); // still 2026-11-22 there
    expect((await rejection(() => post(west, { date: "2026-11-24", score: 3 }))).status).toBe(400);
  });
});
