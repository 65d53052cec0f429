"use client";
/**
 * Settings' planning part (issue 17): the onboarding answers the planner reads (time zone, day,
 * working hours, focus time, goals), editable after onboarding; the clock format and the planning
 * settings (buffer, focus cap, break length) with them. Saved on the server; plans made
 * afterwards use them, plans already saved stay as they were.
 */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { useForm, useWatch, type FieldErrors } from "react-hook-form";
import { zodResolver } from "@hookform/resolvers/zod";
import type { z } from "zod";
import { useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "@/lib/query-keys";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { FieldError, TimeField } from "@/components/onboarding/fields";
import { GoalsPicker } from "@/components/onboarding/goals-picker";
import { TimezoneField } from "@/components/onboarding/timezone-field";
import { errorKeys, setServerFieldErrors } from "@/components/forms/form-errors";
import { FOCUS_TIMES, planningSchema, type FocusTime, type PlanningInput } from "@/server/users/schemas";
import { updatePlanningAction } from "@/server/users/actions/update-planning";
import { PlanningSettingsFields, type PlanningSettingsValues } from "./planning-settings-fields";
import { WorkDaysField } from "./work-days-field";

interface PlanningValues extends PlanningSettingsValues {
  timezone: string;
  wakeTime: string;
  bedTime: string;
  workStart: string;
  workEnd: string;
  workDays: number[];
  focusTime: FocusTime;
  goals: string[];
}

export function PlanningForm({ initial }: { initial: PlanningValues }) {
  const t = useTranslations("accounts.planning");
  const to = useTranslations("onboarding");
  const tr = useTranslations();
  const queryClient = useQueryClient();
  const {
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors: fieldErrors, isSubmitting: busy },
  } = useForm<z.input<typeof planningSchema>, unknown, PlanningInput>({
    resolver: zodResolver(planningSchema),
    defaultValues: initial,
    // The fields are composite (a time zone search, day toggles, goal chips): focus goes by id below.
    shouldFocusError: false,
  });
  // Every field has a value (the defaults are complete); the schema's input type leaves some optional.
  const values: PlanningValues = { ...initial, ...useWatch({ control }) };
  const errors = errorKeys(fieldErrors);
  const formError = fieldErrors.root?.server?.message;
  const [saved, setSaved] = useState(false);
  // As before react-hook-form: an edit hides "saved" and leaves the errors until the next save.
  const set = <K extends keyof PlanningValues>(key: K, value: PlanningValues[K]) => {
    setSaved(false);
    // Each field's type is its own key's: the generic path type cannot see that.
    setValue(key as Parameters<typeof setValue>[0], value);
  };

  const setSetting = <K extends keyof PlanningSettingsValues>(key: K, value: PlanningSettingsValues[K]) => {
    setSaved(false);
    setValue(key as Parameters<typeof setValue>[0], value);
  };

  function focusFirst(found: FieldErrors | Record<string, string>) {
    const first = Object.keys(found)[0];
    setTimeout(() => document.getElementById(first === "goals" ? "goal-custom" : first)?.focus(), 0);
  }

  async function save(input: PlanningInput) {
    try {
      const result = await updatePlanningAction(input);
      if (result.ok) {
        reset({ ...values, ...result.data });
        setSaved(true);
        // The frame holds the clock format, time zone and start of work: read it again so every page
        // shows the new ones, and the page's saved values with it.
        void queryClient.invalidateQueries({ queryKey: queryKeys.appFrame });
        void queryClient.invalidateQueries({ queryKey: queryKeys.accountSettings });
      } else {
        const fields = Object.keys(initial) as (keyof PlanningValues)[];
        if (setServerFieldErrors(setError, result.fieldErrors, fields)) focusFirst(result.fieldErrors ?? {});
        setError("root.server", { message: result.error });
      }
    } catch {
      setError("root.server", { message: tr("common.errorGeneric") });
    }
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("title")}</CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <form
          onSubmit={(e) => {
            setSaved(false);
            return handleSubmit(save, focusFirst)(e);
          }}
          noValidate
          className="space-y-6"
        >
          <TimezoneField value={values.timezone} onChange={(z) => set("timezone", z)} error={errors.timezone} />
          <div className="grid gap-4 sm:grid-cols-2">
            <TimeField
              id="wakeTime"
              label={to("day.wake")}
              value={values.wakeTime}
              onChange={(v) => set("wakeTime", v)}
              error={errors.wakeTime}
            />
            <TimeField
              id="bedTime"
              label={to("day.bed")}
              value={values.bedTime}
              onChange={(v) => set("bedTime", v)}
              error={errors.bedTime}
            />
            <TimeField
              id="workStart"
              label={to("work.start")}
              value={values.workStart}
              onChange={(v) => set("workStart", v)}
              error={errors.workStart}
            />
            <TimeField
              id="workEnd"
              label={to("work.end")}
              value={values.workEnd}
              onChange={(v) => set("workEnd", v)}
              error={errors.workEnd}
            />
          </div>
          <WorkDaysField value={values.workDays} onChange={(d) => set("workDays", d)} error={errors.workDays} />
          <div className="space-y-1.5">
            <Label htmlFor="focusTime">{t("focusTime")}</Label>
            <NativeSelect
              id="focusTime"
              value={values.focusTime}
              onChange={(e) => set("focusTime", e.target.value as FocusTime)}
              aria-invalid={!!errors.focusTime}
              aria-describedby={errors.focusTime ? "focusTime-error" : undefined}
              wrapperClassName="max-w-xs"
            >
              {FOCUS_TIMES.map((f) => (
                <option key={f} value={f}>
                  {tr(`account.focus.${f}`)}
                </option>
              ))}
            </NativeSelect>
            <FieldError id="focusTime-error" messageKey={errors.focusTime} />
          </div>
          <PlanningSettingsFields values={values} set={setSetting} errors={errors} />
          <div className="space-y-2">
            <h3 className="text-sm font-medium">{t("goals")}</h3>
            <GoalsPicker goals={values.goals} onChange={(g) => set("goals", g)} error={errors.goals} />
          </div>
          <p className="text-sm text-muted-foreground">{t("appliesNext")}</p>
          {formError && (
            <p
              role="alert"
              className="rounded-md border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm text-destructive"
            >
              {formError}
            </p>
          )}
          {saved && (
            <p role="status" className="text-sm">
              {t("saved")}
            </p>
          )}
          <Button type="submit" disabled={busy}>
            {busy ? t("saving") : t("save")}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}
