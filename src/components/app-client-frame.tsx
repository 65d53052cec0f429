/**
 * What the signed-in, auth and billing layouts give their client components: the messages of
 * their scope (src/i18n/client-namespaces.ts; pages with their own <ClientMessages> replace them
 * for their part of the tree) and AppProviders.
 */
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { AppProviders } from "@/components/app-providers";
import { scopeMessages } from "@/i18n/client-messages";
import type { ClientScope } from "@/i18n/client-namespaces";
import { directionOf, type Locale } from "@/i18n/routing";

export function AppClientFrame({
  locale,
  scope,
  children,
}: {
  locale: Locale;
  scope: ClientScope;
  children: ReactNode;
}) {
  return (
    <NextIntlClientProvider locale={locale} messages={scopeMessages(locale, scope)}>
      <AppProviders dir={directionOf(locale)}>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
