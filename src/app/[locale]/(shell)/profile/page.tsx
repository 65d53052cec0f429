import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { ProfileView } from "@/components/profile/profile-view";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("profile"), robots: { index: false } };
}

/**
 * The caller's profile: photo and name, the account's facts, password, sessions, deletion.
 *
 * Prerendered once per language (issue 25): the HTML is the page's frame, the same for everyone, and
 * the browser fetches the account (GET /api/account/overview). The proxy guards it from the database
 * (src/proxy.ts, PRERENDERED_MEMBER_PAGES); the API and every action check again. Its client
 * components get the "profile" scope's messages only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("profile");
  return (
    <ClientMessages scope="profile">
      <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
        <PageHeader title={t("title")} description={t("description")} />
        <ProfileView />
      </main>
    </ClientMessages>
  );
}
