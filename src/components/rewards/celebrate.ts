"use client";
/**
 * The short celebration when points are earned: a toast (no sound, never blocking). Sonner's own
 * slide-in is switched off under prefers-reduced-motion, and the sparkle only moves with motion allowed.
 */
import { createElement } from "react";
import { toast } from "sonner";
import { Sparkles } from "lucide-react";

interface EarnedPoints {
  xp: number;
  coins: number;
  /** Why a check-off earned nothing (NoRewardReason in src/server/rewards/rules.ts). */
  reason?: string;
}

const REASON_KEYS: Record<string, string> = {
  "too-old": "tooOld",
  future: "future",
  instant: "instant",
  "no-points": "noPoints",
  "daily-cap": "dailyCap",
  "already-earned": "alreadyEarned",
};

/** The messages key (under common.noReward) that says why a check-off earned nothing, if it did. */
export function noRewardKey(points: EarnedPoints | undefined | null): string | undefined {
  return points?.reason ? `noReward.${REASON_KEYS[points.reason] ?? "noPoints"}` : undefined;
}

/** A quiet notice when a check-off earned nothing, saying why (a backdated day, the daily cap, ...). */
export function explainNoReward(points: EarnedPoints | undefined | null, text: (key: string) => string): void {
  const key = noRewardKey(points);
  if (key) toast.info(text(key), { duration: 5000 });
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
