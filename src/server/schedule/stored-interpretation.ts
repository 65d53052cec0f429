import "server-only";
/**
 * The `plans.interpretation` column: what the planner understood of the description
 * (InterpretedTask[] of src/server/planner/interpretation.ts), validated on read so that a damaged
 * row cannot break the dashboard. Unreadable items are left out; a column that is null, or not a
 * list, reads as null (the plan was saved before the interpretation was kept).
 */
import { z } from "zod";
import type { InterpretedTask } from "@/server/planner/interpretation";
import type { PlannedBlock, UnscheduledTask } from "@/server/planner/types";
import { readConstraints, readReason } from "./stored-plan";
import { logger } from "@/server/logger";

const time = z.string().regex(/^(?:[01]\d|2[0-3]):[0-5]\d$|^24:00$/);
const kind = z.enum(["event", "task", "break", "meal", "habit"]);

const storedBlock = z.object({
  id: z.string().max(200),
  taskId: z.string().max(200),
  title: z.string().max(500),
  start: time,
  end: time,
  kind,
  fixed: z.boolean(),
  reason: z.unknown(),
  constraints: z.unknown().optional(),
});

const storedUnscheduled = z.object({
  taskId: z.string().max(200),
  title: z.string().max(500),
  minutes: z.number(),
  reason: z.unknown(),
  kind: kind.optional(),
  constraints: z.unknown().optional(),
});

const storedTask = z.object({
  id: z.string().min(1).max(200),
  title: z.string().max(500),
  kind,
  durationMinutes: z.number().int().min(1).max(1440),
  fixedStart: time.optional(),
  fixedEnd: time.optional(),
  deadline: time.optional(),
  earliestStart: time.optional(),
  partOfDay: z.enum(["morning", "afternoon", "evening"]).optional(),
  after: z.array(z.string().max(200)).max(50).optional(),
  priority: z.number().int().min(1).max(5),
  source: z.string().max(4000).optional(),
  blocked: z.boolean().optional(),
  dropped: z
    .object({ blocks: z.array(storedBlock).max(50), unscheduled: z.array(storedUnscheduled).max(50) })
    .optional(),
});

function toBlock(b: z.infer<typeof storedBlock>): PlannedBlock {
  const { reason, constraints, ...rest } = b;
  const block: PlannedBlock = { ...rest, reason: readReason(reason) ?? { code: "first-free" } };
  const c = readConstraints(constraints);
  if (c) block.constraints = c;
  return block;
}

function toUnscheduled(u: z.infer<typeof storedUnscheduled>): UnscheduledTask {
  const { reason, constraints, ...rest } = u;
  const entry: UnscheduledTask = { ...rest, reason: readReason(reason) ?? { code: "no-room" } };
  const c = readConstraints(constraints);
  if (c) entry.constraints = c;
  return entry;
}

export function readInterpretation(value: unknown): InterpretedTask[] | null {
  if (!Array.isArray(value)) return null;
  const tasks: InterpretedTask[] = [];
  for (const item of value) {
    const parsed = storedTask.safeParse(item);
    if (!parsed.success) {
      logger.warn("dropped an unreadable task from a saved interpretation");
      continue;
    }
    const { dropped, ...task } = parsed.data;
    tasks.push(
      dropped
        ? {
            ...task,
            dropped: { blocks: dropped.blocks.map(toBlock), unscheduled: dropped.unscheduled.map(toUnscheduled) },
          }
        : task,
    );
  }
  return tasks;
}
