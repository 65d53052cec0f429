/**
 * Server-side access to a locale's messages outside a React render (emails, API errors), through
 * next-intl's own formatter (`createTranslator`), so ICU plurals and selects work as on the client.
 */
import { createTranslator } from "use-intl/core";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import ar from "../../messages/ar.json";
import { translateKey } from "./keys";
import type { Locale } from "./routing";

type Messages = typeof en;
const all: Record<Locale, Messages> = { en, es: es as Messages, ar: ar as Messages };

export function messagesFor(locale: Locale): Messages {
  return all[locale];
}

function lookup(messages: Messages, key: string): unknown {
  return key
    .split(".")
    .reduce<unknown>(
      (node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined),
      messages,
    );
}

/** True when `key` names a text in every locale (used before translating keys that come from data). */
export function hasMessage(key: string): boolean {
  return typeof lookup(all.en, key) === "string";
}

const makeTranslator = (locale: Locale) => createTranslator({ locale, messages: all[locale] });
const translators = new Map<Locale, ReturnType<typeof makeTranslator>>();

function translatorFor(locale: Locale): ReturnType<typeof makeTranslator> {
  let t = translators.get(locale);
  if (!t) {
    t = makeTranslator(locale);
    translators.set(locale, t);
  }
  return t;
}

// A missing key is a bug: tests fail on it; in production the English text (or the key) is shown.
const strict = () => typeof jest !== "undefined";

/** Looks up a dotted key ("auth.errors.emailTaken") and formats it (ICU: {name}, plurals, selects). */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  if (typeof lookup(all[locale], key) === "string") return translateKey(translatorFor(locale), key, params);
  if (strict()) throw new Error(`Missing message "${key}" for locale "${locale}"`);
  if (typeof lookup(all.en, key) === "string") return translateKey(translatorFor("en"), key, params);
  return key;
}
