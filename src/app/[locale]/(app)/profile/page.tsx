import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { AccountFacts } from "@/components/profile/account-facts";
import { ChangePasswordCard } from "@/components/accounts/change-password-card";
import { DeleteAccountDialog } from "@/components/profile/delete-account-dialog";
import { ProfileForm } from "@/components/profile/profile-form";
import { SessionActions } from "@/components/profile/session-actions";
import { requireOnboardedPage } from "@/server/auth/guards";
import { getAccountOverview } from "@/server/users/get-account-overview";
import { getSubscription } from "@/server/billing/get-subscription";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("profile"), robots: { index: false } };
}

async function ProfilePage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireOnboardedPage("/profile");
  const [overview, subscription] = await Promise.all([getAccountOverview(user), getSubscription(user.id)]);
  const t = await getTranslations("profile");
  const hasSubscription = overview.subscriptionStatus === "active" && overview.subscriptionTier !== "free";
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <PageHeader title={t("title")} description={t("description")} />
      <ProfileForm initial={{ name: overview.name ?? "", image: overview.image ?? "", email: overview.email }} />
      <AccountFacts overview={overview} phase={subscription.phase} />
      <ChangePasswordCard hasPassword={!!user.passwordHash} email={overview.email} />
      <SessionActions />
      <DeleteAccountDialog email={overview.email} hasSubscription={hasSubscription} />
    </main>
  );
}

/** The page's client components get the "profile" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof ProfilePage>[0]) {
  return (
    <ClientMessages scope="profile">
      <ProfilePage {...props} />
    </ClientMessages>
  );
}
