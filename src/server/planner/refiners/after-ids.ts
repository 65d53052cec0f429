/**
 * When items merge (the same event written twice, a state clause folded into its item), what was to
 * come after the one that goes comes after the one that stays.
 */

import type { ExtractedTask } from "../types";

/** Each `after` id in `gone` points to the item that replaces it, once, and never to the task itself. */
export function repointAfter(tasks: readonly ExtractedTask[], gone: ReadonlyMap<string, string>): void {
  for (const t of tasks)
    if (t.after) t.after = [...new Set(t.after.map((id) => gone.get(id) ?? id))].filter((id) => id !== t.id);
}
