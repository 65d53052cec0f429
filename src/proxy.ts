/**
 * The proxy (Next 16's middleware) is a first filter only: it picks the language, sends visitors
 * without a session cookie from protected pages to /auth, and tells pages their path. Every page,
 * action and route handler checks access again on the server from the database
 * (src/server/auth/guards.ts), so a request that skips the proxy is still refused.
 */
import createIntlMiddleware from "next-intl/middleware";
import { NextResponse, type NextRequest } from "next/server";
import { routing } from "./i18n/routing";
import { needsSignIn, PATH_HEADER } from "./lib/routes";
import { env } from "./lib/env";
import { SESSION_COOKIE_NAMES } from "./lib/session-cookie-names";

const intl = createIntlMiddleware(routing);

export default function proxy(request: NextRequest) {
  const { pathname, search } = request.nextUrl;
  const hasSession = SESSION_COOKIE_NAMES.some((name) => request.cookies.has(name) || request.cookies.getAll().some((c) => c.name.startsWith(`${name}.`)));
  if (env().PROXY_AUTH_FILTER === "on" && needsSignIn(pathname) && !hasSession) {
    const locale = /^\/(es|ar)(\/|$)/.exec(pathname)?.[1];
    const url = request.nextUrl.clone();
    url.pathname = locale ? `/${locale}/auth` : "/auth";
    url.search = `?callbackUrl=${encodeURIComponent(pathname + search)}`;
    return NextResponse.redirect(url);
  }
  request.headers.set(PATH_HEADER, pathname + search);
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
