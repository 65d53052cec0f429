"use client";
/** The percent-complete figure: done minutes over planned minutes, breaks not counted. */
import { useTranslations } from "next-intl";
import { Progress } from "@/components/ui/progress";
import type { BlockView } from "@/server/schedule/types";
import { progressOf } from "./plan-math";
import { useDuration } from "./use-duration";

export function DayProgress({ blocks }: { blocks: BlockView[] }) {
  const t = useTranslations("dashboard.schedule");
  const duration = useDuration();
  const { percent, doneMinutes, totalMinutes } = progressOf(blocks);
  return (
    <div className="w-full min-w-0 space-y-1.5 sm:w-auto sm:max-w-xs sm:flex-1">
      <p className="text-sm font-semibold tabular-nums" data-testid="percent-complete">
        {t("percentComplete", { percent })}
      </p>
      <Progress
        value={percent}
        aria-label={t("progressLabel")}
        indicatorClassName={percent === 100 ? "bg-success" : undefined}
      />
      <p className="text-xs text-muted-foreground">
        {t("progressDetail", { done: duration(doneMinutes), total: duration(totalMinutes) })}
      </p>
    </div>
  );
}
