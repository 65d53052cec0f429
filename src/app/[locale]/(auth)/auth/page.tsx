import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthPageShell } from "@/components/auth/auth-page-shell";
import { AuthForm } from "@/components/auth/auth-form";
import { authPageContext, safeCallbackUrl } from "@/server/auth/auth-page-props";
import { getCurrentUser } from "@/server/auth/guards";
import { redirect } from "next/navigation";
import { localizedPathname } from "@/i18n/pathname";
import { toLocale } from "@/i18n/locales";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth" });
  return { title: t("metaTitle"), robots: { index: false } };
}

type SearchParams = Record<string, string | string[] | undefined>;

export default async function AuthPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const t = await getTranslations("auth");
  const home = localizedPathname({ href: "/dashboard", locale: toLocale(locale) });
  const callbackUrl = safeCallbackUrl(sp.callbackUrl, home);
  const error = typeof sp.error === "string" ? sp.error.slice(0, 64) : undefined;
  // Already signed in: go on, unless the page is showing an error the user should see.
  if (!error && (await getCurrentUser())) redirect(callbackUrl);
  const ctx = await authPageContext();
  return (
    <AuthPageShell homeLabel={t("title")} title={t("title")} subtitle={t("subtitle")}>
      <div className="rounded-lg border bg-card p-6 shadow-sm">
        <AuthForm
          providers={ctx.providers}
          previewHost={ctx.previewHost}
          allowedHosts={ctx.allowedHosts}
          callbackUrl={callbackUrl}
          error={error}
          initialTab={sp.mode === "signup" ? "signup" : "signin"}
        />
      </div>
    </AuthPageShell>
  );
}
