"use client";
/**
 * Create or edit a habit, in a dialog: name, icon and colour, schedule, an optional target, time
 * in the day (duration and window), a reminder, the skip budget and the start date. The input is
 * checked with the server's own schema before it is sent; the server's message shows otherwise.
 */
import { useId } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import { Dialog as DialogPrimitive } from "radix-ui";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { errorKey } from "@/components/forms/form-errors";
import type { CreateHabitInput } from "@/server/habits/schemas";
import type { HabitView } from "@/server/habits/habit-view";
import { runtimeKey } from "@/i18n/keys";
import {
  COLOR_NAMES,
  HABIT_COLORS,
  habitFormDefaults,
  habitFormSchema,
  type HabitFormValues,
} from "./habit-form-values";
import { ScheduleSection, TargetSection, TimeInDaySection } from "./habit-form-sections";

const DIALOG_CLASS = [
  "fixed left-1/2 top-1/2 z-50 grid max-h-[calc(100dvh-2rem)] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2",
  "gap-4 overflow-y-auto rounded-lg border bg-card p-6 text-card-foreground shadow-lg",
].join(" ");

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
  const form = useForm<HabitFormValues, unknown, CreateHabitInput>({
    resolver: zodResolver(habitFormSchema),
    defaultValues: habitFormDefaults(habit, today),
  });
  const {
    control,
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting: saving },
  } = form;
  const reminderTime = useWatch({ control, name: "reminderTime" });

  // One message for the form, as the server answers: its own failure, or the first refused field's.
  const { root, ...fieldErrors } = errors;
  const key = errorKey(fieldErrors);
  const error =
    root?.server?.message ?? (key ? (te.has(runtimeKey(key)) ? te(runtimeKey(key)) : te("errors.invalidInput")) : null);

  async function submit(input: CreateHabitInput) {
    const failure = await onSubmit(input);
    if (failure) setError("root.server", { message: failure });
    else onOpenChange(false);
  }

  const field = (name: string) => `${id}-${name}`;
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/50" />
        <DialogPrimitive.Content className={DIALOG_CLASS}>
          <DialogPrimitive.Title className="text-lg font-semibold">
            {habit ? t("form.editTitle") : t("form.newTitle")}
          </DialogPrimitive.Title>
          <DialogPrimitive.Description className="text-sm text-muted-foreground">
            {t("form.description")}
          </DialogPrimitive.Description>
          <form onSubmit={handleSubmit(submit)} className="grid gap-4" noValidate>
            <div className="grid gap-2">
              <Label htmlFor={field("name")}>{t("form.name")}</Label>
              <Input
                id={field("name")}
                {...register("name")}
                maxLength={80}
                required
                placeholder={t("form.namePlaceholder")}
              />
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor={field("icon")}>{t("form.icon")}</Label>
                <Input id={field("icon")} {...register("icon")} maxLength={16} placeholder="💧" />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={field("color")}>{t("form.color")}</Label>
                <NativeSelect id={field("color")} {...register("color")}>
                  {HABIT_COLORS.map((c, i) => (
                    <option key={c} value={c}>
                      {t(`colors.${COLOR_NAMES[i]}`)}
                    </option>
                  ))}
                </NativeSelect>
              </div>
            </div>

            <ScheduleSection form={form} field={field} />
            <TargetSection form={form} field={field} />
            <TimeInDaySection form={form} field={field} />

            <div className="grid gap-3 sm:grid-cols-2">
              <div className="grid gap-2">
                <Label htmlFor={field("rem")}>{t("form.reminder")}</Label>
                <Input id={field("rem")} type="time" {...register("reminderTime")} />
              </div>
              <label className="flex items-center gap-2 self-end pb-2 text-sm">
                <input
                  type="checkbox"
                  {...register("reminderEmail")}
                  // Not register's `disabled`: that would drop the value, and it comes back with a time.
                  disabled={!reminderTime}
                />
                {t("form.reminderEmail")}
              </label>
            </div>

            <div className="grid grid-cols-2 gap-3">
              <div className="grid gap-2">
                <Label htmlFor={field("sk")}>{t("form.skips")}</Label>
                <Input id={field("sk")} type="number" min={0} max={30} inputMode="numeric" {...register("skips")} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={field("pd")}>{t("form.perDays")}</Label>
                <Input id={field("pd")} type="number" min={1} max={90} inputMode="numeric" {...register("perDays")} />
              </div>
            </div>
            <div className="grid gap-2">
              <Label htmlFor={field("start")}>{t("form.startDate")}</Label>
              <Input id={field("start")} type="date" {...register("startDate")} />
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
