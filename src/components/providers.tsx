"use client";
/**
 * Client-side providers of every page: the theme (light | dark | system, light by default, stored
 * under its client key; next-themes' inline script applies it before first paint), the error
 * boundary's texts and referral capture. What only the signed-in, auth and billing pages use
 * (next-intl's client messages, tooltips, the toast area) is in AppClientFrame, so that the public
 * pages neither download nor hydrate it.
 */
import type { ReactNode } from "react";
import { ThemeProvider } from "next-themes";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { ReferralCapture } from "@/components/referral-capture";
import { ErrorTextsProvider, type ErrorTexts } from "@/components/error-texts";
import { ThemeTransitionGuard } from "@/components/theme-transition-guard";

export function Providers({ children, errorTexts }: { children: ReactNode; errorTexts: ErrorTexts }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem storageKey={STORAGE_KEYS.theme}>
      <ThemeTransitionGuard />
      <ErrorTextsProvider texts={errorTexts}>{children}</ErrorTextsProvider>
      <ReferralCapture />
    </ThemeProvider>
  );
}
