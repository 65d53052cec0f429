/**
 * The frame of a public page: skip link, header, the page's main landmark, footer.
 * Links on the public pages (LocalizedLink) do not prefetch: prefetching every visible link (the
 * sign-in page with its client code among them) cost a first-time visitor's phone more
 * main-thread time than the prefetch saves on the one link they follow.
 */
import type { ReactNode } from "react";
import { getTranslations } from "next-intl/server";
import type { MarketingPath } from "./seo";
import { SiteFooter } from "./site-footer";
import { SiteHeader } from "./site-header";

export async function MarketingFrame({ path, children }: { path: MarketingPath; children: ReactNode }) {
  const common = await getTranslations("common");
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only rounded-md bg-primary text-primary-foreground focus:not-sr-only focus:px-4 focus:py-2 focus:absolute focus:start-4 focus:top-4 focus:z-50"
      >
        {common("skipToContent")}
      </a>
      <SiteHeader />
      <main id="main" className="flex-1">
        {children}
      </main>
      <SiteFooter path={path} />
    </div>
  );
}
