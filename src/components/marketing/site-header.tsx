/** Header of the public pages: the R logo home, pricing, sign in and (from small tablets up) the trial button. */
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { Link } from "@/i18n/navigation";

export async function SiteHeader() {
  const t = await getTranslations("landing.header");
  return (
    <header className="border-b bg-background/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <Link prefetch={false} href="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <Logo size={32} />
          <span>{t("brand")}</span>
        </Link>
        <nav aria-label={t("navLabel")}>
          <ul className="flex items-center gap-1 sm:gap-2">
            <li>
              <Button asChild variant="ghost" size="sm">
                <Link prefetch={false} href="/pricing">{t("pricing")}</Link>
              </Button>
            </li>
            <li>
              <Button asChild variant="ghost" size="sm">
                <Link prefetch={false} href="/auth">{t("signIn")}</Link>
              </Button>
            </li>
            <li className="hidden sm:block">
              <Button asChild size="sm">
                <Link prefetch={false} href={{ pathname: "/auth", query: { mode: "signup" } }}>{t("startTrial")}</Link>
              </Button>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
