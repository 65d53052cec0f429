import type { Metadata } from "next";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { CircleAlert, CircleCheck } from "lucide-react";
import { AuthPageShell } from "@/components/auth/auth-page-shell";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";
import { getCurrentUser } from "@/server/auth/guards";

export async function generateMetadata({ params }: { params: Promise<{ locale: string }> }): Promise<Metadata> {
  const { locale } = await params;
  const t = await getTranslations({ locale, namespace: "auth.verifiedPage" });
  return { title: t("metaTitle"), robots: { index: false }, referrer: "no-referrer" };
}

type SearchParams = Record<string, string | string[] | undefined>;

/**
 * Where the link of a verification mail lands (after /api/auth/verify consumed it): says whether
 * the address, or the new address of an e-mail change, is confirmed, and where to go next.
 */
export default async function EmailVerifiedPage({
  params,
  searchParams,
}: {
  params: Promise<{ locale: string }>;
  searchParams: Promise<SearchParams>;
}) {
  const { locale } = await params;
  setRequestLocale(locale);
  const sp = await searchParams;
  const t = await getTranslations("auth.verifiedPage");
  const result = sp.verified !== "1" ? "invalid" : sp.changed === "1" ? "changed" : "verified";
  const user = await getCurrentUser();
  const next = user
    ? result === "verified"
      ? { href: "/dashboard", label: t("continue") }
      : { href: "/settings", label: t("toSettings") }
    : { href: "/auth", label: t("signIn") };
  const Icon = result === "invalid" ? CircleAlert : CircleCheck;
  return (
    <AuthPageShell homeLabel={t("home")}>
      <section
        className="flex flex-col items-center gap-4 rounded-lg border bg-card p-6 text-center shadow-sm"
        data-testid="verify-result"
        data-result={result}
      >
        <Icon
          aria-hidden
          className={
            result === "invalid" ? "size-10 text-destructive" : "size-10 text-emerald-600 dark:text-emerald-400"
          }
        />
        <h1 className="text-xl font-semibold">{t(`${result}.title`)}</h1>
        <p className="text-sm text-muted-foreground">{t(`${result}.body`)}</p>
        <Button asChild>
          <Link href={next.href}>{next.label}</Link>
        </Button>
      </section>
    </AuthPageShell>
  );
}
