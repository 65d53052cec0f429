/**
 * A link for server components outside the layouts that provide next-intl's client messages (the
 * public pages, not-found): the localized href is computed on the server and rendered with
 * next/link, prefetch off (see marketing-frame.tsx). next-intl's Link reads the locale again in
 * the browser, which needs use-intl and its provider there (~12 KB gzipped, evaluated and hydrated
 * on every visit). A link to another language is a plain anchor with the prefix forced, as
 * next-intl renders it: the proxy answers it in that language and stores the choice in the locale
 * cookie (/en redirects to / and sets it to en).
 */
import type { ComponentProps } from "react";
import NextLink from "next/link";
import { useLocale } from "next-intl";
import { localizedPathname, type LocalizedHref } from "@/i18n/pathname";
import { toLocale, type Locale } from "@/i18n/routing";

export function LocalizedLink({
  href,
  locale,
  ...rest
}: Omit<ComponentProps<"a">, "href"> & { href: LocalizedHref; locale?: Locale }) {
  const current = toLocale(useLocale());
  if (locale !== undefined) return <a href={localizedPathname({ href, locale, forcePrefix: true })} {...rest} />;
  return <NextLink prefetch={false} href={localizedPathname({ href, locale: current })} {...rest} />;
}
