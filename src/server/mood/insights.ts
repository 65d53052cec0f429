/**
 * Pure summaries of check-ins for /mood: the day's mood (the average of its check-ins), the year
 * grid's cells, the months' averages for the grid's text equivalent, and the tags that go with
 * better and worse days than usual.
 */
interface MoodFactWithTags {
  date: string;
  score: number;
  tags: readonly string[];
}

/** date -> average score of the day's check-ins. */
export function dailyMoods(entries: readonly MoodFactWithTags[]): Map<string, number> {
  const sums = new Map<string, { s: number; n: number }>();
  for (const e of entries) {
    const v = sums.get(e.date) ?? { s: 0, n: 0 };
    v.s += e.score;
    v.n += 1;
    sums.set(e.date, v);
  }
  return new Map([...sums].map(([d, v]) => [d, v.s / v.n]));
}

export interface TagInsight {
  tag: string;
  /** Days with the tag. */
  days: number;
  /** Average day mood on those days. */
  average: number;
  /** average minus the average of all logged days. */
  difference: number;
}

export const MIN_TAG_DAYS = 3;
const MEANINGFUL = 0.2;

/** Tags seen on at least MIN_TAG_DAYS days whose days average clearly above (better) or below (worse) the rest. */
export function tagInsights(entries: readonly MoodFactWithTags[]): {
  better: TagInsight[];
  worse: TagInsight[];
  overall: number | null;
} {
  const days = dailyMoods(entries);
  if (days.size === 0) return { better: [], worse: [], overall: null };
  const overall = [...days.values()].reduce((a, b) => a + b, 0) / days.size;
  const tagDays = new Map<string, Set<string>>();
  for (const e of entries) {
    for (const tag of e.tags) {
      let set = tagDays.get(tag);
      if (!set) tagDays.set(tag, (set = new Set()));
      set.add(e.date);
    }
  }
  const all: TagInsight[] = [];
  for (const [tag, set] of tagDays) {
    if (set.size < MIN_TAG_DAYS) continue;
    let s = 0;
    for (const d of set) s += days.get(d) ?? 0;
    const average = s / set.size;
    all.push({ tag, days: set.size, average, difference: average - overall });
  }
  const better = all
    .filter((x) => x.difference >= MEANINGFUL)
    .sort((a, b) => b.difference - a.difference || a.tag.localeCompare(b.tag))
    .slice(0, 5);
  const worse = all
    .filter((x) => x.difference <= -MEANINGFUL)
    .sort((a, b) => a.difference - b.difference || a.tag.localeCompare(b.tag))
    .slice(0, 5);
  return { better, worse, overall };
}

interface MonthSummary {
  /** YYYY-MM */
  month: string;
  days: number;
  average: number | null;
}

export function monthSummaries(days: ReadonlyMap<string, number>, from: string, to: string): MonthSummary[] {
  const months = new Map<string, { s: number; n: number }>();
  for (let m = from.slice(0, 7); m <= to.slice(0, 7);) {
    months.set(m, { s: 0, n: 0 });
    const [y, mo] = m.split("-").map(Number);
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
  }
  for (const [date, score] of days) {
    if (date < from || date > to) continue;
    const v = months.get(date.slice(0, 7));
    if (!v) continue;
    v.s += score;
    v.n += 1;
  }
  return [...months].map(([month, v]) => ({ month, days: v.n, average: v.n ? v.s / v.n : null }));
}
