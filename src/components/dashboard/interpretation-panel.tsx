"use client";
/**
 * "How Rhythm read your day" (issue 16 item 11): beside the plan, a panel (closed until asked for)
 * listing each item as the planner understood it, each editable; an edit re-places only what it
 * affects and the plan above shows the result. Read only on a day that is over.
 */
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { ChevronDown, Loader2, ScanText } from "lucide-react";
import { Button } from "@/components/ui/button";
import type { PlanView } from "@/server/schedule/types";
import { InterpretationItem } from "./interpretation-item";
import { useInterpretation } from "./use-interpretation";

interface InterpretationPanelProps {
  plan: PlanView;
  editable: boolean;
  onPlan: (plan: PlanView) => void;
}

export function InterpretationPanel({ plan, editable, onPlan }: InterpretationPanelProps) {
  const t = useTranslations("interpretation");
  const id = useId();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState("");
  const data = useInterpretation(plan.date, plan.updatedAt, open, onPlan, setAnnouncement);
  // In plan order (issue 24): by the first block each item was given; what found no place comes last.
  const items = inPlanOrder(data.interpretation?.items ?? [], plan.blocks);
  const bodyId = `${id}-body`;

  return (
    <section
      aria-labelledby={`${id}-heading`}
      className="rounded-lg border bg-card text-card-foreground"
      data-testid="interpretation"
    >
      <h3 id={`${id}-heading`} className="text-base font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={bodyId}
          onClick={() => setOpen((o) => !o)}
          className="flex w-full items-center justify-between gap-3 rounded-lg px-4 py-3 text-start outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          <span className="flex items-center gap-2">
            <ScanText aria-hidden className="size-4 shrink-0 text-primary" />
            {t("title")}
          </span>
          <span className="flex items-center gap-2 text-xs font-normal text-muted-foreground">
            {data.interpretation && t("count", { count: items.length })}
            <span className="sr-only">{open ? t("hide") : t("show")}</span>
            <ChevronDown
              aria-hidden
              className="size-4 transition-transform motion-reduce:transition-none data-[open=true]:rotate-180"
              data-open={open}
            />
          </span>
        </button>
      </h3>
      <p className="sr-only" aria-live="polite">
        {announcement}
      </p>
      {open && (
        <div id={bodyId} className="space-y-3 border-t px-3 py-4 sm:px-4">
          <p className="text-sm text-muted-foreground">{t("intro")}</p>
          {data.interpretation?.derived && <p className="text-xs text-muted-foreground">{t("derived")}</p>}
          {data.loading && (
            <p className="flex items-center gap-2 text-sm text-muted-foreground" role="status">
              <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
              {t("loading")}
            </p>
          )}
          {data.failed && !data.interpretation && (
            <div role="alert" className="flex flex-wrap items-center gap-3 text-sm text-destructive">
              {t("loadFailed")}
              <Button type="button" size="sm" variant="outline" onClick={data.retry}>
                {t("retry")}
              </Button>
            </div>
          )}
          {data.interpretation && items.length === 0 && <p className="text-sm">{t("empty")}</p>}
          {items.length > 0 && (
            <ul className="space-y-2.5" aria-label={t("title")}>
              {items.map((item) => (
                <InterpretationItem
                  key={`${item.taskId}|${item.minutes}|${item.fixedStart}|${item.dropped}`}
                  item={item}
                  blocks={plan.blocks.filter((b) => b.source === "plan" && b.taskId === item.taskId)}
                  waiting={plan.unscheduled.some((u) => u.taskId === item.taskId)}
                  editable={editable && data.savingTask === undefined}
                  saving={data.savingTask === item.taskId}
                  onEdit={(change) => data.edit(item.taskId, item.keptFree ? t("keptFree") : item.title, change)}
                />
              ))}
            </ul>
          )}
        </div>
      )}
    </section>
  );
}

function inPlanOrder<T extends { taskId: string }>(
  items: T[],
  blocks: { source: string; taskId?: string | null; start: string }[],
): T[] {
  const first = new Map<string, string>();
  for (const b of blocks) {
    if (b.source !== "plan" || !b.taskId) continue;
    const seen = first.get(b.taskId);
    if (seen === undefined || b.start < seen) first.set(b.taskId, b.start);
  }
  // Array.prototype.sort is stable: items without a block keep the order the planner read them in.
  return [...items].sort((a, b) => (first.get(a.taskId) ?? "99:99").localeCompare(first.get(b.taskId) ?? "99:99"));
}
