import { Suspense } from "react";
import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { CalendarView, CalendarViewLoading } from "@/components/calendar/calendar-view";
import { CalendarSubscriptions } from "@/components/calendar-subscriptions/calendar-subscriptions";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("calendar"), robots: { index: false } };
}

/**
 * The calendar (premium only): the user's blocks by month, week or day, in their time zone, with
 * drag and drop, keyboard moves, and calendar files in and out. The grid is a client component
 * loaded by this page alone.
 *
 * Prerendered once per language (issue 25): the proxy guards it from the database (src/proxy.ts);
 * the grid opens in the user's time zone once the frame's answer (GET /api/app-frame) is in, and
 * fetches its blocks as before. The page's client components get the "calendar" scope's messages
 * only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("pages.calendar");
  return (
    <ClientMessages scope="calendar">
      <main id="main" className="mx-auto w-full max-w-6xl space-y-6 px-4 py-6 sm:px-6">
        <PageHeader title={t("title")} description={t("description")} />
        {/* The day to open on comes from the address (?date=), which only the browser knows here. */}
        <Suspense fallback={<CalendarViewLoading />}>
          <CalendarView />
        </Suspense>
        {/* Calendars followed by URL (issue 27). */}
        <CalendarSubscriptions />
      </main>
    </ClientMessages>
  );
}
