import "server-only";
/**
 * What the signed-in app's frame shows of its user (the nav, the account menu, the banners), read
 * from the user row the guard loaded: the (app) layout renders it on the server, and the statically
 * prerendered pages' frame fetches it from GET /api/app-frame (src/components/app-shell/app-frame.tsx).
 */
import type { User } from "@/server/db/schema";
import type { FrameData, RoleLink } from "@/lib/app-frame";
import { hasPremiumAccess } from "@/server/billing/entitlements";
import { hasPermission } from "@/server/auth/permissions";
import { homePathFor } from "@/lib/home-path";
import { planLabelKey } from "./plan-label";

export function frameFor(user: User): FrameData {
  const roleLinks: RoleLink[] = [];
  if (hasPermission(user, "admin.access")) roleLinks.push({ href: "/admin", key: "admin" });
  if (user.role === "affiliate") roleLinks.push({ href: `/affiliate/dashboard/${user.id}`, key: "affiliateDashboard" });
  if (user.role === "user") roleLinks.push({ href: "/affiliate", key: "becomeAffiliate" });
  const premium = hasPremiumAccess(user);
  return {
    userId: user.id,
    name: user.name ?? "",
    email: user.email,
    emailVerified: Boolean(user.emailVerified),
    plan: planLabelKey(user),
    roleLinks,
    premium,
    home: homePathFor({ id: user.id, role: user.role, onboarded: user.hasCompletedOnboarding, premium }),
    clockFormat: user.clockFormat,
    timezone: user.timezone,
    workStart: user.workStart,
  };
}
