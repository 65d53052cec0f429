/**
 * The app's own message catalogues, so page objects find controls by the texts a user of any of
 * the three languages sees (and a renamed label fails here as it would for that user).
 */
import ar from "../../messages/ar.json";
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import { createTranslator } from "next-intl";

export type Locale = "en" | "es" | "ar";

const catalogues: Record<Locale, unknown> = { en, es, ar };

/** The text of `key` ("dashboard.describe.label") in `locale`, with simple {placeholders} filled in. */
export function text(locale: Locale, key: string, values: Record<string, string | number> = {}): string {
  let node: unknown = catalogues[locale];
  for (const part of key.split(".")) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== "string") throw new Error(`no message ${key} in ${locale}`);
  // Plurals and selects are formatted as the app formats them (Arabic has six plural forms).
  if (/\{\w+, (plural|select|selectordinal),/.test(node)) {
    const translate = createTranslator({
      locale,
      messages: catalogues[locale] as Record<string, never>,
    }) as unknown as (key: string, values: Record<string, string | number>) => string;
    return translate(key, values);
  }
  return node.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** A path as the app links it in `locale`: English has no prefix. */
export function localePath(locale: Locale, path: string): string {
  return locale === "en" ? path : `/${locale}${path}`;
}
