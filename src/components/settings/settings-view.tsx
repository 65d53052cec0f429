"use client";
/**
 * The prerendered settings page's client side (issue 25): once GET /api/account/settings has
 * answered, the account form and the planning form with the saved values, then the rest of the page
 * (`children`: reminders and export, drawn on the server into the static page).
 */
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FetchedPage, READ_ON_EVERY_VISIT } from "@/components/app-shell/fetched-page";
import { PlanningForm } from "@/components/accounts/planning-form";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { AccountSettingsData } from "@/server/http/api-shapes/account";
import { PreferencesSync } from "./preferences-sync";
import { SettingsForm } from "./settings-form";

export function SettingsView({ children }: { children: ReactNode }) {
  const t = useTranslations("settings.load");
  const settings = useQuery({
    queryKey: queryKeys.accountSettings,
    queryFn: () => apiJson<AccountSettingsData>("/api/account/settings"),
    ...READ_ON_EVERY_VISIT,
  });
  return (
    <FetchedPage queries={[settings]} labels={{ loading: t("loading"), failed: t("failed"), retry: t("retry") }}>
      {() => {
        const s = settings.data;
        if (!s) return null;
        return (
          <div className="space-y-6">
            <PreferencesSync theme={s.theme} />
            <SettingsForm
              initial={{
                name: s.name,
                email: s.email,
                pendingEmail: s.pendingEmail,
                emailVerified: s.emailVerified,
                theme: s.theme,
                notificationsEnabled: s.notificationsEnabled,
              }}
            />
            <PlanningForm initial={s.planning} />
            {children}
          </div>
        );
      }}
    </FetchedPage>
  );
}
