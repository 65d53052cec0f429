/**
 * Which messages reach the browser, per client boundary. NextIntlClientProvider serialises what it
 * is given into the page's HTML and its React data, so each page gets only the namespaces its
 * client components translate with (the whole catalogue was 47 KB of /dashboard's 63 KB of React
 * data). A scope is named after the layout or page that provides it with
 * <ClientMessages scope="..."> (src/i18n/client-messages.tsx) or <AppClientFrame scope="...">;
 * a page without its own scope gets its layout's. A namespace may be a group inside one
 * ("accounts.menu"). src/i18n/client-namespaces.test.ts reads every route's client components
 * and fails when one translates with a namespace its scope lacks, or a scope carries one nobody
 * on its routes uses. How to add a component: CONTRIBUTING.md, "Messages in the browser".
 */
export const CLIENT_NAMESPACES = {
  /** (app)/layout: the sidebar, menus, banners and reminders around every signed-in page. */
  "app-frame": [
    "common",
    "nav",
    "accounts.menu",
    "accounts.verifyBanner",
    "account.themes",
    "account.verification",
    "habits.browserReminders",
    "pwa",
  ],
  /** (auth)/layout: sign-in, reset, onboarding, admin set-up and affiliate pages. */
  "auth-pages": [
    "common",
    "auth",
    "accounts",
    "account.errors",
    "account.focus",
    "account.themes",
    "account.verification",
    "admin.setup",
    "affiliate",
    "onboarding",
    "settings",
  ],
  /** (billing)/layout: checkout and subscribe. */
  "billing-pages": ["checkout", "account.verification"],
  admin: ["admin"],
  /** (app)/affiliate/dashboard/[id]: the affiliate's own page inside the app frame. */
  "affiliate-dashboard": ["affiliate"],
  analytics: ["pages.analytics", "mood.levels", "mood.errors"],
  calendar: ["common", "calendar", "calendarApi.errors", "quickAdd", "calendarSubscriptions"],
  dashboard: ["common", "dashboard", "quickAdd", "carryOver", "interpretation", "mood"],
  habits: ["habits", "rewards", "errors"],
  mood: ["mood", "pages.mood", "pages.analytics.table"],
  profile: [
    "common",
    "profile",
    "auth",
    "accounts.password",
    "account.errors",
    "account.verification",
    "account.methods",
    "account.plans",
    "subscription.phaseShort",
  ],
  rewards: ["rewards", "errors"],
  settings: [
    "common",
    "settings",
    "auth.errors",
    "onboarding",
    "accounts.planning",
    "account.errors",
    "account.focus",
    "account.themes",
    "account.verification",
    "push",
  ],
  subscription: ["subscription", "accounts.cancel"],
} as const satisfies Record<string, readonly string[]>;

export type ClientScope = keyof typeof CLIENT_NAMESPACES;

/**
 * Components that translate keys known only at run time (a schema's message, an error code) with
 * a translator over all messages (`useTranslations()`): the namespaces those keys come from. The
 * test cannot read them from the code, so it refuses such a component until it is listed here.
 */
export const RUNTIME_KEY_NAMESPACES: Record<string, readonly string[]> = {
  "src/components/accounts/new-password-fields.tsx": ["auth"],
  "src/components/auth/auth-form.tsx": ["auth"],
  "src/components/calendar/block-dialog.tsx": ["calendarApi.errors"],
  "src/components/habits/habit-form.tsx": ["habits.errors", "errors"],
  "src/components/onboarding/fields.tsx": ["account.errors"],
  "src/components/profile/name-field.tsx": ["account.errors", "auth.errors"],
  "src/components/rewards/reward-item-form.tsx": ["rewards.errors", "errors"],
};

type Tree = { [key: string]: string | Tree };

/** The messages of `namespaces` (top-level or dotted groups), nested as in the catalogue. */
export function pickMessages<T extends Tree>(messages: T, namespaces: readonly string[]): Tree {
  const out: Tree = {};
  for (const ns of namespaces) {
    const parts = ns.split(".");
    let from: string | Tree | undefined = messages;
    let to = out;
    for (const [i, part] of parts.entries()) {
      from = typeof from === "object" ? from[part] : undefined;
      if (from === undefined) break;
      if (i === parts.length - 1) to[part] = from;
      else to = (typeof to[part] === "object" ? to[part] : (to[part] = {})) as Tree;
    }
  }
  return out;
}
