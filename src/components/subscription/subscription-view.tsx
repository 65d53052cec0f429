"use client";
/**
 * The prerendered subscription page's client side (issue 25): the plan, its phase and dates once
 * GET /api/account/subscription has answered, the actions that apply, and for an account without
 * premium the offer (drawn on the server into the static page, shown here only when it applies).
 * Dates are shown in the user's own time zone (their frame's).
 */
import type { ReactNode } from "react";
import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { FetchedPage, READ_ON_EVERY_VISIT } from "@/components/app-shell/fetched-page";
import { PageHeader } from "@/components/app-shell/page-header";
import { useAppFrame } from "@/components/app-shell/use-app-frame";
import { apiJson } from "@/lib/api-client";
import { queryKeys } from "@/lib/query-keys";
import type { SubscriptionData } from "@/server/http/api-shapes/account";
import { SubscriptionActions } from "./subscription-actions";

export function SubscriptionView({ offer }: { offer: ReactNode }) {
  const t = useTranslations("subscription");
  const format = useFormatter();
  const timeZone = useAppFrame().data?.timezone;
  const subscription = useQuery({
    queryKey: queryKeys.subscription,
    queryFn: () => apiJson<SubscriptionData>("/api/account/subscription"),
    ...READ_ON_EVERY_VISIT,
  });
  const s = subscription.data;
  const date = (iso: string | null) =>
    iso ? format.dateTime(new Date(iso), { dateStyle: "long", ...(timeZone ? { timeZone } : {}) }) : "—";
  return (
    <>
      <PageHeader title={t("title")} description={s ? t(`phase.${s.phase}`) : undefined} />
      <FetchedPage
        queries={[subscription]}
        labels={{ loading: t("load.loading"), failed: t("load.failed"), retry: t("load.retry") }}
      >
        {() =>
          s && (
            <div className="space-y-6">
              <dl
                className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-2"
                data-testid="subscription-summary"
              >
                <div>
                  <dt className="text-sm text-muted-foreground">{t("plan")}</dt>
                  <dd className="font-medium">{t(`plans.${s.plan}`)}</dd>
                </div>
                <div>
                  <dt className="text-sm text-muted-foreground">{t("status")}</dt>
                  <dd className="font-medium" data-testid="subscription-phase">
                    {t(`phaseShort.${s.phase}`)}
                  </dd>
                </div>
                {s.trialEndsAt && (
                  <div>
                    <dt className="text-sm text-muted-foreground">{t("trialEnds")}</dt>
                    <dd className="font-medium">{date(s.trialEndsAt)}</dd>
                  </div>
                )}
                {s.renewsAt && (
                  <div>
                    <dt className="text-sm text-muted-foreground">{t("renews")}</dt>
                    <dd className="font-medium">{date(s.renewsAt)}</dd>
                  </div>
                )}
                {s.endsAt && (
                  <div>
                    <dt className="text-sm text-muted-foreground">{s.hasPremium ? t("accessUntil") : t("ended")}</dt>
                    <dd className="font-medium" data-testid="subscription-ends">
                      {date(s.endsAt)}
                    </dd>
                  </div>
                )}
              </dl>
              {s.provider === "demo" && <p className="text-sm text-muted-foreground">{t("demoNotice")}</p>}
              <SubscriptionActions
                canCancel={s.hasPremium && !s.cancelAtPeriodEnd && s.provider !== null && s.plan !== "free_year"}
                canResume={s.hasPremium && s.cancelAtPeriodEnd}
                canOpenPortal={s.canOpenPortal}
                accessEndsOn={(s.renewsAt ?? s.endsAt) ? date(s.renewsAt ?? s.endsAt) : null}
              />
              {!s.hasPremium && offer}
            </div>
          )
        }
      </FetchedPage>
    </>
  );
}
