/**
 * Server-side translation outside a React render (emails, API errors, push texts, the planner's
 * reasons, the CLI) with next-intl's own translator (`createTranslator` from "next-intl"), over
 * the same catalogue the pages use, so ICU arguments, plurals and selects work as on the client.
 * Pages and layouts use next-intl's getTranslations() instead; this is for code that has a locale
 * but no request config (background jobs, route handlers, plain modules and their tests).
 */
import { createTranslator, IntlErrorCode, type IntlError } from "next-intl";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import ar from "../../messages/ar.json";
import { runtimeKey, translateKey } from "./keys";
import { defaultLocale, type Locale } from "./locales";

type Messages = typeof en;
const all: Record<Locale, Messages> = { en, es, ar };

export function messagesFor(locale: Locale): Messages {
  return all[locale];
}

// A missing key or value is a bug: tests fail on it; production shows the English text, or the key.
const strict = () => typeof jest !== "undefined";

const failOn = (error: Error) => {
  throw error;
};

const makeTranslator = (locale: Locale) =>
  createTranslator({
    locale,
    messages: all[locale],
    // A text missing one of its values (a reason stored by an older version) is logged by
    // next-intl and shown as written, placeholders and all, rather than as its key; tests fail.
    onError: strict() ? failOn : undefined,
    getMessageFallback: ({ key, error }) => fallbackText(locale, key, error),
  });

function fallbackText(locale: Locale, key: string, error: IntlError): string {
  if (error.code !== IntlErrorCode.FORMATTING_ERROR || !hasText(locale, key)) return key;
  return String(translatorFor(locale).raw(runtimeKey(key)));
}

const translators = new Map<Locale, ReturnType<typeof makeTranslator>>();

function translatorFor(locale: Locale): ReturnType<typeof makeTranslator> {
  let t = translators.get(locale);
  if (!t) {
    t = makeTranslator(locale);
    translators.set(locale, t);
  }
  return t;
}

/** True when `key` names a text (not a group of texts) in `locale`. */
function hasText(locale: Locale, key: string): boolean {
  const t = translatorFor(locale);
  return t.has(runtimeKey(key)) && typeof t.raw(runtimeKey(key)) === "string";
}

/** True when `key` names a text in every locale (used before translating keys that come from data). */
export function hasMessage(key: string): boolean {
  return hasText(defaultLocale, key);
}

/** Looks up a dotted key ("auth.errors.emailTaken") and formats it (ICU: {name}, plurals, selects). */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  if (hasText(locale, key)) return translateKey(translatorFor(locale), key, params);
  if (strict()) throw new Error(`Missing message "${key}" for locale "${locale}"`);
  if (hasText(defaultLocale, key)) return translateKey(translatorFor(defaultLocale), key, params);
  return key;
}
