import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthPageShell } from "@/components/auth/auth-page-shell";
import { AuthForm } from "@/components/auth/auth-form";
import { authPageContext, safeCallbackUrl } from "@/server/auth/auth-page-props";
import { getCurrentUser } from "@/server/auth/guards";
import { redirect } from "next/navigation";
import { localizedPathname } from "@/i18n/pathname";
import { toLocale } from "@/i18n/locales";
import { homePathFor } from "@/lib/home-path";
import { hasPremiumAccess } from "@/server/billing/entitlements";

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
  // Without a callbackUrl, each role goes to its own home (issue 24): the form asks the account for
  // it after signing in; a provider's redirect comes back here, and this page sends the user on.
  const explicit = safeCallbackUrl(sp.callbackUrl, "");
  const callbackUrl = explicit || localizedPathname({ href: "/auth", locale: toLocale(locale) });
  const error = typeof sp.error === "string" ? sp.error.slice(0, 64) : undefined;
  // Already signed in: go on, unless the page is showing an error the user should see.
  const user = error ? null : await getCurrentUser();
  if (user) {
    const home = homePathFor({
      id: user.id,
      role: user.role,
      onboarded: user.hasCompletedOnboarding,
      premium: hasPremiumAccess(user),
    });
    redirect(explicit || localizedPathname({ href: home, locale: toLocale(locale) }));
  }
  const ctx = await authPageContext();
  return (
    <AuthPageShell homeLabel={t("title")} title={t("title")} subtitle={t("subtitle")}>
      <div className="rounded-lg border bg-card p-6 shadow-sm">
        <AuthForm
          providers={ctx.providers}
          previewHost={ctx.previewHost}
          allowedHosts={ctx.allowedHosts}
          callbackUrl={callbackUrl}
          toHome={!explicit}
          error={error}
          initialTab={sp.mode === "signup" ? "signup" : "signin"}
        />
      </div>
    </AuthPageShell>
  );
}
