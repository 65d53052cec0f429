/**
 * The client boundary's messages: wraps a layout's or a page's whole output so its client
 * components translate with the namespaces of `scope` only (src/i18n/client-namespaces.ts). The
 * picked messages are built once per locale and scope, not on every request.
 */
import type { ReactNode } from "react";
import { NextIntlClientProvider } from "next-intl";
import { getLocale } from "next-intl/server";
import { CLIENT_NAMESPACES, pickMessages, type ClientScope } from "./client-namespaces";
import { messagesFor } from "./messages";
import { toLocale, type Locale } from "./routing";

const picked = new Map<string, ReturnType<typeof pickMessages>>();

export function scopeMessages(locale: Locale, scope: ClientScope) {
  const key = `${locale}:${scope}`;
  let messages = picked.get(key);
  if (!messages) {
    messages = pickMessages(messagesFor(locale), CLIENT_NAMESPACES[scope]);
    picked.set(key, messages);
  }
  return messages;
}

export async function ClientMessages({ scope, children }: { scope: ClientScope; children: ReactNode }) {
  const locale = toLocale(await getLocale());
  return (
    <NextIntlClientProvider locale={locale} messages={scopeMessages(locale, scope)}>
      {children}
    </NextIntlClientProvider>
  );
}
