/**
 * "Year in pixels": one cell per day of the last year, coloured by the day's mood, weeks as
 * columns (right to left in Arabic, as the page is mirrored). Colour is never the only carrier:
 * the legend pairs colours with icons and labels, each cell has a title, and a month-by-month
 * table gives the same facts as text. The cells are drawn by YearCells from one letter per day and
 * the days' titles (a year of cells as elements was 46 KB of the page's React payload).
 */
import { getFormatter, getTranslations } from "next-intl/server";
import { cn } from "@/lib/cn";
import { monthSummaries } from "@/server/mood/insights";
import { addDays, isoWeekday } from "@/lib/time/dates";
import { MOOD_LEVELS, moodLevel } from "./mood-scale";
import { YearCells } from "./mood-year-cells";

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
  const label = (date: string) =>
    format.dateTime(new Date(`${date}T12:00:00Z`), {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });

  return (
    <div className="space-y-4">
      <p className="text-sm">{logged > 0 ? t("yearSummary", { days: logged }) : t("yearEmpty")}</p>
      <div className="overflow-x-auto pb-2" tabIndex={0} role="region" aria-label={t("yearTitle")}>
        <YearCells
          levels={cells
            .map((c) => (!c.inRange ? "o" : c.value === null ? "x" : String(moodLevel(c.value).score)))
            .join("")}
          titles={cells.map((c) =>
            c.inRange
              ? `${label(c.date)}: ${c.value === null ? t("noEntry") : tm(`levels.${moodLevel(c.value).key}`)}`
              : "",
          )}
        />
      </div>
      <ul className="flex flex-wrap gap-x-4 gap-y-2 text-xs" aria-label={t("legend")}>
        {MOOD_LEVELS.map(({ key, Icon, cell }) => (
          <li key={key} className="flex items-center gap-1">
            <span className={cn("inline-block size-3 rounded-[2px]", cell)} aria-hidden />
            <Icon aria-hidden className="size-4" />
            {tm(`levels.${key}`)}
          </li>
        ))}
        <li className="flex items-center gap-1">
          <span className="inline-block size-3 rounded-[2px] bg-muted" aria-hidden />
          {t("noEntry")}
        </li>
      </ul>
      <details className="text-sm">
        <summary className="cursor-pointer text-primary">{t("showTable")}</summary>
        <table className="mt-2 w-full text-start text-sm">
          <caption className="sr-only">{t("yearTableCaption")}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className="py-1 text-start font-medium">
                {t("month")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("daysLogged")}
              </th>
              <th scope="col" className="py-1 text-start font-medium">
                {t("averageMood")}
              </th>
            </tr>
          </thead>
          <tbody>
            {months.map((m) => (
              <tr key={m.month} className="border-b last:border-0">
                <th scope="row" className="py-1 text-start font-normal">
                  {format.dateTime(new Date(`${m.month}-15T12:00:00Z`), {
                    month: "long",
                    year: "numeric",
                    timeZone: "UTC",
                  })}
                </th>
                <td className="py-1">{m.days}</td>
                <td className="py-1">
                  {m.average === null
                    ? "—"
                    : `${format.number(m.average, { maximumFractionDigits: 1 })} (${tm(`levels.${moodLevel(m.average).key}`)})`}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
