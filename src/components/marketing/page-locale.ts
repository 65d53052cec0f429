/**
 * The language of a prerendered public page (landing, pricing): the `[locale]` segment when it is
 * one of ours; anything else is not found rather than rendered in a made-up language.
 */
import { hasLocale } from "next-intl";
import { notFound } from "next/navigation";
import { routing, type Locale } from "@/i18n/routing";

export type LocalePageProps = { params: Promise<{ locale: string }> };

export async function localeOf(params: LocalePageProps["params"]): Promise<Locale> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  return locale;
}
