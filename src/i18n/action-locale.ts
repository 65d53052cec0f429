import "server-only";
/**
 * A server action's language: requestLocale's rules (src/i18n/request-locale.ts) over the action's
 * request, with the path of the page it was posted from, which the proxy passes on.
 */
import { headers } from "next/headers";
import { PATH_HEADER } from "@/lib/routes";
import { defaultLocale, type Locale } from "./locales";
import { localeOf } from "./request-locale";

export async function actionLocale(): Promise<Locale> {
  let requestHeaders: Awaited<ReturnType<typeof headers>>;
  try {
    requestHeaders = await headers();
  } catch {
    // Outside a request (a test or script calling the action directly).
    return defaultLocale;
  }
  return localeOf(requestHeaders, requestHeaders.get(PATH_HEADER) ?? "");
}
