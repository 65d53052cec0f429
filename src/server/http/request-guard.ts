import "server-only";
/**
 * Cross-site request checks for state-changing API routes (POST, PUT, PATCH, DELETE). A page on
 * another site can make a browser send a form post or a `text/plain` fetch with the user's
 * cookie (SameSite=Lax does not stop a top-level form POST from a sibling site, nor anything
 * from a site sharing the registrable domain); neither can carry `Content-Type:
 * application/json` without a CORS preflight, which Rhythm never grants, and browsers name the
 * sending page in `Origin` on every non-GET request. So:
 * - an `Origin` that is not Rhythm's own is refused with 403;
 * - a body (or any Content-Type) that is not JSON is refused with 415. A request with no body and
 *   no Content-Type (a DELETE, "resend the link") passes: there is nothing to misread, and a
 *   browser sending it from elsewhere is caught by the Origin check.
 * Webhooks (signed, server to server) and Auth.js's own endpoints (forms with a CSRF token) do
 * not go through the route wrapper and are not checked here.
 */
import { AppError } from "@/lib/errors";
import { appUrl, env } from "@/lib/env";
import { hasBody } from "./read-body";

const STATE_CHANGING = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const crossOrigin = () => new AppError("forbidden", 403, "http.crossOrigin");
const notJson = () => new AppError("unsupported_media_type", 415, "http.notJson");

function hostOf(value: string | null | undefined): string | undefined {
  const first = value?.split(",")[0]?.trim().toLowerCase();
  return first || undefined;
}

/**
 * True when `origin` is Rhythm's: the origin of APP_URL, or the host this request was sent to
 * (so the app also works under another name, e.g. 127.0.0.1 beside localhost). A browser cannot
 * forge either header on a cross-site request; `null` (sandboxed frames, some redirects) is not ours.
 */
function isOwnOrigin(origin: string, request: Request): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return false;
  if (parsed.origin === new URL(appUrl()).origin) return true;
  const hosts = [hostOf(request.headers.get("host"))];
  if (env().TRUST_PROXY > 0) hosts.push(hostOf(request.headers.get("x-forwarded-host")));
  return hosts.includes(parsed.host.toLowerCase());
}

function isJsonContentType(value: string | null, accepted: readonly string[] = ["application/json"]): boolean {
  return accepted.includes((value ?? "").split(";")[0].trim().toLowerCase());
}

/**
 * Throws a 403 or 415 AppError when a state-changing request may come from another site.
 * `accepted` widens the body types a route takes (the calendar import takes text/calendar); only
 * types a browser cannot send cross-site without a CORS preflight belong there, never text/plain
 * or form types.
 */
export function assertSameSiteJson(request: Request, accepted: readonly string[] = ["application/json"]): void {
  if (!STATE_CHANGING.has(request.method.toUpperCase())) return;
  const origin = request.headers.get("origin");
  if (origin !== null && !isOwnOrigin(origin, request)) throw crossOrigin();
  const contentType = request.headers.get("content-type");
  if ((contentType !== null || hasBody(request)) && !isJsonContentType(contentType, accepted)) throw notJson();
}
