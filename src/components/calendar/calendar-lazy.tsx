"use client";
/**
 * The calendar page's client side. The toolbar and forms render with the page; FullCalendar comes
 * in its own chunk (calendar-app.tsx loads calendar-grid.tsx with next/dynamic, on the client
 * only), so no other route's JavaScript carries it and the grid's box is reserved meanwhile.
 */
import { CalendarApp, type CalendarAppProps } from "./calendar-app";

export function CalendarLazy(props: CalendarAppProps) {
  return <CalendarApp {...props} />;
}
