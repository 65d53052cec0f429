/**
 * The plain-language takeaways of /analytics, as message keys with their numbers, computed only
 * from the user's analytics (no sentence is written without the data behind it). The page
 * translates them; tests check the choices here.
 */
import { isoWeekday } from "@/lib/time/dates";
import { completionRate, mean, strengthOf, type Strength } from "./math";
import type { Correlation, DayStat, HeatmapCell, PartOfDayMinutes, Totals } from "./types";

export interface Sentence {
  key: string;
  params?: Record<string, string | number>;
  /** Values the page formats before translating: minutes as durations, rates as percents, dates. */
  minutes?: Record<string, number>;
  percents?: Record<string, number>;
  dates?: Record<string, string>;
  numbers?: Record<string, number>;
}

const pct = (rate: number) => Math.round(rate * 100);

export function plannedVsDoneTakeaways(days: readonly DayStat[], totals: Totals): Sentence[] {
  if (totals.daysPlanned === 0) return [{ key: "plannedVsDone.none" }];
  const out: Sentence[] = [];
  const rate = totals.completionRate;
  out.push({
    key: rate === null ? "plannedVsDone.summaryNoMinutes" : "plannedVsDone.summary",
    params: { planned: totals.daysPlanned, total: totals.daysInRange },
    percents: rate === null ? {} : { rate: pct(rate) },
    minutes: { done: totals.doneMinutes, plannedMinutes: totals.plannedMinutes },
  });
  let best: DayStat | null = null;
  for (const d of days)
    if (
      d.completionRate !== null &&
      (!best ||
        d.completionRate > best.completionRate! ||
        (d.completionRate === best.completionRate && d.doneMinutes > best.doneMinutes))
    )
      best = d;
  if (best && best.completionRate !== null && best.doneMinutes > 0)
    out.push({ key: "plannedVsDone.best", dates: { date: best.date }, percents: { rate: pct(best.completionRate) } });
  // First half vs second half of the range, minutes-weighted over planned days.
  const half = Math.floor(days.length / 2);
  const rateOf = (list: readonly DayStat[]) =>
    completionRate(
      list.reduce((s, d) => s + d.plannedMinutes, 0),
      list.reduce((s, d) => s + d.doneMinutes, 0),
    );
  const first = rateOf(days.slice(0, half));
  const second = rateOf(days.slice(half));
  if (half >= 3 && first !== null && second !== null) {
    const diff = pct(second) - pct(first);
    out.push({
      key: Math.abs(diff) < 5 ? "plannedVsDone.steady" : diff > 0 ? "plannedVsDone.rising" : "plannedVsDone.falling",
      percents: { first: pct(first), second: pct(second) },
    });
  }
  return out;
}

export function byKindTakeaways(byKind: Record<string, number>): Sentence[] {
  const entries = Object.entries(byKind).sort((a, b) => b[1] - a[1]);
  const total = entries.reduce((s, [, m]) => s + m, 0);
  if (total === 0) return [{ key: "byKind.none" }];
  const [kind, minutes] = entries[0];
  return [
    {
      key: "byKind.top",
      params: { kind },
      minutes: { minutes, total },
      percents: { share: Math.round((minutes / total) * 100) },
    },
  ];
}

export function partOfDayTakeaways(parts: PartOfDayMinutes): Sentence[] {
  const entries = Object.entries(parts).sort((a, b) => b[1] - a[1]);
  const total = entries.reduce((s, [, m]) => s + m, 0);
  if (total === 0) return [{ key: "partOfDay.none" }];
  return [{ key: "partOfDay.top", params: { part: entries[0][0] }, minutes: { minutes: entries[0][1], total } }];
}

export function heatmapTakeaways(best: HeatmapCell | null): Sentence[] {
  if (!best) return [{ key: "heatmap.none" }];
  return [
    { key: "heatmap.best", params: { weekday: best.weekday, hour: best.hour }, minutes: { minutes: best.minutes } },
  ];
}

export function moodTakeaways(days: readonly DayStat[], totals: Totals): Sentence[] {
  if (totals.averageMood === null) return [{ key: "mood.none" }];
  const out: Sentence[] = [
    {
      key: "mood.average",
      params: { days: totals.moodDays, level: Math.round(totals.averageMood) },
      numbers: { average: totals.averageMood },
    },
  ];
  if (totals.averageEnergy !== null) out.push({ key: "mood.energy", numbers: { average: totals.averageEnergy } });
  // Weekdays vs weekends, when both have at least 3 logged days.
  const weekday: number[] = [];
  const weekend: number[] = [];
  for (const d of days) {
    if (d.mood === null) continue;
    (isoWeekday(d.date) >= 6 ? weekend : weekday).push(d.mood);
  }
  const a = mean(weekday);
  const b = mean(weekend);
  if (weekday.length >= 3 && weekend.length >= 3 && a !== null && b !== null && Math.abs(a - b) >= 0.3) {
    out.push({ key: a > b ? "mood.weekdaysBetter" : "mood.weekendsBetter", numbers: { weekday: a, weekend: b } });
  }
  return out;
}

export function correlationTakeaways(
  moodVsCompletion: Correlation | null,
  moodVsLoad: Correlation | null,
  pairedDays: number,
  minDays: number,
): Sentence[] {
  if (!moodVsCompletion) return [{ key: "correlation.notEnough", params: { days: pairedDays, min: minDays } }];
  if (moodVsCompletion.r === null) return [{ key: "correlation.noVariation", params: { days: moodVsCompletion.days } }];
  const r = moodVsCompletion.r;
  const strength: Strength = strengthOf(r);
  const out: Sentence[] = [
    {
      key: strength === "none" ? "correlation.none" : `correlation.${strength}${r >= 0 ? "Positive" : "Negative"}`,
      params: { days: moodVsCompletion.days },
      numbers: { r },
    },
    {
      key:
        strength === "none"
          ? "correlation.meaningNone"
          : r > 0
            ? "correlation.meaningPositive"
            : "correlation.meaningNegative",
    },
  ];
  if (moodVsLoad && moodVsLoad.r !== null) {
    const s = strengthOf(moodVsLoad.r);
    out.push({
      key:
        s === "none"
          ? "correlation.loadNone"
          : moodVsLoad.r > 0
            ? "correlation.loadPositive"
            : "correlation.loadNegative",
      numbers: { r: moodVsLoad.r },
    });
  }
  out.push({ key: "correlation.caveat" });
  return out;
}
