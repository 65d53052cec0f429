"use client";
/**
 * Client-side providers of the signed-in, auth and billing pages: tooltips (700 ms delay, 300 ms
 * skip delay), the TanStack Query client and the single-toast area. Sonner replays toasts that are still active when a
 * Toaster subscribes, so a toast raised just before a navigation between these layouts (e.g.
 * "Welcome back!" on the way from /auth to /dashboard) still shows after it.
 */
import type { ReactNode } from "react";
import { Tooltip as TooltipPrimitive } from "radix-ui";
import { Toaster } from "@/components/ui/toaster";
import { QueryProvider } from "@/components/query-provider";

export function AppProviders({ children, dir }: { children: ReactNode; dir: "ltr" | "rtl" }) {
  return (
    <TooltipPrimitive.Provider delayDuration={700} skipDelayDuration={300}>
      <QueryProvider>{children}</QueryProvider>
      <Toaster dir={dir} />
    </TooltipPrimitive.Provider>
  );
}
