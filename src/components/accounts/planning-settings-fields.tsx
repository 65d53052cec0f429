"use client";
/**
 * Settings' clock format and planning settings (issue 16 items 10 and 14): 12- or 24-hour times,
 * the buffer kept free after meetings and calls, the longest focus stretch and the break length.
 * Part of the planning form; the values are checked by planningSchema on both sides.
 */
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect } from "@/components/ui/native-select";
import { FieldError } from "@/components/onboarding/fields";
import { CLOCK_FORMATS, type ClockFormat } from "@/lib/time/clock";
import { BREAK_RANGE, BUFFER_RANGE, FOCUS_CAP_RANGE } from "@/server/users/schemas";

export interface PlanningSettingsValues {
  clockFormat: ClockFormat;
  bufferMinutes: number;
  focusCapMinutes: number;
  breakMinutes: number;
}

const CLOCK_LABEL = { auto: "clockAuto", "12h": "clock12", "24h": "clock24" } as const;

function MinutesField({
  id,
  label,
  hint,
  range,
  value,
  onChange,
  error,
}: {
  id: keyof PlanningSettingsValues;
  label: string;
  hint: string;
  range: readonly [number, number];
  value: number;
  onChange: (value: number) => void;
  error?: string;
}) {
  const described = error ? `${id}-error ${id}-hint` : `${id}-hint`;
  return (
    <div className="space-y-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input
        id={id}
        name={id}
        type="number"
        inputMode="numeric"
        dir="ltr"
        className="max-w-32 text-start"
        min={range[0]}
        max={range[1]}
        step={5}
        value={Number.isNaN(value) ? "" : value}
        onChange={(e) => onChange(e.target.value === "" ? Number.NaN : Number(e.target.value))}
        aria-invalid={!!error}
        aria-describedby={described}
      />
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {hint}
      </p>
      <FieldError id={`${id}-error`} messageKey={error} />
    </div>
  );
}

export function PlanningSettingsFields({
  values,
  set,
  errors,
}: {
  values: PlanningSettingsValues;
  set: <K extends keyof PlanningSettingsValues>(key: K, value: PlanningSettingsValues[K]) => void;
  errors: Record<string, string>;
}) {
  const t = useTranslations("accounts.planning");
  return (
    <>
      <div className="space-y-1.5">
        <Label htmlFor="clockFormat">{t("clockFormat")}</Label>
        <NativeSelect
          id="clockFormat"
          name="clockFormat"
          value={values.clockFormat}
          onChange={(e) => set("clockFormat", e.target.value as ClockFormat)}
          aria-invalid={!!errors.clockFormat}
          aria-describedby={errors.clockFormat ? "clockFormat-error clockFormat-hint" : "clockFormat-hint"}
          wrapperClassName="max-w-xs"
        >
          {CLOCK_FORMATS.map((f) => (
            <option key={f} value={f}>
              {t(CLOCK_LABEL[f])}
            </option>
          ))}
        </NativeSelect>
        <p id="clockFormat-hint" className="text-sm text-muted-foreground">
          {t("clockFormatHint")}
        </p>
        <FieldError id="clockFormat-error" messageKey={errors.clockFormat} />
      </div>
      <fieldset className="space-y-4">
        <legend className="mb-2 text-sm font-medium">{t("rhythmTitle")}</legend>
        <MinutesField
          id="bufferMinutes"
          label={t("buffer")}
          hint={t("bufferHint")}
          range={BUFFER_RANGE}
          value={values.bufferMinutes}
          onChange={(v) => set("bufferMinutes", v)}
          error={errors.bufferMinutes}
        />
        <MinutesField
          id="focusCapMinutes"
          label={t("focusCap")}
          hint={t("focusCapHint")}
          range={FOCUS_CAP_RANGE}
          value={values.focusCapMinutes}
          onChange={(v) => set("focusCapMinutes", v)}
          error={errors.focusCapMinutes}
        />
        <MinutesField
          id="breakMinutes"
          label={t("breakLength")}
          hint={t("breakLengthHint")}
          range={BREAK_RANGE}
          value={values.breakMinutes}
          onChange={(v) => set("breakMinutes", v)}
          error={errors.breakMinutes}
        />
      </fieldset>
    </>
  );
}
