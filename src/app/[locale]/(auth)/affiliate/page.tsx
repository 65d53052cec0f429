import { setRequestLocale } from "next-intl/server";
import { getTranslations } from "@/i18n/server";
import { Logo } from "@/components/brand/logo";
import { AuthForm } from "@/components/auth/auth-form";
import { ApplicationForm } from "@/components/affiliate/application-form";
import { getCurrentUser } from "@/server/auth/guards";
import { authPageContext } from "@/server/auth/auth-page-props";
import { hasPermission } from "@/server/auth/permissions";
import { getMyApplication } from "@/server/affiliates/applications";
import { redirect, getPathname } from "@/i18n/navigation";

export async function generateMetadata() {
  const t = await getTranslations("affiliate");
  return { title: t("loginTitle"), robots: { index: false } };
}

/**
 * Affiliate login: signs affiliates in and sends them to their dashboard; a signed-in user who is
 * not an affiliate may apply (once verified) or sees where their application stands.
 */
export default async function AffiliateLoginPage({ params }: { params: Promise<{ locale: string }> }) {
  const { locale } = await params;
  setRequestLocale(locale);
  const user = await getCurrentUser();
  if (user && hasPermission(user, "affiliate.dashboard") && !hasPermission(user, "admin.access"))
    redirect({ href: `/affiliate/dashboard/${user.id}`, locale });
  const t = await getTranslations("affiliate");
  const application = user ? await getMyApplication(user) : undefined;
  const ctx = user ? null : await authPageContext();
  return (
    <main id="main" className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-6 px-6 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <Logo size={44} />
        <h1 className="text-2xl font-semibold">{user ? t("applyTitle") : t("loginTitle")}</h1>
        <p className="text-sm text-muted-foreground">{user ? t("applyIntro") : t("loginIntro")}</p>
      </div>
      <div className="rounded-lg border bg-card p-6 shadow-sm">
        {!user && ctx && (
          <>
            <AuthForm
              providers={[]}
              previewHost={ctx.previewHost}
              allowedHosts={ctx.allowedHosts}
              callbackUrl={getPathname({ href: "/affiliate", locale })}
              initialTab="signin"
              signInOnly
            />
            <p className="mt-4 text-sm text-muted-foreground">{t("signInToApply")}</p>
          </>
        )}
        {user && !user.emailVerified && <p role="status">{t("verifyFirst")}</p>}
        {user && user.emailVerified && application?.status === "pending" && (
          <p role="status">{t("applicationPending")}</p>
        )}
        {user && user.emailVerified && application?.status !== "pending" && (
          <>
            {application?.status === "rejected" && (
              <p className="mb-4 text-sm text-muted-foreground">{t("applicationRejected")}</p>
            )}
            <ApplicationForm />
          </>
        )}
      </div>
    </main>
  );
}
