"use client";
/**
 * Brings the account's saved theme to a browser that has none stored yet (a new device): the
 * server keeps the preference, the client key is what next-themes reads before paint. A theme
 * chosen in this browser is left alone. Renders nothing.
 */
import { useEffect } from "react";
import { useTheme } from "next-themes";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import type { Theme } from "@/server/users/choices";

export function PreferencesSync({ theme }: { theme: Theme }) {
  const { setTheme } = useTheme();
  useEffect(() => {
    let stored: string | null = null;
    try {
      stored = localStorage.getItem(STORAGE_KEYS.theme);
    } catch {
      return;
    }
    if (stored === null) setTheme(theme);
  }, [theme, setTheme]);
  return null;
}
