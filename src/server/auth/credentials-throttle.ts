import "server-only";
/**
 * Rate limits around Auth.js's credentials callback, by account (the address alone, whatever
 * IP the guesses come from) and by client IP (http/client-ip.ts: the socket, or the address the
 * trusted proxies saw). Both are counted BEFORE the password is checked, so concurrent guesses
 * beyond the limit are refused without running argon2; a successful sign-in gives the IP's point
 * back and clears the account's count. A locked account answers 429 with the spec's "Too many
 * failed attempts" text; Auth.js itself answers other failures with a redirect carrying `error=`.
 */
import { errorResponse } from "@/server/http/route-handler";
import { clientIpKey } from "@/server/http/client-ip";
import { consume, refund, resetLimit } from "@/server/rate-limit/limiters";
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
      await consume("signInEmail", email, 1, ACCOUNT_LOCKED_KEY);
    } catch (err) {
      // A guess at a locked account is never evaluated: it does not use up the IP's allowance.
      await refund("signInIp", ipKey);
      return errorResponse(request, err);
    }
  }
  let response: Response;
  try {
    response = await handle(request);
  } catch (err) {
    await refund("signInIp", ipKey);
    if (email) await refund("signInEmail", email);
    throw err;
  }
  if (failed(response) || (await jsonFailed(response))) return response;
  await refund("signInIp", ipKey);
  if (email) await resetLimit("signInEmail", email);
  return response;
}
