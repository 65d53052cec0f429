/**
 * Every role has a home (issue 24): signing in without a callbackUrl lands an admin on /admin, an
 * affiliate on their dashboard (in the app's frame, with the account menu and sign-out) and a free
 * user on /subscription (the trial offer, premium pages shown locked rather than linked into the
 * paywall); a callbackUrl still wins. No page any role opens logs a console error (in a time zone
 * other than the server's, where /settings once failed to hydrate), and signed-out public pages ask
 * /api/account/summary without a 401. The demo accounts only sign in and look.
 */
import { expect, test } from "./fixtures";
import { DEMO, signInPage } from "./helpers/auth";
import { AuthPage } from "./pages/auth";
import type { Page } from "@playwright/test";

const ADMIN = "admin@rhythm.local";
const AFFILIATE = "affiliate@rhythm.local";

// Not the server's UTC: a value rendered from the clock or the zone differs between server and browser.
test.use({ timezoneId: "America/New_York" });
// Several pages per test, each loaded and hydrated.
test.describe.configure({ timeout: 240_000 });

/** Console errors and uncaught exceptions on a page, collected from now on. */
function watchConsole(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`${page.url()}: ${m.text()}`);
  });
  page.on("pageerror", (e) => errors.push(`${page.url()}: ${e.message}`));
  return errors;
}

test("an admin signing in lands on /admin, and the sidebar lists the admin console", async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.signIn(ADMIN, DEMO.password);
  await page.waitForURL((url) => url.pathname === "/admin");
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Admin console" })).toHaveAttribute("href", "/admin");
  // The admin is on the free plan: premium pages are locked, with the reason, and not links.
  await expect(nav.getByRole("link", { name: "Calendar" })).toHaveCount(0);
  await expect(nav.getByTestId("nav-locked-calendar")).toContainText("needs a premium plan");
  // Signed in already: /auth sends the admin home again.
  await page.goto("/auth");
  await page.waitForURL((url) => url.pathname === "/admin");
});

test("a callbackUrl wins over the role's home", async ({ page }) => {
  const auth = new AuthPage(page);
  await auth.goto({ callbackUrl: "/settings" });
  await auth.signIn(ADMIN, DEMO.password);
  await page.waitForURL((url) => url.pathname === "/settings");
});

test("an affiliate signing in lands on their dashboard, with the app's header, account menu and sign-out", async ({
  page,
  hydrated,
}) => {
  const auth = new AuthPage(page);
  await auth.goto();
  await auth.signIn(AFFILIATE, DEMO.password);
  await page.waitForURL((url) => /^\/affiliate\/dashboard\/[\w-]+$/.test(url.pathname));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  const nav = page.getByRole("navigation", { name: "Main" });
  await expect(nav.getByRole("link", { name: "Affiliate dashboard" })).toHaveAttribute("aria-current", "page");
  // A menu opened before hydration is re-made by React with its popup left where it started, off screen.
  await hydrated();
  await page.getByRole("button", { name: /account menu/ }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("a signed-in free user's home is /subscription: the trial offer and what each premium page does", async ({
  page,
  freeUser,
}) => {
  await page.goto("/auth");
  await page.waitForURL((url) => url.pathname === "/subscription");
  const offer = page.getByTestId("premium-offer");
  await expect(offer.getByRole("heading", { name: "Try every premium page free for 3 days" })).toBeVisible();
  await expect(offer).toContainText("See your plans across the week");
  await expect(offer.getByRole("link", { name: "Start your 3-day free trial" })).toHaveAttribute(
    "href",
    "/checkout?plan=monthly",
  );
  const nav = page.getByRole("navigation", { name: "Main" }).first();
  await expect(nav.getByRole("link", { name: "Dashboard" })).toHaveCount(0);
  await expect(nav.getByRole("link", { name: "Settings" })).toBeVisible();
  // "Go to app" on the landing leads to the same home.
  await page.goto("/");
  await expect(page.getByRole("link", { name: "Go to app" })).toHaveAttribute("href", "/subscription");
  expect(freeUser.email).toContain("@");
});

test("signed-out landing and pricing loads log no console error (no 401 from /api/account/summary)", async ({
  page,
}) => {
  const errors = watchConsole(page);
  for (const path of ["/", "/pricing", "/es/pricing", "/ar"]) {
    const summary = page.waitForResponse((r) => r.url().endsWith("/api/account/summary"));
    await page.goto(path);
    const res = await summary;
    expect(res.status()).toBe(200);
    expect(await res.json()).toBeNull();
  }
  expect(errors).toEqual([]);
});

const PAGES_BY_ROLE: { email: string; pages: string[] }[] = [
  {
    email: DEMO.premium,
    pages: [
      "/dashboard",
      "/calendar",
      "/habits",
      "/mood",
      "/analytics",
      "/rewards",
      "/profile",
      "/settings",
      "/subscription",
    ],
  },
  { email: DEMO.free, pages: ["/subscription", "/profile", "/settings"] },
  { email: ADMIN, pages: ["/admin", "/settings"] },
  { email: AFFILIATE, pages: ["/profile", "/settings"] },
];

for (const { email, pages } of PAGES_BY_ROLE) {
  test(`no console errors on the pages ${email} can open, in en, es and ar`, async ({ page, hydrated }) => {
    await signInPage(page, email, DEMO.password);
    const errors = watchConsole(page);
    for (const locale of ["en", "es", "ar"]) {
      for (const path of pages) {
        await page.goto(locale === "en" ? path : `/${locale}${path}`);
        await hydrated();
      }
    }
    if (email === AFFILIATE) {
      // The last page was Arabic, whose language cookie an unprefixed address follows.
      await page.goto("/ar/auth");
      await page.waitForURL((url) => url.pathname.startsWith("/ar/affiliate/dashboard/"));
      await hydrated();
    }
    expect(errors).toEqual([]);
  });
}
