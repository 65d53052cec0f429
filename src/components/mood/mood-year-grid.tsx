"use client";
/**
 * "Year in pixels": one cell per day of the last year, coloured by the day's mood, weeks as
 * columns (right to left in Arabic, as the page is mirrored). Colour is never the only carrier:
 * the legend pairs colours with icons and labels, each cell has a title, and a month-by-month
 * table gives the same facts as text. The cells are drawn by YearCells from one letter per day
 * (GET /api/moods/overview), which titles each on hover. The table is drawn when opened
 * (data-table.tsx).
 */
import { useFormatter, useTranslations } from "next-intl";
import { cn } from "@/lib/cn";
import { DataTable } from "@/components/analytics/data-table";
import type { MoodOverview } from "@/server/mood/overview";
import { MOOD_LEVELS, moodLevel, moodIcon } from "./mood-scale";
import { YearCells } from "./mood-year-cells";
import { SpriteIcon } from "@/components/ui/icon-sprite";

export function MoodYearGrid({ levels, start, months }: Pick<MoodOverview, "levels" | "start" | "months">) {
  const t = useTranslations("pages.mood");
  const tm = useTranslations("mood");
  const ta = useTranslations("pages.analytics.table");
  const format = useFormatter();
  const logged = months.reduce((n, m) => n + m.days, 0);

  return (
    <div className="space-y-4">
      <p className="text-sm">{logged > 0 ? t("yearSummary", { days: logged }) : t("yearEmpty")}</p>
      <div className="overflow-x-auto pb-2" tabIndex={0} role="region" aria-label={t("yearTitle")}>
        <YearCells
          levels={levels}
          start={start}
          names={{
            x: t("noEntry"),
            ...Object.fromEntries(MOOD_LEVELS.map(({ score, key }) => [String(score), tm(`levels.${key}`)])),
          }}
        />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs" aria-label={t("legend")}>
        {MOOD_LEVELS.map(({ key, cell }) => (
          <li key={key} className="flex items-center gap-1">
            <span className={cn("inline-block size-3 rounded-[2px]", cell)} aria-hidden />
            <SpriteIcon id={moodIcon(key)} className="size-4" />
            {tm(`levels.${key}`)}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-[2px] bg-muted" aria-hidden />
          {t("noEntry")}
        </li>
      </ul>
      <DataTable
        summary={t("showTable")}
        caption={t("yearTableCaption")}
        regionLabel={ta("region", { title: t("yearTitle") })}
        headers={[t("month"), t("daysLogged"), t("averageMood")]}
        rows={months.map((m) => [
          format.dateTime(new Date(`${m.month}-15T12:00:00Z`), { month: "long", year: "numeric", timeZone: "UTC" }),
          String(m.days),
          m.average === null
            ? "—"
            : `${format.number(m.average, { maximumFractionDigits: 1 })} (${tm(`levels.${moodLevel(m.average).key}`)})`,
        ])}
      />
    </div>
  );
}
