"use client";
/**
 * The year grid's cells (mood-year-grid.tsx): one per day, weeks as columns of seven, coloured by
 * `.mood-grid` in globals.css. `levels` has one letter per cell: "1"-"5" the day's mood level, "x"
 * a day without a check-in, "o" a day before the year began (kept for the weeks' shape, not shown);
 * `titles` the cells' titles, formatted on the server ("" for "o"). A client component so that the
 * page's React payload carries these two lists instead of an element per day.
 */
export function YearCells({ levels, titles }: { levels: string; titles: string[] }) {
  return (
    <div className="mood-grid" aria-hidden data-testid="mood-year-grid">
      {Array.from(levels, (level, i) => (
        <i key={i} className={`m${level}`} title={titles[i] || undefined} />
      ))}
    </div>
  );
}
