import { Suspense } from "react";
import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { DashboardView, DashboardSkeleton } from "@/components/dashboard/dashboard-view";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("dashboard"), robots: { index: false } };
}

/**
 * The dashboard (premium only): a greeting for the time of day in the user's time zone, then the
 * planner for the chosen day (?date=YYYY-MM-DD; today by default) with its saved plan.
 *
 * Prerendered once per language (issue 25): the HTML is the page's frame, the same for everyone,
 * and the browser fetches the day (GET /api/schedule/day). The proxy guards it from the database
 * (src/proxy.ts); the API checks again. Its client components get the "dashboard" scope's
 * messages only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages scope="dashboard">
      {/* The day comes from the address (?date=), which only the browser knows for a prerendered page. */}
      <Suspense fallback={<DashboardSkeleton />}>
        <DashboardView />
      </Suspense>
    </ClientMessages>
  );
}
