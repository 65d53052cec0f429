"use client";
/**
 * The last 12 months of a habit as a grid of days (weeks as columns), drawn for sighted users and
 * hidden from screen readers, with its text equivalent beside it: a table of the days done,
 * partly done and skipped per month, behind a disclosure.
 */
import { useFormatter, useTranslations } from "next-intl";
import { addDays, isoWeekday } from "@/lib/time/dates";

const CELL_CLASS: Record<string, string> = {
  "-": "bg-transparent",
  "0": "bg-muted",
  "1": "bg-emerald-300 dark:bg-emerald-800",
  "2": "bg-emerald-600 dark:bg-emerald-400",
  "3": "bg-amber-300 dark:bg-amber-600",
};

export function HabitHeatmap({ from, cells, name }: { from: string; cells: string; name: string }) {
  const t = useTranslations("habits");
  const format = useFormatter();
  // Monday-first columns: pad the first week.
  const firstWeekday = isoWeekday(from) - 1;
  const padded = "-".repeat(firstWeekday) + cells;
  const weeks: string[] = [];
  for (let i = 0; i < padded.length; i += 7) weeks.push(padded.slice(i, i + 7));

  const months = new Map<string, { done: number; partly: number; skipped: number }>();
  [...cells].forEach((c, i) => {
    const month = addDays(from, i).slice(0, 7);
    const m = months.get(month) ?? { done: 0, partly: 0, skipped: 0 };
    if (c === "2") m.done++;
    else if (c === "1") m.partly++;
    else if (c === "3") m.skipped++;
    months.set(month, m);
  });

  return (
    <div className="space-y-2">
      <div className="overflow-x-auto pb-1" aria-hidden="true">
        <div className="flex gap-[2px]" dir="ltr">
          {weeks.map((week, w) => (
            <div key={w} className="flex flex-col gap-[2px]">
              {[...week].map((c, d) => (
                <span key={d} className={`block size-2.5 rounded-[2px] ${CELL_CLASS[c] ?? "bg-muted"}`} />
              ))}
            </div>
          ))}
        </div>
      </div>
      <details className="text-sm">
        <summary className="cursor-pointer text-muted-foreground">{t("history.show", { name })}</summary>
        <table className="mt-2 w-full text-start text-sm">
          <caption className="sr-only">{t("history.caption", { name })}</caption>
          <thead>
            <tr>
              <th scope="col" className="text-start font-medium">
                {t("history.month")}
              </th>
              <th scope="col" className="text-start font-medium">
                {t("history.done")}
              </th>
              <th scope="col" className="text-start font-medium">
                {t("history.partly")}
              </th>
              <th scope="col" className="text-start font-medium">
                {t("history.skipped")}
              </th>
            </tr>
          </thead>
          <tbody>
            {[...months.entries()].reverse().map(([month, m]) => (
              <tr key={month}>
                <th scope="row" className="text-start font-normal">
                  {format.dateTime(new Date(`${month}-15T12:00:00Z`), {
                    month: "long",
                    year: "numeric",
                    timeZone: "UTC",
                  })}
                </th>
                <td>{m.done}</td>
                <td>{m.partly}</td>
                <td>{m.skipped}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </div>
  );
}
