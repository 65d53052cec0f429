import type { UnscheduledView } from "@/server/schedule/types";

interface UnscheduledRow {
  title: string;
  count: number;
  minutes: number;
}

/**
 * What did not fit, grouped by reason (each reason said once) with repeats of the same title merged
 * ("Email ×3"), a one-line summary when there are several, and the rest behind "Show N more".
 */
export function groupUnscheduled(items: UnscheduledView[]): { reason: string; rows: UnscheduledRow[] }[] {
  const groups = new Map<string, Map<string, UnscheduledRow>>();
  for (const u of items) {
    const rows = groups.get(u.reason) ?? new Map<string, UnscheduledRow>();
    groups.set(u.reason, rows);
    const key = u.title.trim().toLocaleLowerCase();
    const row = rows.get(key);
    if (row) {
      row.count += 1;
      row.minutes += u.minutes;
    } else rows.set(key, { title: u.title, count: 1, minutes: u.minutes });
  }
  return [...groups].map(([reason, rows]) => ({ reason, rows: [...rows.values()] }));
}

/** The groups cut to their first `limit` rows in all, dropping groups left empty. */
export function firstRows<G extends { rows: unknown[] }>(groups: G[], limit: number): G[] {
  const out: G[] = [];
  let left = limit;
  for (const g of groups) {
    if (left <= 0) break;
    const rows = g.rows.slice(0, left);
    left -= rows.length;
    out.push({ ...g, rows });
  }
  return out;
}
