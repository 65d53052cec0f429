"use client";
/**
 * One understood item of the interpretation panel: its title, where it is on the plan, what Rhythm
 * understood (duration, fixed time, deadline, earliest start, part of the day, what it comes after,
 * priority) as labels, and the edits: a duration, a time to pin it to, unpin, priority, drop (or
 * bring back). The controls of an item form a group named by its title.
 */
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Loader2, Pin, PinOff, RotateCcw, Trash2 } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { useClockTime } from "@/components/app-shell/clock-format";
import type { InterpretationItem as Item } from "@/server/schedule/interpretation-types";
import { GRID_MINUTES, isGridTime, MAX_TASK_MINUTES, MIN_TASK_MINUTES, PRIORITIES } from "@/server/schedule/grid";
import type { BlockView } from "@/server/schedule/types";
import type { InterpretationChange } from "./use-interpretation";
import { useDuration } from "./use-duration";

interface InterpretationItemProps {
  item: Item;
  /** The plan's blocks of this item, in time order. */
  blocks: BlockView[];
  waiting: boolean;
  editable: boolean;
  saving: boolean;
  onEdit: (change: InterpretationChange) => void;
}

const validMinutes = (n: number) =>
  Number.isInteger(n) && n >= MIN_TASK_MINUTES && n <= MAX_TASK_MINUTES && n % GRID_MINUTES === 0;

