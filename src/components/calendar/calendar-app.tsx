"use client";
/**
 * The calendar page's client side: its toolbar (today, previous, next, month/week/day, a date
 * picker), the grid, and the create and edit dialogs. What each change does and says (a toast with
 * Undo on success, the server's reason when it fails) is in use-block-actions.ts. Phones start on
 * the day view.
 */
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight } from "lucide-react";
import type { CalendarRef } from "@fullcalendar/react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import type { Locale } from "@/i18n/routing";
import { cn } from "@/lib/cn";
import { useBlocks } from "./block-queries";
import { errorMessage } from "@/lib/api-client";
import type { CalendarBlock } from "./calendar-client";
import type { BlockKeyAction, CalendarViewType } from "./calendar-grid";
import {
  firstRange,
  isIsoDate,
  openingMinutes,
  overlappingIds,
  resizeBlock,
  shiftBlock,
  toDuration,
} from "./calendar-time";
import { zonedNow } from "@/lib/time/zones";
import { BlockDialog, type BlockFormValues } from "./block-dialog";
import { FeedPanel } from "./feed-panel";
import { diff, useBlockActions } from "./use-block-actions";
import { QuickAddForm } from "@/components/dashboard/quick-add-form";
import { Splash } from "@/components/layout/splash";
// FullCalendar's styles load with the page, not with the grid's lazy chunk: a grid drawn before
// its styles arrive is laid out twice, and everything in it jumps (layout shift).
import "@fullcalendar/react/skeleton.css";
import "@fullcalendar/react/themes/classic/theme.css";
import "@fullcalendar/react/themes/classic/palette.css";
import "./calendar.css";

interface CalendarAppProps {
  locale: Locale;
  timezone: string;
  today: string;
  /** The day the calendar opens on (today unless the page was asked for another). */
  initialDate: string;
  /** The user's start of work ("HH:MM"): where a day without earlier blocks opens. */
  workStart: string;
}

/** Spec section 2's splash (R logo, "Loading..."), in the calendar's box while FullCalendar loads. */
function GridLoading() {
  const t = useTranslations("common");
  return <Splash label={t("loading")} />;
}

// FullCalendar is the page's heaviest part: it arrives as its own chunk after the page is drawn,
// into a box whose size is already set, so nothing moves when it lands.
const CalendarGrid = dynamic(() => import("./calendar-grid").then((m) => m.CalendarGrid), {
  ssr: false,
  loading: GridLoading,
});

const VIEWS: { type: CalendarViewType; key: "month" | "week" | "day" }[] = [
  { type: "dayGridMonth", key: "month" },
  { type: "timeGridWeek", key: "week" },
  { type: "timeGridDay", key: "day" },
];

type DialogState = null | { mode: "create"; values: BlockFormValues } | { mode: "edit"; block: CalendarBlock };

