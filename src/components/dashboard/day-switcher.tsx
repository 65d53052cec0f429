"use client";
/**
 * Which day the dashboard shows: any day from a date field, plus Yesterday / Today / Tomorrow as
 * quick links (the page then fetches the chosen day: dashboard-view.tsx).
 */
import { useTranslations } from "next-intl";
import { Link } from "@/i18n/navigation";
import { cn } from "@/lib/cn";
import { DayPicker } from "./day-picker";

export function DaySwitcher({
  date,
  yesterday,
  today,
  tomorrow,
}: {
  date: string;
  yesterday: string;
  today: string;
  tomorrow: string;
}) {
  const t = useTranslations("dashboard.days");
  const days = [
    { key: "yesterday", date: yesterday },
    { key: "today", date: today },
    { key: "tomorrow", date: tomorrow },
  ] as const;
  return (
    <nav aria-label={t("label")} className="flex flex-wrap items-center gap-3">
      <DayPicker key={date} date={date} today={today} />
      <ul className="inline-flex rounded-md bg-muted p-1 text-sm">
        {days.map((d) => {
          const active = d.date === date;
          return (
            <li key={d.key}>
              <Link
                href={d.key === "today" ? "/dashboard" : { pathname: "/dashboard", query: { date: d.date } }}
                aria-current={active ? "date" : undefined}
                className={cn(
                  "inline-flex h-8 items-center rounded-sm px-3 font-medium transition-colors",
                  active ? "bg-background text-foreground shadow-sm" : "text-muted-foreground hover:text-foreground",
                )}
              >
                {t(d.key)}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
