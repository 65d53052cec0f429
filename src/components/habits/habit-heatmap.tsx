"use client";
/**
 * The last 12 months of a habit as a grid of days (weeks as columns), drawn for sighted users and
 * hidden from screen readers, with its text equivalent beside it: a table of the days done,
 * partly done and skipped per month, behind a disclosure, drawn when it is first opened (a closed
 * <details> shows nothing to anyone; the page of a few habits stays within 100 KB, issue 25).
 */
import { useState } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { isoWeekday } from "@/lib/time/dates";
import { cellsMarkup } from "@/components/ui/cells-markup";

// A cell's look by its letter (globals.css, .heatmap): "-" before the first day, "0" not done,
// "1" partly, "2" done, "3" skipped. One short class per cell: a year of days is 371 cells per
// habit, and the page's HTML carried ~60 bytes of utilities for each (issue 25).
const CELL_CLASS: Record<string, string> = { "-": "hx", "0": "h0", "1": "h1", "2": "h2", "3": "h3" };
const cellClass = (c: string) => CELL_CLASS[c] ?? "h0";

interface MonthTotals {
  month: string;
  done: number;
  partly: number;
  skipped: number;
}

/** Days done, partly done and skipped per calendar month, oldest first (walks the days once). */
function monthTotals(from: string, cells: string): MonthTotals[] {
  const day = new Date(`${from}T12:00:00Z`);
  const monthOf = (d: Date) => `${d.getUTCFullYear()}-${String(d.getUTCMonth() + 1).padStart(2, "0")}`;
  const months: MonthTotals[] = [];
  let current: MonthTotals | undefined;
  for (let i = 0; i < cells.length; i++) {
    if (i > 0) day.setUTCDate(day.getUTCDate() + 1);
    if (!current || day.getUTCDate() === 1) {
      current = { month: monthOf(day), done: 0, partly: 0, skipped: 0 };
      months.push(current);
    }
    const c = cells[i];
    if (c === "2") current.done++;
    else if (c === "1") current.partly++;
    else if (c === "3") current.skipped++;
  }
  return months;
}

export function HabitHeatmap({ from, cells, name }: { from: string; cells: string; name: string }) {
  const t = useTranslations("habits");
  const format = useFormatter();
  const [opened, setOpened] = useState(false);
  // Monday-first columns: pad the first week.
  const firstWeekday = isoWeekday(from) - 1;
  const padded = "-".repeat(firstWeekday) + cells;

  return (
    <div className="space-y-2">
      <div className="overflow-x-auto pb-1" aria-hidden="true">
        {/* Weeks as columns, Monday on top: the grid flows down each column of seven. */}
        <div className="heatmap" dir="ltr" dangerouslySetInnerHTML={cellsMarkup(padded, cellClass)} />
      </div>
      <details className="text-sm" onToggle={(e) => e.currentTarget.open && setOpened(true)}>
        <summary className="cursor-pointer text-muted-foreground">{t("history.show", { name })}</summary>
        {opened && (
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
              {monthTotals(from, cells)
                .reverse()
                .map(({ month, ...m }) => (
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
        )}
      </details>
    </div>
  );
}
