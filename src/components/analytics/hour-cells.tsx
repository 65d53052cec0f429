"use client";
/**
 * The best-hours grid's cells (best-hours-heatmap.tsx): a header row of hours, then one row per
 * weekday of 24 cells shaded by `.hours-grid` in globals.css. `levels` has one digit per cell
 * (weekday-major, 0 = none to 5 = the most minutes), `titles` the cells' titles, formatted on the
 * server and given on hover (lazy-titles.ts). A client component so that the page's React payload
 * carries these lists instead of an element per cell.
 */
import { childIndex, lazyTitles } from "@/components/ui/lazy-titles";

export function HourCells({
  hours,
  weekdays,
  levels,
  titles,
}: {
  /** The 24 column headings ("" where none is shown). */
  hours: string[];
  weekdays: string[];
  levels: string;
  titles: string[];
}) {
  // A cell's place: its weekday row (the row's place after the header's 25 cells) and its hour.
  const cellIndex = (cell: Element) => {
    const row = cell.parentElement;
    return row ? (childIndex(row) - 25) * 24 + childIndex(cell) - 1 : -1;
  };
  return (
    <div
      aria-hidden
      className="hours-grid"
      data-testid="heatmap"
      onPointerOver={lazyTitles((cell) => titles[cellIndex(cell)])}
    >
      <span />
      {hours.map((h, i) => (
        <span key={i} className="text-center">
          {h}
        </span>
      ))}
      {weekdays.map((day, wd) => (
        <div key={wd} className="contents">
          <span className="pe-1 text-end text-xs">{day}</span>
          {Array.from(levels.slice(wd * 24, wd * 24 + 24), (level, h) => (
            <i key={h} className={`q${level}`} />
          ))}
        </div>
      ))}
    </div>
  );
}
