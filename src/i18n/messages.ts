/** Server-side access to a locale's messages outside a React render (emails, API errors). */
import en from "../../messages/en.json";
import es from "../../messages/es.json";
import ar from "../../messages/ar.json";
import type { Locale } from "./routing";

export type Messages = typeof en;
const all: Record<Locale, Messages> = { en, es: es as Messages, ar: ar as Messages };

export function messagesFor(locale: Locale): Messages {
  return all[locale];
}

/** Looks up a dotted key ("auth.errors.emailTaken") and fills {placeholders}. */
export function translate(locale: Locale, key: string, params: Record<string, string | number> = {}): string {
  const walk = (root: unknown) =>
    key.split(".").reduce<unknown>((node, part) => (node && typeof node === "object" ? (node as Record<string, unknown>)[part] : undefined), root);
  const template = walk(all[locale]) ?? walk(all.en);
  if (typeof template !== "string") return key;
  return template.replace(/\{(\w+)\}/g, (m, name: string) => (name in params ? String(params[name]) : m));
}
