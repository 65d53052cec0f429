"use client";
/**
 * The language picker (spec sections 3-5: en, es, ar; a change reloads the page). Standalone, a
 * choice takes effect at once: the language is stored under its client key and in the NEXT_LOCALE
 * cookie (so the server renders it on unprefixed paths too), and the same page is loaded again
 * under the new locale prefix (English has none). Controlled (value + onValueChange, as in the
 * settings form), it only reports the choice; the form applies it when saved.
 */
import { useId } from "react";
import { useLocale, useTranslations } from "next-intl";
import { Languages } from "lucide-react";
import { NativeSelect } from "@/components/ui/native-select";
import { cn } from "@/lib/cn";
import { stripLocale } from "@/lib/routes";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { LOCALE_COOKIE } from "@/i18n/locales";
import { toLocale, type Locale } from "@/i18n/routing";
import { LANGUAGES } from "@/server/users/choices";

// The cookie next-intl reads (src/i18n/routing.ts: localeCookie), kept for a year.
const ONE_YEAR_SECONDS = 60 * 60 * 24 * 365;

/** "/settings" in a locale: unprefixed for English, "/es/settings", "/ar" for the home page. */
export function localizedPath(pathname: string, locale: Locale): string {
  const bare = stripLocale(pathname);
  if (locale === "en") return bare;
  return bare === "/" ? `/${locale}` : `/${locale}${bare}`;
}

/** Stores the language in the client key and the cookie, without navigating. */
export function rememberLanguage(locale: Locale): void {
  try {
    localStorage.setItem(STORAGE_KEYS.language, locale);
  } catch {
    // Storage can be unavailable (private mode, blocked); the cookie still carries the choice.
  }
  document.cookie = `${LOCALE_COOKIE}=${locale}; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}

/** Remembers the language and loads the current page again in it (a full reload, per the spec). */
export function reloadInLanguage(locale: Locale): void {
  rememberLanguage(locale);
  const { pathname, search, hash } = window.location;
  // A full page load on purpose (spec section 4: a language change reloads the page): the whole
  // tree, <html lang dir> included, is rendered again by the server in the new language.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${localizedPath(pathname, locale)}${search}${hash}`);
}

interface LanguageSwitcherProps {
  value?: Locale;
  onValueChange?: (locale: Locale) => void;
  /** Give an id when a visible <Label htmlFor> names the select; otherwise it is labelled "Language". */
  id?: string;
  className?: string;
  /** Hides the globe icon (e.g. inside a form, next to a visible label). */
  hideIcon?: boolean;
}

export function LanguageSwitcher({ value, onValueChange, id, className, hideIcon = false }: LanguageSwitcherProps) {
  const t = useTranslations("common");
  const current = toLocale(useLocale());
  const fallbackId = useId();
  const selectId = id ?? fallbackId;
  const selected = value ?? current;

  return (
    <div className={cn("flex items-center gap-2", className)}>
      {!hideIcon && <Languages aria-hidden className="size-4 shrink-0 text-muted-foreground" />}
      <NativeSelect
        id={selectId}
        aria-label={id ? undefined : t("language")}
        value={selected}
        wrapperClassName="w-full"
        data-testid="language-switcher"
        onChange={(e) => {
          const next = toLocale(e.target.value);
          if (onValueChange) onValueChange(next);
          else if (next !== current) reloadInLanguage(next);
        }}
      >
        {LANGUAGES.map((locale) => (
          <option key={locale} value={locale} lang={locale}>
            {t(`languages.${locale}`)}
          </option>
        ))}
      </NativeSelect>
    </div>
  );
}
