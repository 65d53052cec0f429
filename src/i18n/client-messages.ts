/**
 * Which messages reach the browser. NextIntlClientProvider serializes what it is given into every
 * page's HTML (all namespaces were ~30 KB of the landing page's ~110 KB). The public pages render
 * their text on the server and get none (the root layout has no NextIntlClientProvider); the
 * signed-in, auth and billing layouts send what their client components may use.
 */
import type { AbstractIntlMessages } from "next-intl";

/**
 * Namespaces only server code reads (pages, metadata, mail): never needed in the browser. Client
 * components translate server error keys from several namespaces (errors.*, auth.errors.*,
 * account.errors.*, billing.errors.*, ...), so the app side gets everything but these.
 */
export const SERVER_ONLY_NAMESPACES = [
  "landing",
  "pricing",
  "mail",
  "mailbox",
  "notFound",
  "pages",
  "calendar",
] as const;

export function omitNamespaces(messages: AbstractIntlMessages, namespaces: readonly string[]): AbstractIntlMessages {
  return Object.fromEntries(Object.entries(messages).filter(([ns]) => !namespaces.includes(ns)));
}
