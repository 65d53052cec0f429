import { setRequestLocale } from "next-intl/server";
import { getFormatter, getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { SubscriptionActions } from "@/components/subscription/subscription-actions";
import { PremiumOffer } from "@/components/subscription/premium-offer";
import { requireOnboardedPage } from "@/server/auth/guards";
import { getSubscription } from "@/server/billing/get-subscription";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("subscription");
  return { title: t("title"), robots: { index: false } };
}

async function SubscriptionPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await requireOnboardedPage("/subscription");
  const t = await getTranslations("subscription");
  const format = await getFormatter();
  const s = await getSubscription(user.id);
  const date = (d: Date | null) => (d ? format.dateTime(d, { dateStyle: "long" }) : "—");
  return (
    <main id="main" className="mx-auto max-w-3xl space-y-6 p-6">
      <PageHeader title={t("title")} description={t(`phase.${s.phase}`)} />
      <dl className="grid gap-4 rounded-lg border bg-card p-6 sm:grid-cols-2" data-testid="subscription-summary">
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
      {!s.hasPremium && <PremiumOffer />}
    </main>
  );
}

/** The page's client components get the "subscription" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof SubscriptionPage>[0]) {
  return (
    <ClientMessages scope="subscription">
      <SubscriptionPage {...props} />
    </ClientMessages>
  );
}
