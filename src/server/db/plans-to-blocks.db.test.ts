/**
 * The plans_to_blocks data migration: a database migrated up to 0003 (plans with their blocks in
 * a jsonb column) is filled with plans in that old shape, then migrated to the end; every block
 * must come out as a row of `blocks`, field by field, and the plans keep the rest.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { runMigrations, migrationsFolder } from "./migrate";
import { createEmptyPostgresDatabase, testDatabaseKind } from "./test-database";
import { connectDatabase, type DbHandle } from "./client";

interface Journal {
  entries: { idx: number; tag: string }[];
}

/** A copy of the migrations folder whose journal stops after `lastTag`. */
function foldersUpTo(lastTag: string): { dir: string; cleanup: () => void } {
  const dir = mkdtempSync(path.join(tmpdir(), "rhythm-migrations-"));
  cpSync(migrationsFolder(), dir, { recursive: true });
  const journalPath = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(journalPath, "utf8")) as Journal;
  const cut = journal.entries.findIndex((e) => e.tag === lastTag);
  if (cut < 0) throw new Error(`no migration ${lastTag}`);
  journal.entries = journal.entries.slice(0, cut + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

async function freshDatabase(): Promise<{ handle: DbHandle; destroy: () => Promise<void> }> {
  if (testDatabaseKind() === "postgres") {
    const { url, drop } = await createEmptyPostgresDatabase();
    const handle = connectDatabase({ url, poolSize: 3 });
    return { handle, destroy: async () => (await handle.close(), await drop()) };
  }
  const handle = connectDatabase({ pgliteDir: "memory://" });
  return { handle, destroy: () => handle.close() };
}

const block = (over: Record<string, unknown>) => ({
  id: "g1-t1",
  taskId: "t1",
  title: "Standup",
  start: "09:30",
  end: "09:45",
  kind: "event",
  fixed: true,
  done: false,
  conflict: false,
  reason: { code: "fixed-time", params: { time: "09:30" } },
  ...over,
});

describe(`migration plans_to_blocks (${testDatabaseKind()})`, () => {
  test("copies every saved plan's blocks into rows, block by block, and drops plans.blocks", async () => {
    const { handle, destroy } = await freshDatabase();
    const upTo3 = foldersUpTo("0003_calendar_blocks");
    try {
      await runMigrations(handle, upTo3.dir);
      const db = handle.db;
      await db.execute(
        sql`insert into users (id, email) values ('alice', 'alice@test.local'), ('bob', 'bob@test.local')`,
      );
      const alicePlan = [
        block({}),
        block({
          id: "g1-t2-p1",
          taskId: "t2",
          title: "Report",
          start: "10:00",
          end: "11:30",
          kind: "task",
          fixed: false,
          done: true,
          reason: { code: "focus-morning" },
          constraints: { deadline: "15:00", partOfDay: "morning", after: ["t1"], priority: 4 },
        }),
        block({
          id: "break-1",
          taskId: "break-1",
          title: "Break",
          start: "11:30",
          end: "11:45",
          kind: "break",
          fixed: false,
          reason: { code: "focus-break" },
        }),
        block({
          id: "g1-t3",
          taskId: "t3",
          title: "Late shift",
          start: "22:00",
          end: "24:00",
          kind: "task",
          fixed: false,
          conflict: true,
        }),
        block({
          id: "g1-t4",
          taskId: "t4",
          title: "Lunch",
          start: "12:00",
          end: "13:00",
          kind: "party",
          reason: "not an object",
        }),
      ];
      // Bob's re-planned day reused the engine id "break-1" (ids were unique per plan only).
      const bobPlan = [
        block({ id: "g2-t1", title: "Gym", start: "18:00", end: "19:00" }),
        block({
          id: "break-1",
          taskId: "break-1",
          title: "Break",
          start: "19:00",
          end: "19:15",
          kind: "break",
          fixed: false,
        }),
      ];
      const junk = [
        { id: "bad-1", title: "No times" },
        block({ id: "bad-2", start: "9:30" }),
        block({ id: "bad-3", start: "10:00", end: "09:00" }),
        "not even an object",
        block({ id: "", title: "No id" }),
      ];
      const aliceUnscheduled = JSON.stringify([
        { taskId: "t9", title: "Read", minutes: 30, reason: { code: "no-room" } },
      ]);
      await db.execute(sql`insert into plans (id, user_id, date, description, engine, blocks, unscheduled, created_at, updated_at) values
        ('p-alice', 'alice', '2026-11-24', 'standup at 9:30, report', 'rules', ${JSON.stringify(alicePlan)}::jsonb, ${aliceUnscheduled}::jsonb, '2026-11-20T10:00:00Z', '2026-11-21T11:00:00Z'),
        ('p-bob', 'bob', '2026-11-24', 'gym at 6pm', 'llm', ${JSON.stringify(bobPlan)}::jsonb, '[]'::jsonb, '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z'),
        ('p-junk', 'bob', '2026-11-25', 'broken', 'rules', ${JSON.stringify(junk)}::jsonb, '[]'::jsonb, '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z'),
        ('p-empty', 'alice', '2026-11-25', 'nothing fitted', 'rules', '[]'::jsonb, '[]'::jsonb, '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z'),
        ('p-notarray', 'alice', '2026-11-26', 'odd', 'rules', '{}'::jsonb, '[]'::jsonb, '2026-11-22T10:00:00Z', '2026-11-22T10:00:00Z')`);

      await runMigrations(handle);

      const rows = (
        await db.execute<
          Record<string, unknown>
        >(sql`select id, user_id, date::text as date, start_min, end_min, all_day, title, kind, fixed, done, done_at, source, task_id, reason, constraints, habit_id, import_uid
          from blocks order by user_id, date, start_min`)
      ).rows;
      const minutes = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
      const expected = (
        userId: string,
        date: string,
        b: ReturnType<typeof block>,
        id = b.id,
        doneAt: string | null = null,
      ) => ({
        id,
        user_id: userId,
        date,
        start_min: minutes(b.start),
        end_min: minutes(b.end),
        all_day: false,
        title: b.title,
        kind: ["event", "task", "break", "meal", "habit"].includes(b.kind) ? b.kind : "task",
        fixed: b.fixed,
        done: b.done,
        done_at: doneAt,
        source: "plan",
        task_id: b.taskId,
        reason: typeof b.reason === "object" ? b.reason : null,
        constraints: (b as { constraints?: unknown }).constraints ?? null,
        habit_id: null,
        import_uid: null,
      });
      const normalise = (r: Record<string, unknown>) => ({
        ...r,
        done_at: r.done_at ? new Date(r.done_at as string).toISOString() : null,
      });
      expect(rows.map(normalise)).toEqual([
        expected("alice", "2026-11-24", alicePlan[0]),
        expected("alice", "2026-11-24", alicePlan[1], "g1-t2-p1", "2026-11-21T11:00:00.000Z"),
        expected("alice", "2026-11-24", alicePlan[2]),
        expected("alice", "2026-11-24", alicePlan[4]),
        expected("alice", "2026-11-24", alicePlan[3]),
        expected("bob", "2026-11-24", bobPlan[0]),
        // The older plan (Alice's) kept "break-1"; Bob's copy got a new, stable id.
        expected("bob", "2026-11-24", bobPlan[1], "p-bob:break-1:2"),
      ]);

      const plans = (
        await db.execute<Record<string, unknown>>(
          sql`select id, description, engine, unscheduled, warnings from plans order by id`,
        )
      ).rows;
      expect(plans).toEqual([
        {
          id: "p-alice",
          description: "standup at 9:30, report",
          engine: "rules",
          unscheduled: [{ taskId: "t9", title: "Read", minutes: 30, reason: { code: "no-room" } }],
          warnings: [],
        },
        { id: "p-bob", description: "gym at 6pm", engine: "llm", unscheduled: [], warnings: [] },
        { id: "p-empty", description: "nothing fitted", engine: "rules", unscheduled: [], warnings: [] },
        { id: "p-junk", description: "broken", engine: "rules", unscheduled: [], warnings: [] },
        { id: "p-notarray", description: "odd", engine: "rules", unscheduled: [], warnings: [] },
      ]);
      const columns = (
        await db.execute<{ column_name: string }>(
          sql`select column_name from information_schema.columns where table_name = 'plans'`,
        )
      ).rows.map((r) => r.column_name);
      expect(columns).not.toContain("blocks");
    } finally {
      upTo3.cleanup();
      await destroy();
    }
  });
});
