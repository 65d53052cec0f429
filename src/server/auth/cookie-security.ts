import "server-only";
/**
 * Whether Auth.js's cookies are `Secure` (and named `__Secure-`/`__Host-`): always when the
 * public APP_URL is https, and for a request that a trusted TLS-terminating proxy marked
 * `X-Forwarded-Proto: https` (TRUST_PROXY > 0). With no trusted proxy the header is the client's
 * own word and is ignored. The session reader knows both names (lib/session-cookie-names.ts).
 */
import { appUrl, env } from "@/lib/env";

/** The scheme the nearest trusted proxy reports (the same hop count as X-Forwarded-For), if any. */
export function forwardedProto(header: string | null, trustProxy: number): string | null {
  if (trustProxy <= 0 || !header) return null;
  const hops = header
    .split(",")
    .map((p) => p.trim().toLowerCase())
    .filter(Boolean);
  if (hops.length === 0) return null;
  // Most proxies overwrite the header rather than append to it: then there is one entry.
  return hops[Math.max(0, hops.length - trustProxy)];
}

export function usesSecureCookies(headers?: Headers | null): boolean {
  if (appUrl().startsWith("https:")) return true;
  return forwardedProto(headers?.get("x-forwarded-proto") ?? null, env().TRUST_PROXY) === "https";
}
