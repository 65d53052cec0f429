import "server-only";
/**
 * The interpretation panel's side of a saved day: the planner's DayState read from it (the
 * interpretation as saved, or worked out from the blocks for an older plan), the panel's view of
 * it, and writing an edit back. The write touches only the plan blocks the edit changed (removed,
 * moved, new), so every other row keeps its id, done time and updated_at; the plan row gets the
 * new interpretation and "didn't fit" list. Every statement is scoped to the caller's userId.
 */
import { toMinutes } from "@/lib/time/clock";
import { and, eq, inArray } from "drizzle-orm";
import { blocks, plans } from "@/server/db/schema";
import type { DayState } from "@/server/planner/interpretation";
import { deriveInterpretation } from "@/server/planner/interpretation-derive";
import type { MovedBlock, PlannedBlock } from "@/server/planner/types";
import type { InterpretationView } from "./interpretation-types";
import type { Tx } from "./plan-store";
import type { SavedPlan } from "./plan-view";

interface LoadedDay {
  state: DayState;
  /** The day's blocks that are not the plan's (calendar, import, habit): fixed, never moved. */
  others: PlannedBlock[];
  derived: boolean;
}

export function loadDay(saved: SavedPlan): LoadedDay {
  const own: PlannedBlock[] = [];
  const others: PlannedBlock[] = [];
  for (const { source, conflict: _conflict, ...b } of saved.blocks) {
    if (source === "plan") own.push(b);
    else others.push({ ...b, fixed: true });
  }
  const stored = saved.interpretation ?? null;
  return {
    state: {
      tasks: stored ?? deriveInterpretation(own, saved.unscheduled),
      blocks: own,
      unscheduled: saved.unscheduled,
    },
    others,
    derived: stored === null,
  };
}

export function toInterpretationView(date: string, { state, derived }: LoadedDay): InterpretationView {
  const titles = new Map(state.tasks.map((t) => [t.id, t.title]));
  return {
    date,
    derived,
    items: state.tasks.map((t) => ({
      taskId: t.id,
      title: t.title,
      kind: t.kind,
      minutes: t.durationMinutes,
      fixedStart: t.fixedStart ?? null,
      fixedEnd: t.fixedEnd ?? null,
      deadline: t.deadline ?? null,
      earliestStart: t.earliestStart ?? null,
      partOfDay: t.partOfDay ?? null,
      after: (t.after ?? []).filter((id) => titles.has(id)).map((id) => ({ taskId: id, title: titles.get(id)! })),
      priority: t.priority,
      keptFree: t.blocked === true,
      dropped: t.dropped !== undefined,
      done: state.blocks.some((b) => b.taskId === t.id && b.done),
      source: t.source ?? null,
    })),
  };
}

const sameRow = (a: PlannedBlock, b: PlannedBlock): boolean =>
  a.start === b.start &&
  a.end === b.end &&
  a.fixed === b.fixed &&
  a.title === b.title &&
  a.kind === b.kind &&
  a.taskId === b.taskId &&
  JSON.stringify(a.reason) === JSON.stringify(b.reason) &&
  JSON.stringify(a.constraints ?? null) === JSON.stringify(b.constraints ?? null);

const row = (b: PlannedBlock) => ({
  startMin: toMinutes(b.start),
  endMin: toMinutes(b.end),
  title: b.title,
  kind: b.kind,
  fixed: b.fixed,
  taskId: b.taskId,
  reason: b.reason,
  constraints: b.constraints ?? null,
});

/**
 * Writes an applied edit (the plan row is locked by the caller). New blocks get fresh ids (block
 * ids are primary keys across all users); `moved` is answered with the ids as saved.
 */
export async function saveEdit(
  tx: Tx,
  userId: string,
  date: string,
  before: readonly PlannedBlock[],
  after: DayState,
  moved: MovedBlock[],
): Promise<MovedBlock[]> {
  const now = new Date();
  const old = new Map(before.map((b) => [b.id, b]));
  const renamed = new Map<string, string>();
  const next = after.blocks.map((b) => {
    if (old.has(b.id)) return b;
    const id = crypto.randomUUID();
    renamed.set(b.id, id);
    return { ...b, id };
  });
  const kept = new Set(next.map((b) => b.id));
  const gone = before.filter((b) => !kept.has(b.id)).map((b) => b.id);
  const mine = and(eq(blocks.userId, userId), eq(blocks.date, date), eq(blocks.source, "plan"));
  if (gone.length > 0) await tx.delete(blocks).where(and(mine, inArray(blocks.id, gone)));
  for (const b of next) {
    const was = old.get(b.id);
    if (was && !sameRow(was, b))
      await tx
        .update(blocks)
        .set({ ...row(b), updatedAt: now })
        .where(and(mine, eq(blocks.id, b.id)));
  }
  const fresh = next.filter((b) => !old.has(b.id));
  if (fresh.length > 0)
    await tx.insert(blocks).values(
      fresh.map((b) => ({
        id: b.id,
        userId,
        date,
        source: "plan" as const,
        ...row(b),
        createdAt: now,
        updatedAt: now,
      })),
    );
  await tx
    .update(plans)
    .set({ interpretation: after.tasks, unscheduled: after.unscheduled, updatedAt: now })
    .where(and(eq(plans.userId, userId), eq(plans.date, date)));
  return moved.map((m) => (renamed.has(m.id) ? { ...m, id: renamed.get(m.id)! } : m));
}
