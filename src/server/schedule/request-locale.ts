import "server-only";
/**
 * The language reasons are worded in: the dashboard says which one it shows (X-Rhythm-Locale),
 * otherwise the app's usual choice (NEXT_LOCALE cookie, then Accept-Language).
 */
import { isLocale, type Locale } from "@/i18n/routing";
import { requestLocale } from "@/server/http/request-locale";

const LOCALE_HEADER = "x-rhythm-locale";

export function scheduleLocale(request: Request): Locale {
  const asked = request.headers.get(LOCALE_HEADER);
  return isLocale(asked) ? asked : requestLocale(request);
}
