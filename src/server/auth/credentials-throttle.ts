import "server-only";
/**
 * Rate limits around Auth.js's credentials callback, so that guessing is slow and a stranger
 * cannot lock the owner out:
 * - the hard limit is per account AND client address (http/client-ip.ts: the socket, or the
 *   address the trusted proxies saw): 10 wrong passwords from one address lock that address out of
 *   that account for 15 minutes (429, the spec's "Too many failed attempts" text), while the owner
 *   signs in from anywhere else;
 * - per account across addresses, wrong passwords slow every further attempt down (a growing wait
 *   before the password is checked, at most SLOWDOWN_MAX_MS), never block it;
 * - per address across accounts, 50 attempts per 15 minutes.
 * The hard limits are counted BEFORE the password is checked, so concurrent guesses beyond them are
 * refused without running argon2; a successful sign-in gives the address its point back and clears
 * the account's counts, as does a password reset (clearSignInLimits). Auth.js itself answers other
 * failures with a redirect carrying `error=`.
 */
import { errorResponse } from "@/server/http/route-handler";
import { clientIpKey } from "@/server/http/client-ip";
import { consume, countOf, refund, resetLimit } from "@/server/rate-limit/limiters";
import { normalizeEmail } from "@/server/users/queries";

function failed(response: Response): boolean {
  const location = response.headers.get("location") ?? "";
  if (/[?&]error=/.test(location)) return true;
  return response.status === 401;
}

async function jsonFailed(response: Response): Promise<boolean> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return false;
  const body = (await response
    .clone()
    .json()
    .catch(() => ({}))) as { url?: string };
  return typeof body.url === "string" && /[?&]error=/.test(body.url);
}

export const ACCOUNT_LOCKED_KEY = "auth.errors.tooManyFailedAttempts";
/** Wrong passwords for an account (from any address) before its sign-ins slow down. */
export const SLOWDOWN_AFTER = 10;
const SLOWDOWN_MAX_MS = 2_000;

/** The wait before checking a password for an account with `failures` recent wrong passwords. */
export function slowdownMs(failures: number): number {
  return failures <= SLOWDOWN_AFTER ? 0 : Math.min(SLOWDOWN_MAX_MS, 100 * (failures - SLOWDOWN_AFTER));
}

const accountIpKey = (email: string, ipKey: string) => `${email}|${ipKey}`;

/** Clears an account's sign-in counts: after a password reset, the owner signs in at once. */
export async function clearSignInLimits(email: string, ipKey?: string): Promise<void> {
  await resetLimit("signInAccountFailures", email);
  await resetLimit("signInEmail", email);
  if (ipKey) await resetLimit("signInAccountIp", accountIpKey(email, ipKey));
}

export async function throttleCredentials(
  request: Request,
  handle: (r: Request) => Promise<Response>,
): Promise<Response> {
  const form = await request
    .clone()
    .formData()
    .catch(() => null);
  const emailValue = form?.get("email");
  const email = typeof emailValue === "string" ? normalizeEmail(emailValue).slice(0, 254) : "";
  let ipKey: string;
  try {
    ipKey = clientIpKey(request);
    await consume("signInIp", ipKey);
  } catch (err) {
    return errorResponse(request, err);
  }
  if (email) {
    try {
      await consume("signInAccountIp", accountIpKey(email, ipKey), 1, ACCOUNT_LOCKED_KEY);
    } catch (err) {
      // A guess at a locked account is never evaluated: it does not use up the IP's allowance.
      await refund("signInIp", ipKey);
      return errorResponse(request, err);
    }
    const wait = slowdownMs(await countOf("signInAccountFailures", email));
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  let response: Response;
  try {
    response = await handle(request);
  } catch (err) {
    await refund("signInIp", ipKey);
    if (email) await refund("signInAccountIp", accountIpKey(email, ipKey));
    throw err;
  }
  if (failed(response) || (await jsonFailed(response))) {
    if (email) await consume("signInAccountFailures", email).catch(() => {});
    return response;
  }
  await refund("signInIp", ipKey);
  if (email) await clearSignInLimits(email, ipKey);
  return response;
}