export function CalendarApp({ locale, timezone, today, initialDate, workStart }: CalendarAppProps) {
  const t = useTranslations("calendar");
  const calendar = useRef<CalendarRef>(null);
  const [initialView] = useState<CalendarViewType>(() =>
    typeof window !== "undefined" && window.matchMedia("(max-width: 639px)").matches ? "timeGridDay" : "timeGridWeek",
  );
  const [range, setRange] = useState<{
    from: string;
    to: string;
    title: string;
    view: CalendarViewType;
    date: string;
  } | null>(null);
  const [dialog, setDialog] = useState<DialogState>(null);
  const [announcement, setAnnouncement] = useState("");
  const [first] = useState(() => firstRange(initialView, initialDate, locale));
  const query = useBlocks(range?.from ?? first.from, range?.to ?? first.to);
  // FullCalendar mounts with the first range's blocks (or once asking for them has failed).
  const gridReady = range !== null || !query.isPending;
  const blocks = useMemo(() => query.data ?? [], [query.data]);
  const conflicts = useMemo(() => overlappingIds(blocks), [blocks]);
  const api = () => calendar.current?.getApi();

  // Where the time grid opens: a guess before the blocks arrive (an hour before now on today,
  // otherwise the start of work), then the exact hour once the range's blocks are known. A new
  // range or the Today button asks again.
  const [initialScroll] = useState(() =>
    toDuration(openingMinutes({ from: initialDate, to: initialDate }, [], zonedNow(timezone), workStart)),
  );
  const [scrollAsked, setScrollAsked] = useState(0);
  const scrolledFor = useRef(-1);
  useEffect(() => {
    if (!range || scrolledFor.current === scrollAsked || !query.isSuccess || query.isPlaceholderData) return;
    scrolledFor.current = scrollAsked;
    if (range.view === "dayGridMonth") return;
    calendar.current?.getApi().scrollToTime(toDuration(openingMinutes(range, blocks, zonedNow(timezone), workStart)));
  }, [range, scrollAsked, query.isSuccess, query.isPlaceholderData, blocks, timezone, workStart]);
  // FullCalendar lays its first grid out over a couple of frames (rows, then the scroll): the grid
  // stays invisible until then, so nothing is seen to jump (layout shift); its box is reserved.
  const [settled, setSettled] = useState(false);
  const onDatesSet = useCallback((next: NonNullable<typeof range>) => {
    setRange(next);
    setScrollAsked((n) => n + 1);
    requestAnimationFrame(() => requestAnimationFrame(() => setSettled(true)));
  }, []);

  const say = useCallback((text: string) => setAnnouncement(text), []);
  const {
    change,
    describeMove,
    deleteBlock: removeBlock,
    createBlock,
    presendMove,
    settleMove,
  } = useBlockActions(locale, say);
  const deleteBlock = (block: CalendarBlock) => {
    setDialog(null);
    removeBlock(block);
  };

  function onKey(block: CalendarBlock, action: BlockKeyAction) {
    if (action.type === "edit") return setDialog({ mode: "edit", block });
    if (action.type === "delete") return deleteBlock(block);
    if (action.type === "resize") {
      const next = resizeBlock(block, action.minutes ?? 0);
      if (!next) return say(t("errors.outsideDay"));
      return change(block, next, describeMove(block, { ...block, ...next }));
    }
    const next = shiftBlock(block, action.minutes ?? 0, action.days ?? 0);
    if (!next) return say(t("errors.outsideDay"));
    change(block, next, describeMove(block, next));
    // Keep the view on the block when it moves to a day out of sight.
    if (range && (next.date < range.from || next.date > range.to)) api()?.gotoDate(next.date);
    refocus(block.id);
  }

  function onSubmitDialog(values: BlockFormValues) {
    if (!dialog) return;
    if (dialog.mode === "create") {
      setDialog(null);
      createBlock(values);
      return;
    }
    const block = dialog.block;
    setDialog(null);
    change(block, diff(block, values), t("toast.saved", { title: values.title }));
    if (range && (values.date < range.from || values.date > range.to)) api()?.gotoDate(values.date);
  }

  return (
    <div className="space-y-4">
      <p className="sr-only" aria-live="polite" data-testid="calendar-announcer">
        {announcement}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <div className="flex items-center gap-1">
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t("toolbar.previous")}
            onClick={() => api()?.prev()}
          >
            <ChevronLeft aria-hidden className="rtl:rotate-180" />
          </Button>
          <Button
            type="button"
            variant="outline"
            size="icon"
            aria-label={t("toolbar.next")}
            onClick={() => api()?.next()}
          >
            <ChevronRight aria-hidden className="rtl:rotate-180" />
          </Button>
          <Button
            type="button"
            variant="outline"
            onClick={() => {
              api()?.gotoDate(today);
              setScrollAsked((n) => n + 1);
            }}
          >
            {t("toolbar.today")}
          </Button>
        </div>
        {/* On a phone the title has a line of its own (an Arabic week's title is long). */}
        <h2
          className="order-first min-h-7 w-full min-w-0 text-lg font-semibold sm:order-none sm:w-auto sm:flex-1 sm:truncate"
          aria-live="polite"
          data-testid="calendar-title"
        >
          {range?.title ?? ""}
        </h2>
        <div role="group" aria-label={t("toolbar.view")} className="inline-flex rounded-md bg-muted p-1 text-sm">
          {VIEWS.map((v) => (
            <button
              key={v.type}
              type="button"
              aria-pressed={range?.view === v.type}
              onClick={() => api()?.changeView(v.type)}
              className={cn(
                "inline-flex h-8 items-center rounded-sm px-3 font-medium transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring",
                range?.view === v.type
                  ? "bg-background text-foreground shadow-sm"
                  : "text-muted-foreground hover:text-foreground",
              )}
            >
              {t(`toolbar.${v.key}`)}
            </button>
          ))}
        </div>
        <div className="flex items-center gap-2">
          <Label htmlFor="calendar-date" className="sr-only">
            {t("toolbar.goTo")}
          </Label>
          <Input
            id="calendar-date"
            type="date"
            min="2000-01-01"
            max="2100-12-31"
            className="h-10 w-40"
            value={range?.date ?? initialDate}
            onChange={(e) => {
              if (isIsoDate(e.target.value)) api()?.gotoDate(e.target.value);
            }}
          />
        </div>
      </div>
      <QuickAddForm date={range?.date ?? initialDate} namesDay />
      <p id="calendar-help" className="text-xs text-muted-foreground" data-testid="calendar-help">
        {t("help")}
      </p>
      {query.isError && (
        <p role="alert" className="rounded-md border border-destructive/40 p-3 text-sm text-destructive">
          {t("loadFailed")} {errorMessage(query.error, "")}
        </p>
      )}
      <div
        className="rhythm-calendar h-[clamp(26rem,calc(100dvh-9rem),60rem)] rounded-lg border bg-card p-2"
        data-testid="calendar"
        data-settled={settled || undefined}
        aria-busy={query.isFetching}
      >
        {gridReady ? (
          <CalendarGrid
            calendarRef={calendar}
            locale={locale}
            timezone={timezone}
            initialView={initialView}
            initialDate={initialDate}
            scrollTime={initialScroll}
            blocks={blocks}
            conflicts={conflicts}
            helpId="calendar-help"
            onDatesSet={onDatesSet}
            onMove={(block, next, revert) => change(block, diff(block, next), describeMove(block, next), revert)}
            onRelease={presendMove}
            onReleaseSettled={settleMove}
            onSelect={(r) =>
              setDialog({ mode: "create", values: { title: "", notes: "", kind: "task", done: false, ...r } })
            }
            onOpen={(block) => setDialog({ mode: "edit", block })}
            onKey={onKey}
          />
        ) : (
          <GridLoading />
        )}
      </div>
      <FeedPanel />
      {dialog && (
        <BlockDialog
          key={dialog.mode === "edit" ? dialog.block.id : "create"}
          mode={dialog.mode}
          fixed={dialog.mode === "edit" ? dialog.block.fixed : false}
          initial={
            dialog.mode === "create"
              ? dialog.values
              : {
                  title: dialog.block.title,
                  notes: dialog.block.notes,
                  kind: dialog.block.kind,
                  date: dialog.block.date,
                  start: dialog.block.start,
                  end: dialog.block.end,
                  done: dialog.block.done,
                }
          }
          onSubmit={onSubmitDialog}
          onDelete={dialog.mode === "edit" ? () => deleteBlock(dialog.block) : undefined}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** After a keyboard move FullCalendar re-renders the block: put focus back on it. */
function refocus(id: string) {
  requestAnimationFrame(() =>
    requestAnimationFrame(() => {
      const el = document.querySelector<HTMLElement>(`.rhythm-calendar [data-block-id="${CSS.escape(id)}"]`);
      el?.focus();
    }),
  );
}
