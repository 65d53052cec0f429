/**
 * The proxy (Next 16's middleware) is a first filter only: it picks the language and makes
 * optimistic redirects. Every page, action and route handler checks access again on the server
 * from the database (src/server/auth/guards.ts).
 */
import createIntlMiddleware from "next-intl/middleware";
import type { NextRequest } from "next/server";
import { routing } from "./i18n/routing";

const intl = createIntlMiddleware(routing);

export default function proxy(request: NextRequest) {
  return intl(request);
}

export const config = {
  // Everything but API routes, Next internals and files with an extension.
  matcher: ["/((?!api|_next|_vercel|.*\\..*).*)"],
};
