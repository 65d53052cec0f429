"use client";
/**
 * Keeps a signed-in session alive and notices when it ends: re-reads /api/auth/session (which
 * rolls the cookie) on the schedule of spec section 9, and reloads the page when the server says
 * the session is gone (account disabled or deleted, signed out everywhere, expired) so that the
 * server guards send the user to /auth.
 */
import { useEffect } from "react";
import { isExpired, refreshDelay, retryDelay } from "@/lib/session-refresh";

export function SessionKeeper({ maxAgeMs }: { maxAgeMs: number }) {
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let expiry = Date.now() + maxAgeMs;
    let stopped = false;

    const schedule = (ms: number) => {
      timer = setTimeout(refresh, Math.min(ms, 2 ** 31 - 1));
    };
    async function refresh() {
      if (stopped) return;
      try {
        const res = await fetch("/api/auth/session", { credentials: "same-origin", cache: "no-store" });
        const session = (await res.json()) as { expires?: string } | null;
        failures = 0;
        if (!session?.expires) {
          window.location.reload();
          return;
        }
        expiry = Date.parse(session.expires);
        schedule(refreshDelay(expiry, Date.now()));
      } catch {
        failures += 1;
        if (isExpired(expiry, Date.now())) {
          window.location.reload();
          return;
        }
        schedule(retryDelay(failures));
      }
    }
    schedule(refreshDelay(expiry, Date.now()));
    // Coming back to the tab after a long sleep: check at once.
    const onVisible = () => {
      if (document.visibilityState === "visible" && isExpired(expiry, Date.now())) void refresh();
    };
    document.addEventListener("visibilitychange", onVisible);
    return () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      document.removeEventListener("visibilitychange", onVisible);
    };
  }, [maxAgeMs]);
  return null;
}
