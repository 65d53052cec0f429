/** Header of the public pages: the R logo home, pricing, sign in (or, signed in, go to app and sign out) and (from small tablets up) the trial button. */
import { getLocale, getTranslations } from "next-intl/server";
import { HeaderSessionLinks } from "@/components/accounts/header-session-links";
import { localizedPathname } from "@/i18n/pathname";
import { toLocale } from "@/i18n/routing";
import { Logo } from "@/components/brand/logo";
import { Button } from "@/components/ui/button";
import { LocalizedLink } from "@/components/localized-link";

export async function SiteHeader() {
  const t = await getTranslations("landing.header");
  const ta = await getTranslations("accounts.header");
  const locale = toLocale(await getLocale());
  return (
    <header className="border-b bg-background/95">
      <div className="mx-auto flex h-16 max-w-6xl items-center justify-between gap-2 px-3 sm:gap-4 sm:px-6">
        <LocalizedLink href="/" className="flex items-center gap-2 rounded-md text-lg font-semibold tracking-tight">
          <Logo size={32} />
          {/* Below sm the mark alone: a signed-in header's three links need the room on a phone. */}
          <span className="sr-only sm:not-sr-only">{t("brand")}</span>
        </LocalizedLink>
        <nav aria-label={t("navLabel")}>
          <ul className="flex items-center gap-0.5 sm:gap-2">
            <li>
              <Button asChild variant="ghost" size="sm">
                <LocalizedLink href="/pricing">{t("pricing")}</LocalizedLink>
              </Button>
            </li>
            <HeaderSessionLinks
              labels={{ signIn: t("signIn"), goToApp: ta("goToApp"), signOut: ta("signOut") }}
              hrefs={{
                signIn: localizedPathname({ href: "/auth", locale }),
                home: localizedPathname({ href: "/", locale }),
              }}
              locale={locale}
            />
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
