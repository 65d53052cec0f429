"use client";
/**
 * Client-side providers: theme (light | dark | system, light by default, stored under its
 * client key), tooltips (700 ms delay, 300 ms skip delay) and the single-toast area.
 */
import type { ReactNode } from "react";
import { ThemeProvider } from "next-themes";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { Toaster } from "@/components/ui/toaster";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { ReferralCapture } from "@/components/referral-capture";

export function Providers({ children, dir }: { children: ReactNode; dir: "ltr" | "rtl" }) {
  return (
    <ThemeProvider attribute="class" defaultTheme="light" enableSystem storageKey={STORAGE_KEYS.theme} disableTransitionOnChange>
      <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
        {children}
        <ReferralCapture />
        <Toaster dir={dir} />
      </TooltipPrimitive.Provider>
    </ThemeProvider>
  );
}
