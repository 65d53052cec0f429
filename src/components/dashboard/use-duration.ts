"use client";
/** "45 min", "2 h", "1 h 30 min" in the page's language. */
import { useCallback } from "react";
import { useTranslations } from "next-intl";
import { splitMinutes } from "./plan-math";

export function useDuration() {
  const t = useTranslations("dashboard.duration");
  return useCallback(
    (total: number) => {
      const { hours, minutes } = splitMinutes(Math.max(0, Math.round(total)));
      if (hours === 0) return t("minutes", { minutes });
      return minutes === 0 ? t("hours", { hours }) : t("hoursMinutes", { hours, minutes });
    },
    [t],
  );
}
