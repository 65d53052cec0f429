"use client";
/**
 * What one block shows inside FullCalendar's event box. The title comes first and wins the space:
 * short blocks (15-30 minutes) and the month grid show the title and then small icons, with the
 * time only in the box's tooltip (hover) and accessible name; taller blocks add the time on a
 * second line. Memoised on the block, so FullCalendar re-rendering the grid does not rebuild the
 * contents of blocks that did not change.
 */
import { memo } from "react";
import { Check, Pin, TriangleAlert } from "lucide-react";
import { cn } from "@/lib/cn";
import { KIND_STYLES } from "@/components/dashboard/kind-styles";
import type { CalendarBlock } from "./calendar-client";

export interface EventProps {
  block: CalendarBlock;
  conflict: boolean;
  /** Kind, times and states in words: read by screen readers before the title. */
  label: string;
  /** The block's times as the user reads them ("9:30 AM to 9:45 AM"). */
  time: string;
}

interface EventBodyProps extends EventProps {
  title: string;
  oneLine: boolean;
}

export const EventBody = memo(function EventBody({ block: b, conflict, label, time, title, oneLine }: EventBodyProps) {
  const Icon = KIND_STYLES[b.kind].icon;
  return (
    <div
      className={cn("rhythm-event-body", oneLine && "rhythm-one-line")}
      data-testid="calendar-block"
      data-kind={b.kind}
      data-done={b.done ? "true" : "false"}
      data-fixed={b.fixed ? "true" : "false"}
    >
      <span className="sr-only">{label}: </span>
      <span className={cn("rhythm-event-title", b.done && "line-through")}>{title}</span>
      <span className="rhythm-event-line">
        {!b.allDay && !oneLine && (
          <span aria-hidden className="rhythm-event-time tabular-nums">
            {time}
          </span>
        )}
        <span className="rhythm-event-icons" aria-hidden>
          <Icon className="size-3 shrink-0" />
          {b.done && <Check className="size-3 shrink-0" />}
          {b.fixed && <Pin className="size-3 shrink-0" />}
          {conflict && <TriangleAlert className="size-3 shrink-0" />}
        </span>
      </span>
    </div>
  );
});
