import "server-only";
/**
 * Rate limits around Auth.js's credentials callback: refuses with 429 once an address (from one
 * IP) or an IP has too many failed sign-ins, counts each failure, and clears the address's count
 * after a success. Auth.js itself answers failures with a redirect carrying `error=`.
 */
import { AppError } from "@/lib/errors";
import { clientIp } from "@/server/http/request-locale";
import { errorResponse } from "@/server/http/route-handler";
import { assertNotLimited, consume, resetLimit } from "@/server/rate-limit/limiters";
import { normalizeEmail } from "@/server/users/queries";

function failed(response: Response): boolean {
  const location = response.headers.get("location") ?? "";
  if (/[?&]error=/.test(location)) return true;
  return response.status === 401;
}

async function jsonFailed(response: Response): Promise<boolean> {
  if (!(response.headers.get("content-type") ?? "").includes("application/json")) return false;
  const body = (await response.clone().json().catch(() => ({}))) as { url?: string };
  return typeof body.url === "string" && /[?&]error=/.test(body.url);
}

export async function throttleCredentials(request: Request, handle: (r: Request) => Promise<Response>): Promise<Response> {
  const form = await request.clone().formData().catch(() => null);
  const emailValue = form?.get("email");
  const email = typeof emailValue === "string" ? normalizeEmail(emailValue).slice(0, 254) : "";
  const ip = clientIp(request);
  const emailKey = `${email}|${ip}`;
  try {
    await assertNotLimited("signInIp", ip);
    if (email) await assertNotLimited("signInEmail", emailKey);
  } catch (err) {
    return errorResponse(request, err);
  }
  const response = await handle(request);
  if (failed(response) || (await jsonFailed(response))) {
    await consume("signInIp", ip).catch((e) => (e instanceof AppError ? undefined : Promise.reject(e)));
    if (email) await consume("signInEmail", emailKey).catch((e) => (e instanceof AppError ? undefined : Promise.reject(e)));
  } else if (email) {
    await resetLimit("signInEmail", emailKey);
  }
  return response;
}
