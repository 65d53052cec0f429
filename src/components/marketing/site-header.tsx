/** Header of the public pages: the R logo home, pricing, sign in and (from small tablets up) the trial button. */
import { getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { LocalizedLink } from "@/components/localized-link";

export async function SiteHeader() {
  const t = await getTranslations("landing.header");
  return (
    <header className="border-b bg-background/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-4 px-4 sm:px-6">
        <LocalizedLink href="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <Logo size={32} />
          <span>{t("brand")}</span>
        </LocalizedLink>
        <nav aria-label={t("navLabel")}>
          <ul className="flex items-center gap-1 sm:gap-2">
            <li>
              <Button asChild variant="ghost" size="sm">
                <LocalizedLink href="/pricing">{t("pricing")}</LocalizedLink>
              </Button>
            </li>
            <li>
              <Button asChild variant="ghost" size="sm">
                <LocalizedLink href="/auth">{t("signIn")}</LocalizedLink>
              </Button>
            </li>
            <li className="hidden sm:block">
              <Button asChild size="sm">
                <LocalizedLink href={{ pathname: "/auth", query: { mode: "signup" } }}>{t("startTrial")}</LocalizedLink>
              </Button>
            </li>
          </ul>
        </nav>
      </div>
    </header>
  );
}
