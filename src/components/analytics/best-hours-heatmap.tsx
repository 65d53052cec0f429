/**
 * The best hours: weekday x hour of completed focus minutes, drawn as a grid (no chart library;
 * the cells are hour-cells.tsx). Hours run with the page's direction, so in Arabic they read right
 * to left.
 */
import type { HeatmapCell } from "@/server/analytics/types";
import type { AnalyticsFormat } from "./format";
import { HourCells } from "./hour-cells";

export function BestHoursHeatmap({ cells, f }: { cells: HeatmapCell[]; f: AnalyticsFormat }) {
  const max = cells.reduce((m, c) => Math.max(m, c.minutes), 0);
  const grid = new Map(cells.map((c) => [c.weekday * 24 + c.hour, c.minutes]));
  const shade = (m: number) => (m === 0 || max === 0 ? 0 : Math.min(5, Math.ceil((m / max) * 5)));
  let levels = "";
  const titles: string[] = [];
  for (let wd = 0; wd < 7; wd++) {
    for (let h = 0; h < 24; h++) {
      const m = grid.get(wd * 24 + h) ?? 0;
      levels += shade(m);
      titles.push(`${f.weekday(wd)} ${f.hour(h)}: ${f.duration(m)}`);
    }
  }
  return (
    <div className="overflow-x-auto pb-1" tabIndex={0} role="region" aria-label={f.t("heatmap.grid")}>
      <HourCells
        hours={Array.from({ length: 24 }, (_, h) => (h % 3 === 0 ? String(h) : ""))}
        weekdays={Array.from({ length: 7 }, (_, wd) => f.weekdayShort(wd))}
        levels={levels}
        titles={titles}
      />
    </div>
  );
}
