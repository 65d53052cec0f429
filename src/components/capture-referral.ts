/** The work of ReferralCapture once the URL has a ?ref= parameter (loaded on demand). */
import { apiFetch } from "@/lib/api-client";
import { STORAGE_KEYS } from "@/lib/storage-keys";
import { AFFILIATE_CODE_PATTERN } from "@/server/affiliates/code";

export function captureReferral() {
  const url = new URL(window.location.href);
  const code = url.searchParams.get("ref");
  if (!code) return;
  url.searchParams.delete("ref");
  window.history.replaceState(
    window.history.state,
    "",
    url.pathname + (url.search === "?" ? "" : url.search) + url.hash,
  );
  if (!AFFILIATE_CODE_PATTERN.test(code)) return;
  try {
    localStorage.setItem(STORAGE_KEYS.referralCode, code);
  } catch {
    /* storage disabled */
  }
  apiFetch("/api/track-referral", {
    method: "POST",
    body: { referralCode: code, userAgent: navigator.userAgent },
    keepalive: true,
  }).catch((err) => console.error("referral tracking failed", err));
}
