"use client";
/** Any day of the dashboard: a native date field (keyboard and screen-reader friendly) that opens that day's plan. */
import { useState } from "react";
import { useTranslations } from "next-intl";
import { Input } from "@/components/ui/input";
import { useRouter } from "@/i18n/navigation";
import { isPlanDate } from "@/server/schedule/grid";

export function DayPicker({ date, today }: { date: string; today: string }) {
  const t = useTranslations("dashboard.days");
  const router = useRouter();
  const [value, setValue] = useState(date);
  return (
    <div className="flex items-center gap-2">
      <label htmlFor="dashboard-date" className="text-sm text-muted-foreground">
        {t("pick")}
      </label>
      <Input
        id="dashboard-date"
        type="date"
        min="2000-01-01"
        max="2100-12-31"
        className="h-10 w-40"
        value={value}
        data-testid="dashboard-date"
        onChange={(e) => {
          const next = e.target.value;
          setValue(next);
          // A half-typed date is not a day yet: navigate only once it is one.
          if (isPlanDate(next) && next !== date)
            router.push(next === today ? "/dashboard" : { pathname: "/dashboard", query: { date: next } });
        }}
      />
    </div>
  );
}