export function InterpretationItem({ item, blocks, waiting, editable, saving, onEdit }: InterpretationItemProps) {
  const t = useTranslations("interpretation");
  const tSchedule = useTranslations("dashboard.schedule");
  const clock = useClockTime();
  const duration = useDuration();
  const id = useId();
  const [minutes, setMinutes] = useState(String(item.minutes));
  const [time, setTime] = useState(item.fixedStart ?? blocks[0]?.start ?? "");
  const [problem, setProblem] = useState<"duration" | "time" | null>(null);
  const title = item.keptFree ? t("keptFree") : item.title;
  const canEdit = editable && !item.done && !item.dropped && !saving;

  function setDuration(event: FormEvent) {
    event.preventDefault();
    const n = Number(minutes);
    if (!validMinutes(n)) return setProblem("duration");
    setProblem(null);
    if (n !== item.minutes) onEdit({ op: "duration", minutes: n });
  }

  function pin(event: FormEvent) {
    event.preventDefault();
    if (!isGridTime(time) || time === "24:00") return setProblem("time");
    setProblem(null);
    onEdit({ op: "pin", start: time });
  }

  const placement = item.keptFree
    ? null
    : blocks.length === 1
      ? t("planned", { start: clock(blocks[0].start), end: clock(blocks[0].end) })
      : blocks.length > 1
        ? t("plannedPieces", { count: blocks.length, start: clock(blocks[0].start) })
        : waiting
          ? tSchedule("unscheduledTitle")
          : t("notPlaced");

  const labels: string[] = [duration(item.minutes)];
  if (item.fixedStart)
    labels.push(
      item.keptFree
        ? `${clock(item.fixedStart)} – ${clock(item.fixedEnd ?? item.fixedStart)}`
        : t("fixed", { time: clock(item.fixedStart) }),
    );
  if (item.deadline) labels.push(t("deadline", { time: clock(item.deadline) }));
  if (item.earliestStart) labels.push(t("earliest", { time: clock(item.earliestStart) }));
  if (item.partOfDay) labels.push(t(`parts.${item.partOfDay}`));
  for (const a of item.after) labels.push(t("after", { title: a.title }));
  if (!item.keptFree) labels.push(t(`priorities.${item.priority as (typeof PRIORITIES)[number]}`));

  const titleId = `${id}-title`;
  const errorId = `${id}-error`;
  return (
    <li
      className="space-y-2.5 rounded-lg border bg-background p-3 data-[dropped=true]:border-dashed data-[dropped=true]:opacity-80 sm:p-4"
      data-testid="interpretation-item"
      data-dropped={item.dropped}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <p id={titleId} className="font-medium break-words">
          <bdi>{title}</bdi>
          {item.dropped && <span className="ms-2 text-xs font-normal text-muted-foreground">({t("dropped")})</span>}
          {item.done && <span className="ms-2 text-xs font-normal text-muted-foreground">({t("done")})</span>}
        </p>
        {placement && !item.dropped && <p className="text-xs text-muted-foreground tabular-nums">{placement}</p>}
      </div>
      <ul className="flex flex-wrap gap-1.5" aria-label={t("title")}>
        {labels.map((label) => (
          <li key={label}>
            <Badge variant="secondary" className="font-normal whitespace-normal">
              {label}
            </Badge>
          </li>
        ))}
      </ul>
      {item.source && !item.keptFree && (
        <p className="text-xs break-words text-muted-foreground">
          {t.rich("source", { text: item.source, bdi: (chunks) => <bdi>{chunks}</bdi> })}
        </p>
      )}
      {editable && !item.done && (
        <div role="group" aria-labelledby={titleId} className="flex flex-wrap items-end gap-x-4 gap-y-2.5 pt-1">
          {item.dropped ? (
            <Button
              type="button"
              size="sm"
              variant="secondary"
              disabled={saving}
              onClick={() => onEdit({ op: "restore" })}
            >
              <RotateCcw aria-hidden />
              {t("restore")}
            </Button>
          ) : (
            <>
              <div className="flex flex-wrap items-end gap-x-4 gap-y-2.5">
                <form onSubmit={setDuration} className="flex items-end gap-1.5" noValidate>
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-minutes`} className="text-xs">
                      {t("durationLabel")}
                    </Label>
                    <Input
                      id={`${id}-minutes`}
                      type="number"
                      inputMode="numeric"
                      min={MIN_TASK_MINUTES}
                      max={MAX_TASK_MINUTES}
                      step={GRID_MINUTES}
                      value={minutes}
                      onChange={(e) => setMinutes(e.target.value)}
                      aria-invalid={problem === "duration" || undefined}
                      aria-describedby={problem === "duration" ? errorId : undefined}
                      className="h-9 w-20"
                      disabled={!canEdit}
                    />
                  </div>
                  <Button type="submit" size="sm" variant="outline" disabled={!canEdit}>
                    {t("setDuration")}
                  </Button>
                </form>
                <form onSubmit={pin} className="flex items-end gap-1.5" noValidate>
                  <div className="space-y-1">
                    <Label htmlFor={`${id}-time`} className="text-xs">
                      {t("pinLabel")}
                    </Label>
                    <Input
                      id={`${id}-time`}
                      type="time"
                      step={300}
                      value={time}
                      onChange={(e) => setTime(e.target.value)}
                      aria-invalid={problem === "time" || undefined}
                      aria-describedby={problem === "time" ? errorId : undefined}
                      className="h-9 w-32"
                      disabled={!canEdit}
                    />
                  </div>
                  <Button type="submit" size="sm" variant="outline" disabled={!canEdit}>
                    <Pin aria-hidden />
                    {t("pin")}
                  </Button>
                </form>
                {item.fixedStart && !item.keptFree && (
                  <Button
                    type="button"
                    size="sm"
                    variant="ghost"
                    disabled={!canEdit}
                    onClick={() => onEdit({ op: "unpin" })}
                  >
                    <PinOff aria-hidden />
                    {t("unpin")}
                  </Button>
                )}
              </div>
              {/* The priority and "drop" stay on one row with each other (issue 24). */}
              <div className="flex min-w-0 flex-1 items-center gap-2">
                {!item.keptFree && (
                  <NativeSelect
                    aria-label={t("priorityFor", { title })}
                    value={item.priority}
                    onChange={(e) => onEdit({ op: "priority", priority: Number(e.target.value) })}
                    disabled={!canEdit}
                    wrapperClassName="w-auto"
                    className="h-9"
                  >
                    {PRIORITIES.map((p) => (
                      <option key={p} value={p}>
                        {t(`priorities.${p}`)}
                      </option>
                    ))}
                  </NativeSelect>
                )}
                <Button
                  type="button"
                  size="sm"
                  variant="ghost"
                  className="ms-auto text-destructive hover:text-destructive"
                  disabled={!canEdit}
                  onClick={() => onEdit({ op: "drop" })}
                >
                  <Trash2 aria-hidden />
                  {t("drop")}
                </Button>
              </div>
            </>
          )}
          {saving && (
            <span className="inline-flex items-center gap-1 text-xs text-muted-foreground" role="status">
              <Loader2 aria-hidden className="size-3.5 animate-spin motion-reduce:animate-none" />
              {t("saving")}
            </span>
          )}
        </div>
      )}
      {problem && (
        <p id={errorId} role="alert" className="text-sm text-destructive">
          {problem === "duration" ? t("badDuration") : t("badTime")}
        </p>
      )}
    </li>
  );
}
