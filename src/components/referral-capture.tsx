"use client";
/**
 * Referral capture (spec section 4): a visit with ?ref=CODE stores the code under its client key,
 * removes the parameter from the URL and reports the visit. Failures are logged, never shown.
 */
import { useEffect } from "react";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { REFERRAL_CODE } from "@/server/referrals/schemas";

export function ReferralCapture() {
  useEffect(() => {
    const url = new URL(window.location.href);
    const code = url.searchParams.get("ref");
    if (!code) return;
    url.searchParams.delete("ref");
    window.history.replaceState(window.history.state, "", url.pathname + (url.search === "?" ? "" : url.search) + url.hash);
    if (!REFERRAL_CODE.test(code)) return;
    try {
      localStorage.setItem(STORAGE_KEYS.referralCode, code);
    } catch {
      /* storage disabled */
    }
    fetch("/api/track-referral", {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ referralCode: code, userAgent: navigator.userAgent }),
      keepalive: true,
    }).catch((err) => console.error("referral tracking failed", err));
  }, []);
  return null;
}
