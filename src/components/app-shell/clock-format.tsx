"use client";
/**
 * The signed-in user's clock setting for client components (issue 16 item 10). The app frame
 * provides it from the user's row; useClockTime() formats "HH:MM" (or minutes) with the one rule
 * in src/lib/time/clock.ts, in the page's language.
 */
import { createContext, useCallback, useContext, type ReactNode } from "react";
import { useLocale } from "next-intl";
import { clockIntlOptions, formatClockTime, type ClockFormat } from "@/lib/time/clock";

const ClockFormatContext = createContext<ClockFormat>("auto");

export function ClockFormatProvider({ format, children }: { format: ClockFormat; children: ReactNode }) {
  return <ClockFormatContext.Provider value={format}>{children}</ClockFormatContext.Provider>;
}

export function useClockFormat(): ClockFormat {
  return useContext(ClockFormatContext);
}

/** A formatter of wall-clock times for display: "9:30 AM" or "09:30", as the user's setting says. */
export function useClockTime(): (value: string | number) => string {
  const locale = useLocale();
  const format = useClockFormat();
  return useCallback((value: string | number) => formatClockTime(value, locale, format), [locale, format]);
}

/** Intl options (hour, minute, hour12) for libraries that format times themselves. */
export function useClockIntlOptions() {
  const locale = useLocale();
  return clockIntlOptions(locale, useClockFormat());
}
