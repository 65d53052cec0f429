"use client";
/**
 * The habit form's parts that open up with a choice: the schedule (days, times a week, every n
 * days), the target (value and unit) and the time in the day (duration and window).
 */
import { useTranslations } from "next-intl";
import { useWatch, type UseFormReturn } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import type { CreateHabitInput } from "@/server/habits/schemas";
import { WEEKDAYS, type HabitFormValues } from "./habit-form-values";

interface SectionProps {
  form: UseFormReturn<HabitFormValues, unknown, CreateHabitInput>;
  /** The id of one of the form's inputs (the dialog's ids are unique per form). */
  field: (name: string) => string;
}

export function ScheduleSection({ form, field }: SectionProps) {
  const t = useTranslations("habits");
  const { control, register, setValue } = form;
  const [scheduleType, days] = useWatch({ control, name: ["scheduleType", "days"] });
  return (
    <fieldset className="grid gap-2">
      <legend className="mb-2 text-sm font-medium">{t("form.schedule")}</legend>
      <NativeSelect aria-label={t("form.scheduleType")} {...register("scheduleType")}>
        <option value="daily">{t("schedule.daily")}</option>
        <option value="weekdays">{t("form.weekdaysOption")}</option>
        <option value="timesPerWeek">{t("form.timesPerWeekOption")}</option>
        <option value="everyNDays">{t("form.everyNDaysOption")}</option>
      </NativeSelect>
      {scheduleType === "weekdays" && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("form.weekdaysOption")}>
          {WEEKDAYS.map((d) => (
            <label key={d} className="flex items-center gap-1 rounded-md border px-2 py-1 text-sm">
              <input
                type="checkbox"
                checked={days.includes(d)}
                onChange={(e) =>
                  setValue("days", e.target.checked ? [...days, d] : days.filter((x) => x !== d), { shouldDirty: true })
                }
              />
              {t(`weekdays.${d}`)}
            </label>
          ))}
        </div>
      )}
      {scheduleType === "timesPerWeek" && (
        <div className="grid gap-2">
          <Label htmlFor={field("times")}>{t("form.times")}</Label>
          <Input id={field("times")} type="number" min={1} max={7} inputMode="numeric" {...register("times")} />
        </div>
      )}
      {scheduleType === "everyNDays" && (
        <div className="grid gap-2">
          <Label htmlFor={field("n")}>{t("form.everyN")}</Label>
          <Input id={field("n")} type="number" min={2} max={30} inputMode="numeric" {...register("n")} />
        </div>
      )}
    </fieldset>
  );
}

export function TargetSection({ form, field }: SectionProps) {
  const t = useTranslations("habits");
  const { control, register } = form;
  const hasTarget = useWatch({ control, name: "hasTarget" });
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t("form.target")}</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register("hasTarget")} />
        {t("form.hasTarget")}
      </label>
      {hasTarget && (
        <div className="grid grid-cols-2 gap-3">
          <div className="grid gap-2">
            <Label htmlFor={field("tv")}>{t("form.targetValue")}</Label>
            <Input id={field("tv")} type="number" min={0} step="any" inputMode="decimal" {...register("targetValue")} />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={field("tu")}>{t("form.targetUnit")}</Label>
            <Input
              id={field("tu")}
              maxLength={30}
              {...register("targetUnit")}
              placeholder={t("form.unitPlaceholder")}
            />
          </div>
        </div>
      )}
    </fieldset>
  );
}

export function TimeInDaySection({ form, field }: SectionProps) {
  const t = useTranslations("habits");
  const { control, register } = form;
  const [takesTime, windowChoice] = useWatch({ control, name: ["takesTime", "window"] });
  return (
    <fieldset className="grid gap-2">
      <legend className="sr-only">{t("form.timeInDay")}</legend>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" {...register("takesTime")} />
        {t("form.takesTime")}
      </label>
      {takesTime && (
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
              {...register("duration")}
            />
          </div>
          <div className="grid gap-2">
            <Label htmlFor={field("win")}>{t("form.window")}</Label>
            <NativeSelect id={field("win")} {...register("window")}>
              <option value="none">{t("form.windowAny")}</option>
              <option value="morning">{t("parts.morning")}</option>
              <option value="afternoon">{t("parts.afternoon")}</option>
              <option value="evening">{t("parts.evening")}</option>
              <option value="range">{t("form.windowRange")}</option>
            </NativeSelect>
          </div>
          {windowChoice === "range" && (
            <>
              <div className="grid gap-2">
                <Label htmlFor={field("ws")}>{t("form.from")}</Label>
                <Input id={field("ws")} type="time" {...register("windowStart")} />
              </div>
              <div className="grid gap-2">
                <Label htmlFor={field("we")}>{t("form.to")}</Label>
                <Input id={field("we")} type="time" {...register("windowEnd")} />
              </div>
            </>
          )}
        </div>
      )}
    </fieldset>
  );
}
