import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { RewardsView } from "@/components/rewards/rewards-view";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("rewards"), robots: { index: false } };
}

/**
 * Rewards (premium only): level, XP, coins, badges, the user's own rewards and the history.
 *
 * Prerendered once per language (issue 25): the browser fetches the rewards (GET /api/rewards). The
 * proxy guards it from the database (src/proxy.ts); the API checks again. Its client components get
 * the "rewards" scope's messages only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("pages.rewards");
  return (
    <ClientMessages scope="rewards">
      <main id="main" className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-8">
        <PageHeader title={t("title")} description={t("description")} />
        <RewardsView />
      </main>
    </ClientMessages>
  );
}
