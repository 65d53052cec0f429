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
import { unauthorized, forbidden } from "@/lib/errors";
import type { User } from "@/server/db/schema";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { getUserById } from "@/server/users/queries";
import { authSecret } from "./secret";
import { readSessionClaims } from "./session-cookie";
import { getPathname } from "@/i18n/navigation";

/** The signed-in user's row, or null: no session, a deleted or disabled user, or a revoked session. */
export const getCurrentUser = cache(async (): Promise<User | null> => {
  const claims = readSessionClaims(await cookies(), await authSecret());
  if (!claims) return null;
  const user = await getUserById(claims.userId);
  if (!user || user.disabled || user.tokenVersion !== claims.tokenVersion) return null;
  return user;
});

async function localized(href: string): Promise<string> {
  const locale = await getLocale().catch(() => "en");
  return getPathname({ href, locale });
}

async function toAuth(returnTo: string): Promise<never> {
  const target = await localized("/auth");
  redirect(`${target}?callbackUrl=${encodeURIComponent(await localized(returnTo))}`);
}

/** Pages for any signed-in user (onboarding itself uses this). */
export async function requireUserPage(returnTo: string): Promise<User> {
  const user = await getCurrentUser();
  if (!user) return toAuth(returnTo);
  return user;
}

/** Pages for signed-in users who finished onboarding: profile, settings, subscription. */
export async function requireOnboardedPage(returnTo: string): Promise<User> {
  const user = await requireUserPage(returnTo);
  if (!user.hasCompletedOnboarding) {
    redirect(`${await localized("/onboarding")}?callbackUrl=${encodeURIComponent(await localized(returnTo))}`);
  }
  return user;
}

/** Premium pages: dashboard, calendar, habits, mood, analytics, rewards. */
export async function requirePremiumPage(returnTo: string): Promise<User> {
  const user = await requireOnboardedPage(returnTo);
  if (!hasPremiumAccess(user)) redirect(await localized("/pricing"));
  return user;
}

/** /admin: a signed-in non-admin sees a 404, as if the page did not exist. */
export async function requireAdminPage(returnTo: string): Promise<User> {
  const user = await requireUserPage(returnTo);
  if (user.role !== "admin") notFound();
  return user;
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

export async function requireAdmin(): Promise<User> {
  const user = await requireUser();
  if (user.role !== "admin") throw forbidden();
  return user;
}
