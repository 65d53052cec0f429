import "server-only";
/**
 * getTranslations() and getFormatter() for server components, with ICU message formats and Intl
 * formatters kept for the life of the process instead of one request.
 *
 * next-intl's own functions build a new formatter cache per request (React's cache()), so every
 * message with values is parsed again and every Intl.NumberFormat or DateTimeFormat constructed
 * again on each render: on the history pages (/analytics, /habits, /mood, /rewards) that was a tenth
 * of the server's CPU per request. The caches here are keyed, as next-intl's are, by the message
 * text, the locale and the options (time zone included), so they are bounded by the catalogue and
 * the formats the code uses, and sharing them between users shows nobody anything of anyone else's.
 * The locale, time zone and "now" still come from the request's next-intl config.
 */
import { _createCache, _createIntlFormatters, createFormatter, createTranslator } from "next-intl";
import {
  getFormatter as nextGetFormatter,
  getLocale,
  getNow,
  getTimeZone,
  type getTranslations as nextGetTranslations,
} from "next-intl/server";
import { messagesFor } from "./messages";
import { toLocale, type Locale } from "./locales";

type Shared = { cache: ReturnType<typeof _createCache>; formatters: ReturnType<typeof _createIntlFormatters> };
const shared = new Map<Locale, Shared>();

function sharedFor(locale: Locale): Shared {
  let s = shared.get(locale);
  if (!s) {
    const cache = _createCache();
    s = { cache, formatters: _createIntlFormatters(cache) };
    shared.set(locale, s);
  }
  return s;
}

async function requestConfig() {
  const locale = toLocale(await getLocale());
  const [timeZone, now] = await Promise.all([getTimeZone(), getNow()]);
  const { cache, formatters } = sharedFor(locale);
  return { locale, timeZone, now, _cache: cache, _formatters: formatters };
}

/** next-intl's getTranslations(namespace?) (same types and texts) over the process's formatters. */
export const getTranslations = (async (namespace?: string) => {
  const config = await requestConfig();
  return createTranslator({ ...config, messages: messagesFor(config.locale), namespace: namespace as never });
}) as typeof nextGetTranslations;

/** next-intl's getFormatter() (same types and output) over the process's formatters. */
export const getFormatter = (async () => createFormatter(await requestConfig())) as typeof nextGetFormatter;
