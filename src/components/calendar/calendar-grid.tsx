"use client";
/**
 * FullCalendar 7 (month, week, day), fed from the block queries. Loaded only by /calendar (through
 * next/dynamic), so no other route downloads it. Runs in FullCalendar's UTC zone with wall-clock
 * dates (see calendar-time.ts); "now" and "today" come from the user's time zone. Blocks can be
 * dragged, resized, selected into being and clicked open; a focused block also answers the keys
 * described in the page's help text.
 */
import { useCallback, useEffect, useMemo, useRef, useState, type RefObject } from "react";
import { useTranslations } from "next-intl";
import { displayTitle } from "@/lib/generated-title";
import FullCalendar, {
  type CalendarOptions,
  type CalendarRef,
  type DatesSetInfo,
  type EventApi,
  type EventInput,
} from "@fullcalendar/react";
import dayGridPlugin from "@fullcalendar/react/daygrid";
import timeGridPlugin from "@fullcalendar/react/timegrid";
import interactionPlugin from "@fullcalendar/react/interaction";
import classicTheme from "@fullcalendar/react/themes/classic";
import esLocale from "@fullcalendar/react/locales/es";
import arLocale from "@fullcalendar/react/locales/ar";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/cn";
import { useClockIntlOptions, useClockTime } from "@/components/app-shell/clock-format";
import type { CalendarBlock } from "./calendar-client";
import { toMinutes } from "@/lib/time/clock";
import { utcDate } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";
import { rangeFromWall, wallDate } from "./calendar-time";
import { EventBody, type EventProps } from "./event-body";
import { mountLaneAdd, unmountLaneAdd } from "./lane-add";
import { SOURCE_ID, useEventSync } from "./use-event-sync";

export type CalendarViewType = "dayGridMonth" | "timeGridWeek" | "timeGridDay";

export interface BlockKeyAction {
  type: "move" | "resize" | "edit" | "delete";
  minutes?: number;
  days?: number;
}

interface CalendarGridProps {
  calendarRef: RefObject<CalendarRef | null>;
  locale: Locale;
  timezone: string;
  initialView: CalendarViewType;
  initialDate: string;
  /** Where the time grid opens ("HH:MM:00"); later scrolls are the page's (scrollToTime). */
  scrollTime: string;
  blocks: CalendarBlock[];
  conflicts: Set<string>;
  helpId: string;
  onDatesSet: (info: { from: string; to: string; title: string; view: CalendarViewType; date: string }) => void;
  onMove: (block: CalendarBlock, next: { date: string; start: string; end: string }, revert: () => void) => void;
  /** A drag or resize released where the grid says it will land: the move can leave now (block-queries.ts). */
  onRelease: (block: CalendarBlock, next: { date: string; start: string; end: string }) => void;
  /** FullCalendar has finished that gesture (its eventDrop or eventResize, if any, has run). */
  onReleaseSettled: () => void;
  onSelect: (range: { date: string; start: string; end: string }) => void;
  onOpen: (block: CalendarBlock) => void;
  onKey: (block: CalendarBlock, action: BlockKeyAction) => void;
}

const LOCALES = { es: esLocale, ar: arLocale } as const;

/** The key a focused block answers, mirrored in right-to-left pages (left is "later" there). */
function keyAction(
  event: Pick<KeyboardEvent, "key" | "shiftKey" | "ctrlKey" | "metaKey">,
  rtl: boolean,
): BlockKeyAction | null {
  if (event.ctrlKey || event.metaKey) return null;
  const step = 15;
  switch (event.key) {
    case "ArrowUp":
      return event.shiftKey ? { type: "resize", minutes: -step } : { type: "move", minutes: -step };
    case "ArrowDown":
      return event.shiftKey ? { type: "resize", minutes: step } : { type: "move", minutes: step };
    case "ArrowLeft":
      return event.shiftKey ? null : { type: "move", days: rtl ? 1 : -1 };
    case "ArrowRight":
      return event.shiftKey ? null : { type: "move", days: rtl ? -1 : 1 };
    case "Enter":
    case " ":
      return { type: "edit" };
    case "Delete":
    case "Backspace":
      return { type: "delete" };
    default:
      return null;
  }
}

