/**
 * Saving a new plan (plan-store.ts replacePlan, the database function of migration 0020): the day's
 * plan blocks are replaced as one, even when several saves of the same day arrive at once.
 */
import { and, eq } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, plans } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import type { PlannedBlock } from "@/server/planner";
import { replacePlan } from "./plan-store";
import { insertScheduleUser } from "./testing/schedule-fixtures";

setupTestDatabase();

const DATE = "2026-11-24";

function planOf(n: number, count: number): PlannedBlock[] {
  return Array.from({ length: count }, (_, k) => ({
    id: `plan${n}-block${k}`,
    taskId: `task${k}`,
    title: `Task ${n}.${k}`,
    start: `${String(8 + k).padStart(2, "0")}:00`,
    end: `${String(8 + k).padStart(2, "0")}:30`,
    kind: "task",
    fixed: false,
    done: false,
    reason: { code: "fits" },
  }));
}

const content = (n: number, count: number) => ({
  description: `plan ${n}`,
  engine: "rules",
  blocks: planOf(n, count),
  unscheduled: [],
  warnings: [],
});

async function dayBlocks(userId: string) {
  return getDb()
    .select({ id: blocks.id, done: blocks.done, doneAt: blocks.doneAt })
    .from(blocks)
    .where(and(eq(blocks.userId, userId), eq(blocks.date, DATE), eq(blocks.source, "plan")));
}

describe(`saving a new plan (${testDatabaseKind()})`, () => {
  test("saves at once of the same day leave exactly one of them, never blocks of two plans side by side", async () => {
    const user = await insertScheduleUser();
    for (let round = 0; round < 3; round++) {
      const saves = Array.from({ length: 8 }, (_, n) => replacePlan(user.id, DATE, content(round * 10 + n, 3 + n)));
      await Promise.all(saves);
      const rows = await dayBlocks(user.id);
      const owners = new Set(rows.map((r) => r.id.split("-")[0]));
      expect(owners.size).toBe(1);
      const [plan] = await getDb()
        .select()
        .from(plans)
        .where(and(eq(plans.userId, user.id), eq(plans.date, DATE)));
      // The plan row and its blocks are the same save's.
      const n = Number(plan.description.split(" ")[1]);
      expect([...owners][0]).toBe(`plan${n}`);
      expect(rows).toHaveLength(3 + (n % 10));
    }
  });

  test("a block in the same slot as a checked-off one of the replaced plan comes out checked, with its done_at", async () => {
    const user = await insertScheduleUser();
    await replacePlan(user.id, DATE, content(1, 2));
    const doneAt = new Date("2026-11-24T08:40:00Z");
    await getDb()
      .update(blocks)
      .set({ done: true, doneAt })
      .where(and(eq(blocks.userId, user.id), eq(blocks.id, "plan1-block0")));
    const next = content(2, 2);
    next.blocks[0].title = " task 1.0 "; // same slot, same title as written (case and spaces aside)
    const saved = await replacePlan(user.id, DATE, next);
    expect(saved.blocks.map((b) => b.done)).toEqual([true, false]);
    const rows = await dayBlocks(user.id);
    expect(rows.find((r) => r.id === "plan2-block0")).toMatchObject({ done: true, doneAt });
    expect(rows.find((r) => r.id === "plan2-block1")).toMatchObject({ done: false, doneAt: null });
  });
});
