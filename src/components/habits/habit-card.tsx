"use client";
/**
 * One habit: its numbers (strength, streak, best streak, skips left, completion over 30 and 90
 * days), the check-in for the chosen day (done, a value towards the target, skip, a note, undo),
 * its heatmap, and edit / archive / delete.
 */
import { useId, useState } from "react";
import { useTranslations } from "next-intl";
import { Flame, Pencil, Archive, ArchiveRestore, Trash2 } from "lucide-react";
import { AlertDialog as AlertDialogPrimitive } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Progress } from "@/components/ui/progress";
import {
  AlertDialog,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import type { HabitView } from "@/server/habits/habit-view";
import { HabitHeatmap } from "./habit-heatmap";
import { runtimeKey } from "@/i18n/keys";

export type DayStatus = { status: "done" | "skipped"; value: number | null; note: string | null } | null;

interface HabitCardProps {
  habit: HabitView;
  isToday: boolean;
  status: DayStatus;
  busy: boolean;
  onCheckIn: (input: { status: "done" | "skipped"; value?: number; note?: string }) => void;
  onUndo: () => void;
  onEdit: () => void;
  onArchive: (archived: boolean) => void;
  onDelete: () => void;
}

function useScheduleText(habit: HabitView): string {
  const t = useTranslations("habits");
  const s = habit.schedule;
  if (s.type === "daily") return t("schedule.daily");
  if (s.type === "weekdays")
    return t("schedule.weekdays", { days: s.days.map((d) => t(runtimeKey(`weekdays.${d}`))).join(", ") });
  if (s.type === "timesPerWeek") return t("schedule.timesPerWeek", { count: s.times });
  return t("schedule.everyNDays", { count: s.n });
}

export function HabitCard({
  habit,
  isToday,
  status,
  busy,
  onCheckIn,
  onUndo,
  onEdit,
  onArchive,
  onDelete,
}: HabitCardProps) {
  const t = useTranslations("habits");
  const id = useId();
  const [value, setValue] = useState(status?.value != null ? String(status.value) : "");
  const [note, setNote] = useState(status?.note ?? "");
  const scheduleText = useScheduleText(habit);
  const streakUnit = habit.schedule.type === "timesPerWeek" ? "weeks" : "days";
  const title = `${habit.icon ? `${habit.icon} ` : ""}${habit.name}`;

  const done = () => {
    const v = value.trim() === "" ? undefined : Number(value);
    onCheckIn({
      status: "done",
      ...(v !== undefined && Number.isFinite(v) ? { value: v } : {}),
      ...(note.trim() ? { note: note.trim() } : {}),
    });
  };

  return (
    <li className="rounded-lg border bg-card p-4 shadow-sm" data-testid="habit-card" data-habit={habit.name}>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 items-start gap-3">
          <span
            aria-hidden
            className="mt-1 size-3 shrink-0 rounded-full"
            style={{ backgroundColor: habit.color ?? "#64748b" }}
          />
          <div className="min-w-0">
            <h2 className="truncate text-lg font-semibold">{title}</h2>
            <p className="text-sm text-muted-foreground">
              {scheduleText}
              {habit.target ? ` · ${t("targetText", { value: habit.target.value, unit: habit.target.unit })}` : ""}
              {habit.durationMinutes ? ` · ${t("durationText", { minutes: habit.durationMinutes })}` : ""}
              {habit.archived ? ` · ${t("archivedLabel")}` : ""}
            </p>
          </div>
        </div>
        <div className="flex gap-1">
          <Button variant="ghost" size="icon" onClick={onEdit} aria-label={t("actions.edit", { name: habit.name })}>
            <Pencil />
          </Button>
          <Button
            variant="ghost"
            size="icon"
            onClick={() => onArchive(!habit.archived)}
            aria-label={t(habit.archived ? "actions.unarchive" : "actions.archive", { name: habit.name })}
          >
            {habit.archived ? <ArchiveRestore /> : <Archive />}
          </Button>
          <AlertDialog>
            <AlertDialogTrigger asChild>
              <Button variant="ghost" size="icon" aria-label={t("actions.delete", { name: habit.name })}>
                <Trash2 />
              </Button>
            </AlertDialogTrigger>
            <AlertDialogContent>
              <AlertDialogHeader>
                <AlertDialogTitle>{t("deleteDialog.title", { name: habit.name })}</AlertDialogTitle>
                <AlertDialogDescription>{t("deleteDialog.description")}</AlertDialogDescription>
              </AlertDialogHeader>
              <AlertDialogFooter>
                <AlertDialogCancel>{t("form.cancel")}</AlertDialogCancel>
                <AlertDialogPrimitive.Action asChild>
                  <Button variant="destructive" onClick={onDelete}>
                    {t("deleteDialog.confirm")}
                  </Button>
                </AlertDialogPrimitive.Action>
              </AlertDialogFooter>
            </AlertDialogContent>
          </AlertDialog>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-3 text-sm sm:grid-cols-4">
        <div>
          <dt className="text-muted-foreground">{t("stats.strength")}</dt>
          <dd className="font-semibold">
            <span data-testid="strength">{habit.strength}%</span>
            <Progress value={habit.strength} aria-label={t("stats.strength")} className="mt-1 h-1.5" />
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("stats.streak")}</dt>
          <dd className="flex items-center gap-1 font-semibold" data-testid="streak">
            <Flame aria-hidden className="size-4 text-orange-500" />
            {t(`stats.${streakUnit}`, { count: habit.streak })}
          </dd>
          <dd className="text-xs text-muted-foreground">
            {t("stats.best", { value: t(`stats.${streakUnit}`, { count: habit.bestStreak }) })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("stats.completion")}</dt>
          <dd className="font-semibold">
            {t("stats.completionValue", { d30: habit.completion30 ?? "–", d90: habit.completion90 ?? "–" })}
          </dd>
        </div>
        <div>
          <dt className="text-muted-foreground">{t("stats.skipsLeft")}</dt>
          <dd className="font-semibold" data-testid="skips-left">
            {t("stats.skipsValue", { left: habit.skipsLeft, perDays: habit.skipBudget.perDays })}
          </dd>
        </div>
      </dl>

      {!habit.archived && (
        <div className="mt-4 rounded-md border p-3" role="group" aria-label={t("checkIn.group", { name: habit.name })}>
          <p className="mb-2 text-sm font-medium" data-testid="day-status">
            {status
              ? t(status.status === "done" ? "checkIn.doneOn" : "checkIn.skippedOn")
              : isToday
                ? t("checkIn.notYetToday")
                : t("checkIn.notYet")}
            {status?.value != null && habit.target
              ? ` · ${t("targetText", { value: status.value, unit: habit.target.unit })}`
              : ""}
          </p>
          <div className="flex flex-wrap items-end gap-2">
            {habit.target && (
              <div className="grid gap-1">
                <label htmlFor={`${id}-v`} className="text-xs text-muted-foreground">
                  {t("checkIn.value", { unit: habit.target.unit })}
                </label>
                <Input
                  id={`${id}-v`}
                  type="number"
                  min={0}
                  step="any"
                  inputMode="decimal"
                  className="w-28"
                  value={value}
                  onChange={(e) => setValue(e.target.value)}
                />
              </div>
            )}
            {isToday && (
              <div className="grid min-w-40 flex-1 gap-1">
                <label htmlFor={`${id}-n`} className="text-xs text-muted-foreground">
                  {t("checkIn.note")}
                </label>
                <Input id={`${id}-n`} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} />
              </div>
            )}
            <Button onClick={done} disabled={busy} aria-label={t("checkIn.doneAria", { name: habit.name })}>
              {t("checkIn.done")}
            </Button>
            <Button
              variant="outline"
              onClick={() => onCheckIn({ status: "skipped", ...(note.trim() ? { note: note.trim() } : {}) })}
              disabled={busy || (status?.status !== "skipped" && habit.skipsLeft === 0 && isToday)}
              aria-label={t("checkIn.skipAria", { name: habit.name })}
            >
              {t("checkIn.skip")}
            </Button>
            {status && (
              <Button
                variant="ghost"
                onClick={onUndo}
                disabled={busy}
                aria-label={t("checkIn.undoAria", { name: habit.name })}
              >
                {t("checkIn.undo")}
              </Button>
            )}
          </div>
        </div>
      )}

      <div className="mt-4">
        <HabitHeatmap from={habit.heatmap.from} cells={habit.heatmap.cells} name={habit.name} />
      </div>
    </li>
  );
}
