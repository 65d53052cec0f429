"use client";
/**
 * The prerendered /analytics page's client side (issue 25): the range from the address
 * (?range=7d|30d|90d|12m, or custom with ?from&to), in the user's time zone (GET /api/app-frame),
 * then the range's analytics (GET /api/analytics) as streaks and totals, planned vs done, where the
 * time goes, the best hours, mood and energy, and mood vs the plan. An invalid custom range says
 * why and shows the last 30 days.
 */
import { useQuery } from "@tanstack/react-query";
import { useLocale, useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { FetchedPage, READ_ON_EVERY_VISIT } from "@/components/app-shell/fetched-page";
import { useAppFrame } from "@/components/app-shell/use-app-frame";
import { Splash } from "@/components/layout/splash";
import { Link, getPathname } from "@/i18n/navigation";
import { runtimeKey } from "@/i18n/keys";
import { directionOf, toLocale } from "@/i18n/routing";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import { addDays } from "@/lib/time/dates";
import { todayIn } from "@/lib/time/zones";
import type { Analytics } from "@/server/analytics/get-analytics";
import { rangeQuerySchema } from "@/server/mood/schemas";
import { AnalyticsSections } from "./analytics-sections";
import { useAnalyticsFormat, type AnalyticsFormat } from "./format";
import { PRESET_RANGES, RangePicker, type RangeKey } from "./range-picker";

const PRESET_DAYS: Record<(typeof PRESET_RANGES)[number], number> = { "7d": 7, "30d": 30, "90d": 90, "12m": 365 };

/** The range the address asks for, and the messages key of why a custom one was refused. */
function rangeOf(params: URLSearchParams, today: string) {
  const asked = params.get("range") ?? "";
  let range: RangeKey = (PRESET_RANGES as readonly string[]).includes(asked) ? (asked as RangeKey) : "30d";
  let from = addDays(today, -(PRESET_DAYS[range as keyof typeof PRESET_DAYS] - 1));
  let to = today;
  let error: string | null = null;
  if (asked === "custom") {
    const parsed = rangeQuerySchema.safeParse({ from: params.get("from") ?? "", to: params.get("to") ?? "" });
    if (parsed.success) {
      range = "custom";
      ({ from, to } = parsed.data);
    } else error = parsed.error.issues[0]?.message ?? "";
  }
  return { range, from, to, error };
}

export function AnalyticsView() {
  const f = useAnalyticsFormat();
  const frame = useAppFrame();
  return (
    <FetchedPage queries={[frame]} labels={labels(f)}>
      {() => frame.data && <AnalyticsOfRange today={todayIn(frame.data.timezone)} f={f} />}
    </FetchedPage>
  );
}

/** The range picker and the range's analytics, once today is known in the user's time zone. */
function AnalyticsOfRange({ today, f }: { today: string; f: AnalyticsFormat }) {
  const { range, from, to, error } = rangeOf(useSearchParams(), today);
  const locale = toLocale(useLocale());
  const tm = useTranslations("mood.errors");
  const analytics = useQuery({
    queryKey: queryKeys.analytics(from, to),
    queryFn: () => apiJson<Analytics>(`/api/analytics?from=${from}&to=${to}`, { locale }),
    ...READ_ON_EVERY_VISIT,
  });
  const rangeError =
    error === null
      ? null
      : error.startsWith("mood.errors.")
        ? tm(runtimeKey(error.slice("mood.errors.".length)))
        : f.t("range.invalid");
  return (
    <>
      <RangePicker
        current={range}
        from={from}
        to={to}
        today={today}
        f={f}
        action={getPathname({ href: "/analytics", locale })}
      />
      {rangeError && (
        <p role="alert" className="text-sm text-destructive">
          {rangeError}
        </p>
      )}
      <FetchedPage queries={[analytics]} labels={labels(f)}>
        {() => analytics.data && <Sections analytics={analytics.data} f={f} rtl={directionOf(locale) === "rtl"} />}
      </FetchedPage>
    </>
  );
}

const labels = (f: AnalyticsFormat) => ({
  loading: f.t("load.loading"),
  failed: f.t("load.failed"),
  retry: f.t("load.retry"),
});

function Sections({ analytics, f, rtl }: { analytics: Analytics; f: AnalyticsFormat; rtl: boolean }) {
  const empty =
    analytics.totals.daysPlanned === 0 &&
    analytics.totals.moodEntries === 0 &&
    analytics.habits.completionRate === null;
  return (
    <div className="space-y-6" data-premium="true">
      <p className="text-sm text-muted-foreground" data-testid="range-label">
        {f.t("range.showing", {
          from: f.longDate(analytics.from),
          to: f.longDate(analytics.to),
          days: analytics.days.length,
        })}
      </p>
      {empty ? (
        <section className="rounded-lg border border-dashed p-8 text-center" data-testid="analytics-empty">
          <h2 className="text-lg font-semibold">{f.t("empty.title")}</h2>
          <p className="mx-auto mt-2 max-w-prose text-sm text-muted-foreground">{f.t("empty.body")}</p>
          <p className="mt-4 flex flex-wrap justify-center gap-4 text-sm">
            <Link href="/dashboard" className="text-primary underline-offset-4 hover:underline">
              {f.t("empty.plan")}
            </Link>
            <Link href="/mood" className="text-primary underline-offset-4 hover:underline">
              {f.t("empty.mood")}
            </Link>
          </p>
        </section>
      ) : (
        <AnalyticsSections analytics={analytics} f={f} rtl={rtl} />
      )}
    </div>
  );
}

/** The page's outline while the user's time zone is on its way (the prerendered HTML). */
export function AnalyticsLoading() {
  const f = useAnalyticsFormat();
  return <Splash label={f.t("load.loading")} />;
}
