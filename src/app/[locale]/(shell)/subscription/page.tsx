import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PremiumOffer } from "@/components/subscription/premium-offer";
import { SubscriptionView } from "@/components/subscription/subscription-view";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("subscription");
  return { title: t("title"), robots: { index: false } };
}

/**
 * The caller's subscription: plan, phase, trial and renewal dates, cancel/resume/portal, and for an
 * account without premium the trial offer.
 *
 * Prerendered once per language (issue 25): the HTML is the page's frame and the offer, the same for
 * everyone, and the browser fetches the subscription (GET /api/account/subscription). The proxy guards
 * it from the database (src/proxy.ts, PRERENDERED_MEMBER_PAGES); the API checks again. Its client
 * components get the "subscription" scope's messages only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  return (
    <ClientMessages scope="subscription">
      <main id="main" className="mx-auto max-w-3xl space-y-6 p-6">
        <SubscriptionView offer={<PremiumOffer />} />
      </main>
    </ClientMessages>
  );
}
