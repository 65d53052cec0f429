import "server-only";
/**
 * What the /mood page shows (GET /api/moods/overview; the page is prerendered, issue 25): today in
 * the caller's time zone, the newest check-ins, the tags to pick from, the last year as one letter
 * per day for the year grid (from the Monday of its first week), its months' averages, and the tags
 * of better and worse days. Three statements, each scoped to the caller.
 */
import { addDays, isoWeekday } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { moodScore } from "@/lib/mood-score";
import { dailyMoods, monthSummaries, tagInsights } from "./insights";
import { listMoodFacts, listMoodTags, listRecentMoods } from "./queries";

/** A year-grid cell's letter: "1"-"5" the day's mood, "x" no check-in, "o" before the year began. */
function yearLevels(days: ReadonlyMap<string, number>, start: string, from: string, to: string): string {
  let levels = "";
  for (let d = start; d <= to; d = addDays(d, 1)) {
    const value = days.get(d);
    levels += d < from ? "o" : value === undefined ? "x" : String(moodScore(value));
  }
  return levels;
}

export async function getMoodOverview(user: { id: string; timezone: string }, at = new Date()) {
  const today = zonedNow(user.timezone, at).date;
  const from = addDays(today, -364);
  const [recent, tags, facts] = await Promise.all([
    listRecentMoods(user.id, 20),
    listMoodTags(user.id),
    listMoodFacts(user.id, from, today),
  ]);
  const days = dailyMoods(facts);
  const start = addDays(from, 1 - isoWeekday(from));
  return {
    today,
    from,
    start,
    levels: yearLevels(days, start, from, today),
    months: monthSummaries(days, from, today),
    insights: tagInsights(facts),
    recent,
    tags,
  };
}

export type MoodOverview = Awaited<ReturnType<typeof getMoodOverview>>;
