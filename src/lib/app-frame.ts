/**
 * What the signed-in frame shows of its user (src/server/users/app-frame.ts builds it from the user
 * row; GET /api/app-frame answers it to the prerendered pages).
 */
import type { ClockFormat } from "@/lib/time/clock";

/** A link the user's role adds to the menu: the admin console, their affiliate dashboard, or the programme. */
export interface RoleLink {
  href: string;
  key: "admin" | "affiliateDashboard" | "becomeAffiliate";
}

export type PlanLabel = "free" | "trial" | "monthly" | "yearly" | "freeYear" | "ended";

export interface FrameData {
  userId: string;
  name: string;
  email: string;
  emailVerified: boolean;
  /** Which plan the account menu names (accounts.menu.plans). */
  plan: PlanLabel;
  roleLinks: RoleLink[];
  premium: boolean;
  /** Where the logo leads: the user's home page for their role and plan. */
  home: string;
  clockFormat: ClockFormat;
  /** The user's time zone (IANA) and start of work ("HH:MM"): what the prerendered calendar opens on. */
  timezone: string;
  workStart: string;
}
