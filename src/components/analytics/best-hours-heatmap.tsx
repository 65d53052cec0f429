/**
 * The best hours: weekday x hour of completed focus minutes, drawn as a grid (server-rendered,
 * no chart library). Hours run with the page's direction, so in Arabic they read right to left.
 */
import { cn } from "@/lib/cn";
import type { HeatmapCell } from "@/server/analytics/types";
import type { AnalyticsFormat } from "./format";

const SHADES = ["bg-muted", "bg-primary/25", "bg-primary/45", "bg-primary/65", "bg-primary/85", "bg-primary"];

export function BestHoursHeatmap({ cells, f }: { cells: HeatmapCell[]; f: AnalyticsFormat }) {
  const max = cells.reduce((m, c) => Math.max(m, c.minutes), 0);
  const grid = new Map(cells.map((c) => [c.weekday * 24 + c.hour, c.minutes]));
  const shade = (m: number) => (m === 0 || max === 0 ? SHADES[0] : SHADES[Math.min(5, Math.ceil((m / max) * 5))]);
  return (
    <div className="overflow-x-auto pb-1" tabIndex={0} role="region" aria-label={f.t("heatmap.grid")}>
      <div
        aria-hidden
        className="grid w-max grid-cols-[4rem_repeat(24,1.25rem)] gap-[2px] text-[10px] text-muted-foreground"
        data-testid="heatmap"
      >
        <span />
        {Array.from({ length: 24 }, (_, h) => (
          <span key={h} className="text-center">
            {h % 3 === 0 ? h : ""}
          </span>
        ))}
        {Array.from({ length: 7 }, (_, wd) => (
          <div key={wd} className="contents">
            <span className="pe-1 text-end text-xs">{f.weekdayShort(wd)}</span>
            {Array.from({ length: 24 }, (_, h) => {
              const m = grid.get(wd * 24 + h) ?? 0;
              return (
                <span
                  key={h}
                  title={`${f.weekday(wd)} ${f.hour(h)}: ${f.duration(m)}`}
                  className={cn("h-5 rounded-[2px]", shade(m))}
                />
              );
            })}
          </div>
        ))}
      </div>
    </div>
  );
}
