"use client";
/** What the plan has to say besides its blocks: what moved, what did not fit, overlaps, and fallbacks. */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Button } from "@/components/ui/button";
import { ArrowRight, CircleAlert, Info, MoveRight } from "lucide-react";
import type { MovedBlock, UnscheduledView } from "@/server/schedule/types";
import { firstRows, groupUnscheduled } from "./group-unscheduled";
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

/** Rows shown before "Show N more": a long pasted list stays a short note. */
const UNSCHEDULED_SHOWN = 6;

export function UnscheduledList({ items }: { items: UnscheduledView[] }) {
  const t = useTranslations("dashboard.schedule");
  const duration = useDuration();
  const [expanded, setExpanded] = useState(false);
  const groups = groupUnscheduled(items);
  const rowCount = groups.reduce((n, g) => n + g.rows.length, 0);
  const total = items.reduce((n, u) => n + u.minutes, 0);
  const shown = expanded ? groups : firstRows(groups, UNSCHEDULED_SHOWN);
  const hidden = rowCount - shown.reduce((n, g) => n + g.rows.length, 0);
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
      {items.length > 2 && (
        <p className="mt-1 text-sm text-muted-foreground">
          {t("unscheduledSummary", { count: items.length, duration: duration(total) })}
        </p>
      )}
      <div id="unscheduled-groups" className="mt-2 space-y-2 text-sm">
        {shown.map((g) => (
          <div key={g.reason}>
            <p className="text-muted-foreground first-letter:uppercase">{g.reason}</p>
            <ul className="mt-0.5 list-disc space-y-0.5 ps-5">
              {g.rows.map((r) => (
                <li key={r.title} className="font-medium">
                  {r.count > 1
                    ? t("unscheduledRepeated", { title: r.title, count: r.count, duration: duration(r.minutes) })
                    : t("unscheduledItem", { title: r.title, duration: duration(r.minutes) })}
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
      {(hidden > 0 || expanded) && rowCount > UNSCHEDULED_SHOWN && (
        <Button
          type="button"
          variant="link"
          size="sm"
          className="mt-1 h-auto px-0"
          aria-expanded={expanded}
          aria-controls="unscheduled-groups"
          onClick={() => setExpanded((e) => !e)}
        >
          {expanded ? t("unscheduledFewer") : t("unscheduledMore", { count: hidden })}
        </Button>
      )}
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
