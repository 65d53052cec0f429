import "server-only";
/** Formatting helpers of the /analytics page (server side): durations, percents, dates, names. */
import { getFormatter, getTranslations } from "next-intl/server";
import { moodLevel } from "@/components/mood/mood-scale";
import { runtimeKey } from "@/i18n/keys";

export async function analyticsFormat() {
  const t = await getTranslations("pages.analytics");
  const tm = await getTranslations("mood");
  const format = await getFormatter();
  const duration = (minutes: number) => {
    const m = Math.round(minutes);
    const h = Math.floor(m / 60);
    const rest = m % 60;
    if (h === 0) return t("duration.minutes", { minutes: rest });
    if (rest === 0) return t("duration.hours", { hours: h });
    return t("duration.hoursMinutes", { hours: h, minutes: rest });
  };
  const percent = (value: number) => format.number(value / 100, { style: "percent", maximumFractionDigits: 0 });
  const date = (d: string) =>
    format.dateTime(new Date(`${d}T12:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" });
  const longDate = (d: string) =>
    format.dateTime(new Date(`${d}T12:00:00Z`), {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
  // 2024-01-01 was a Monday: weekday 0 of the page.
  const weekday = (i: number) =>
    format.dateTime(new Date(Date.UTC(2024, 0, 1 + i, 12)), { weekday: "long", timeZone: "UTC" });
  const weekdayShort = (i: number) =>
    format.dateTime(new Date(Date.UTC(2024, 0, 1 + i, 12)), { weekday: "short", timeZone: "UTC" });
  const hour = (h: number) =>
    format.dateTime(new Date(Date.UTC(2024, 0, 1, h, 0)), { hour: "numeric", minute: "2-digit", timeZone: "UTC" });
  const number = (v: number, digits = 1) =>
    format.number(v, { maximumFractionDigits: digits, minimumFractionDigits: digits });
  const kind = (k: string) => (t.has(runtimeKey(`kinds.${k}`)) ? t(runtimeKey(`kinds.${k}`)) : k);
  const part = (p: string) => t(runtimeKey(`parts.${p}`));
  const mood = (v: number) => tm(`levels.${moodLevel(v).key}`);
  return { t, duration, percent, date, longDate, weekday, weekdayShort, hour, number, kind, part, mood };
}

export type AnalyticsFormat = Awaited<ReturnType<typeof analyticsFormat>>;
