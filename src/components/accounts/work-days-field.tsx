"use client";
/**
 * The days with work hours (issue 17): seven checkboxes named in the page's language, in the
 * order weeks are written there (Sunday first in English, Monday in Spanish, Saturday in Arabic).
 * Values are ISO weekdays, 1 = Monday ... 7 = Sunday.
 */
import { useLocale, useTranslations } from "next-intl";
import { Checkbox } from "@/components/ui/checkbox";
import { FieldError } from "@/components/onboarding/fields";

const WEEK_ORDER: Record<string, number[]> = {
  en: [7, 1, 2, 3, 4, 5, 6],
  es: [1, 2, 3, 4, 5, 6, 7],
  ar: [6, 7, 1, 2, 3, 4, 5],
};

/** The weekday's name: 2024-01-01 was a Monday, so ISO day d is 2024-01-0d. */
function dayName(format: Intl.DateTimeFormat, day: number): string {
  return format.format(new Date(Date.UTC(2024, 0, day)));
}

/**
 * The week's checkboxes in a language, built once per language: fourteen Intl formatters on every
 * render were a twentieth of the settings page's server time (issue 25).
 */
const weeks = new Map<string, { day: number; short: string; long: string }[]>();
function weekOf(locale: string) {
  let week = weeks.get(locale);
  if (!week) {
    const short = new Intl.DateTimeFormat(locale, { weekday: "short", timeZone: "UTC" });
    const long = new Intl.DateTimeFormat(locale, { weekday: "long", timeZone: "UTC" });
    week = (WEEK_ORDER[locale] ?? WEEK_ORDER.es).map((d) => ({
      day: d,
      short: dayName(short, d),
      long: dayName(long, d),
    }));
    weeks.set(locale, week);
  }
  return week;
}

export function WorkDaysField({
  value,
  onChange,
  error,
}: {
  value: number[];
  onChange: (days: number[]) => void;
  error?: string;
}) {
  const t = useTranslations("accounts.planning");
  const locale = useLocale();
  const days = weekOf(locale);
  const toggle = (day: number, on: boolean) =>
    onChange(on ? [...new Set([...value, day])].sort((a, b) => a - b) : value.filter((d) => d !== day));

  return (
    <fieldset className="space-y-2" aria-describedby={error ? "workDays-error" : "workDays-help"}>
      <legend className="text-sm font-medium">{t("workDays")}</legend>
      <div id="workDays" className="flex flex-wrap gap-2">
        {days.map((d) => (
          <label
            key={d.day}
            className="flex cursor-pointer items-center gap-2 rounded-md border px-3 py-2 text-sm has-[[data-state=checked]]:border-primary"
          >
            <Checkbox
              checked={value.includes(d.day)}
              onCheckedChange={(on) => toggle(d.day, on === true)}
              aria-label={d.long}
            />
            <span aria-hidden>{d.short}</span>
          </label>
        ))}
      </div>
      {error ? (
        <FieldError id="workDays-error" messageKey={error} />
      ) : (
        <p id="workDays-help" className="text-sm text-muted-foreground">
          {t("workDaysHelp")}
        </p>
      )}
    </fieldset>
  );
}
