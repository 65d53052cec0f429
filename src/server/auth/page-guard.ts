import "server-only";
/**
 * Who a request's cookies belong to, and where a page sends a visitor who may not see it:
 * one answer for the page guards (guards.ts, in a server render) and the proxy, which guards the
 * prerendered premium pages ((shell)/**) before Next serves their HTML (src/proxy.ts). Read from
 * the database on every request either way.
 */
import type { User } from "@/server/db/schema";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { localizedPathname } from "@/i18n/pathname";
import type { Locale } from "@/i18n/locales";
import { authSecret } from "./secret";
import { readSessionClaims, type CookieReader } from "./session-cookie";
import { getUserBySession } from "./session-records";

/** The signed-in user's row, or null: no session, a deleted or disabled user, or a signed-out (revoked) session. */
export async function userFromCookies(store: CookieReader): Promise<User | null> {
  const claims = readSessionClaims(store, await authSecret());
  // A token without a session id predates session records: it cannot be revoked, so it is refused.
  if (!claims?.sessionId) return null;
  const user = await getUserBySession(claims.userId, claims.sessionId);
  if (!user || user.disabled || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
}

/** What a page asks of its visitor: a session, a finished onboarding too, or a premium plan too. */
export type PageNeed = "user" | "onboarded" | "premium";

/**
 * Where a page that needs `need` (at `returnTo`, unlocalized, maybe with a query) sends `user`, or
 * null when they may see it: to sign in, to finish onboarding, or to /pricing, which says why.
 */
export function pageRedirect(user: User | null, need: PageNeed, returnTo: string, locale: Locale): string | null {
  const back = encodeURIComponent(localizedPathname({ href: returnTo, locale }));
  if (!user) return `${localizedPathname({ href: "/auth", locale })}?callbackUrl=${back}`;
  if (need === "user") return null;
  if (!user.hasCompletedOnboarding) return `${localizedPathname({ href: "/onboarding", locale })}?callbackUrl=${back}`;
  // /pricing says why (the page the user wanted) and shows their plan: see premium-required-notice.tsx.
  if (need === "premium" && !hasPremiumAccess(user))
    return `${localizedPathname({ href: "/pricing", locale })}?reason=premium&from=${encodeURIComponent(returnTo.split("?")[0])}`;
  return null;
}
