/**
 * "Year in pixels": one cell per day of the last year, coloured by the day's mood, weeks as
 * columns (right to left in Arabic, as the page is mirrored). Colour is never the only carrier:
 * the legend pairs colours with icons and labels, each cell has a title, and a month-by-month
 * table gives the same facts as text. The cells are drawn by YearCells from one letter per day,
 * which titles each on hover (a year of cells as elements was 46 KB of the page's React payload,
 * and the titles another 20 KB between the HTML and the payload). The table is drawn when opened
 * (data-table.tsx).
 */
import { getFormatter, getTranslations } from "@/i18n/server";
import { cn } from "@/lib/cn";
import { DataTable } from "@/components/analytics/data-table";
import { monthSummaries } from "@/server/mood/insights";
import { addDays, isoWeekday } from "@/lib/time/dates";
import { MOOD_LEVELS, moodLevel, moodIcon } from "./mood-scale";
import { YearCells } from "./mood-year-cells";
import { SpriteIcon } from "@/components/ui/icon-sprite";

export async function MoodYearGrid({ days, from, to }: { days: Map<string, number>; from: string; to: string }) {
  const t = await getTranslations("pages.mood");
  const tm = await getTranslations("mood");
  const format = await getFormatter();
  const start = addDays(from, 1 - isoWeekday(from));
  const cells: Array<{ date: string; value: number | null; inRange: boolean }> = [];
  for (let d = start; d <= to; d = addDays(d, 1))
    cells.push({ date: d, value: days.get(d) ?? null, inRange: d >= from });
  const months = monthSummaries(days, from, to);
  const logged = months.reduce((n, m) => n + m.days, 0);
  const ta = await getTranslations("pages.analytics");

  return (
    <div className="space-y-4">
      <p className="text-sm">{logged > 0 ? t("yearSummary", { days: logged }) : t("yearEmpty")}</p>
      <div className="overflow-x-auto pb-2" tabIndex={0} role="region" aria-label={t("yearTitle")}>
        <YearCells
          levels={cells
            .map((c) => (!c.inRange ? "o" : c.value === null ? "x" : String(moodLevel(c.value).score)))
            .join("")}
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
        regionLabel={ta("table.region", { title: t("yearTitle") })}
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
