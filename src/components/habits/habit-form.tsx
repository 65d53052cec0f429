"use client";
/**
 * Create or edit a habit, in a dialog: name, icon and colour, schedule, an optional target, time
 * in the day (duration and window), a reminder, the skip budget and the start date. The input is
 * checked with the server's own schema before it is sent; the server's message shows otherwise.
 */
import { useId, useState, type FormEvent } from "react";
import { useTranslations } from "next-intl";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { createHabitSchema, type CreateHabitInput, type HabitSchedule } from "@/server/habits/schemas";
import type { HabitView } from "@/server/habits/habit-view";
import { runtimeKey } from "@/i18n/keys";

const HABIT_COLORS = ["#2563eb", "#16a34a", "#dc2626", "#d97706", "#7c3aed", "#db2777", "#0891b2", "#475569"] as const;
const COLOR_NAMES = ["blue", "green", "red", "amber", "violet", "pink", "cyan", "slate"] as const;
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

type WindowChoice = "none" | "morning" | "afternoon" | "evening" | "range";

interface FormState {
  name: string;
  icon: string;
  color: string;
  scheduleType: HabitSchedule["type"];
  days: number[];
  times: string;
  n: string;
  hasTarget: boolean;
  targetValue: string;
  targetUnit: string;
  takesTime: boolean;
  duration: string;
  window: WindowChoice;
  windowStart: string;
  windowEnd: string;
  reminderTime: string;
  reminderEmail: boolean;
  skips: string;
  perDays: string;
  startDate: string;
}

function initialState(habit: HabitView | null, today: string): FormState {
  const s = habit?.schedule;
  const w = habit?.window;
  return {
    name: habit?.name ?? "",
    icon: habit?.icon ?? "",
    color: habit?.color ?? HABIT_COLORS[0],
    scheduleType: s?.type ?? "daily",
    days: s?.type === "weekdays" ? s.days : [1, 2, 3, 4, 5],
    times: s?.type === "timesPerWeek" ? String(s.times) : "3",
    n: s?.type === "everyNDays" ? String(s.n) : "2",
    hasTarget: Boolean(habit?.target),
    targetValue: habit?.target ? String(habit.target.value) : "",
    targetUnit: habit?.target?.unit ?? "",
    takesTime: Boolean(habit?.durationMinutes),
    duration: habit?.durationMinutes ? String(habit.durationMinutes) : "30",
    window: !w ? "none" : "part" in w ? w.part : "range",
    windowStart: w && "start" in w ? w.start : "07:00",
    windowEnd: w && "end" in w ? w.end : "08:00",
    reminderTime: habit?.reminderTime ?? "",
    reminderEmail: habit?.reminderEmail ?? false,
    skips: String(habit?.skipBudget.skips ?? 1),
    perDays: String(habit?.skipBudget.perDays ?? 7),
    startDate: habit?.startDate ?? today,
  };
}

function toInput(f: FormState): unknown {
  const num = (v: string) => (v.trim() === "" ? Number.NaN : Number(v));
  const schedule =
    f.scheduleType === "weekdays"
      ? { type: "weekdays", days: [...f.days].sort() }
      : f.scheduleType === "timesPerWeek"
        ? { type: "timesPerWeek", times: num(f.times) }
        : f.scheduleType === "everyNDays"
          ? { type: "everyNDays", n: num(f.n) }
          : { type: "daily" };
  return {
    name: f.name,
    icon: f.icon.trim() || null,
    color: f.color,
    schedule,
    target: f.hasTarget ? { value: num(f.targetValue), unit: f.targetUnit } : null,
    durationMinutes: f.takesTime ? num(f.duration) : null,
    window:
      !f.takesTime || f.window === "none"
        ? null
        : f.window === "range"
          ? { start: f.windowStart, end: f.windowEnd }
          : { part: f.window },
    reminderTime: f.reminderTime || null,
    reminderEmail: f.reminderTime ? f.reminderEmail : false,
    skipBudget: { skips: num(f.skips), perDays: num(f.perDays) },
    startDate: f.startDate,
  };
}

interface HabitFormProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  habit: HabitView | null;
  today: string;
  onSubmit: (input: CreateHabitInput) => Promise<string | null>;
}

