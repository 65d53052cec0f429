/** The export streams everything of the caller (and nothing of anyone else) as JSON or one CSV. */
import {
  insertBlocks,
  insertMoods,
  insertPlanDays,
  insertPremiumUser,
} from "@/server/analytics/testing/analytics-fixtures";
import { getDb } from "@/server/db/client";
import { habitCheckIns, habits, rewardItems, rewardLedger, userBadges } from "@/server/db/schema";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { EXPORT_SECTIONS } from "./registry";
import { csvColumns, streamExport } from "./stream-export";

setupTestDatabase();

/** A small RFC 4180 reader (quoted fields, doubled quotes, newlines inside quotes), independent of the writer. */
function parseCsv(input: string): Array<Record<string, string>> {
  const records: string[][] = [];
  let field = "";
  let record: string[] = [];
  let quoted = false;
  for (let i = 0; i < input.length; i++) {
    const c = input[i];
    if (quoted) {
      if (c === '"' && input[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else field += c;
    } else if (c === '"') quoted = true;
    else if (c === ",") {
      record.push(field);
      field = "";
    } else if (c === "\n") {
      record.push(field);
      records.push(record);
      record = [];
      field = "";
    } else if (c !== "\r") field += c;
  }
  if (field || record.length) records.push([...record, field]);
  const [header, ...rows] = records;
  return rows.map((r) => Object.fromEntries(header.map((h, i) => [h, r[i] ?? ""])));
}

/** The body as written (a plain Response.text() would drop the byte-order mark). */
async function text(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new TextDecoder("utf-8", { ignoreBOM: true }).decode(await new Response(stream).arrayBuffer());
}

async function twoUsers() {
  const user = await insertPremiumUser({ name: 'Ada, "the" planner' });
  const other = await insertPremiumUser();
  await insertPlanDays(user.id, ["2026-11-01"]);
  await insertBlocks(user.id, [{ date: "2026-11-01", start: 540, end: 600, done: true, title: 'Write, edit; "ship"' }]);
  await insertMoods(user.id, [{ date: "2026-11-01", score: 4, tags: ["work", "café"], note: "line one\nline two" }]);
  await insertPlanDays(other.id, ["2026-11-01"]);
  await insertBlocks(other.id, [{ date: "2026-11-01", start: 0, end: 60, title: "secret" }]);
  await insertMoods(other.id, [{ date: "2026-11-01", score: 1, note: "secret" }]);
  await insertHabitsAndRewards(user.id, 'Read, "daily"', "an episode");
  await insertHabitsAndRewards(other.id, "secret habit", "secret reward");
  return { user, other };
}

/** One habit with a done and a skipped check-in, a ledger entry, a custom reward and a badge. */
async function insertHabitsAndRewards(userId: string, habitName: string, rewardTitle: string) {
  const db = getDb();
  const [habit] = await db
    .insert(habits)
    .values({ userId, name: habitName, schedule: { type: "daily" }, startDate: "2026-10-01" })
    .returning();
  await db.insert(habitCheckIns).values([
    { habitId: habit.id, userId, date: "2026-11-01", status: "done", note: `${habitName} note` },
    { habitId: habit.id, userId, date: "2026-11-02", status: "skipped" },
  ]);
  await db.insert(rewardLedger).values({
    userId,
    source: "mood:2026-11-01",
    seq: 1,
    category: "mood",
    day: "2026-11-01",
    xp: 10,
    coins: 5,
    meta: { type: "award", title: rewardTitle },
  });
  await db.insert(rewardItems).values({ userId, title: rewardTitle, cost: 25 });
  await db.insert(userBadges).values({ userId, badge: "first-habit" });
}

describe(`export (${testDatabaseKind()})`, () => {
  test("JSON holds the profile, plans, blocks, habits, moods and rewards of the caller only", async () => {
    const { user } = await twoUsers();
    const body = await text(streamExport(user.id, "json", EXPORT_SECTIONS, new Date("2026-11-23T00:00:00Z")));
    const data = JSON.parse(body);
    expect(data).toMatchObject({
      format: "rhythm-export",
      version: 1,
      exportedAt: "2026-11-23T00:00:00.000Z",
      profile: { email: user.email, name: 'Ada, "the" planner' },
    });
    expect(data.profile.passwordHash).toBeUndefined();
    expect(data.plans).toHaveLength(1);
    expect(data.blocks).toMatchObject([
      { date: "2026-11-01", start: "09:00", end: "10:00", done: true, title: 'Write, edit; "ship"' },
    ]);
    expect(data.moods).toMatchObject([{ score: 4, tags: ["work", "café"], note: "line one\nline two" }]);
    expect(data.habits).toMatchObject([
      { name: 'Read, "daily"', schedule: { type: "daily" }, startDate: "2026-10-01", archivedAt: null },
    ]);
    expect(data.habitCheckIns).toMatchObject([
      { habitId: data.habits[0].id, date: "2026-11-01", status: "done", note: 'Read, "daily" note' },
      { habitId: data.habits[0].id, date: "2026-11-02", status: "skipped", note: null },
    ]);
    expect(data.rewardLedger).toMatchObject([
      { source: "mood:2026-11-01", category: "mood", xp: 10, coins: 5, meta: { type: "award" } },
    ]);
    expect(data.rewardItems).toMatchObject([{ title: "an episode", cost: 25 }]);
    expect(data.badges).toMatchObject([{ badge: "first-habit" }]);
    expect(body).not.toContain("secret");
  });

  test("CSV is one file with a kind column; quoting survives commas, quotes and newlines", async () => {
    const { user } = await twoUsers();
    const body = await text(streamExport(user.id, "csv", EXPORT_SECTIONS));
    expect(body.startsWith("\uFEFFkind,")).toBe(true);
    const rows = parseCsv(body.slice(1));
    expect(Object.keys(rows[0])).toEqual(csvColumns(EXPORT_SECTIONS));
    expect(rows.map((r) => r.kind)).toEqual([
      "profile",
      "plan",
      "block",
      "habit",
      "habitCheckIn",
      "habitCheckIn",
      "mood",
      "rewardEntry",
      "rewardItem",
      "badge",
    ]);
    expect(rows[2]).toMatchObject({ title: 'Write, edit; "ship"', start: "09:00", done: "true", score: "" });
    expect(rows[3]).toMatchObject({
      name: 'Read, "daily"',
      schedule: JSON.stringify({ type: "daily" }),
      reminderEmail: "false",
      score: "",
    });
    expect(rows[4]).toMatchObject({ habitId: rows[3].id, date: "2026-11-01", status: "done" });
    expect(rows[6]).toMatchObject({ score: "4", note: "line one\nline two", tags: JSON.stringify(["work", "café"]) });
    expect(rows[7]).toMatchObject({ source: "mood:2026-11-01", xp: "10", coins: "5" });
    expect(rows[8]).toMatchObject({ title: "an episode", cost: "25" });
    expect(rows[9].badge).toBe("first-habit");
    expect(body).not.toContain("secret");
  });

  test("no CSV cell starts a formula: = + - @ tab and CR texts get a leading ' and quotes; JSON keeps them exactly", async () => {
    const user = await insertPremiumUser({ name: "=cmd|' /C calc'!A0" });
    const hostile = ['=HYPERLINK("http://evil.test","x")', "+1+1", "-2+3", "@SUM(A1)", "\t=1", "\r=1"];
    await insertPlanDays(user.id, ["2026-11-01"]);
    await insertBlocks(
      user.id,
      hostile.map((title, i) => ({ date: "2026-11-01", start: 540 + i * 10, end: 545 + i * 10, title })),
    );
    await insertMoods(user.id, [{ date: "2026-11-01", score: 3, note: "=1+2", tags: ["@tag"] }]);
    await insertHabitsAndRewards(user.id, "+habit", "-reward");
    const csv = await text(streamExport(user.id, "csv", EXPORT_SECTIONS));
    const rows = parseCsv(csv.slice(1));
    const titles = rows.filter((r) => r.kind === "block").map((r) => r.title);
    expect(titles.sort()).toEqual(hostile.map((t) => `'${t}`).sort());
    expect(rows.find((r) => r.kind === "profile")!.name).toBe("'=cmd|' /C calc'!A0");
    expect(rows.find((r) => r.kind === "mood")!.note).toBe("'=1+2");
    expect(rows.find((r) => r.kind === "habit")!.name).toBe("'+habit");
    expect(rows.find((r) => r.kind === "rewardItem")!.title).toBe("'-reward");
    // Every escaped cell is quoted in the file, and no cell of any row starts a formula.
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.test"",""x"")"`);
    expect(csv).toContain(`"'@SUM(A1)"`);
    for (const row of rows) for (const value of Object.values(row)) expect(value).not.toMatch(/^[=+@\t\r]|^-[^0-9]/);
    // Numbers stay numbers: a negative amount is not text.
    const json = JSON.parse(await text(streamExport(user.id, "json", EXPORT_SECTIONS)));
    expect(json.blocks.map((b: { title: string }) => b.title).sort()).toEqual([...hostile].sort());
    expect(json.profile.name).toBe("=cmd|' /C calc'!A0");
    expect(json.moods[0].note).toBe("=1+2");
  });

  test("many rows stream in batches", async () => {
    const user = await insertPremiumUser();
    await insertBlocks(
      user.id,
      Array.from({ length: 2500 }, (_, i) => ({
        date: `2026-${String((i % 12) + 1).padStart(2, "0")}-01`,
        start: (i % 20) * 60,
        end: (i % 20) * 60 + 30,
      })),
    );
    const data = JSON.parse(await text(streamExport(user.id, "json", EXPORT_SECTIONS)));
    expect(data.blocks).toHaveLength(2500);
    expect(new Set(data.blocks.map((b: { id: string }) => b.id)).size).toBe(2500);
  });

  test("habit check-ins page through their (habit, date) key without gaps or repeats", async () => {
    const user = await insertPremiumUser();
    const db = getDb();
    const made = await db
      .insert(habits)
      .values(
        [0, 1].map((i) => ({
          userId: user.id,
          name: `Habit ${i}`,
          schedule: { type: "daily" },
          startDate: "2024-01-01",
        })),
      )
      .returning();
    const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n)).toISOString().slice(0, 10);
    for (const h of made)
      await db
        .insert(habitCheckIns)
        .values(
          Array.from({ length: 700 }, (_, n) => ({ habitId: h.id, userId: user.id, date: day(n), status: "done" })),
        );
    const data = JSON.parse(await text(streamExport(user.id, "json", EXPORT_SECTIONS)));
    expect(data.habitCheckIns).toHaveLength(1400);
    expect(
      new Set(data.habitCheckIns.map((c: { habitId: string; date: string }) => `${c.habitId}/${c.date}`)).size,
    ).toBe(1400);
  });
});
