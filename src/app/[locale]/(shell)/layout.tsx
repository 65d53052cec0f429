import type { ReactNode } from "react";
import { setRequestLocale } from "next-intl/server";
import { AppClientFrame } from "@/components/app-client-frame";
import { ShellFrame } from "@/components/app-shell/shell-frame";
import { toLocale } from "@/i18n/routing";

/**
 * The frame of the prerendered pages (issue 25: every premium and member page): the same frame
 * as (app)'s, built at build time with no user in it; the browser fetches who the user is (GET
 * /api/app-frame) and each page fetches its own data. The proxy guards these pages from the database
 * before serving them (src/proxy.ts, PRERENDERED_PREMIUM_PAGES and PRERENDERED_MEMBER_PAGES), and every
 * API they call checks again.
 */
export default async function ShellLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const locale = toLocale((await params).locale);
  setRequestLocale(locale);
  return (
    <AppClientFrame locale={locale} scope="app-frame">
      <ShellFrame>{children}</ShellFrame>
    </AppClientFrame>
  );
}
