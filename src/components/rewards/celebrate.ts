"use client";
/**
 * The short celebration when points are earned: a toast (no sound, never blocking). Sonner's own
 * slide-in is switched off under prefers-reduced-motion, and the sparkle only moves with motion allowed.
 */
import { createElement } from "react";
import { toast } from "sonner";
import { Sparkles } from "lucide-react";

export interface EarnedPoints {
  xp: number;
  coins: number;
}

export function celebrate(points: EarnedPoints | undefined | null, text: (p: EarnedPoints) => string): void {
  if (!points || points.xp <= 0) return;
  toast.success(text(points), {
    duration: 2500,
    icon: createElement(Sparkles, {
      "aria-hidden": true,
      className: "size-4 text-amber-500 motion-safe:animate-pulse",
    }),
  });
}