export function HabitFormDialog({ open, onOpenChange, habit, today, onSubmit }: HabitFormProps) {
  const t = useTranslations("habits");
  const te = useTranslations();
  const id = useId();
  const [form, setForm] = useState<FormState>(() => initialState(habit, today));
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const set = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((f) => ({ ...f, [key]: value }));

  async function submit(e: FormEvent) {
    e.preventDefault();
    const parsed = createHabitSchema.safeParse(toInput(form));
    if (!parsed.success) {
      const key = parsed.error.issues[0]?.message ?? "errors.invalidInput";
      setError(te.has(runtimeKey(key)) ? te(runtimeKey(key)) : te("errors.invalidInput"));
      return;
    }
    setSaving(true);
    const failure = await onSubmit(parsed.data);
    setSaving(false);
    if (failure) setError(failure);
    else onOpenChange(false);
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content className="fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-lg">
          <DialogPrimitive.Title className="text-lg font-semibold">
            {habit ? t("form.editTitle") : t("form.newTitle")}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {t("form.description")}
          </DialogPrimitive.Description>
          <form onSubmit={submit} className="grid gap-4" noValidate>
            <div className="grid gap-2">
              <Label htmlFor={field("name")}>{t("form.name")}</Label>
              <Input
                id={field("name")}
                value={form.name}
                onChange={(e) => set("name", e.target.value)}
                maxLength={80}
                required
                placeholder={t("form.namePlaceholder")}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor={field("icon")}>{t("form.icon")}</Label>
                <Input
                  id={field("icon")}
                  value={form.icon}
                  onChange={(e) => set("icon", e.target.value)}
                  maxLength={16}
                  placeholder="💧"
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={field("color")}>{t("form.color")}</Label>
                <NativeSelect id={field("color")} value={form.color} onChange={(e) => set("color", e.target.value)}>
                  {HABIT_COLORS.map((c, i) => (
                    <option key={c} value={c}>
                      {t(`colors.${COLOR_NAMES[i]}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>

            <fieldset className="grid gap-2">
              <legend className="mb-2 text-sm font-medium">{t("form.schedule")}</legend>
              <NativeSelect
                aria-label={t("form.scheduleType")}
                value={form.scheduleType}
                onChange={(e) => set("scheduleType", e.target.value as HabitSchedule["type"])}
              >
                <option value="daily">{t("schedule.daily")}</option>
                <option value="weekdays">{t("form.weekdaysOption")}</option>
                <option value="timesPerWeek">{t("form.timesPerWeekOption")}</option>
                <option value="everyNDays">{t("form.everyNDaysOption")}</option>
              </NativeSelect>
              {form.scheduleType === "weekdays" && (
                <div className="flex flex-wrap gap-2" role="group" aria-label={t("form.weekdaysOption")}>
                  {WEEKDAYS.map((d) => (
                    <label key={d} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
                      <input
                        type="checkbox"
                        checked={form.days.includes(d)}
                        onChange={(e) =>
                          set("days", e.target.checked ? [...form.days, d] : form.days.filter((x) => x !== d))
                        }
                      />
                      {t(`weekdays.${d}`)}
                    </label>
                  ))}
                </div>
              )}
              {form.scheduleType === "timesPerWeek" && (
                <div className="grid gap-2">
                  <Label htmlFor={field("times")}>{t("form.times")}</Label>
                  <Input
                    id={field("times")}
                    type="number"
                    min={1}
                    max={7}
                    inputMode="numeric"
                    value={form.times}
                    onChange={(e) => set("times", e.target.value)}
                  />
                </div>
              )}
              {form.scheduleType === "everyNDays" && (
                <div className="grid gap-2">
                  <Label htmlFor={field("n")}>{t("form.everyN")}</Label>
                  <Input
                    id={field("n")}
                    type="number"
                    min={2}
                    max={30}
                    inputMode="numeric"
                    value={form.n}
                    onChange={(e) => set("n", e.target.value)}
                  />
                </div>
              )}
            </fieldset>

            <fieldset className="grid gap-2">
              <legend className="sr-only">{t("form.target")}</legend>
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" checked={form.hasTarget} onChange={(e) => set("hasTarget", e.target.checked)} />
                {t("form.hasTarget")}
              </label>
              {form.hasTarget && (
                <div className="grid grid-cols-2 gap-3">
                  <div className="grid gap-2">
                    <Label htmlFor={field("tv")}>{t("form.targetValue")}</Label>
                    <Input
                      id={field("tv")}
                      type="number"
                      min={0}
                      step="any"
                      inputMode="decimal"
                      value={form.targetValue}
                      onChange={(e) => set("targetValue", e.target.value)}
                    />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor={field("tu")}>{t("form.targetUnit")}</Label>
                    <Input
                      id={field("tu")}
                      value={form.targetUnit}
                      maxLength={30}
                      onChange={(e) => set("targetUnit", e.target.value)}
                      placeholder={t("form.unitPlaceholder")}
                    />
                  </div>
                </div>
              )}
            </fieldset>

            <fieldset className="grid gap-2">
              <legend className="sr-only">{t("form.timeInDay")}</legend>
              <label className="flex items-center gap-2 text-sm font-medium">
                <input type="checkbox" checked={form.takesTime} onChange={(e) => set("takesTime", e.target.checked)} />
                {t("form.takesTime")}
              </label>
              {form.takesTime && (
                <div className="grid gap-3 sm:grid-cols-2">
                  <div className="grid gap-2">
                    <Label htmlFor={field("dur")}>{t("form.duration")}</Label>
                    <Input
                      id={field("dur")}
                      type="number"
                      min={5}
                      max={480}
                      step={5}
                      inputMode="numeric"
                      value={form.duration}
                      onChange={(e) => set("duration", e.target.value)}
                    />
                  </div>
                  <div className="grid gap-2">
                    <Label htmlFor={field("win")}>{t("form.window")}</Label>
                    <NativeSelect
                      id={field("win")}
                      value={form.window}
                      onChange={(e) => set("window", e.target.value as WindowChoice)}
                    >
                      <option value="none">{t("form.windowAny")}</option>
                      <option value="morning">{t("parts.morning")}</option>
                      <option value="afternoon">{t("parts.afternoon")}</option>
                      <option value="evening">{t("parts.evening")}</option>
                      <option value="range">{t("form.windowRange")}</option>
                    </NativeSelect>
                  </div>
                  {form.window === "range" && (
                    <>
                      <div className="grid gap-2">
                        <Label htmlFor={field("ws")}>{t("form.from")}</Label>
                        <Input
                          id={field("ws")}
                          type="time"
                          value={form.windowStart}
                          onChange={(e) => set("windowStart", e.target.value)}
                        />
                      </div>
                      <div className="grid gap-2">
                        <Label htmlFor={field("we")}>{t("form.to")}</Label>
                        <Input
                          id={field("we")}
                          type="time"
                          value={form.windowEnd}
                          onChange={(e) => set("windowEnd", e.target.value)}
                        />
                      </div>
                    </>
                  )}
                </div>
              )}
            </fieldset>

            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={field("rem")}>{t("form.reminder")}</Label>
                <Input
                  id={field("rem")}
                  type="time"
                  value={form.reminderTime}
                  onChange={(e) => set("reminderTime", e.target.value)}
                />
              </div>
              <label className="flex items-center gap-2 self-end pb-2 text-sm">
                <input
                  type="checkbox"
                  checked={form.reminderEmail}
                  disabled={!form.reminderTime}
                  onChange={(e) => set("reminderEmail", e.target.checked)}
                />
                {t("form.reminderEmail")}
              </label>
            </div>

            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor={field("sk")}>{t("form.skips")}</Label>
                <Input
                  id={field("sk")}
                  type="number"
                  min={0}
                  max={30}
                  inputMode="numeric"
                  value={form.skips}
                  onChange={(e) => set("skips", e.target.value)}
                />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={field("pd")}>{t("form.perDays")}</Label>
                <Input
                  id={field("pd")}
                  type="number"
                  min={1}
                  max={90}
                  inputMode="numeric"
                  value={form.perDays}
                  onChange={(e) => set("perDays", e.target.value)}
                />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={field("start")}>{t("form.startDate")}</Label>
              <Input
                id={field("start")}
                type="date"
                value={form.startDate}
                onChange={(e) => set("startDate", e.target.value)}
              />
            </div>

            {error && (
              <p role="alert" className="text-sm text-destructive">
                {error}
              </p>
            )}
            <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
              <DialogPrimitive.Close asChild>
                <Button type="button" variant="outline">
                  {t("form.cancel")}
                </Button>
              </DialogPrimitive.Close>
              <Button type="submit" disabled={saving}>
                {saving ? t("form.saving") : t("form.save")}
              </Button>
            </div>
          </form>
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}
