import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { CalendarLazy } from "@/components/calendar/calendar-lazy";
import { CalendarSubscriptions } from "@/components/calendar-subscriptions/calendar-subscriptions";
import { ClientMessages } from "@/i18n/client-messages";
import { toLocale } from "@/i18n/routing";
import { requirePremiumPage } from "@/server/auth/guards";
import { zonedNow } from "@/lib/time/zones";
import { isPlanDate } from "@/server/schedule/grid";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("calendar"), robots: { index: false } };
}

/**
 * The calendar (premium only): the user's blocks by month, week or day, in their time zone, with
 * drag and drop, keyboard moves, and calendar files in and out. The grid is a client component
 * loaded by this page alone.
 */
async function CalendarPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { locale } = await params;
  const { date: requested } = await searchParams;
  setRequestLocale(locale);
  const user = await requirePremiumPage("/calendar");
  const t = await getTranslations("pages.calendar");
  const today = zonedNow(user.timezone).date;
  // ?date=YYYY-MM-DD opens the calendar on that day (a link from elsewhere, or a bookmark).
  const initialDate = typeof requested === "string" && isPlanDate(requested) ? requested : today;
  return (
    <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6" data-premium="true">
      <PageHeader title={t("title")} description={t("description")} />
      <CalendarLazy
        locale={toLocale(locale)}
        timezone={user.timezone}
        today={today}
        initialDate={initialDate}
        workStart={user.workStart}
      />
      {/* Calendars followed by URL (issue 27). */}
      <CalendarSubscriptions />
    </main>
  );
}

/** The page's client components get the "calendar" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof CalendarPage>[0]) {
  return (
    <ClientMessages scope="calendar">
      <CalendarPage {...props} />
    </ClientMessages>
  );
}
