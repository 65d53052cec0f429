"use client";
/**
 * The time zone: detected from the browser, chosen in a searchable list of the browser's own zones
 * (Intl.supportedValuesOf) shown by city, region and offset (zone-search.ts), and confirmed by the
 * current time there. An ARIA 1.2 combobox: type to filter, arrows to move, Enter to pick, Escape
 * to close. Rendered only on the client, so reading the browser's zone and clock here is safe.
 */
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocale, useTranslations } from "next-intl";
import { LocateFixed } from "lucide-react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { isValidTimeZone } from "@/server/users/schemas";
import { cn } from "@/lib/cn";
import { useHydrated } from "@/lib/use-hydrated";
import { FieldError } from "./fields";
import { allZones, resolveZone, searchZones, zoneOption } from "./zone-search";
import { clockIntlOptions } from "@/lib/time/clock";
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
  const optionId = (i: number) => `${listId}-option-${i}`;
  // The browser's zone and clock differ from the server's: read them only once hydrated, so the
  // server's HTML and the first client render agree (React error #418 on /settings, issue 24).
  const hydrated = useHydrated();
  const detected = useMemo(() => (hydrated ? detectTimeZone() : undefined), [hydrated]);
  const inputRef = useRef<HTMLInputElement>(null);
  // What the person is typing; null while the field shows the chosen zone's label.
  const [query, setQuery] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(0);
  const zone = value.trim();
  const chosen = useMemo(() => (isValidTimeZone(zone) ? zoneOption(zone, locale) : undefined), [zone, locale]);
  const shown = query ?? chosen?.label ?? value;
  // The whole list (about 420 zones, each with an Intl offset) is built only while it is in use
  // (open, or being typed in), never while the page hydrates.
  const inUse = open || query !== null;
  const zones = useMemo(() => (inUse ? allZones(locale) : null), [inUse, locale]);
  const matches = useMemo(() => (open && zones ? searchZones(zones, query ?? "") : []), [open, zones, query]);
  // The same 12- or 24-hour rule as the rest of the app (src/lib/time/clock.ts).
  const clockFormat = useClockFormat();
  const localTime = useMemo(
    () =>
      hydrated && isValidTimeZone(zone)
        ? new Intl.DateTimeFormat(locale, {
            timeZone: zone,
            ...clockIntlOptions(locale, clockFormat),
            numberingSystem: "latn",
          }).format(new Date())
        : null,
    [hydrated, zone, locale, clockFormat],
  );

  function type(text: string) {
    setQuery(text);
    setOpen(true);
    setActive(0);
    // A typed id or a city only one zone has counts without picking; anything else stays as typed,
    // so the form's check can say it is not a zone.
    onChange(resolveZone(zones ?? allZones(locale), text) ?? text);
  }

  function pick(id: string) {
    onChange(id);
    setQuery(null);
    setOpen(false);
  }

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (e.key === "ArrowDown" || e.key === "ArrowUp") {
      e.preventDefault();
      if (!open) return setOpen(true);
      const step = e.key === "ArrowDown" ? 1 : -1;
      setActive((i) => (matches.length ? (i + step + matches.length) % matches.length : 0));
    } else if (e.key === "Enter" && open && matches[active]) {
      e.preventDefault();
      pick(matches[active].id);
    } else if (e.key === "Escape" && open) {
      e.preventDefault();
      setOpen(false);
    }
  }

  return (
    <div className="space-y-3">
      <div className="relative space-y-1.5">
        <Label htmlFor="timezone">{t("label")}</Label>
        <Input
          ref={inputRef}
          id="timezone"
          name="timezone"
          role="combobox"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={open && matches[active] ? optionId(active) : undefined}
          dir="ltr"
          className="text-start"
          autoComplete="off"
          spellCheck={false}
          value={shown}
          onChange={(e) => type(e.target.value)}
          onFocus={(e) => e.currentTarget.select()}
          onClick={() => setOpen(true)}
          onKeyDown={onKeyDown}
          onBlur={() => {
            setOpen(false);
            if (query !== null && isValidTimeZone(value.trim())) setQuery(null);
          }}
          aria-invalid={!!error}
          aria-describedby={error ? "timezone-error" : "timezone-hint"}
        />
        <ul
          id={listId}
          role="listbox"
          aria-label={t("listLabel")}
          hidden={!open}
          className="absolute inset-x-0 top-full z-20 mt-1 max-h-64 overflow-y-auto rounded-md border bg-background p-1 text-foreground shadow-md"
        >
          {matches.map((z, i) => (
            <li
              key={z.id}
              id={optionId(i)}
              role="option"
              aria-selected={i === active}
              dir="ltr"
              className={cn(
                "flex cursor-pointer items-baseline justify-between gap-3 rounded-sm px-2 py-1.5 text-sm",
                i === active && "bg-accent text-accent-foreground",
              )}
              // Before the input's blur, so the click picks instead of closing the list.
              onMouseDown={(e) => {
                e.preventDefault();
                pick(z.id);
              }}
              onMouseEnter={() => setActive(i)}
            >
              <span>
                {z.city}
                {z.region && <span className="text-muted-foreground"> · {z.region}</span>}
              </span>
              <span className="shrink-0 text-xs text-muted-foreground">{z.offset}</span>
            </li>
          ))}
          {open && matches.length === 0 && (
            <li role="presentation" className="px-2 py-1.5 text-sm text-muted-foreground">
              {t("noMatch")}
            </li>
          )}
        </ul>
        {error ? (
          <FieldError id="timezone-error" messageKey={error} />
        ) : (
          <p id="timezone-hint" className="text-sm text-muted-foreground" aria-live="polite">
            {localTime ? t("localTime", { time: localTime }) : t("hint")}
          </p>
        )}
      </div>
      {detected && detected !== zone && (
        <Button
          type="button"
          variant="outline"
          size="sm"
          // The zone's label can be long: wrap inside the card instead of running off a phone screen.
          className="h-auto max-w-full py-1.5 text-start whitespace-normal"
          onClick={() => {
            pick(detected);
            inputRef.current?.focus();
          }}
        >
          <LocateFixed aria-hidden />
          {t("useDetected", { zone: zoneOption(detected, locale).label })}
        </Button>
      )}
    </div>
  );
}
