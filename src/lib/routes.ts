/** The route table of spec section 2: which paths need what. Shared by the proxy, nav and tests. */
export const PREMIUM_ROUTES = ["/dashboard", "/calendar", "/habits", "/mood", "/analytics", "/rewards"] as const;
export const MEMBER_ROUTES = ["/profile", "/settings", "/subscription"] as const;

export const NAV_ITEMS = [
  "dashboard",
  "calendar",
  "habits",
  "mood",
  "analytics",
  "rewards",
  "settings",
  "profile",
] as const;
export type NavItem = (typeof NAV_ITEMS)[number];

/** The nav items a premium plan opens, with the landing feature that describes each (issue 24). */
export const PREMIUM_FEATURES = [
  { nav: "dashboard", feature: "planner" },
  { nav: "calendar", feature: "calendar" },
  { nav: "habits", feature: "habits" },
  { nav: "mood", feature: "mood" },
  { nav: "analytics", feature: "analytics" },
  { nav: "rewards", feature: "rewards" },
] as const satisfies readonly { nav: NavItem; feature: string }[];

/**
 * Premium pages prerendered as a static shell whose data the browser fetches ((shell)/**, issue 25):
 * the proxy guards them (src/proxy.ts), since no server render runs for them. Every premium page is.
 */
export const PRERENDERED_PREMIUM_PAGES: readonly string[] = PREMIUM_ROUTES;

/**
 * Member pages (any onboarded account, free included) prerendered the same way (issue 25): guarded
 * by the proxy too, with the onboarding check their server render made. Every member page is.
 */
export const PRERENDERED_MEMBER_PAGES: readonly string[] = MEMBER_ROUTES;

/** The header the proxy passes on so server pages know where to come back after sign-in. */
export const PATH_HEADER = "x-rhythm-path";

const protectedPrefixes = [...PREMIUM_ROUTES, ...MEMBER_ROUTES, "/admin"];

/** Path without a locale prefix ("/es/dashboard" -> "/dashboard"). */
export function stripLocale(pathname: string): string {
  const m = /^\/(en|es|ar)(\/.*)?$/.exec(pathname);
  return m ? m[2] || "/" : pathname;
}

export function needsSignIn(pathname: string): boolean {
  const p = stripLocale(pathname);
  return protectedPrefixes.some((r) => p === r || p.startsWith(`${r}/`)) && p !== "/admin-setup";
}
