"use client";
/** What the plan has to say besides its blocks: what moved, what did not fit, overlaps, and fallbacks. */
import { useTranslations } from "next-intl";
import { ArrowRight, CircleAlert, Info, MoveRight } from "lucide-react";
import type { MovedBlock, UnscheduledView } from "@/server/schedule/types";
import { useDuration } from "./use-duration";
import { useClockTime } from "@/components/app-shell/clock-format";

export function MovedList({ moved }: { moved: MovedBlock[] }) {
  const t = useTranslations("dashboard.schedule");
  const clock = useClockTime();
  return (
    <section
      aria-labelledby="moved-heading"
      className="rounded-lg border border-primary/30 bg-accent/60 p-4"
      data-testid="moved-list"
    >
      <h3 id="moved-heading" className="flex items-center gap-2 text-sm font-semibold">
        <MoveRight aria-hidden className="size-4 rtl:rotate-180" />
        {t("movedTitle")}
      </h3>
      {moved.length === 0 ? (
        <p className="mt-1 text-sm text-muted-foreground">{t("nothingMoved")}</p>
      ) : (
        <ul className="mt-2 space-y-1 text-sm">
          {moved.map((m) => (
            <li key={`${m.id}-${m.to}`} className="flex flex-wrap items-center gap-x-2">
              <span className="sr-only">
                {t("movedItem", { title: m.title, from: clock(m.from), to: clock(m.to) })}
              </span>
              <span aria-hidden className="font-medium">
                {m.title}
              </span>
              <span aria-hidden className="inline-flex items-center gap-1 tabular-nums text-muted-foreground">
                {clock(m.from)}
                <ArrowRight className="size-3.5 rtl:rotate-180" />
                <span className="font-semibold text-foreground">{clock(m.to)}</span>
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function UnscheduledList({ items }: { items: UnscheduledView[] }) {
  const t = useTranslations("dashboard.schedule");
  const duration = useDuration();
  return (
    <section
      aria-labelledby="unscheduled-heading"
      className="rounded-lg border border-warning/50 bg-warning/5 p-4"
      data-testid="unscheduled-list"
    >
      <h3 id="unscheduled-heading" className="flex items-center gap-2 text-sm font-semibold">
        <CircleAlert aria-hidden className="size-4 text-warning" />
        {t("unscheduledTitle")}
      </h3>
      <ul className="mt-2 space-y-1.5 text-sm">
        {items.map((u) => (
          <li key={u.taskId}>
            <span className="font-medium">
              {t("unscheduledItem", { title: u.title, duration: duration(u.minutes) })}
            </span>
            <span className="text-muted-foreground"> — {u.reason}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PlanWarnings({ warnings, fallback }: { warnings: string[]; fallback?: string }) {
  const t = useTranslations("dashboard.schedule");
  if (warnings.length === 0 && !fallback) return null;
  return (
    <section aria-labelledby="warnings-heading" className="rounded-lg border bg-muted/40 p-4 text-sm">
      <h3 id="warnings-heading" className="flex items-center gap-2 font-semibold">
        <Info aria-hidden className="size-4" />
        {t("warningsTitle")}
      </h3>
      <ul className="mt-1 list-disc space-y-0.5 ps-5 text-muted-foreground [&>li]:first-letter:uppercase">
        {fallback && <li>{fallback}</li>}
        {warnings.map((w) => (
          <li key={w}>{w}</li>
        ))}
      </ul>
    </section>
  );
}
