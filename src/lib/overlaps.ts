/**
 * The one sweep that finds overlapping blocks, for the server (the calendar API's `conflict`
 * flags) and the browser (the calendar's warning outlines while an edit is on its way). Times are
 * minutes after midnight; blocks overlap when they share a day and some minute. All-day blocks
 * never overlap anything. The planner's pairwise wording ("Standup and Call overlap at 10:00")
 * lives in src/server/schedule/stored-plan.ts (overlappingPairs) and reads the same rule.
 */
interface Span {
  id: string;
  date: string;
  startMin: number;
  endMin: number;
  allDay?: boolean;
}

/**
 * Ids of the spans that overlap another span of their day. Sorted by date then start (as the
 * queries return them) it costs one pass; otherwise it sorts a copy first.
 */
export function overlappingIds(spans: readonly Span[], sorted = false): Set<string> {
  const list = sorted
    ? spans
    : [...spans].sort(
        (a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) || a.startMin - b.startMin || a.endMin - b.endMin,
      );
  const clashing = new Set<string>();
  let day: string | null = null;
  let maxEnd = -1;
  let maxEndId = "";
  for (const s of list) {
    if (s.allDay) continue;
    if (s.date !== day) {
      day = s.date;
      maxEnd = -1;
      maxEndId = "";
    }
    if (s.startMin < maxEnd) {
      clashing.add(s.id);
      clashing.add(maxEndId);
    }
    if (s.endMin > maxEnd) {
      maxEnd = s.endMin;
      maxEndId = s.id;
    }
  }
  return clashing;
}
