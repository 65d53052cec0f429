"use client";
/**
 * Keeps FullCalendar's events in step with the block cache one event at a time. Handing
 * FullCalendar a new `events` array makes it parse and re-render every event (300 in a busy
 * week) on each change; after a drop it already shows the block where it landed, so what the
 * cache then says about that block is applied to that event alone. A change of range (many blocks
 * at once) still replaces the whole source in one step.
 */
import { useLayoutEffect, useRef, type RefObject } from "react";
import type { CalendarRef, EventInput } from "@fullcalendar/react";

export const SOURCE_ID = "blocks";
/** Past this many changed events one replacement of the source is cheaper than single edits. */
const BULK = 24;

/**
 * `initial`: the events FullCalendar was created with (its `eventSources` option), so its first
 * render already draws them and this does not draw them all a second time.
 */
export function useEventSync(
  calendarRef: RefObject<CalendarRef | null>,
  events: readonly EventInput[],
  initial: readonly EventInput[],
) {
  const shown = useRef<Map<string, EventInput> | null>(null);
  shown.current ??= new Map(initial.map((e) => [e.id as string, e]));

  useLayoutEffect(() => {
    const api = calendarRef.current?.getApi();
    if (!api) return;
    const next = new Map(events.map((e) => [e.id as string, e]));
    const before = shown.current ?? new Map<string, EventInput>();
    const removed = [...before.keys()].filter((id) => !next.has(id));
    const changed = events.filter((e) => before.get(e.id as string) !== e);
    shown.current = next;
    const source = api.getEventSourceById(SOURCE_ID);
    if (!source || removed.length + changed.length > BULK) {
      source?.remove();
      api.addEventSource({ id: SOURCE_ID, events: [...events] });
      return;
    }
    for (const id of removed) api.getEventById(id)?.remove();
    for (const input of changed) {
      api.getEventById(input.id as string)?.remove();
      api.addEvent(input, SOURCE_ID);
    }
  }, [calendarRef, events]);
}
