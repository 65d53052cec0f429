import { getTranslations, setRequestLocale } from "next-intl/server";
import type { Metadata } from "next";
import { Logo } from "@/components/brand/logo";
import { Link } from "@/i18n/navigation";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "landing" });
  return { title: { absolute: t("metaTitle") }, description: t("metaDescription") };
}

export default async function LandingPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const t = await getTranslations("landing");
  const c = await getTranslations("common");
  return (
    <main id="main" className="mx-auto flex min-h-screen max-w-3xl flex-col items-center justify-center gap-6 px-6 text-center">
      <Logo size={48} />
      <h1 className="text-4xl font-bold tracking-tight">{t("heroTitle")}</h1>
      <p className="text-lg text-muted-foreground">{t("heroBody")}</p>
      <Link href="/auth" className="rounded-md bg-primary px-5 py-3 font-medium text-primary-foreground">
        {c("getStarted")}
      </Link>
    </main>
  );
}
