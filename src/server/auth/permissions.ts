/**
 * Roles and permissions in one table (after dub's lib/api/rbac/permissions.ts): guards ask for a
 * named permission, never compare role strings. Adding a role or moving a right is one edit here.
 */
import type { User } from "@/server/db/schema";

export const PERMISSIONS = [
  "admin.access", // open /admin and /api/admin at all
  "users.view",
  "users.manage", // disable, enable, sign out everywhere, resend verification
  "plans.grant",
  "affiliates.manage", // approve or reject applications, make or revoke affiliates
  "affiliates.viewAny", // any affiliate's dashboard
  "payouts.manage",
  "audit.view",
  "webhooks.view",
  "affiliate.dashboard", // one's own affiliate dashboard and stats
] as const;

export type Permission = (typeof PERMISSIONS)[number];
type Role = User["role"];

export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  user: [],
  affiliate: ["affiliate.dashboard"],
  admin: PERMISSIONS,
};

export function hasPermission(user: Pick<User, "role"> | null | undefined, permission: Permission): boolean {
  return !!user && ROLE_PERMISSIONS[user.role].includes(permission);
}
