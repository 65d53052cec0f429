import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { AdminTabs, ADMIN_TABS, type AdminTab } from "@/components/admin/admin-tabs";
import { UsersSection } from "@/components/admin/users-section";
import { QueueHealthSection } from "@/components/admin/queue-health-section";
import {
  ApplicationsSection,
  AffiliatesSection,
  AuditSection,
  CommissionsSection,
  PayoutsSection,
  WebhooksSection,
} from "@/components/admin/programme-sections";
import { requireAdminPage } from "@/server/auth/guards";
import { getUserDetail, listWebhookEvents, searchUsers } from "@/server/admin/manage-users";
import { listAuditLog } from "@/server/admin/audit";
import { listApplications } from "@/server/affiliates/applications";
import { listAffiliates, listBalances, listCommissions, listPayouts } from "@/server/affiliates/payouts";
import { userSearchSchema } from "@/server/affiliates/schemas";
import { ClientMessages } from "@/i18n/client-messages";

export async function generateMetadata() {
  const t = await getTranslations("admin");
  return { title: t("title"), robots: { index: false } };
}

type Search = Record<string, string | string[] | undefined>;

async function AdminPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<Search>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const admin = await requireAdminPage("/admin");
  const sp = await searchParams;
  const one = (k: string) => (typeof sp[k] === "string" ? (sp[k] as string) : undefined);
  const tab: AdminTab = (ADMIN_TABS as readonly string[]).includes(one("tab") ?? "")
    ? (one("tab") as AdminTab)
    : "users";
  const t = await getTranslations("admin");

  let body: React.ReactNode = null;
  if (tab === "users") {
    const parsed = userSearchSchema.safeParse({ q: one("q"), page: one("page") });
    const query = parsed.success ? parsed.data : { q: "", page: 1, pageSize: 20 };
    const result = await searchUsers(admin, query);
    const selected = one("user");
    const detail = selected ? await getUserDetail(admin, selected).catch(() => null) : null;
    body = <UsersSection result={result} detail={detail} actorId={admin.id} q={query.q} />;
  } else if (tab === "applications") body = <ApplicationsSection rows={await listApplications(admin)} />;
  else if (tab === "affiliates") body = <AffiliatesSection rows={await listAffiliates(admin)} />;
  else if (tab === "commissions") body = <CommissionsSection rows={await listCommissions(admin)} />;
  else if (tab === "payouts")
    body = <PayoutsSection balances={await listBalances(admin)} payouts={await listPayouts(admin)} />;
  else if (tab === "webhooks") body = <WebhooksSection rows={await listWebhookEvents(admin)} />;
  else body = <AuditSection rows={await listAuditLog(admin)} />;

  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 p-4 sm:p-6" data-admin="true">
      <PageHeader title={t("title")} description={t("intro")} />
      <AdminTabs current={tab} />
      {body}
      <QueueHealthSection admin={admin} />
    </main>
  );
}

/** The page's client components get the "admin" scope's messages only (src/i18n/client-namespaces.ts). */
export default function Page(props: Parameters<typeof AdminPage>[0]) {
  return (
    <ClientMessages scope="admin">
      <AdminPage {...props} />
    </ClientMessages>
  );
}
