import { notFound } from "next/navigation";
import { headers } from "next/headers";
import { setRequestLocale } from "next-intl/server";
import { getFormatter, getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { CopyLink } from "@/components/affiliate/copy-link";
import { CodeEditor } from "@/components/affiliate/code-editor";
import { EarningsChartLazy } from "@/components/affiliate/earnings-chart-lazy";
import { directionOf, toLocale } from "@/i18n/locales";
import { appUrl } from "@/lib/env";
import { AppError } from "@/lib/errors";
import { getAffiliateStats } from "@/server/affiliates/affiliate-stats";
import { rememberAffiliateAddress } from "@/server/affiliates/track-referral";
import { referralClientKey } from "@/server/affiliates/visitor-key";
import { requireUserPage } from "@/server/auth/guards";
import { runtimeKey } from "@/i18n/keys";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("affiliate");
  return { title: t("dashboardTitle"), robots: { index: false } };
}

/** That affiliate or an admin; anyone else (and an unknown id) gets a 404. getAffiliateStats checks the viewer itself. */
async function AffiliateDashboardPage({ params }: { params: Promise<{ locale: string; id: string }> }) {
  const { locale, id } = await params;
  setRequestLocale(locale);
  const viewer = await requireUserPage(`/affiliate/dashboard/${id}`);
  const stats = await getAffiliateStats(viewer, id).catch((err: unknown) => {
    if (err instanceof AppError && err.status === 404) notFound();
    throw err;
  });
  if (viewer.id === id)
    await rememberAffiliateAddress(
      viewer.id,
      referralClientKey(new Request("http://local", { headers: await headers() })),
    );
  const t = await getTranslations("affiliate");
  const format = await getFormatter();
  const link = `${appUrl()}/?ref=${encodeURIComponent(stats.code)}`;
  const money = (cents: number, currency: string) =>
    format.number(cents / 100, {
      style: "currency",
      currency: currency.toUpperCase(),
    });
  const percent = (n: number) => format.number(n / 100, { style: "percent", maximumFractionDigits: 1 });
  const cards = [
    { key: "clicks", label: t("clicks"), value: stats.clicks },
    { key: "signups", label: t("signups"), value: stats.signups },
    { key: "trials", label: t("trials"), value: stats.trials },
    { key: "paying", label: t("paying"), value: stats.paying },
  ];
  return (
    <main id="main" className="mx-auto min-w-0 max-w-4xl space-y-6 p-4 sm:p-6">
      <PageHeader
        title={t("dashboardTitle")}
        description={t("dashboardIntro", {
          percent: stats.settings.commissionPercent,
          days: stats.settings.holdingDays,
        })}
      />
      <section className="space-y-3 rounded-lg border bg-card p-4" aria-labelledby="aff-link">
        <h2 id="aff-link" className="text-sm font-medium text-muted-foreground">
          {t("yourLink")}
        </h2>
        <CopyLink link={link} />
        <p className="text-sm">
          {t("yourCode")}{" "}
          <strong dir="ltr" data-testid="affiliate-code">
            {stats.code}
          </strong>
        </p>
        {stats.codeEditable && viewer.id === id && <CodeEditor code={stats.code} />}
      </section>
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {cards.map((c) => (
          <div key={c.key} className="rounded-lg border bg-card p-4">
            <dt className="text-sm text-muted-foreground">{c.label}</dt>
            <dd className="text-3xl font-semibold" data-testid={`affiliate-${c.key}`}>
              {c.value}
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-muted-foreground">
        {t("conversion", {
          signup: percent(stats.conversion.signupPerClick),
          paying: percent(stats.conversion.payingPerSignup),
        })}
      </p>
      <section className="rounded-lg border bg-card p-4" aria-labelledby="aff-earnings">
        <h2 id="aff-earnings" className="mb-3 font-medium">
          {t("earnings")}
        </h2>
        {stats.earnings.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noEarnings")}</p>
        ) : (
          <div className="overflow-x-auto">
            <table className="w-full text-sm">
              <thead>
                <tr>
                  <th scope="col" className="px-2 py-1.5 text-start whitespace-nowrap">
                    {t("currency")}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-end whitespace-nowrap">
                    {t("status.pending")}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-end whitespace-nowrap">
                    {t("status.approved")}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-end whitespace-nowrap">
                    {t("status.paid")}
                  </th>
                  <th scope="col" className="px-2 py-1.5 text-end whitespace-nowrap">
                    {t("status.reversed")}
                  </th>
                </tr>
              </thead>
              <tbody>
                {stats.earnings.map((e) => (
                  <tr key={e.currency} className="border-t" data-testid={`earnings-${e.currency}`}>
                    <th scope="row" className="px-2 py-1.5 text-start whitespace-nowrap">
                      {e.currency.toUpperCase()}
                    </th>
                    <td className="px-2 py-1.5 text-end whitespace-nowrap" data-testid="earnings-pending">
                      {money(e.pending, e.currency)}
                    </td>
                    <td className="px-2 py-1.5 text-end whitespace-nowrap" data-testid="earnings-approved">
                      {money(e.approved, e.currency)}
                    </td>
                    <td className="px-2 py-1.5 text-end whitespace-nowrap" data-testid="earnings-paid">
                      {money(e.paid, e.currency)}
                    </td>
                    <td className="px-2 py-1.5 text-end whitespace-nowrap" data-testid="earnings-reversed">
                      {money(e.reversed, e.currency)}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
      <section className="rounded-lg border bg-card p-4" aria-labelledby="aff-chart">
        <h2 id="aff-chart" className="mb-3 font-medium">
          {t("overTime")}
        </h2>
        <EarningsChartLazy
          data={stats.series.months}
          labels={{
            clicks: t("clicks"),
            signups: t("signups"),
            earned: t("earned"),
          }}
          rtl={directionOf(toLocale(locale)) === "rtl"}
          locale={locale}
          currency={stats.series.currency}
        />
        <table className="sr-only">
          <caption>{t("overTime")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("month")}</th>
              <th scope="col">{t("clicks")}</th>
              <th scope="col">{t("signups")}</th>
            </tr>
          </thead>
          <tbody>
            {stats.series.months.map((m) => (
              <tr key={m.month}>
                <th scope="row">
                  {format.dateTime(new Date(`${m.month}-01T00:00:00Z`), {
                    month: "long",
                    year: "numeric",
                    timeZone: "UTC",
                  })}
                </th>
                <td>{m.clicks}</td>
                <td>{m.signups}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
      <section className="rounded-lg border bg-card p-4" aria-labelledby="aff-referred">
        <h2 id="aff-referred" className="mb-3 font-medium">
          {t("referred")}
        </h2>
        {stats.referred.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("noReferred")}</p>
        ) : (
          <ul className="divide-y text-sm" data-testid="affiliate-referred">
            {stats.referred.map((r, i) => (
              <li key={i} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span dir="ltr">{r.email}</span>, {t(`plans.${r.plan}`)},{" "}
                  {t("since", {
                    date: format.dateTime(new Date(r.since), {
                      day: "numeric",
                      month: "short",
                    }),
                  })}
                </span>
                <span className="text-muted-foreground">
                  {r.status === "rejected"
                    ? t("rejectedReason", {
                        reason: t(runtimeKey(`reasons.${r.reason ?? "no_visit"}`)),
                      })
                    : r.paying
                      ? t("payingCustomer")
                      : t("notPayingYet")}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}

/** The page's client components (the code editor, the link copier) get the "affiliate" texts only. */
export default function Page(props: Parameters<typeof AffiliateDashboardPage>[0]) {
  return (
    <ClientMessages scope="affiliate-dashboard">
      <AffiliateDashboardPage {...props} />
    </ClientMessages>
  );
}
