import { Suspense } from "react";
import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { AnalyticsLoading, AnalyticsView } from "@/components/analytics/analytics-view";
import { ExportButtons } from "@/components/analytics/export-buttons";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("analytics"), robots: { index: false } };
}

/**
 * /analytics (premium): a range (?range=7d|30d|90d|12m, or custom with ?from&to), then streaks and
 * totals, planned vs done, where the time goes, the best hours, mood and energy, and mood vs the
 * plan, computed on the server in the user's time zone (GET /api/analytics).
 *
 * Prerendered once per language (issue 25): the range comes from the address, which only the
 * browser knows here, and the browser fetches the range's analytics. The proxy guards it from the
 * database (src/proxy.ts); the API checks again. Its client components get the "analytics" scope's
 * messages only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("pages.analytics");
  return (
    <ClientMessages scope="analytics">
      <main id="main" className="mx-auto max-w-5xl space-y-6 p-4 sm:p-6">
        <PageHeader title={t("title")} description={t("description")} actions={<ExportButtons />} />
        <Suspense fallback={<AnalyticsLoading />}>
          <AnalyticsView />
        </Suspense>
      </main>
    </ClientMessages>
  );
}
