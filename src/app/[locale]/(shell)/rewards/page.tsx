import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { RewardsBoard } from "@/components/rewards/rewards-board";
import { requirePremiumPage } from "@/server/auth/guards";
import { todayFor } from "@/server/habits/queries";
import { getRewards } from "@/server/rewards/queries";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("rewards"), robots: { index: false } };
}

/** Rewards (premium only): level, XP, coins, badges, the user's own rewards and the history. */
async function RewardsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requirePremiumPage("/rewards");
  const t = await getTranslations("pages.rewards");
  const rewards = await getRewards(user.id, todayFor(user));
  return (
    <main id="main" className="mx-auto w-full max-w-4xl space-y-6 px-4 py-6 sm:px-6 sm:py-8" data-premium="true">
      <PageHeader title={t("title")} description={t("description")} />
      <RewardsBoard initial={rewards} />
    </main>
  );
}

/** The page's client components get the "rewards" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof RewardsPage>[0]) {
  return (
    <ClientMessages scope="rewards">
      <RewardsPage {...props} />
    </ClientMessages>
  );
}
