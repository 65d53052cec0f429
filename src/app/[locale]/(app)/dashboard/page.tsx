import { cookies } from "next/headers";
import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { CARRY_OVER_DISMISSED_COOKIE } from "@/components/dashboard/carry-over-cookie";
import { DashboardPlanner } from "@/components/dashboard/dashboard-planner";
import { DaySwitcher } from "@/components/dashboard/day-switcher";
import { MoodQuickCard } from "@/components/mood/mood-quick-card";
import { ClientMessages } from "@/i18n/client-messages";
import { toLocale } from "@/i18n/routing";
import { requirePremiumPage } from "@/server/auth/guards";
import { getCarryOverOffer } from "@/server/schedule/carry-over";
import { getDashboardDay } from "@/server/schedule/get-dashboard";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("dashboard"), robots: { index: false } };
}

/**
 * The dashboard (premium only): a greeting for the time of day in the user's time zone, then the
 * planner for the chosen day (?date=YYYY-MM-DD; today by default) with its saved plan.
 */
/** Stands for the name in the translated greeting, which is then split around it. */
const NAME_SLOT = "\u0000";

async function DashboardPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePremiumPage("/dashboard");
  const { date: requested } = await searchParams;
  const day = await getDashboardDay(user, typeof requested === "string" ? requested : undefined, toLocale(locale));
  // Today's carry-over offer, read with the page so its card is there at the first paint.
  const dismissed = (await cookies()).get(CARRY_OVER_DISMISSED_COOKIE)?.value === day.today;
  const carryOver = day.relation === "today" && !dismissed ? await getCarryOverOffer(user) : null;
  const t = await getTranslations("dashboard");
  const format = await getFormatter();
  const name = user.name?.trim();
  // The name is the user's text in any script: isolated, so a Latin name keeps an Arabic greeting whole.
  const greeting = name
    ? t(`greeting.${day.greeting}`, { name: NAME_SLOT })
        .split(NAME_SLOT)
        .flatMap((part, i) => (i === 0 ? [part] : [<bdi key={i}>{name}</bdi>, part]))
    : t(`greeting.${day.greeting}Anonymous`);
  const dateLabel = format.dateTime(new Date(`${day.date}T12:00:00Z`), {
    weekday: "long",
    day: "numeric",
    month: "long",
    timeZone: "UTC",
  });

  return (
    <main id="main" className="mx-auto w-full max-w-3xl space-y-6 px-4 py-6 sm:px-6 sm:py-8" data-premium="true">
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div className="min-w-0">
          <h1
            className="text-2xl font-semibold tracking-tight [overflow-wrap:anywhere] sm:text-3xl"
            data-testid="greeting"
          >
            {greeting}
          </h1>
          <p className="mt-1 text-sm text-muted-foreground">
            <time dateTime={day.date}>{dateLabel}</time>
            <span aria-hidden> · </span>
            {t("subtitle")}
          </p>
        </div>
        <DaySwitcher date={day.date} yesterday={day.yesterday} today={day.today} tomorrow={day.tomorrow} />
      </div>
      {/* In the first HTML the server sends: behind next/dynamic it was a boundary streamed after the
          shell, and the page's largest paint (the day's description) waited for it (issue 23). */}
      <DashboardPlanner
        key={day.date}
        date={day.date}
        relation={day.relation}
        isYesterday={day.date === day.yesterday}
        isTomorrow={day.date === day.tomorrow}
        tomorrow={day.tomorrow}
        dateLabel={dateLabel}
        timezone={day.timezone}
        lateInDay={day.hour >= 16}
        initialPlan={day.plan}
        initialCarryOver={carryOver}
      />
      <MoodQuickCard today={day.today} />
    </main>
  );
}

/** The page's client components get the "dashboard" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof DashboardPage>[0]) {
  return (
    <ClientMessages scope="dashboard">
      <DashboardPage {...props} />
    </ClientMessages>
  );
}
