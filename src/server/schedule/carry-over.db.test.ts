/** Quick add and carry over on the database: nothing moves, nothing is duplicated, scoped to the caller. */
import { toMinutes } from "@/lib/time/clock";
import { and, eq } from "drizzle-orm";
import fc from "fast-check";
import { getDb } from "@/server/db/client";
import { blocks } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { acceptCarryOver, getCarryOverOffer } from "./carry-over";

import { generatePlan } from "./generate-plan";
import { getPlan } from "./get-plan";
import { quickAddBlocks } from "./quick-add";
import { insertScheduleUser } from "./testing/schedule-fixtures";

setupTestDatabase();

const TODAY = "2026-11-23";
const YESTERDAY = "2026-11-22";
const MORNING = new Date("2026-11-23T08:00:00Z");

async function rowsOf(userId: string, date: string) {
  return getDb()
    .select()
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.date, date)));
}

const shape = (list: { id: string; start: string; end: string; title: string }[]) =>
  list.map((b) => `${b.id} ${b.start}-${b.end} ${b.title}`).sort();

describe(`quick add (${testDatabaseKind()})`, () => {
  test("saves the new block without moving the day's blocks, and offers slots when it does not fit", async () => {
    const user = await insertScheduleUser();
    await generatePlan(
      user,
      { description: "standup at 9:30, report for 2 hours, lunch", date: TODAY, replan: false },
      "en",
      MORNING,
    );
    const before = (await getPlan(user.id, TODAY, "en"))!;

    const result = await quickAddBlocks(
      user,
      { description: "call the bank 20 min before 3pm", date: TODAY },
      "en",
      MORNING,
    );
    expect(result.missed).toEqual([]);
    expect(result.added).toEqual([
      expect.objectContaining({ title: "Call the bank", source: "manual", reason: "before your 3pm deadline" }),
    ]);
    const after = (await getPlan(user.id, TODAY, "en"))!;
    expect(shape(after.blocks.filter((b) => b.id !== result.added[0].id))).toEqual(shape(before.blocks));
    expect(after.blocks.find((b) => b.id === result.added[0].id)?.conflict).toBe(false);

    const taken = await quickAddBlocks(user, { description: "call mom at 9:30", date: TODAY }, "es", MORNING);
    expect(taken.added).toEqual([]);
    expect(taken.missed[0]).toMatchObject({ title: "Call mom", nextDate: "2026-11-24" });
    expect(taken.missed[0].reason).toContain("9:30");
    // The nearest free slot holds all of it.
    const { nearest, minutes } = taken.missed[0];
    expect(nearest?.minutes).toBe(minutes);
    expect(nearest && toMinutes(nearest.end) - toMinutes(nearest.start)).toBe(minutes);

    // One click on the suggestion.
    const chosen = await quickAddBlocks(
      user,
      { description: taken.missed[0].text, date: TODAY, start: taken.missed[0].nearest!.start },
      "en",
      MORNING,
    );
    expect(chosen.added[0]).toMatchObject({ title: "Call mom", start: taken.missed[0].nearest!.start });
    // Another user's day is untouched.
    const other = await insertScheduleUser();
    expect(await rowsOf(other.id, TODAY)).toEqual([]);
  });
});

describe(`carry over (${testDatabaseKind()})`, () => {
  async function yesterdayPlan() {
    const user = await insertScheduleUser();
    await generatePlan(
      user,
      {
        description: "standup at 9:30, write the report for an hour, lunch, call the plumber",
        date: YESTERDAY,
        replan: false,
      },
      "en",
      new Date("2026-11-22T06:00:00Z"),
    );
    return user;
  }

  test("offers yesterday's unfinished flexible blocks, not fixed, done, meal or break ones", async () => {
    const user = await yesterdayPlan();
    const rows = await rowsOf(user.id, YESTERDAY);
    const report = rows.find((r) => r.title === "Write the report")!;
    await getDb().update(blocks).set({ done: true }).where(eq(blocks.id, report.id));
    const offer = await getCarryOverOffer(user, MORNING);
    expect(offer).toMatchObject({ today: TODAY, yesterday: YESTERDAY });
    expect(offer.items.map((i) => i.title)).toEqual(["Call the plumber"]);
  });

  test("accepting twice, or twice at once, adds each block once; other users' ids are ignored", async () => {
    const user = await yesterdayPlan();
    const stranger = await yesterdayPlan();
    const offer = await getCarryOverOffer(user, MORNING);
    const strangerOffer = await getCarryOverOffer(stranger, MORNING);
    expect(offer.items.length).toBeGreaterThan(0);
    const ids = offer.items.map((i) => i.id);

    const [first, second] = await Promise.all([
      acceptCarryOver(user, [...ids, ...strangerOffer.items.map((i) => i.id)], "en", MORNING),
      acceptCarryOver(user, ids, "en", MORNING),
    ]);
    expect(first.added.length + second.added.length).toBe(ids.length);
    const again = await acceptCarryOver(user, ids, "en", MORNING);
    expect(again.added).toEqual([]);

    const today = await rowsOf(user.id, TODAY);
    expect(today.map((r) => r.carriedFromId).sort()).toEqual([...ids].sort());
    expect(today.every((r) => r.reason && (r.reason as { code: string }).code === "carried-over")).toBe(true);
    expect((await getCarryOverOffer(user, MORNING)).items).toEqual([]);
    // The stranger's blocks were not carried into anyone's day.
    expect(await rowsOf(stranger.id, TODAY)).toEqual([]);
    expect((await getCarryOverOffer(stranger, MORNING)).items.map((i) => i.id)).toEqual(
      strangerOffer.items.map((i) => i.id),
    );
    const plan = (await getPlan(user.id, TODAY, "en"))!;
    expect(plan.blocks.map((b) => b.reason)).toContain("brought over from yesterday, unfinished");
  });

  test("property: whatever is accepted, in whatever order or at once, each block is carried at most once", async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.array(fc.nat({ max: 5 }), { maxLength: 6 }), { minLength: 1, maxLength: 4 }),
        fc.boolean(),
        async (batches, together) => {
          const user = await insertScheduleUser();
          const ids = Array.from({ length: 6 }, () => crypto.randomUUID());
          await getDb()
            .insert(blocks)
            .values(
              ids.map((id, i) => ({
                id,
                userId: user.id,
                date: YESTERDAY,
                startMin: 540 + i * 30,
                endMin: 565 + i * 30,
                title: `Task ${i}`,
                kind: "task",
                source: "plan" as const,
              })),
            );
          const accept = (batch: number[]) =>
            batch.length === 0
              ? Promise.resolve(undefined)
              : acceptCarryOver(
                  user,
                  batch.map((i) => ids[i]),
                  "en",
                  MORNING,
                );
          if (together) await Promise.all(batches.map(accept));
          else for (const batch of batches) await accept(batch);
          const origins = (await rowsOf(user.id, TODAY)).map((r) => r.carriedFromId);
          expect(origins.length).toBe(new Set(origins).size);
          expect(new Set(origins)).toEqual(new Set(batches.flat().map((i) => ids[i])));
        },
      ),
      { numRuns: 12 },
    );
  });
});
