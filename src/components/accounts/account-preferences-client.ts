"use client";
/**
 * Right after sign-in, this browser takes the account's language and theme (issue 17): the
 * client keys of spec section 3 and the locale cookie are set from the account, and the page the
 * user goes on to is opened in the account's language (the account's home unless a callbackUrl
 * was asked for, issue 24). Without an answer, the browser's own
 * choices stay and the user goes on as before.
 */
import { apiJson } from "@/lib/api-client";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { localizedPath, rememberLanguage } from "@/components/language-switcher";
import { toLocale } from "@/i18n/locales";

export async function adoptAccountPreferences(callbackUrl: string, toHome = false): Promise<string> {
  try {
    // Any failure (a refusal included) lands in the catch below: the browser's choices stay.
    const prefs = await apiJson<{ language?: string; theme?: string; home?: string }>("/api/account/preferences");
    const language = toLocale(prefs.language ?? "en");
    if (prefs.theme) {
      try {
        localStorage.setItem(STORAGE_KEYS.theme, prefs.theme);
      } catch {
        // Storage unavailable: the theme still applies on the pages that read the account.
      }
    }
    rememberLanguage(language);
    // The account's home when no callbackUrl was asked for (admins to /admin, affiliates to their dashboard).
    const target = toHome && prefs.home?.startsWith("/") && !prefs.home.startsWith("//") ? prefs.home : callbackUrl;
    const url = new URL(target, window.location.origin);
    if (url.origin !== window.location.origin) return callbackUrl;
    return `${localizedPath(url.pathname, language)}${url.search}${url.hash}`;
  } catch {
    return callbackUrl;
  }
}
