"use client";
/**
 * Right after sign-in, this browser takes the account's language and theme (issue 17): the
 * client keys of spec section 3 and the locale cookie are set from the account, and the page the
 * user goes on to is opened in the account's language. Without an answer, the browser's own
 * choices stay and the user goes on as before.
 */
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { localizedPath, rememberLanguage } from "@/components/language-switcher";
import { toLocale } from "@/i18n/locales";

export async function adoptAccountPreferences(callbackUrl: string): Promise<string> {
  try {
    const res = await fetch("/api/account/preferences", { cache: "no-store" });
    if (!res.ok) return callbackUrl;
    const prefs = (await res.json()) as { language?: string; theme?: string };
    const language = toLocale(prefs.language ?? "en");
    if (prefs.theme) {
      try {
        localStorage.setItem(STORAGE_KEYS.theme, prefs.theme);
      } catch {
        // Storage unavailable: the theme still applies on the pages that read the account.
      }
    }
    rememberLanguage(language);
    const url = new URL(callbackUrl, window.location.origin);
    if (url.origin !== window.location.origin) return callbackUrl;
    return `${localizedPath(url.pathname, language)}${url.search}${url.hash}`;
  } catch {
    return callbackUrl;
  }
}
