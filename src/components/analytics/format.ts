/** Formatting helpers of the /analytics page (drawn in the browser, issue 25): durations, percents, dates, names. */
import { useMemo } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { moodLevel } from "@/components/mood/mood-scale";
import { runtimeKey } from "@/i18n/keys";

/**
 * One value formatted once per render: the page formats the same few values hundreds of times
 * (168 best-hours cells of a weekday, an hour and a duration; each day's date in four tables), and
 * each call goes through next-intl's formatter lookup (a memo keyed by JSON of its arguments).
 */
function memo<A extends string | number>(fn: (value: A) => string): (value: A) => string {
  const done = new Map<A, string>();
  return (value) => {
    let text = done.get(value);
    if (text === undefined) {
      text = fn(value);
      done.set(value, text);
    }
    return text;
  };
}

export function useAnalyticsFormat() {
  const t = useTranslations("pages.analytics");
  const tm = useTranslations("mood.levels");
  const format = useFormatter();
  return useMemo(() => makeFormat(t, tm, format), [t, tm, format]);
}

function makeFormat(
  t: ReturnType<typeof useTranslations<"pages.analytics">>,
  tm: ReturnType<typeof useTranslations<"mood.levels">>,
  format: ReturnType<typeof useFormatter>,
) {
  const duration = memo((minutes: number) => {
    const m = Math.round(minutes);
    const h = Math.floor(m / 60);
    const rest = m % 60;
    if (h === 0) return t("duration.minutes", { minutes: rest });
    if (rest === 0) return t("duration.hours", { hours: h });
    return t("duration.hoursMinutes", { hours: h, minutes: rest });
  });
  const percent = memo((value: number) => format.number(value / 100, { style: "percent", maximumFractionDigits: 0 }));
  const date = memo((d: string) =>
    format.dateTime(new Date(`${d}T12:00:00Z`), { day: "numeric", month: "short", timeZone: "UTC" }),
  );
  const longDate = memo((d: string) =>
    format.dateTime(new Date(`${d}T12:00:00Z`), {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }),
  );
  // 2024-01-01 was a Monday: weekday 0 of the page.
  const weekday = memo((i: number) =>
    format.dateTime(new Date(Date.UTC(2024, 0, 1 + i, 12)), { weekday: "long", timeZone: "UTC" }),
  );
  const weekdayShort = memo((i: number) =>
    format.dateTime(new Date(Date.UTC(2024, 0, 1 + i, 12)), { weekday: "short", timeZone: "UTC" }),
  );
  const hour = memo((h: number) =>
    format.dateTime(new Date(Date.UTC(2024, 0, 1, h, 0)), { hour: "numeric", minute: "2-digit", timeZone: "UTC" }),
  );
  const numbers = [1, 2].map((digits) =>
    memo((v: number) => format.number(v, { maximumFractionDigits: digits, minimumFractionDigits: digits })),
  );
  const number = (v: number, digits: 1 | 2 = 1) => numbers[digits - 1](v);
  const kind = memo((k: string) => (t.has(runtimeKey(`kinds.${k}`)) ? t(runtimeKey(`kinds.${k}`)) : k));
  const part = memo((p: string) => t(runtimeKey(`parts.${p}`)));
  const mood = memo((v: number) => tm(moodLevel(v).key));
  return { t, duration, percent, date, longDate, weekday, weekdayShort, hour, number, kind, part, mood };
}

export type AnalyticsFormat = ReturnType<typeof makeFormat>;
