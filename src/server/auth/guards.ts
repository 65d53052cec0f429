import "server-only";
/**
 * The authoritative access checks (spec sections 4 and 6), read from the database on every
 * request: pages, server actions and route handlers call these; the proxy is only a first filter.
 * Page guards redirect (to /auth, /onboarding or /pricing, or 404 for /admin); API guards throw
 * AppErrors that become 401/403 answers.
 */
import { cache } from "react";
import { cookies } from "next/headers";
import { notFound, redirect } from "next/navigation";
import { getLocale } from "next-intl/server";
import { unauthorized, forbidden, notFound as notFoundError } from "@/lib/errors";
import type { User } from "@/server/db/schema";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { hasPermission, type Permission } from "./permissions";
import { authSecret } from "./secret";
import { readSessionClaims } from "./session-cookie";
import { pageRedirect, userFromCookies, type PageNeed } from "./page-guard";
import { toLocale } from "@/i18n/routing";

/** The signed-in user's row, or null: no session, a deleted or disabled user, or a signed-out (revoked) session. */
export const getCurrentUser = cache(async (): Promise<User | null> => userFromCookies(await cookies()));

/** Redirects a visitor the page may not serve (page-guard.ts decides where); else the user. */
async function requirePage(need: PageNeed, returnTo: string): Promise<User> {
  const user = await getCurrentUser();
  const target = pageRedirect(user, need, returnTo, toLocale(await getLocale().catch(() => "en")));
  // pageRedirect always answers for a visitor without a session; `!user` only tells TypeScript so.
  if (target || !user) redirect(target ?? "/auth");
  return user;
}

/** Pages for any signed-in user (onboarding itself uses this). */
export function requireUserPage(returnTo: string): Promise<User> {
  return requirePage("user", returnTo);
}

/** Pages for signed-in users who finished onboarding: profile, settings, subscription. */
export function requireOnboardedPage(returnTo: string): Promise<User> {
  return requirePage("onboarded", returnTo);
}

/** Pages behind a permission: a signed-in user without it sees a 404, as if the page did not exist. */
async function requirePermissionPage(permission: Permission, returnTo: string): Promise<User> {
  const user = await requireUserPage(returnTo);
  if (!hasPermission(user, permission)) notFound();
  return user;
}

/** /admin: a signed-in non-admin sees a 404. */
export function requireAdminPage(returnTo: string): Promise<User> {
  return requirePermissionPage("admin.access", returnTo);
}

export async function requireUser(): Promise<User> {
  const user = await getCurrentUser();
  if (!user) throw unauthorized();
  return user;
}

export async function requirePremium(): Promise<User> {
  const user = await requireUser();
  if (!user.hasCompletedOnboarding) throw forbidden("errors.onboardingRequired");
  if (!hasPremiumAccess(user)) throw forbidden("errors.premiumRequired");
  return user;
}

/**
 * APIs and actions behind a permission: anyone without it (signed out included) gets a 404, so the
 * admin and affiliate APIs do not even reveal that they exist.
 */
export async function requirePermission(permission: Permission): Promise<User> {
  const user = await getCurrentUser();
  if (!user || !hasPermission(user, permission)) throw notFoundError();
  return user;
}

export function requireAdmin(): Promise<User> {
  return requirePermission("admin.access");
}

/** The signed-in user and this session's id (to act on the user's other sessions, not this one). */
export async function requireUserSession(): Promise<{ user: User; sessionId: string }> {
  const user = await requireUser();
  const claims = readSessionClaims(await cookies(), await authSecret());
  if (!claims?.sessionId) throw unauthorized();
  return { user, sessionId: claims.sessionId };
}
