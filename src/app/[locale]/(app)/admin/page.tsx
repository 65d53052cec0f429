import { getFormatter, getTranslations, setRequestLocale } from "next-intl/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { GrantFreeYearButton } from "@/components/admin/grant-free-year-button";
import { listUsersForAdmin } from "@/server/admin/admin-queries";
import { requireAdminPage } from "@/server/auth/guards";

export async function generateMetadata() {
  const t = await getTranslations("admin");
  return { title: t("title"), robots: { index: false } };
}

export default async function AdminPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const admin = await requireAdminPage("/admin");
  const t = await getTranslations("admin");
  const format = await getFormatter();
  const { total, rows } = await listUsersForAdmin(admin);
  return (
    <main id="main" className="mx-auto max-w-6xl space-y-6 p-6" data-admin="true">
      <PageHeader title={t("title")} description={t("summary", { total })} />
      <div className="overflow-x-auto rounded-lg border">
        <table className="w-full text-sm">
          <caption className="sr-only">{t("usersCaption")}</caption>
          <thead className="bg-muted text-start">
            <tr>
              <th scope="col" className="p-3 text-start">{t("email")}</th>
              <th scope="col" className="p-3 text-start">{t("role")}</th>
              <th scope="col" className="p-3 text-start">{t("plan")}</th>
              <th scope="col" className="p-3 text-start">{t("ends")}</th>
              <th scope="col" className="p-3 text-start">{t("joined")}</th>
              <th scope="col" className="p-3"><span className="sr-only">{t("actions")}</span></th>
            </tr>
          </thead>
          <tbody>
            {rows.map((u) => (
              <tr key={u.id} className="border-t">
                <td className="p-3" dir="ltr">{u.email}</td>
                <td className="p-3">{t(`roles.${u.role}`)}</td>
                <td className="p-3">{t(`tiers.${u.subscriptionTier}`)} · {u.subscriptionStatus}</td>
                <td className="p-3">{u.subscriptionEndDate ? format.dateTime(u.subscriptionEndDate, { dateStyle: "medium" }) : "—"}</td>
                <td className="p-3">{format.dateTime(u.createdAt, { dateStyle: "medium" })}</td>
                <td className="p-3 text-end">{u.role !== "admin" && <GrantFreeYearButton userId={u.id} />}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </main>
  );
}
