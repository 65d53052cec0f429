"use client";
/**
 * The account's facts, read-only: email and whether it is verified (with a resend button), how
 * the user signs in, member since, last sign-in and the plan. Dates are shown in the user's own
 * time zone. Drawn from GET /api/account/overview (the profile page is prerendered: issue 25).
 */
import type { ReactNode } from "react";
import { useFormatter, useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Link } from "@/i18n/navigation";
import type { AccountOverviewData } from "@/server/http/api-shapes/account";
import { ResendVerificationButton } from "./resend-verification-button";
import { runtimeKey } from "@/i18n/keys";

const KNOWN_METHODS = ["password", "google", "apple"];

function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="grid gap-1 py-3 sm:grid-cols-[11rem_1fr] sm:gap-4">
      <dt className="text-sm text-muted-foreground">{term}</dt>
      <dd className="min-w-0 text-sm">{children}</dd>
    </div>
  );
}

/** The zone dates are shown in: the account's own, when the browser knows it. */
function zoneOf(timezone: string): string {
  try {
    new Intl.DateTimeFormat("en", { timeZone: timezone });
    return timezone;
  } catch {
    return "UTC";
  }
}

export function AccountFacts({ overview }: { overview: AccountOverviewData }) {
  const t = useTranslations("profile");
  const tm = useTranslations("account.methods");
  const tp = useTranslations("account.plans");
  const ts = useTranslations("subscription.phaseShort");
  const format = useFormatter();
  const timeZone = zoneOf(overview.timezone);
  const day = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "long", timeZone });
  const moment = (iso: string) => format.dateTime(new Date(iso), { dateStyle: "medium", timeStyle: "short", timeZone });

  const methodName = (m: string) => (KNOWN_METHODS.includes(m) ? tm(runtimeKey(m)) : m);
  // The subscription page's phase (trial, cancelling, ...), so both pages say the same.
  const status = ts(overview.phase);
  const active = overview.subscriptionStatus === "active";
  const ends = overview.subscriptionEndDate;
  // Only a Stripe subscription renews by itself (a demo one ends, as does a free year).
  const renews =
    active &&
    ends &&
    overview.billingProvider === "stripe" &&
    !overview.cancelAtPeriodEnd &&
    overview.subscriptionTier !== "free_year";

  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{t("accountTitle")}</CardTitle>
        <CardDescription>{t("accountDescription")}</CardDescription>
      </CardHeader>
      <CardContent>
        <dl className="divide-y">
          <Fact term={t("email")}>
            <div className="flex flex-wrap items-center gap-2">
              <bdi dir="ltr" className="break-all font-medium" data-testid="profile-email">
                {overview.email}
              </bdi>
              {overview.emailVerified ? (
                <Badge variant="success">{t("verified")}</Badge>
              ) : (
                <Badge variant="outline">{t("notVerified")}</Badge>
              )}
            </div>
            {overview.pendingEmail && (
              <p className="mt-2 text-muted-foreground">
                {t.rich("pendingEmail", {
                  pending: overview.pendingEmail,
                  b: (chunks) => (
                    <bdi dir="ltr" className="font-medium text-foreground">
                      {chunks}
                    </bdi>
                  ),
                })}
              </p>
            )}
            {(!overview.emailVerified || overview.pendingEmail) && (
              <div className="mt-3">
                <ResendVerificationButton />
              </div>
            )}
          </Fact>
          <Fact term={t("signInMethods")}>
            {overview.signInMethods.length > 0 ? (
              <ul className="flex flex-wrap gap-2">
                {overview.signInMethods.map((m) => (
                  <li key={m}>
                    <Badge variant="secondary">{methodName(m)}</Badge>
                  </li>
                ))}
              </ul>
            ) : (
              <span className="text-muted-foreground">{t("none")}</span>
            )}
          </Fact>
          <Fact term={t("memberSince")}>{day(overview.createdAt)}</Fact>
          <Fact term={t("lastSignIn")}>
            {overview.lastLoginAt ? (
              moment(overview.lastLoginAt)
            ) : (
              <span className="text-muted-foreground">{t("notRecorded")}</span>
            )}
          </Fact>
          <Fact term={t("plan")}>
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium" data-testid="profile-plan">
                {tp(overview.subscriptionTier)}
              </span>
              {/* A free account has no subscription whose status would mean anything. */}
              {overview.subscriptionTier !== "free" && <Badge variant={active ? "success" : "outline"}>{status}</Badge>}
            </div>
            {active && ends && (
              <p className="mt-1 text-muted-foreground">
                {renews ? t("renewsOn", { date: day(ends) }) : t("endsOn", { date: day(ends) })}
              </p>
            )}
            <Button asChild variant="link" className="mt-1 h-auto px-0">
              <Link href="/subscription">{t("manageSubscription")}</Link>
            </Button>
          </Fact>
        </dl>
      </CardContent>
    </Card>
  );
}
