import { notFound } from "next/navigation";
import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { Logo } from "@/components/brand/logo";
import { AdminSetupForm } from "@/components/admin/admin-setup-form";
import { adminSetupOpen } from "@/server/admin/setup-first-admin";

export const dynamic = "force-dynamic";

export async function generateMetadata() {
  const t = await getTranslations("admin.setup");
  return { title: t("title"), robots: { index: false } };
}

/** Creates the first admin; answers 404 once an admin exists or when no setup token is configured. */
export default async function AdminSetupPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  if (!(await adminSetupOpen())) notFound();
  const t = await getTranslations("admin.setup");
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-md flex-col justify-center gap-6 px-6 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo size={44} />
        <h1 className="text-2xl font-semibold">{t("title")}</h1>
        <p className="text-sm text-muted-foreground">{t("intro")}</p>
      </div>
      <div className="rounded-lg border bg-card p-6 shadow-sm">
        <AdminSetupForm />
      </div>
    </main>
  );
}
