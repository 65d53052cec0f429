import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { appUrl } from "@/lib/env";
import { canViewAffiliateDashboard, getAffiliateStats } from "@/server/affiliates/affiliate-stats";
import { requireUserPage } from "@/server/auth/guards";

export async function generateMetadata() {
  const t = await getTranslations("affiliate");
  return { title: t("dashboardTitle"), robots: { index: false } };
}

export default async function AffiliateDashboardPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const viewer = await requireUserPage(`/affiliate/dashboard/${id}`);
  if (!canViewAffiliateDashboard(viewer, id)) notFound();
  const t = await getTranslations("affiliate");
  const stats = await getAffiliateStats(id);
  const link = `${appUrl()}/?ref=${encodeURIComponent(stats.code)}`;
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-6">
      <PageHeader title={t("dashboardTitle")} description={t("dashboardIntro")} />
      <div className="rounded-lg border bg-card p-4">
        <p className="text-sm text-muted-foreground">{t("yourLink")}</p>
        <p className="mt-1 break-all font-mono text-sm" dir="ltr">{link}</p>
      </div>
      <dl className="grid grid-cols-2 gap-4">
        <div className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{t("visits")}</dt>
          <dd className="text-3xl font-semibold" data-testid="affiliate-visits">{stats.visits}</dd>
        </div>
        <div className="rounded-lg border bg-card p-4">
          <dt className="text-sm text-muted-foreground">{t("signups")}</dt>
          <dd className="text-3xl font-semibold" data-testid="affiliate-signups">{stats.signups}</dd>
        </div>
      </dl>
    </main>
  );
}
