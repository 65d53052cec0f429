import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { AnalyticsSections } from "@/components/analytics/analytics-sections";
import { ExportButtons } from "@/components/analytics/export-buttons";
import { analyticsFormat } from "@/components/analytics/format";
import { PRESET_RANGES, RangePicker, type RangeKey } from "@/components/analytics/range-picker";
import { Link, getPathname } from "@/i18n/navigation";
import { directionOf, toLocale } from "@/i18n/routing";
import { getAnalytics } from "@/server/analytics/get-analytics";
import { requirePremiumPage } from "@/server/auth/guards";
import { rangeQuerySchema } from "@/server/mood/schemas";
import { addDays } from "@/lib/time/dates";
import { zonedNow } from "@/lib/time/zones";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("analytics"), robots: { index: false } };
}

const PRESET_DAYS: Record<(typeof PRESET_RANGES)[number], number> = { "7d": 7, "30d": 30, "90d": 90, "12m": 365 };

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * /analytics (premium): a range (?range=7d|30d|90d|12m, or custom with ?from&to), then streaks and
 * totals, planned vs done, where the time goes, the best hours, mood and energy, and mood vs the
 * plan. Computed on the server in the user's time zone; the charts draw on the client.
 */
export default async function Page({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: SearchParams;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePremiumPage("/analytics");
  const sp = await searchParams;
  const one = (v: string | string[] | undefined) => (typeof v === "string" ? v : undefined);
  const today = zonedNow(user.timezone).date;
  const f = await analyticsFormat();

  let range: RangeKey = (PRESET_RANGES as readonly string[]).includes(one(sp.range) ?? "")
    ? (one(sp.range) as RangeKey)
    : "30d";
  let from = addDays(today, -(PRESET_DAYS[range as keyof typeof PRESET_DAYS] - 1));
  let to = today;
  let rangeError: string | null = null;
  if (one(sp.range) === "custom") {
    const parsed = rangeQuerySchema.safeParse({ from: one(sp.from) ?? "", to: one(sp.to) ?? "" });
    if (parsed.success) {
      range = "custom";
      ({ from, to } = parsed.data);
    } else {
      const key = parsed.error.issues[0]?.message ?? "";
      rangeError = key.startsWith("mood.errors.")
        ? (await getTranslations())(key as "mood.errors.invalidDate", { max: 400 })
        : f.t("range.invalid");
    }
  }
  const analytics = await getAnalytics(user, from, to);
  const empty =
    analytics.totals.daysPlanned === 0 &&
    analytics.totals.moodEntries === 0 &&
    analytics.habits.completionRate === null;

  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6" data-premium="true">
      <PageHeader title={f.t("title")} description={f.t("description")} actions={<ExportButtons />} />
      <RangePicker
        current={range}
        from={from}
        to={to}
        today={today}
        f={f}
        action={getPathname({ href: "/analytics", locale: toLocale(locale) })}
      />
      {rangeError && (
        <p role="alert" className="text-sm text-destructive">
          {rangeError}
        </p>
      )}
      <p className="text-sm text-muted-foreground" data-testid="range-label">
        {f.t("range.showing", { from: f.longDate(from), to: f.longDate(to), days: analytics.days.length })}
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
        <AnalyticsSections analytics={analytics} f={f} rtl={directionOf(toLocale(locale)) === "rtl"} />
      )}
    </main>
  );
}
