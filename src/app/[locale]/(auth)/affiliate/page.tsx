import { redirect } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { AuthForm } from "@/components/auth/auth-form";
import { getCurrentUser } from "@/server/auth/guards";
import { authPageContext } from "@/server/auth/auth-page-props";

export async function generateMetadata() {
  const t = await getTranslations("affiliate");
  return { title: t("loginTitle"), robots: { index: false } };
}

/** Affiliate login: signs in, then goes to the affiliate's own dashboard. */
export default async function AffiliateLoginPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const prefix = locale === "en" ? "" : `/${locale}`;
  const user = await getCurrentUser();
  if (user?.role === "affiliate") redirect(`${prefix}/affiliate/dashboard/${user.id}`);
  const t = await getTranslations("affiliate");
  const ctx = await authPageContext();
  return (
    <main id="main" className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-6 px-6 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo size={44} />
        <h1 className="text-2xl font-semibold">{t("loginTitle")}</h1>
        <p className="text-sm text-muted-foreground">{t("loginIntro")}</p>
        {user && <p role="alert" className="text-sm text-destructive">{t("notAffiliate")}</p>}
      </div>
      <div className="rounded-lg border bg-card p-6 shadow-sm">
        <AuthForm providers={[]} previewHost={ctx.previewHost} allowedHosts={ctx.allowedHosts} callbackUrl={`${prefix}/affiliate`} initialTab="signin" signInOnly />
      </div>
    </main>
  );
}
