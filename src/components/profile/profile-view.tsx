"use client";
/**
 * The prerendered profile page's client side (issue 25): once GET /api/account/overview has answered,
 * the photo and name form, the account's facts, the password card, sessions and account deletion.
 */
import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { FetchedPage, READ_ON_EVERY_VISIT } from "@/components/app-shell/fetched-page";
import { ChangePasswordCard } from "@/components/accounts/change-password-card";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { AccountOverviewData } from "@/server/http/api-shapes/account";
import { AccountFacts } from "./account-facts";
import { DeleteAccountDialog } from "./delete-account-dialog";
import { ProfileForm } from "./profile-form";
import { SessionActions } from "./session-actions";

export function ProfileView() {
  const t = useTranslations("profile.load");
  const overview = useQuery({
    queryKey: queryKeys.accountOverview,
    queryFn: () => apiJson<AccountOverviewData>("/api/account/overview"),
    ...READ_ON_EVERY_VISIT,
  });
  return (
    <FetchedPage queries={[overview]} labels={{ loading: t("loading"), failed: t("failed"), retry: t("retry") }}>
      {() => {
        const o = overview.data;
        if (!o) return null;
        const hasSubscription = o.subscriptionStatus === "active" && o.subscriptionTier !== "free";
        return (
          <div className="space-y-6">
            <ProfileForm initial={{ name: o.name ?? "", image: o.image ?? "", email: o.email }} />
            <AccountFacts overview={o} />
            <ChangePasswordCard hasPassword={o.hasPassword} email={o.email} />
            <SessionActions />
            <DeleteAccountDialog email={o.email} hasSubscription={hasSubscription} />
          </div>
        );
      }}
    </FetchedPage>
  );
}
