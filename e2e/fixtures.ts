/**
 * The suite's `test`: Playwright's, extended with what specs need so that each test stands alone
 * and any number of workers can run them side by side.
 *
 * - `freeUser`: a new onboarded free account, signed in on `page` (which ends on /settings,
 *   hydrated). `premiumUser`: the same, verified and on a demo-billing trial (the checkout a
 *   visitor uses; works on PGlite and PostgreSQL alike). Use one of them per test; the name
 *   answered in onboarding is the `accountName` option (`test.use({ accountName: "Ada" })`).
 * - `dashboard`, `calendar`, `auth`: page objects for `page` (e2e/pages), in English.
 * - `hydrated(locator?)`: waits until React has hydrated the element (default: the page's
 *   <main>), the signal to wait for before typing into a page that was just loaded.
 *
 * The demo accounts (helpers/auth.ts's DEMO) are shared by every worker: only specs that read
 * them, and change nothing, may sign in as them.
 */
import { test as base, type Locator } from "@playwright/test";
import { createOnboardedUser, createPremiumUser, type TestAccount } from "./helpers/account";
import { untilHydrated } from "./helpers/hydration";
import { AuthPage } from "./pages/auth";
import { CalendarPage } from "./pages/calendar";
import { DashboardPage } from "./pages/dashboard";

export { expect } from "@playwright/test";
export type { TestAccount };

interface Fixtures {
  accountName: string;
  freeUser: TestAccount;
  premiumUser: TestAccount;
  dashboard: DashboardPage;
  calendar: CalendarPage;
  auth: AuthPage;
  hydrated: (target?: Locator) => Promise<void>;
}

// Each fixture hands its value on with `provide` (Playwright's `use`, renamed: React's lint rules
// take a function named `use` for a hook).
export const test = base.extend<Fixtures>({
  accountName: ["Test Person", { option: true }],
  freeUser: async ({ page, accountName }, provide) => {
    await provide(await createOnboardedUser(page, { name: accountName }));
  },
  premiumUser: async ({ page, accountName }, provide) => {
    await provide(await createPremiumUser(page, { name: accountName }));
  },
  dashboard: async ({ page }, provide) => {
    await provide(new DashboardPage(page));
  },
  calendar: async ({ page }, provide) => {
    await provide(new CalendarPage(page));
  },
  auth: async ({ page }, provide) => {
    await provide(new AuthPage(page));
  },
  hydrated: async ({ page }, provide) => {
    await provide((target = page.locator("main")) => untilHydrated(target));
  },
});