interface CachedEvent {
  conflict: boolean;
  /** The translator and clock formatter it was worded with. */
  words: unknown;
  event: EventInput;
}

// One event object per block object (the block cache keeps unchanged blocks' objects), so an
// edit reaches FullCalendar as a change of that one event (use-event-sync.ts).
const EVENTS = new WeakMap<CalendarBlock, CachedEvent>();

export function CalendarGrid(props: CalendarGridProps) {
  const { calendarRef, locale, timezone, initialView, initialDate, blocks, conflicts, helpId } = props;
  const t = useTranslations("calendar");
  const rtl = locale === "ar";
  // 12- or 24-hour labels by the user's setting (src/lib/time/clock.ts), for FullCalendar and our own text.
  const clock = useClockTime();
  const { hour, minute, hour12 } = useClockIntlOptions();
  // Handlers change every render; FullCalendar's callbacks read the latest through refs, so its
  // options stay the same object and a change of blocks re-renders only the blocks that changed.
  const latest = useRef(props);
  useEffect(() => {
    latest.current = props;
  });
  const byIdRef = useRef(new Map<string, CalendarBlock>());
  useEffect(() => {
    byIdRef.current = new Map(blocks.map((b) => [b.id, b]));
  }, [blocks]);

  // The drag or resize under way, and where FullCalendar would put the block were it released now
  // (the last span it asked eventAllow about; null when that span was refused).
  const gesture = useRef<{ id: string; span: { start: Date; end: Date } | null; stop: () => void } | null>(null);
  // The time grid's day lanes: a release inside one is a drop FullCalendar will take.
  const lanes = useRef(new Set<HTMLElement>());
  const startGesture = useCallback((id: string) => {
    gesture.current?.stop();
    const onUp = (event: PointerEvent) => {
      const g = gesture.current;
      g?.stop();
      if (!g?.span || g.id !== id) return;
      const inLane = [...lanes.current].some((el) => {
        const r = el.getBoundingClientRect();
        return event.clientX >= r.left && event.clientX < r.right && event.clientY >= r.top && event.clientY < r.bottom;
      });
      const block = byIdRef.current.get(id);
      const next = rangeFromWall(g.span.start, g.span.end);
      if (!inLane || !block || !next) return;
      if (next.date === block.date && next.start === block.start && next.end === block.end) return;
      latest.current.onRelease(block, next);
    };
    const stop = () => {
      window.removeEventListener("pointerup", onUp, true);
      window.removeEventListener("pointercancel", stop, true);
    };
    window.addEventListener("pointerup", onUp, true);
    window.addEventListener("pointercancel", stop, true);
    gesture.current = { id, span: null, stop };
  }, []);
  const endGesture = useCallback(() => {
    gesture.current?.stop();
    gesture.current = null;
    // FullCalendar reports the drop right after this, in the same task.
    setTimeout(() => latest.current.onReleaseSettled(), 0);
  }, []);
  useEffect(() => () => gesture.current?.stop(), []);

  const words = useMemo(() => [t, clock], [t, clock]);
  const events = useMemo<EventInput[]>(() => {
    return blocks.map((b) => {
      const conflict = conflicts.has(b.id);
      const hit = EVENTS.get(b);
      if (hit && hit.conflict === conflict && hit.words === words) return hit.event;
      const event = toEvent(b, conflict);
      EVENTS.set(b, { conflict, words, event });
      return event;
    });

    function toEvent(b: CalendarBlock, conflict: boolean): EventInput {
      const time = b.allDay ? t("allDay") : t("timeRange", { start: clock(b.start), end: clock(b.end) });
      const label = [t(`kinds.${b.kind}`), time, b.fixed && t("fixed"), b.done && t("done"), conflict && t("conflict")]
        .filter(Boolean)
        .join(", ");
      return {
        id: b.id,
        title: displayTitle(b, (kind) => t(`kinds.${kind}`)),
        start: wallDate(b.date, b.allDay ? 0 : toMinutes(b.start)),
        end: b.allDay ? wallDate(b.date, 1440) : wallDate(b.date, toMinutes(b.end)),
        allDay: b.allDay,
        editable: !b.allDay && !b.id.startsWith("pending-"),
        className: cn("rhythm-event", `rhythm-kind-${b.kind}`, b.done && "rhythm-done", conflict && "rhythm-conflict"),
        extendedProps: { block: b, conflict, label, time } satisfies EventProps,
      };
    }
  }, [blocks, conflicts, words, t, clock]);
  // The blocks at mount go into FullCalendar's first render; later changes go one event at a time.
  const [initialSources] = useState(() => [{ id: SOURCE_ID, events: [...events] }]);
  useEventSync(calendarRef, events, initialSources[0].events);

  // The day each lane's "add a block" button names (one formatter per language, not one per lane).
  const laneDay = useMemo(
    () => new Intl.DateTimeFormat(locale, { weekday: "long", month: "long", day: "numeric", timeZone: "UTC" }),
    [locale],
  );
  // A drop or a resize: where the block is now.
  const moved = useCallback((info: { event: EventApi; revert: () => void }) => {
    const block = byIdRef.current.get(info.event.id);
    const next = info.event.start ? rangeFromWall(info.event.start, info.event.end) : null;
    if (!block || !next) return info.revert();
    latest.current.onMove(block, next, info.revert);
  }, []);
  const options = useMemo<CalendarOptions>(
    () => ({
      plugins: [dayGridPlugin, timeGridPlugin, interactionPlugin, classicTheme],
      locale: locale === "en" ? "en" : LOCALES[locale],
      direction: rtl ? "rtl" : "ltr",
      // The time grid's row name for screen readers; FullCalendar's es/ar locales leave it English.
      timedText: t("timedRow"),
      timeZone: "UTC",
      now: () => {
        const now = zonedNow(timezone);
        return wallDate(now.date, now.minutes);
      },
      initialView,
      initialDate,
      eventSources: initialSources,
      headerToolbar: false,
      // The page gives the grid a fixed box (reserved before FullCalendar loads); the time grid
      // scrolls inside it, so it can open at the hour that matters (scrollTime, scrollToTime).
      height: "100%",
      slotDuration: "00:30:00",
      slotMinHeight: 28,
      snapDuration: "00:15:00",
      scrollTime: props.scrollTime,
      scrollTimeReset: false,
      nowIndicator: true,
      editable: true,
      eventResizableFromStart: true,
      selectable: true,
      selectMirror: true,
      eventInteractive: true,
      dayMaxEvents: true,
      // Our own resize handles: a band inside the block's edge, above its content, so a drag that
      // starts on the edge resizes (FullCalendar's default band sits half outside the block, where
      // the rounded box clips it, and the content took the rest).
      columnEventBeforeClass: (info) =>
        info.isStartResizable
          ? cn("rhythm-resizer rhythm-resizer-start", info.isSelected && "rhythm-resizer-touch")
          : "",
      columnEventAfterClass: (info) =>
        info.isEndResizable ? cn("rhythm-resizer rhythm-resizer-end", info.isSelected && "rhythm-resizer-touch") : "",
      // Blocks show their time in our own words (EventBody): FullCalendar need not format one for
      // every event on every render (Intl's formatRangeToParts was half of a drop's main-thread time).
      displayEventTime: false,
      slotHeaderFormat: { hour, minute, hour12 },
      eventAllow: (span, moving) => {
        const ok = !span.allDay && rangeFromWall(span.start, span.end) !== null;
        const g = gesture.current;
        if (g && moving?.id === g.id) g.span = ok ? { start: span.start, end: span.end } : null;
        return ok;
      },
      // A drop's request leaves at the release, not when FullCalendar reports the drop (onRelease).
      eventDragStart: (info) => startGesture(info.event.id),
      eventResizeStart: (info) => startGesture(info.event.id),
      eventDragStop: endGesture,
      eventResizeStop: endGesture,
      selectAllow: (span) => span.allDay || rangeFromWall(span.start, span.end) !== null,
      datesSet: (info: DatesSetInfo) => {
        const last = new Date(info.view.activeEnd.getTime() - 1);
        latest.current.onDatesSet({
          from: utcDate(info.view.activeStart),
          to: utcDate(last),
          title: info.view.title,
          view: info.view.type as CalendarViewType,
          date: utcDate(info.view.calendar.getDate()),
        });
      },
      // FullCalendar shows a drop or a resize where it landed: the block cache takes it from the
      // server's answer (no second redraw of the week while the request is out), and a refusal is
      // put back with FullCalendar's own revert (the cache never held the change).
      eventDrop: moved,
      eventResize: moved,
      // The copy FullCalendar draws under the pointer while a block is dragged (tests tell it apart).
      eventClass: (info) => (info.isMirror ? "rhythm-mirror" : ""),
      select: (info) => {
        info.view.calendar.unselect();
        const date = utcDate(info.start);
        if (info.allDay) return latest.current.onSelect({ date, start: "09:00", end: "10:00" });
        const range = rangeFromWall(info.start, info.end);
        if (range) latest.current.onSelect(range);
      },
      // A keyboard way into every day of the time grid, an empty week included (lane-add.ts).
      dayLaneDidMount: (info) => {
        const date = utcDate(info.date);
        lanes.current.add(info.el);
        mountLaneAdd(info.el, t("addOnDay", { day: laneDay.format(info.date) }), () =>
          latest.current.onSelect({ date, start: "09:00", end: "10:00" }),
        );
      },
      dayLaneWillUnmount: (info) => {
        lanes.current.delete(info.el);
        unmountLaneAdd(info.el);
      },
      eventClick: (info) => {
        info.jsEvent.preventDefault();
        const block = byIdRef.current.get(info.event.id);
        if (block) latest.current.onOpen(block);
      },
      eventDidMount: (info) => {
        const el = info.el;
        el.setAttribute("aria-describedby", helpId);
        el.setAttribute(
          "aria-keyshortcuts",
          "ArrowUp ArrowDown ArrowLeft ArrowRight Shift+ArrowUp Shift+ArrowDown Enter Delete",
        );
        el.dataset.blockId = info.event.id;
        const { time } = info.event.extendedProps as EventProps;
        // The time is not drawn in short blocks: a pointer finds it in the tooltip.
        if (time) el.title = `${info.event.title} (${time})`;
        el.onkeydown = (event) => {
          const block = byIdRef.current.get(info.event.id);
          const action = keyAction(event, rtl);
          if (!block || !action || block.allDay) return;
          event.preventDefault();
          event.stopPropagation();
          latest.current.onKey(block, action);
        };
      },
      eventContent: (arg) => {
        const props = arg.event.extendedProps as EventProps;
        if (!props.block) {
          // The selection's mirror (a block being drawn): its times in our words, like the blocks'.
          const range = arg.event.start ? rangeFromWall(arg.event.start, arg.event.end) : null;
          return range ? t("timeRange", { start: clock(range.start), end: clock(range.end) }) : true;
        }
        // Short blocks (15-30 minutes in the time grid), all-day ones and the month grid: one line.
        const oneLine = arg.isShort || props.block.allDay || arg.view.type === "dayGridMonth";
        return <EventBody {...props} title={arg.event.title} oneLine={oneLine} />;
      },
    }),
    // The first view and date only matter on mount; FullCalendar keeps its own from then on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [
      locale,
      rtl,
      timezone,
      helpId,
      hour,
      minute,
      hour12,
      clock,
      laneDay,
      startGesture,
      endGesture,
      initialSources,
      moved,
    ],
  );

  return <FullCalendar ref={calendarRef} {...options} />;
}
