"use client";
/**
 * The dashboard's content (issue 25: the page is prerendered, this fetches the day): the greeting
 * for the time of day in the user's time zone, the day switcher, the planner for the chosen day
 * (?date=YYYY-MM-DD; today by default) with its saved plan and today's carry-over offer, and the
 * quick mood check-in. One request, GET /api/schedule/day; until it answers, the page's outline.
 */
import { Fragment } from "react";
import { useQuery } from "@tanstack/react-query";
import { useFormatter, useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { Loader2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { useSignInWhenSignedOut } from "@/components/app-shell/use-sign-in-when-signed-out";
import { MoodQuickCard } from "@/components/mood/mood-quick-card";
import type { DashboardDay } from "@/server/schedule/get-dashboard";
import { DashboardPlanner } from "./dashboard-planner";
import { DaySwitcher } from "./day-switcher";

/** Stands for the name in the translated greeting, which is then split around it. */
const NAME_SLOT = "\u0000";
const MAIN = "mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8";

/** The page's outline while the day is on its way (the prerendered HTML). */
export function DashboardSkeleton() {
  const t = useTranslations("common");
  return (
    <main id="main" className={MAIN} aria-busy="true">
      <h1 className="sr-only">{t("loading")}</h1>
      <div className="flex flex-wrap items-start justify-between gap-4" aria-hidden>
        <div className="space-y-2">
          <div className="h-8 w-64 max-w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
          <div className="h-4 w-80 max-w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
        </div>
        <div className="h-10 w-72 max-w-full animate-pulse rounded bg-muted motion-reduce:animate-none" />
      </div>
      <div className="h-64 animate-pulse rounded-xl border bg-card motion-reduce:animate-none" aria-hidden />
      <p className="flex items-center justify-center gap-2 text-sm text-muted-foreground" role="status">
        <Loader2 aria-hidden className="size-4 animate-spin motion-reduce:animate-none" />
        {t("loading")}
      </p>
    </main>
  );
}

export function DashboardView() {
  const requested = useSearchParams().get("date") ?? "";
  const locale = useLocale();
  const t = useTranslations("dashboard");
  const format = useFormatter();
  const day = useQuery({
    queryKey: queryKeys.dashboardDay(requested),
    queryFn: () =>
      apiJson<DashboardDay>(`/api/schedule/day${requested ? `?date=${encodeURIComponent(requested)}` : ""}`, {
        locale,
      }),
    // Read anew on every visit, as a server-rendered page would be (the plan itself then lives in
    // queryKeys.plan.day, which edits here and on the calendar keep current).
    gcTime: 0,
    // Offline, the service worker answers with the last copy it kept (issue 27).
    networkMode: "offlineFirst",
  });
  useSignInWhenSignedOut(day.error);

  if (!day.data) {
    if (!day.error) return <DashboardSkeleton />;
    return (
      <main id="main" className={MAIN}>
        <h1 className="text-2xl font-semibold tracking-tight">{t("loadFailed")}</h1>
        <Button type="button" variant="outline" onClick={() => void day.refetch()} disabled={day.isFetching}>
          {t("retry")}
        </Button>
      </main>
    );
  }
  const d = day.data;
  // The name is the user's text in any script: isolated, so a Latin name keeps an Arabic greeting whole.
  const greeting = d.name
    ? t(`greeting.${d.greeting}`, { name: NAME_SLOT })
        .split(NAME_SLOT)
        .map((part, i) => (
          <Fragment key={i}>
            {i > 0 && <bdi>{d.name}</bdi>}
            {part}
          </Fragment>
        ))
    : t(`greeting.${d.greeting}Anonymous`);
  const dateLabel = format.dateTime(new Date(`${d.date}T12:00:00Z`), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

  return (
    <main id="main" className={MAIN} data-premium="true">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl"
            data-testid="greeting"
          >
            {greeting}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            <time dateTime={d.date}>{dateLabel}</time>
            <span aria-hidden> · </span>
            {t("subtitle")}
          </p>
        </div>
        <DaySwitcher date={d.date} yesterday={d.yesterday} today={d.today} tomorrow={d.tomorrow} />
      </div>
      <DashboardPlanner
        key={d.date}
        date={d.date}
        relation={d.relation}
        isYesterday={d.date === d.yesterday}
        isTomorrow={d.date === d.tomorrow}
        tomorrow={d.tomorrow}
        dateLabel={dateLabel}
        timezone={d.timezone}
        lateInDay={d.hour >= 16}
        initialPlan={d.plan}
        initialCarryOver={d.carryOver}
      />
      <MoodQuickCard today={d.today} />
    </main>
  );
}
