/**
 * The proxy (Next 16's middleware) is a first filter only: it picks the language, sends visitors
 * without a session cookie from protected pages to /auth, and tells pages their path. Every page,
 * action and route handler checks access again on the server from the database
 * (src/server/auth/guards.ts), so a request that skips the proxy is still refused. The one
 * exception: the prerendered pages (PRERENDERED_PREMIUM_PAGES and PRERENDERED_MEMBER_PAGES, served
 * as static HTML that holds no user data) are guarded here, with the same database check (server/auth/page-guard.ts);
 * the data they then fetch is guarded again by its API.
 * It also answers 400 to requests Next.js cannot read (a malformed % in the path, a server-action
 * body that is not JSON): Next's own answer to those is a bare 500 (see lib/request-shape.ts).
 */
import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { translate } from "./i18n/messages";
import { localizedPathname } from "./i18n/pathname";
import { requestLocale } from "./i18n/request-locale";
import { routing } from "./i18n/routing";
import { actionBodyProblem, hasMalformedEscape, MAX_ACTION_JSON_DEPTH } from "./lib/request-shape";
import {
  needsSignIn,
  PATH_HEADER,
  PRERENDERED_MEMBER_PAGES,
  PRERENDERED_PREMIUM_PAGES,
  stripLocale,
} from "./lib/routes";
import { pageRedirect, userFromCookies } from "./server/auth/page-guard";
import { env } from "./lib/env";
import { REQUEST_ID_HEADER, requestIdFrom } from "./lib/request-id";
import { SESSION_COOKIE_NAMES } from "./lib/session-cookie-names";

const intl = createIntlMiddleware(routing);

// The paths the proxy serves; the second matcher entry brings any other path with a "%" here
// only to have its escapes checked.
const PROXIED = /^\/(?!api|_next|_vercel|.*\..*)/;
// Next refuses larger server-action bodies itself.
const ACTION_BODY_MAX_BYTES = 1024 * 1024;

function refuse(request: NextRequest, key: string, params?: Record<string, number>, status = 400) {
  const locale = requestLocale(request);
  const code = status === 413 ? "payload_too_large" : "bad_request";
  return NextResponse.json(
    { error: translate(locale, key, params), code },
    { status, headers: { "Cache-Control": "no-store" } },
  );
}

/** A text server-action call React could not decode: checked here, where a 400 is still possible. */
async function badActionBody(request: NextRequest): Promise<"notJson" | "tooDeep" | null> {
  if (request.method !== "POST" || !request.headers.has("next-action")) return null;
  if (!(request.headers.get("content-type") ?? "").toLowerCase().startsWith("text/plain")) return null;
  const length = Number(request.headers.get("content-length") ?? NaN);
  if (!(length <= ACTION_BODY_MAX_BYTES)) return null;
  return actionBodyProblem(await request.text().catch(() => ""));
}

/** Every answer the proxy gives or passes on carries the request id (see lib/request-id.ts). */
export default async function proxy(request: NextRequest) {
  const requestId = requestIdFrom(request.headers);
  request.headers.set(REQUEST_ID_HEADER, requestId);
  const response = await answer(request);
  response.headers.set(REQUEST_ID_HEADER, requestId);
  return response;
}

async function answer(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  if (hasMalformedEscape(pathname)) return refuse(request, "http.badPath");
  if (!PROXIED.test(pathname)) return NextResponse.next();
  // Pages take POSTs only as server actions, which Next caps at 1 MB: refuse a larger declared
  // body before Next copies it for this proxy and renders the page anyway.
  if (request.method === "POST" && Number(request.headers.get("content-length") ?? 0) > ACTION_BODY_MAX_BYTES) {
    return refuse(request, "errors.payloadTooLarge", {}, 413);
  }
  const actionProblem = await badActionBody(request);
  if (actionProblem === "tooDeep") return refuse(request, "http.tooDeep", { max: MAX_ACTION_JSON_DEPTH });
  if (actionProblem) return refuse(request, "http.badAction");
  const hasSession = SESSION_COOKIE_NAMES.some(
    (name) => request.cookies.has(name) || request.cookies.getAll().some((c) => c.name.startsWith(`${name}.`)),
  );
  const locale = requestLocale(request);
  if (env().PROXY_AUTH_FILTER === "on" && needsSignIn(pathname) && !hasSession) {
    const url = request.nextUrl.clone();
    url.pathname = localizedPathname({ href: "/auth", locale });
    url.search = `?callbackUrl=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }
  // The prerendered pages ((shell)/**) have no server render to guard them: their guard is here, from
  // the database like every page guard, whatever PROXY_AUTH_FILTER says.
  const bare = stripLocale(pathname);
  const need = PRERENDERED_PREMIUM_PAGES.includes(bare)
    ? "premium"
    : PRERENDERED_MEMBER_PAGES.includes(bare)
      ? "onboarded"
      : null;
  if (need) {
    const target = pageRedirect(await userFromCookies(request.cookies), need, bare + search, locale);
    if (target) return NextResponse.redirect(new URL(target, request.url));
  }
  request.headers.set(PATH_HEADER, pathname + search);
  // next-intl's middleware picks the page's language by requestLocale's rules (prefix, cookie,
  // Accept-Language) but matches Accept-Language its own way ("es-MX, ar;q=0.5" is Arabic there):
  // it is handed our answer as the one language accepted, so a page, its server actions and the
  // API answers it gets all speak the language decided in src/i18n/request-locale.ts.
  request.headers.set("accept-language", locale);
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension; and any path with a
  // "%", only to refuse malformed escapes (see above).
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)", "/(.*%.*)"],
};
