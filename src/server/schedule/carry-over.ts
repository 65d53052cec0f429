import "server-only";
/**
 * Carry over (GET and POST /api/schedule/carry-over). Opening today, the user is offered
 * yesterday's unfinished flexible blocks (not done, not fixed, from the plan or made by hand; not
 * breaks or meals), minus those already brought over. Accepting a chosen list places each into
 * today's free time with the planner (quickAdd: nothing on today moves) and saves it with the id of
 * the block it came from. A unique index on (user_id, carried_from_id) makes a second acceptance,
 * even one running at the same moment, add nothing. "Yesterday" is the user's, in their time zone.
 */
import { fromMinutes } from "@/lib/time/clock";
import { and, asc, eq, inArray, isNotNull, notInArray } from "drizzle-orm";
import type { Locale } from "@/i18n/routing";
import { getDb } from "@/server/db/client";
import { blocks, type User } from "@/server/db/schema";
import { quickAddTasks, type ExtractedTask, type PlannedBlock } from "@/server/planner";
import { asKind, type DbOrTx } from "@/server/calendar/block-rows";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { dayContext } from "./day-context";
import { lockPlan } from "./plan-store";
import { asExisting, insertOwnBlocks, missView } from "./quick-add";

import type { AddedView, BlockView, CarryOverOffer, MissView } from "./types";

type OfferItem = CarryOverOffer["items"][number];

/** The caller's unfinished flexible blocks of `date` that have not been carried over yet. */
async function uncarried(db: DbOrTx, userId: string, date: string, ids?: string[]): Promise<OfferItem[]> {
  const rows = await db
    .select({ id: blocks.id, title: blocks.title, kind: blocks.kind, startMin: blocks.startMin, endMin: blocks.endMin })
    .from(blocks)
    .where(
      and(
        eq(blocks.userId, userId),
        eq(blocks.date, date),
        eq(blocks.done, false),
        eq(blocks.fixed, false),
        eq(blocks.allDay, false),
        inArray(blocks.source, ["plan", "manual"]),
        notInArray(blocks.kind, ["break", "meal"]),
        ids ? inArray(blocks.id, ids) : undefined,
      ),
    )
    .orderBy(asc(blocks.startMin), asc(blocks.endMin), asc(blocks.id));
  if (rows.length === 0) return [];
  const carried = await db
    .select({ from: blocks.carriedFromId })
    .from(blocks)
    .where(
      and(
        eq(blocks.userId, userId),
        isNotNull(blocks.carriedFromId),
        inArray(
          blocks.carriedFromId,
          rows.map((r) => r.id),
        ),
      ),
    );
  const done = new Set(carried.map((c) => c.from));
  return rows
    .filter((r) => !done.has(r.id))
    .map((r) => ({
      id: r.id,
      title: r.title,
      kind: asKind(r.kind),
      start: fromMinutes(r.startMin),
      end: fromMinutes(r.endMin),
      minutes: r.endMin - r.startMin,
    }));
}

export async function getCarryOverOffer(user: User, at: Date = new Date()): Promise<CarryOverOffer> {
  const today = zonedNow(user.timezone, at).date;
  const yesterday = addDays(today, -1);
  return { today, yesterday, items: await uncarried(getDb(), user.id, yesterday) };
}

/** Brings the chosen blocks of yesterday into today; ids that are not the caller's, or not on offer, are ignored. */
export async function acceptCarryOver(
  user: User,
  ids: string[],
  locale: Locale,
  at: Date = new Date(),
): Promise<AddedView> {
  const today = zonedNow(user.timezone, at).date;
  const yesterday = addDays(today, -1);
  const ctx = dayContext(user, today, locale, at);
  return getDb().transaction(async (tx) => {
    const saved = await lockPlan(tx, user.id, today);
    const items = await uncarried(tx, user.id, yesterday, [...new Set(ids)]);
    const existing: PlannedBlock[] = asExisting(saved?.blocks ?? []);
    const added: BlockView[] = [];
    const missed: MissView[] = [];
    for (const item of items) {
      const task: ExtractedTask = {
        id: "carried",
        title: item.title,
        kind: item.kind === "event" ? "task" : item.kind,
        durationMinutes: item.minutes,
        priority: 3,
        source: item.title,
      };
      const result = quickAddTasks(existing, [task], ctx.options);
      missed.push(...result.missed.map((m) => missView(m, today, locale)));
      // The first piece carries the origin: when it is refused (already carried), so are the rest.
      const [first, ...rest] = result.added.map((b) => ({ ...b, reason: { code: "carried-over" } }));
      if (!first) continue;
      const saved = await insertOwnBlocks(tx, user.id, today, [{ ...first, carriedFromId: item.id }], locale);
      if (saved.length === 0) continue;
      added.push(...saved, ...(await insertOwnBlocks(tx, user.id, today, rest, locale)));
      existing.push(first, ...rest);
    }
    return { date: today, added, missed };
  });
}
