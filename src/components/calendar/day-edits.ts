/**
 * A block edit's answer applied to a day's plan as the dashboard holds it (issue 23): the server
 * words the block's reason and every overlap of its day (src/server/calendar/edited-day.ts), so the
 * plan follows an edit from either page without reading the day again. A delete needs no answer:
 * the overlaps it ends are the ones its block was in. Pure, for the cache (block-cache.ts) and the
 * dashboard (use-day-plan.ts).
 */
import type { CalendarBlock, CalendarBlockDay } from "@/server/calendar/types";
import type { BlockView, OverlapView, PlanView } from "@/server/schedule/types";

const byStart = (a: BlockView, b: BlockView) =>
  a.start.localeCompare(b.start) || a.end.localeCompare(b.end) || a.id.localeCompare(b.id);

/** What a calendar edit can change of a plan's block (its task stays). */
export const planFields = ({ start, end, title, kind, fixed, done, conflict }: CalendarBlock) => ({
  start,
  end,
  title,
  kind,
  fixed,
  done,
  conflict,
});

/** Every block's `conflict` as the overlaps say. */
function flagged(blocks: BlockView[], overlaps: OverlapView[]): BlockView[] {
  const clashing = new Set(overlaps.flatMap((o) => [o.first.id, o.second.id]));
  return blocks.map((b) => (b.conflict === clashing.has(b.id) ? b : { ...b, conflict: clashing.has(b.id) }));
}

/**
 * `plan` after an edit answered with `answer`: the block as saved with its reason and, unless
 * `blockOnly` (an older answer while newer edits are on their way), the day's overlaps, warnings
 * and every block's flag. A plan of another day is left as it is.
 */
export function withEdit(plan: PlanView, answer: CalendarBlockDay, blockOnly = false): PlanView {
  const { block, reason, day } = answer;
  if (day.date !== plan.date) return plan;
  const blocks = plan.blocks.map((b) => (b.id === block.id ? { ...b, ...planFields(block), reason } : b)).sort(byStart);
  if (blockOnly) return { ...plan, blocks };
  return { ...plan, blocks: flagged(blocks, day.overlaps), overlaps: day.overlaps, warnings: day.warnings };
}

/** `plan` without block `id`: the overlaps it was in go, with their words and the flags they set. */
export function withoutBlock(plan: PlanView, id: string): PlanView {
  const gone = plan.overlaps.filter((o) => o.first.id === id || o.second.id === id);
  const overlaps = plan.overlaps.filter((o) => !gone.includes(o));
  const warnings = [...plan.warnings];
  for (const o of gone) {
    const at = warnings.lastIndexOf(o.text);
    if (at >= 0) warnings.splice(at, 1);
  }
  const blocks = flagged(
    plan.blocks.filter((b) => b.id !== id),
    overlaps,
  );
  return { ...plan, blocks, overlaps, warnings };
}

/** `plan` with `block` back after a refused delete, and the overlaps it was in (as `before` had them). */
export function withBlockBack(plan: PlanView, block: BlockView, before: PlanView | null): PlanView {
  if (plan.blocks.some((b) => b.id === block.id)) return plan;
  const back = (before?.overlaps ?? []).filter((o) => o.first.id === block.id || o.second.id === block.id);
  const overlaps = [...plan.overlaps, ...back];
  const blocks = flagged([...plan.blocks, block].sort(byStart), overlaps);
  return { ...plan, blocks, overlaps, warnings: [...plan.warnings, ...back.map((o) => o.text)] };
}

/** Whether block `id` overlaps another in `answer`'s day. */
export const overlapsAnother = (answer: CalendarBlockDay, id: string) =>
  answer.day.overlaps.some((o) => o.first.id === id || o.second.id === id);
