import { getTranslations, setRequestLocale } from "next-intl/server";
import { PageHeader } from "@/components/app-shell/page-header";
import { requirePremiumPage } from "@/server/auth/guards";

export async function generateMetadata() {
  const t = await getTranslations("nav");
  return { title: t("mood"), robots: { index: false } };
}

export default async function Page({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  await requirePremiumPage("/mood");
  const t = await getTranslations("pages.mood");
  return (
    <main id="main" className="mx-auto max-w-5xl space-y-6 p-6" data-premium="true">
      <PageHeader title={t("title")} description={t("description")} />
      <p className="rounded-lg border border-dashed p-8 text-center text-sm text-muted-foreground">{t("comingSoon")}</p>
    </main>
  );
}
