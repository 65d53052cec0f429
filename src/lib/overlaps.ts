/**
 * The one rule for overlapping blocks, for the server (the calendar API's `conflict` flags, the
 * planner's pairwise wording "Standup and Call overlap at 10:00", an edit's answer) and the browser
 * (the calendar's warning outlines while an edit is on its way). Times are minutes after midnight;
 * blocks overlap when they share a day and some minute (touching ends do not). All-day blocks never
 * overlap anything.
 */
interface Span {
  id: string;
  date: string;
  startMin: number;
  endMin: number;
  allDay?: boolean;
}

/** By day, then start, end and id (byte-wise, as the queries' `collate "C"` orders them). */
const byDayAndTime = (a: Span, b: Span) =>
  (a.date < b.date ? -1 : a.date > b.date ? 1 : 0) ||
  a.startMin - b.startMin ||
  a.endMin - b.endMin ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Every pair of spans that overlap, each as [earlier, later] (by start, then end, then id), in time
 * order. Sorted by date then start (as the queries return them) it costs one pass plus the pairs;
 * otherwise it sorts a copy first.
 */
export function overlappingPairs<T extends Span>(spans: readonly T[], sorted = false): [T, T][] {
  const list = (sorted ? spans : [...spans].sort(byDayAndTime)).filter((s) => !s.allDay);
  const pairs: [T, T][] = [];
  for (let i = 0; i < list.length; i++) {
    const a = list[i];
    for (let j = i + 1; j < list.length; j++) {
      const b = list[j];
      if (b.date !== a.date || b.startMin >= a.endMin) break;
      pairs.push([a, b]);
    }
  }
  return pairs;
}

/** Ids of the spans that overlap another span of their day (see overlappingPairs for `sorted`). */
export function overlappingIds(spans: readonly Span[], sorted = false): Set<string> {
  const clashing = new Set<string>();
  for (const [a, b] of overlappingPairs(spans, sorted)) {
    clashing.add(a.id);
    clashing.add(b.id);
  }
  return clashing;
}
