import "server-only";
/**
 * Gives the demo premium account 60 days of history (plans with blocks, some done; moods with
 * tags and notes) so /analytics and /mood show something real on first start. Idempotent: an
 * account that already has any plan, block or mood in that window is left alone.
 */
import { and, eq, gte, lt, sql } from "drizzle-orm";
import { getDb } from "@/server/db/client";
import { blocks, moods, plans, users } from "@/server/db/schema";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { buildDemoHistory } from "./demo-history";
import { logger } from "@/server/logger";

const DAYS = 60;

export async function seedDemoHistory(email: string, now = new Date()): Promise<void> {
  const db = getDb();
  const [user] = await db.select({ id: users.id, timezone: users.timezone }).from(users).where(eq(users.email, email));
  if (!user) return;
  const today = zonedNow(user.timezone, now).date;
  const from = addDays(today, -DAYS);
  const existing = await db.execute<{ n: number }>(
    sql`select (select count(*) from ${plans} where ${and(eq(plans.userId, user.id), gte(plans.date, from), lt(plans.date, today))})
      + (select count(*) from ${blocks} where ${and(eq(blocks.userId, user.id), gte(blocks.date, from), lt(blocks.date, today))})
      + (select count(*) from ${moods} where ${and(eq(moods.userId, user.id), gte(moods.date, from), lt(moods.date, today))}) as n`,
  );
  if (Number(existing.rows[0]?.n ?? 0) > 0) return;

  const history = buildDemoHistory(today, DAYS);
  await db.transaction(async (tx) => {
    await tx
      .insert(plans)
      .values(
        history.plans.map((p) => ({ userId: user.id, date: p.date, description: p.description, engine: "rules" })),
      )
      .onConflictDoNothing();
    await tx.insert(blocks).values(
      history.blocks.map((b) => ({
        userId: user.id,
        date: b.date,
        startMin: b.startMin,
        endMin: b.endMin,
        title: b.title,
        kind: b.kind,
        fixed: b.fixed,
        done: b.done,
        // Checked off when the block ended (the demo account lives in UTC).
        doneAt: b.done ? new Date(Date.parse(`${b.date}T00:00:00Z`) + b.endMin * 60_000) : null,
        source: "plan" as const,
        taskId: b.taskId,
      })),
    );
    await tx.insert(moods).values(history.moods.map((m) => ({ userId: user.id, ...m })));
  });
  logger.info(
    `demo history: ${history.plans.length} planned days, ${history.blocks.length} blocks, ${history.moods.length} moods`,
  );
}
