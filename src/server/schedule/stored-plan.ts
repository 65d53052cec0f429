import "server-only";
/**
 * The jsonb columns of `plans` (UnscheduledTask[] and Reason[] of the planner's types), validated
 * on read so that a damaged row cannot crash the dashboard, and the overlap rules every day shown
 * keeps: blocks sorted by start, `conflict` on every block that overlaps another (worked out on
 * read, across all the day's blocks whatever their source).
 */
import { toMinutes } from "@/lib/time/clock";
import { z } from "zod";
import { overlappingPairs as pairsOfSpans } from "@/lib/overlaps";
import type { BlockConstraints, PlannedBlock, Reason, UnscheduledTask } from "@/server/planner/types";

import { logger } from "@/server/logger";

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const reasonSchema = z.object({
  code: z.string().max(100),
  params: z.record(z.string(), z.union([z.string(), z.number()])).optional(),
});
const kind = z.enum(["event", "task", "break", "meal", "habit"]);

// What the planner was asked of a task (deadline, part of the day, order, a rhythm): kept so that a
// re-plan, a quick add or an edit places it as it was asked ("after" keeps the order the text gave).
const constraintsSchema = z
  .object({
    deadline: time.optional(),
    earliestStart: time.optional(),
    partOfDay: z.enum(["morning", "afternoon", "evening"]).optional(),
    after: z.array(z.string().max(200)).max(100).optional(),
    priority: z.number().optional(),
    repeatEveryMinutes: z.number().int().min(15).max(1440).optional(),
  })
  .nullish()
  .transform((v) => v ?? undefined);

const unscheduledSchema = z.object({
  taskId: z.string().max(200),
  title: z.string().max(500),
  minutes: z.number(),
  reason: reasonSchema,
  kind: kind.optional(),
  constraints: constraintsSchema,
});

const otherDaySchema = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(500),
  day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/),
  start: time.optional(),
  durationMinutes: z.number().int().min(1).max(1440).optional(),
});

/** An item of the description for another day, as saved with the plan (with its id for "add to that day"). */
export type StoredOtherDay = z.infer<typeof otherDaySchema>;

function parseList<T>(schema: z.ZodType<T>, value: unknown, what: string): T[] {
  if (!Array.isArray(value)) return [];
  const out: T[] = [];
  for (const item of value) {
    const parsed = schema.safeParse(item);
    if (parsed.success) out.push(parsed.data);
    else logger.warn(`dropped an unreadable ${what} from a saved plan`);
  }
  return out;
}

export function readReasons(value: unknown): Reason[] {
  return parseList(reasonSchema, value, "warning") as Reason[];
}

export function readUnscheduled(value: unknown): UnscheduledTask[] {
  return parseList(unscheduledSchema, value, "unscheduled task");
}

/** The plan's items for other days ([] for plans saved before they were kept). */
export function readOtherDays(value: unknown): StoredOtherDay[] {
  return parseList(otherDaySchema, value, "item for another day");
}

function sortBlocks<T extends PlannedBlock>(blocks: T[]): T[] {
  return blocks
    .map((b) => ({ b, s: toMinutes(b.start), e: toMinutes(b.end) }))
    .sort((x, y) => x.s - y.s || x.e - y.e || (x.b.id < y.b.id ? -1 : x.b.id > y.b.id ? 1 : 0))
    .map((x) => x.b);
}

/** Pairs of blocks of one day that overlap, [earlier, later], in time order (the rule of src/lib/overlaps.ts). */
export function overlappingPairs<T extends PlannedBlock>(blocks: T[]): [T, T][] {
  const spans = blocks.map((block) => ({
    id: block.id,
    date: "",
    startMin: toMinutes(block.start),
    endMin: toMinutes(block.end),
    block,
  }));
  return pairsOfSpans(spans).map(([a, b]) => [a.block, b.block]);
}

/** Sorted, with `conflict` set exactly on the blocks that overlap another one. */
export function withConflicts<T extends PlannedBlock>(blocks: T[]): T[] {
  const clashing = new Set<string>();
  for (const [a, b] of overlappingPairs(blocks)) {
    clashing.add(a.id);
    clashing.add(b.id);
  }
  return sortBlocks(blocks).map((b) => {
    const { conflict: _old, ...rest } = b;
    return (clashing.has(b.id) ? { ...rest, conflict: true } : rest) as T;
  });
}

/** "Standup and Call overlap at 10:00" (the later one's start), as the engine words it. */
export const overlapWarning = (a: PlannedBlock, b: PlannedBlock): Reason => ({
  code: "conflict-warning",
  params: { first: a.title, second: b.title, time: b.start },
});

/** A block row's reason (jsonb), or undefined when it has none or it cannot be read. */
export function readReason(value: unknown): Reason | undefined {
  if (value === null || value === undefined) return undefined;
  const parsed = reasonSchema.safeParse(value);
  return parsed.success ? (parsed.data as Reason) : undefined;
}

/** A block row's constraints (jsonb), or undefined when it has none or they cannot be read. */
export function readConstraints(value: unknown): BlockConstraints | undefined {
  const parsed = constraintsSchema.safeParse(value);
  return parsed.success ? parsed.data : undefined;
}
