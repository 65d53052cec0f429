"use client";
/**
 * Referral capture (spec section 4): a visit with ?ref=CODE stores the code under its client key,
 * removes the parameter from the URL and reports the visit. Failures are logged, never shown.
 * This part runs on every page, so it only looks for the parameter; the rest (with the code's
 * pattern, whose module brings zod along) is loaded when there is one.
 */
import { useEffect } from "react";

export function ReferralCapture() {
  useEffect(() => {
    if (!new URLSearchParams(window.location.search).has("ref")) return;
    import("./capture-referral")
      .then(({ captureReferral }) => captureReferral())
      .catch((err) => console.error("referral tracking failed", err));
  }, []);
  return null;
}
