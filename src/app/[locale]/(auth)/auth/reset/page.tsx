import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";
import { Link } from "@/i18n/navigation";
import { inspectResetToken } from "@/server/auth/password-reset";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "accounts.reset" });
  // The link's token is in the address: never indexed, never sent on as a referrer.
  return { title: t("metaTitle"), robots: { index: false }, referrer: "no-referrer" };
}

type SearchParams = Record<string, string | string[] | undefined>;

/** "Forgot password?": ask for a link, or (with ?token= from the mail) choose the new password. */
export default async function ResetPasswordPage({
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
  const token = typeof sp.token === "string" ? sp.token.slice(0, 200) : "";
  const email = typeof sp.email === "string" ? sp.email.slice(0, 254) : "";
  const tokenState = token ? await inspectResetToken(token) : null;
  return (
    <main id="main" className="mx-auto flex min-h-screen w-full max-w-md flex-col justify-center gap-6 px-6 py-12">
      <div className="flex flex-col items-center gap-3 text-center">
        <Link href="/" aria-label={t("title")}>
          <Logo size={44} />
        </Link>
      </div>
      <div className="rounded-lg border bg-card p-6 shadow-sm">
        <ResetPasswordForm token={token} tokenState={tokenState} initialEmail={email} />
      </div>
    </main>
  );
}
