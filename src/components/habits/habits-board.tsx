"use client";
/**
 * The habits page: the list with the check-in for the chosen day (today or up to 7 days back),
 * the create / edit dialog, archive and delete, and the browser-reminder switch. Data goes through
 * TanStack Query (the spec's defaults); every mutation refreshes the list, and points earned show
 * a short celebration.
 */
import { useMemo, useState } from "react";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { toast } from "sonner";
import { Plus } from "lucide-react";
import { errorMessage } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { addDays, daysBetween } from "@/lib/time/dates";
import { Button } from "@/components/ui/button";
import { NativeSelect } from "@/components/ui/native-select";
import { celebrate } from "@/components/rewards/celebrate";
import type { HabitView } from "@/server/habits/habit-view";
import type { CreateHabitInput } from "@/server/habits/schemas";
import { HabitCard, type DayStatus } from "./habit-card";
import { HabitFormDialog } from "./habit-form";
import { habitsApi } from "./habits-api";
import { BrowserReminderSwitch } from "./browser-reminder-switch";

/** The habit's check-in on `day`: today's from the API, earlier days from the heatmap. */
function statusOn(habit: HabitView, day: string, today: string): DayStatus {
  if (day === today) return habit.today;
  const cell = habit.heatmap.cells[daysBetween(habit.heatmap.from, day)];
  if (cell === "2" || cell === "1") return { status: "done", value: null, note: null };
  if (cell === "3") return { status: "skipped", value: null, note: null };
  return null;
}

export function HabitsBoard({ today }: { today: string }) {
  const t = useTranslations("habits");
  const tr = useTranslations("rewards");
  const format = useFormatter();
  const queryClient = useQueryClient();
  const [showArchived, setShowArchived] = useState(false);
  const [day, setDay] = useState(today);
  const [editing, setEditing] = useState<HabitView | null>(null);
  const [formOpen, setFormOpen] = useState(false);
  const [formKey, setFormKey] = useState(0);
  const [announcement, setAnnouncement] = useState("");

  // The active habits are in the app's one query client already (habits-view.tsx waits for them).
  const habits = useQuery({
    queryKey: queryKeys.habits.list(showArchived),
    queryFn: () => habitsApi.list(showArchived),
  });
  // Check-ins give (or take back) points: the rewards page reads them again when it next shows.
  const refresh = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.habits.all }),
      queryClient.invalidateQueries({ queryKey: queryKeys.rewards }),
    ]);

  const days = useMemo(() => Array.from({ length: 8 }, (_, i) => addDays(today, -i)), [today]);
  const dayLabel = (d: string) =>
    d === today
      ? t("day.today")
      : d === addDays(today, -1)
        ? t("day.yesterday")
        : format.dateTime(new Date(`${d}T12:00:00Z`), {
            weekday: "long",
            day: "numeric",
            month: "short",
            timeZone: "UTC",
          });

  const save = useMutation({
    mutationFn: ({ id, input }: { id: string | null; input: CreateHabitInput }) =>
      id ? habitsApi.update(id, input) : habitsApi.create(input),
    onSuccess: (habit, { id }) => {
      setAnnouncement(t(id ? "toast.updated" : "toast.created", { name: habit.name }));
      toast.success(t(id ? "toast.updated" : "toast.created", { name: habit.name }));
      return refresh();
    },
  });

  // One habit's check-in, undo, archive or delete; its card is busy until the list is read again.
  const action = useMutation({
    mutationFn: async ({
      send,
      done,
    }: {
      habitId: string;
      send: () => Promise<unknown>;
      done: (value: unknown) => void;
    }) => done(await send()),
    onSuccess: refresh,
    onError: (error) => toast.error(errorMessage(error, t("toast.failed"))),
  });
  const busyId = action.isPending ? action.variables.habitId : null;
  function run<T>(habitId: string, send: () => Promise<T>, done: (value: T) => void) {
    action.mutate({ habitId, send, done: done as (value: unknown) => void });
  }

  const list = habits.data ?? [];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1">
          <label htmlFor="habit-day" className="text-sm font-medium">
            {t("day.label")}
          </label>
          <NativeSelect id="habit-day" value={day} onChange={(e) => setDay(e.target.value)} wrapperClassName="w-56">
            {days.map((d) => (
              <option key={d} value={d}>
                {dayLabel(d)}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="flex flex-wrap items-center gap-3">
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" checked={showArchived} onChange={(e) => setShowArchived(e.target.checked)} />
            {t("showArchived")}
          </label>
          <Button
            onClick={() => {
              setEditing(null);
              setFormKey((k) => k + 1);
              setFormOpen(true);
            }}
          >
            <Plus aria-hidden />
            {t("newHabit")}
          </Button>
        </div>
      </div>

      <BrowserReminderSwitch />

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {habits.isError && <p role="alert">{errorMessage(habits.error, t("toast.failed"))}</p>}
      {list.length === 0 && !habits.isFetching ? (
        <div className="rounded-lg border border-dashed p-8 text-center">
          <p className="font-medium">{t("empty.title")}</p>
          <p className="mt-1 text-sm text-muted-foreground">{t("empty.body")}</p>
        </div>
      ) : (
        <ul className="space-y-4" aria-label={t("listLabel")}>
          {list.map((habit) => (
            <HabitCard
              key={`${habit.id}-${day}-${habit.today?.status ?? "none"}`}
              habit={habit}
              isToday={day === today}
              status={statusOn(habit, day, today)}
              busy={busyId === habit.id}
              onCheckIn={(input) =>
                run(
                  habit.id,
                  () => habitsApi.checkIn(habit.id, { date: day, ...input }),
                  (answer) => {
                    setAnnouncement(
                      t(input.status === "done" ? "toast.checkedIn" : "toast.skipped", {
                        name: habit.name,
                        streak: answer.streak,
                        strength: answer.strength,
                      }),
                    );
                    if (input.status === "skipped")
                      toast(t("toast.skipped", { name: habit.name, streak: answer.streak, strength: answer.strength }));
                    celebrate(answer.points, (p) => tr("earned", { xp: p.xp, coins: p.coins }));
                  },
                )
              }
              onUndo={() =>
                run(
                  habit.id,
                  () => habitsApi.undo(habit.id, day),
                  () => setAnnouncement(t("toast.undone", { name: habit.name })),
                )
              }
              onEdit={() => {
                setEditing(habit);
                setFormKey((k) => k + 1);
                setFormOpen(true);
              }}
              onArchive={(archived) =>
                run(
                  habit.id,
                  () => habitsApi.update(habit.id, { archived }),
                  () => toast.success(t(archived ? "toast.archived" : "toast.unarchived", { name: habit.name })),
                )
              }
              onDelete={() =>
                run(
                  habit.id,
                  () => habitsApi.remove(habit.id),
                  () => toast.success(t("toast.deleted", { name: habit.name })),
                )
              }
            />
          ))}
        </ul>
      )}

      <HabitFormDialog
        key={formKey}
        open={formOpen}
        onOpenChange={setFormOpen}
        habit={editing}
        today={today}
        onSubmit={async (input) => {
          try {
            await save.mutateAsync({ id: editing?.id ?? null, input });
            return null;
          } catch (error) {
            return errorMessage(error, t("toast.failed"));
          }
        }}
      />
    </div>
  );
}
