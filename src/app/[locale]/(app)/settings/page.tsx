import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { ExportCard } from "@/components/analytics/export-buttons";
import { PlanningForm } from "@/components/accounts/planning-form";
import { PreferencesSync } from "@/components/settings/preferences-sync";
import { PushSettings } from "@/components/push/push-settings";
import { SettingsForm } from "@/components/settings/settings-form";
import { requireOnboardedPage } from "@/server/auth/guards";
import { THEMES, type Theme } from "@/server/users/choices";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("settings"), robots: { index: false } };
}

async function SettingsPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireOnboardedPage("/settings");
  const t = await getTranslations("settings");
  const theme: Theme = (THEMES as readonly string[]).includes(user.theme) ? (user.theme as Theme) : "light";
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-4 sm:p-6">
      <PageHeader title={t("title")} description={t("description")} />
      <PreferencesSync theme={theme} />
      <SettingsForm
        initial={{
          name: user.name ?? "",
          email: user.email,
          pendingEmail: user.pendingEmail,
          emailVerified: !!user.emailVerified,
          theme,
          notificationsEnabled: user.notificationsEnabled,
        }}
      />
      <PlanningForm
        initial={{
          timezone: user.timezone,
          wakeTime: user.wakeTime,
          bedTime: user.bedTime,
          workStart: user.workStart,
          workEnd: user.workEnd,
          workDays: user.workDays,
          focusTime: user.focusTime ?? "morning",
          goals: user.goals,
          clockFormat: user.clockFormat,
          bufferMinutes: user.bufferMinutes,
          focusCapMinutes: user.focusCapMinutes,
          breakMinutes: user.breakMinutes,
        }}
      />
      {/* Reminders by Web Push and e-mail (issue 27). */}
      <PushSettings />
      <ExportCard />
    </main>
  );
}

/** The page's client components get the "settings" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof SettingsPage>[0]) {
  return (
    <ClientMessages scope="settings">
      <SettingsPage {...props} />
    </ClientMessages>
  );
}
