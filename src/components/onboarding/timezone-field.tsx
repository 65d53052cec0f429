"use client";
/**
 * The time zone: detected from the browser, editable with suggestions from the browser's own list
 * (Intl.supportedValuesOf), and confirmed by the current time there. Only rendered after the
 * first step, never on the server, so reading the browser's zone and clock here is safe.
 */
import { useId, useMemo } from "react";
import { useLocale, useTranslations } from "next-intl";
import { LocateFixed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isValidTimeZone } from "@/server/users/schemas";
import { FieldError } from "./fields";
import { clockIntlOptions } from "@/lib/clock";
import { useClockFormat } from "@/components/app-shell/clock-format";

/** The browser's time zone, when it reports a valid one. */
export function detectTimeZone(): string | undefined {
  try {
    const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    return zone && isValidTimeZone(zone) ? zone : undefined;
  } catch {
    return undefined;
  }
}

function zoneOptions(): string[] {
  try {
    return ["UTC", ...Intl.supportedValuesOf("timeZone")];
  } catch {
    return ["UTC"];
  }
}

/** "America/Mexico_City" -> "Mexico City": the place a person recognises, not the raw id. */
export function zoneCity(zone: string): string {
  if (zone === "UTC") return "UTC";
  const last = zone.split("/").pop() ?? zone;
  return last.replace(/_/g, " ");
}

/** "Mexico City (America, GMT-6)": shown beside each suggestion so a city can be searched by name. */
function zoneLabel(zone: string, locale: string): string {
  const region = zone.includes("/") ? zone.split("/")[0].replace(/_/g, " ") : "";
  let offset = "";
  try {
    offset =
      new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: "shortOffset" })
        .formatToParts(new Date())
        .find((p) => p.type === "timeZoneName")?.value ?? "";
  } catch {
    // An engine without shortOffset: the city and region are enough.
  }
  return `${zoneCity(zone)} (${[region, offset].filter(Boolean).join(", ")})`;
}

export function TimezoneField({
  value,
  onChange,
  error,
}: {
  value: string;
  onChange: (zone: string) => void;
  error?: string;
}) {
  const t = useTranslations("onboarding.timezone");
  const locale = useLocale();
  const listId = useId();
  const options = useMemo(() => zoneOptions(), []);
  const labelled = useMemo(() => options.map((o) => [o, zoneLabel(o, locale)] as const), [options, locale]);
  const detected = useMemo(() => detectTimeZone(), []);
  const zone = value.trim();
  // The same 12- or 24-hour rule as the rest of the app (src/lib/clock.ts).
  const clockFormat = useClockFormat();
  const localTime = useMemo(
    () =>
      isValidTimeZone(zone)
        ? new Intl.DateTimeFormat(locale, {
            timeZone: zone,
            ...clockIntlOptions(locale, clockFormat),
            numberingSystem: "latn",
          }).format(new Date())
        : null,
    [zone, locale, clockFormat],
  );

  return (
    <div className="space-y-3">
      <div className="space-y-1.5">
        <Label htmlFor="timezone">{t("label")}</Label>
        <Input
          id="timezone"
          name="timezone"
          list={listId}
          dir="ltr"
          className="text-start"
          autoComplete="off"
          spellCheck={false}
          value={value}
          onChange={(e) => onChange(e.target.value)}
          aria-invalid={!!error}
          aria-describedby={error ? "timezone-error" : "timezone-hint"}
        />
        <datalist id={listId}>
          {labelled.map(([o, label]) => (
            <option key={o} value={o} label={label} />
          ))}
        </datalist>
        {error ? (
          <FieldError id="timezone-error" messageKey={error} />
        ) : (
          <p id="timezone-hint" className="text-sm text-muted-foreground" aria-live="polite">
            {localTime ? t("localTime", { time: localTime }) : t("hint")}
          </p>
        )}
      </div>
      {detected && detected !== zone && (
        <Button type="button" variant="outline" size="sm" onClick={() => onChange(detected)}>
          <LocateFixed aria-hidden />
          {t("useDetected", { zone: detected })}
        </Button>
      )}
    </div>
  );
}
