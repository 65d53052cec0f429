/** Footer of the public pages: what Rhythm is, the main links, and this page in the other languages. */
import { getLocale, getTranslations } from "next-intl/server";
import { Logo } from "@/components/brand/logo";
import { routing } from "@/i18n/routing";
import type { MarketingPath } from "./seo";
import { LocalizedLink } from "@/components/localized-link";

export async function SiteFooter({ path }: { path: MarketingPath }) {
  const t = await getTranslations("landing.footer");
  const languages = await getTranslations("common.languages");
  const current = await getLocale();
  return (
    <footer className="border-t bg-muted/40">
      <div className="mx-auto grid grid-cols-1 max-w-6xl gap-8 px-4 py-10 sm:grid-cols-3 sm:px-6">
        <div className="flex flex-col gap-3">
          <p className="flex items-center gap-2 font-semibold">
            <Logo size={24} />
            {t("brand")}
          </p>
          <p className="text-sm text-muted-foreground">{t("tagline")}</p>
        </div>
        <nav aria-label={t("linksLabel")}>
          <ul className="flex flex-col gap-2 text-sm">
            <li>
              <LocalizedLink href="/" className="underline-offset-4 hover:underline">
                {t("home")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink href="/pricing" className="underline-offset-4 hover:underline">
                {t("pricing")}
              </LocalizedLink>
            </li>
            <li>
              <LocalizedLink href="/auth" className="underline-offset-4 hover:underline">
                {t("signIn")}
              </LocalizedLink>
            </li>
          </ul>
        </nav>
        <nav aria-label={t("languagesLabel")}>
          <ul className="flex flex-col gap-2 text-sm">
            {routing.locales.map((locale) => (
              <li key={locale}>
                <LocalizedLink
                  href={path}
                  locale={locale}
                  hrefLang={locale}
                  lang={locale}
                  aria-current={locale === current ? "true" : undefined}
                  className="underline-offset-4 hover:underline aria-[current]:font-semibold"
                >
                  {languages(locale)}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        </nav>
      </div>
      <div className="mx-auto max-w-6xl px-4 pb-8 text-xs text-muted-foreground sm:px-6">
        <p>{t("legal")}</p>
      </div>
    </footer>
  );
}
