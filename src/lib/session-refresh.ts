/**
 * When the client refreshes its session (spec section 9): 5 minutes before expiry, treating the
 * session as expired 30 s early; after a network error, retry after 30 s, doubling up to 16 min.
 */
import {
  TOKEN_EXPIRY_SKEW_MS,
  TOKEN_REFRESH_BEFORE_EXPIRY_MS,
  TOKEN_RETRY_INITIAL_MS,
  TOKEN_RETRY_MAX_MS,
} from "./constants";

export function isExpired(expiresAt: number, now: number): boolean {
  return now >= expiresAt - TOKEN_EXPIRY_SKEW_MS;
}

/** Milliseconds until the next refresh; 0 when it is due now. */
export function refreshDelay(expiresAt: number, now: number): number {
  return Math.max(0, expiresAt - TOKEN_EXPIRY_SKEW_MS - TOKEN_REFRESH_BEFORE_EXPIRY_MS - now);
}

/** Backoff after the n-th consecutive network failure (n starts at 1). */
export function retryDelay(failures: number): number {
  return Math.min(TOKEN_RETRY_MAX_MS, TOKEN_RETRY_INITIAL_MS * 2 ** Math.max(0, failures - 1));
}
