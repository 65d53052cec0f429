/**
 * What the signed-in, auth and billing layouts give their client components: the messages they
 * translate with (the root layout sends only the error boundary's) and AppProviders.
 */
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import { AppProviders } from "@/components/app-providers";
import { omitNamespaces, SERVER_ONLY_NAMESPACES } from "@/i18n/client-messages";
import { directionOf, type Locale } from "@/i18n/routing";

export async function AppClientFrame({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = await getMessages({ locale });
  return (
    <NextIntlClientProvider locale={locale} messages={omitNamespaces(messages, SERVER_ONLY_NAMESPACES)}>
      <AppProviders dir={directionOf(locale)}>{children}</AppProviders>
    </NextIntlClientProvider>
  );
}
