"use client";
/** The day as a vertical timeline: blocks in time order, free gaps between them, and "now" on today. */
import { Fragment, useEffect, useState } from "react";
import { useTranslations } from "next-intl";
import type { BlockEdit } from "./block-editor";
import type { BlockView } from "@/server/schedule/types";
import { gapsBefore, nowMarkerBefore, sortByTime } from "./plan-math";
import { TIME_COLUMN, TimelineBlock, TimelineIcons } from "./timeline-block";
import { useClockTime } from "@/components/app-shell/clock-format";
import { useDuration } from "./use-duration";

function wallClock(timeZone: string): string {
  try {
    return new Intl.DateTimeFormat("en-GB", { timeZone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(
      new Date(),
    );
  } catch {
    return new Intl.DateTimeFormat("en-GB", {
      timeZone: "UTC",
      hour: "2-digit",
      minute: "2-digit",
      hourCycle: "h23",
    }).format(new Date());
  }
}

/** The user's wall-clock time, once mounted (the server's render has none, so hydration matches). */
function useNow(timeZone: string, enabled: boolean): string | null {
  const [now, setNow] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const tick = () => setNow(wallClock(timeZone));
    tick();
    const timer = setInterval(tick, 60_000);
    return () => clearInterval(timer);
  }, [timeZone, enabled]);
  return enabled ? now : null;
}

interface ScheduleTimelineProps {
  blocks: BlockView[];
  isToday: boolean;
  timezone: string;
  disabled: boolean;
  onDone: (block: BlockView, done: boolean) => void;
  /** The day shown (YYYY-MM-DD): the block editor reads the day's notes from the block cache. */
  date: string;
  onRetime: (block: BlockView, change: BlockEdit) => void;
  onDelete: (block: BlockView) => void;
}

export function ScheduleTimeline({
  blocks,
  isToday,
  timezone,
  disabled,
  onDone,
  onRetime,
  date,
  onDelete,
}: ScheduleTimelineProps) {
  const t = useTranslations("dashboard.schedule");
  const duration = useDuration();
  const sorted = sortByTime(blocks);
  const now = useNow(timezone, isToday);
  const gaps = gapsBefore(sorted, 30, now);
  const clock = useClockTime();
  const markerBefore = now ? nowMarkerBefore(sorted, now) : undefined;

  const nowMarker = now ? (
    <li className="flex items-center gap-3 pb-3 sm:gap-4" data-testid="now-marker">
      <span className={TIME_COLUMN} />
      <span aria-hidden className="flex w-3 shrink-0 justify-center">
        <span className="size-2.5 rounded-full bg-destructive" />
      </span>
      <span className="flex flex-1 items-center gap-2 text-xs font-semibold text-destructive">
        <span className="tabular-nums">{t("now", { time: clock(now) })}</span>
        <span aria-hidden className="h-px flex-1 bg-destructive/50" />
      </span>
    </li>
  ) : null;

  return (
    <div className="relative">
      <TimelineIcons blocks={sorted} />
      <ol aria-label={t("timelineLabel")} className="relative">
        {sorted.map((block) => (
          <Fragment key={block.id}>
            {markerBefore === block.id && nowMarker}
            {gaps.has(block.id) && (
              <li className="flex items-center gap-3 pb-3 text-xs text-muted-foreground sm:gap-4">
                <span className={TIME_COLUMN} />
                <span aria-hidden className="relative flex w-3 shrink-0 justify-center self-stretch">
                  <span className="absolute -top-3 bottom-0 w-px bg-border" />
                </span>
                <span className="rounded-md border border-dashed px-2 py-1">
                  {t("free", { duration: duration(gaps.get(block.id)!) })}
                </span>
              </li>
            )}
            <TimelineBlock
              block={block}
              date={date}
              disabled={disabled}
              onDone={(done) => onDone(block, done)}
              onRetime={(change) => onRetime(block, change)}
              onDelete={() => onDelete(block)}
            />
          </Fragment>
        ))}
        {markerBefore === null && nowMarker}
      </ol>
    </div>
  );
}
