import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { AuthPageShell } from "@/components/auth/auth-page-shell";
import { ResetPasswordForm } from "@/components/accounts/reset-password-form";
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
    <AuthPageShell homeLabel={t("title")}>
      <div className="rounded-lg border bg-card p-6 shadow-sm">
        <ResetPasswordForm token={token} tokenState={tokenState} initialEmail={email} />
      </div>
    </AuthPageShell>
  );
}
