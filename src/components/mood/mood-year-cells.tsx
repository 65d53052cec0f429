"use client";
/**
 * The year grid's cells (mood-year-grid.tsx): one per day from `start` (a Monday), weeks as columns
 * of seven, coloured by `.mood-grid` in globals.css. `levels` has one letter per cell: "1"-"5" the
 * day's mood level, "x" a day without a check-in, "o" a day before the year began (kept for the
 * weeks' shape, not shown, untitled). A cell is titled "date: mood" on hover (lazy-titles.ts) from
 * `names` (the levels' and "x"'s words). A client component so that the page carries one letter per
 * day instead of an element and a title per day; the cells are markup (cells-markup.ts).
 */
import { useFormatter } from "next-intl";
import { childIndex, lazyTitles } from "@/components/ui/lazy-titles";
import { addDays } from "@/lib/time/dates";
import { cellsMarkup } from "@/components/ui/cells-markup";

const levelClass = (level: string) => (/^[1-5xo]$/.test(level) ? `m${level}` : "mx");

export function YearCells({ levels, start, names }: { levels: string; start: string; names: Record<string, string> }) {
  const format = useFormatter();
  const titleOf = (cell: Element) => {
    const i = childIndex(cell);
    const level = levels[i];
    if (level === undefined || level === "o") return undefined;
    const date = format.dateTime(new Date(`${addDays(start, i)}T12:00:00Z`), {
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    });
    return `${date}: ${names[level] ?? ""}`;
  };
  return (
    <div
      className="mood-grid"
      aria-hidden
      data-testid="mood-year-grid"
      onPointerOver={lazyTitles(titleOf)}
      dangerouslySetInnerHTML={cellsMarkup(levels, levelClass)}
    />
  );
}
