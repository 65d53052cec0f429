"use client";
/**
 * "For other days": the items the description gave to another day ("flight tomorrow at 6:45"),
 * which the plan leaves off this day. Each has its day and time, and "Add to <day>" puts it on that
 * day's plan in one click (POST /api/schedule/quick-add at its time; the server takes it off this
 * plan's list, so it is not offered twice).
 */
import { useMemo, useState } from "react";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { toast } from "sonner";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { CalendarClock, CalendarPlus, Check, Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { ApiError, errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useClockTime } from "@/components/app-shell/clock-format";
import { writePlanBlocks } from "@/components/calendar/block-cache";
import { toLocale } from "@/i18n/routing";
import { GRID_MINUTES } from "@/server/schedule/grid";
import type { OtherDayView } from "@/server/schedule/types";
import { createScheduleClient } from "./schedule-client";

/** A plain date at noon UTC, formatted in UTC: the same calendar day in every time zone. */
const noon = (day: string) => new Date(`${day}T12:00:00Z`);

/** The item's time on the quick add's grid (a time off it is taken to the grid step before). */
function gridStart(start: string | undefined): string | undefined {
  if (!start) return undefined;
  const [h, m] = start.split(":").map(Number);
  const minute = m - (m % GRID_MINUTES);
  return `${String(h).padStart(2, "0")}:${String(minute).padStart(2, "0")}`;
}

export function OtherDaysList({ date, items }: { date: string; items: OtherDayView[] }) {
  const t = useTranslations("dashboard.schedule");
  const format = useFormatter();
  const clock = useClockTime();
  const locale = toLocale(useLocale());
  const client = useMemo(() => createScheduleClient(locale), [locale]);
  const queryClient = useQueryClient();
  const [added, setAdded] = useState<ReadonlySet<string>>(new Set());
  const dayName = (day: string) => format.dateTime(noon(day), { weekday: "long", timeZone: "UTC" });
  const longDate = (day: string) =>
    format.dateTime(noon(day), { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

  const add = useMutation({
    mutationFn: (item: OtherDayView) => {
      const minutes = item.durationMinutes;
      return client.quickAdd(item.day, item.title, {
        start: gridStart(item.start),
        minutes: minutes !== undefined && minutes >= GRID_MINUTES ? minutes : undefined,
        otherDay: { date, id: item.id },
      });
    },
    onSuccess: (result, item) => {
      const day = dayName(item.day);
      for (const m of result.missed) toast.warning(t("otherDayNotFit", { title: m.title, day, reason: m.reason }));
      if (result.added.length === 0) return;
      setAdded((s) => new Set(s).add(item.id));
      toast.success(t("otherDayAddedToast", { title: item.title, day }));
      // That day's calendar shows it at once; its plan is read again when it is opened.
      writePlanBlocks(queryClient, result.date, result.added);
      void queryClient.invalidateQueries({ queryKey: queryKeys.plan.day(result.date) });
    },
    onError: (e) =>
      toast.error(e instanceof ApiError && e.status < 500 ? errorMessage(e, t("otherDayFailed")) : t("otherDayFailed")),
  });

  return (
    <section
      aria-labelledby="other-days-heading"
      className="rounded-lg border border-primary/30 bg-accent/40 p-4"
      data-testid="other-days-list"
    >
      <h3 id="other-days-heading" className="flex items-center gap-2 text-sm font-semibold">
        <CalendarClock aria-hidden className="size-4 text-primary" />
        {t("otherDaysTitle")}
      </h3>
      <p className="mt-1 text-sm text-muted-foreground">{t("otherDaysHint")}</p>
      <ul className="mt-2 space-y-2 text-sm">
        {items.map((item) => {
          const done = added.has(item.id);
          const busy = add.isPending && add.variables?.id === item.id;
          const day = dayName(item.day);
          return (
            <li key={item.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="font-medium">{item.title}</span>
              <span className="text-muted-foreground tabular-nums">
                {item.start
                  ? t("otherDayWhen", { date: longDate(item.day), time: clock(item.start) })
                  : longDate(item.day)}
              </span>
              <Button
                type="button"
                variant={done ? "ghost" : "secondary"}
                size="sm"
                className="ms-auto"
                disabled={done || add.isPending}
                aria-label={
                  done
                    ? t("otherDayAddedLabel", { title: item.title, day })
                    : t("otherDayAddLabel", { title: item.title, day })
                }
                onClick={() => add.mutate(item)}
              >
                {done ? (
                  <Check aria-hidden />
                ) : busy ? (
                  <Loader2 aria-hidden className="animate-spin motion-reduce:animate-none" />
                ) : (
                  <CalendarPlus aria-hidden />
                )}
                {done ? t("otherDayAdded", { day }) : t("otherDayAdd", { day })}
              </Button>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
