import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { ExportCard } from "@/components/analytics/export-buttons";
import { PushSettings } from "@/components/push/push-settings";
import { SettingsView } from "@/components/settings/settings-view";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("settings"), robots: { index: false } };
}

/**
 * The caller's settings: name, e-mail, theme, language, notifications, the planning settings,
 * reminders (issue 27) and export.
 *
 * Prerendered once per language (issue 25): the HTML is the page's frame, the same for everyone, and
 * the browser fetches the saved settings (GET /api/account/settings). The proxy guards it from the
 * database (src/proxy.ts, PRERENDERED_MEMBER_PAGES); the API and every action check again. Its
 * client components get the "settings" scope's messages only (src/i18n/client-namespaces.ts).
 */
export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("settings");
  return (
    <ClientMessages scope="settings">
      <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
        <PageHeader title={t("title")} description={t("description")} />
        <SettingsView>
          <PushSettings />
          <ExportCard />
        </SettingsView>
      </main>
    </ClientMessages>
  );
}
