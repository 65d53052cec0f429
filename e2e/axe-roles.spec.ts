/**
 * axe (WCAG 2.2 AA tags, and the label-in-name rule, WCAG 2.5.3) finds nothing on any page a role
 * can open (issue 24, item 15): the premium pages for a premium account, a free account's pages,
 * /admin for the admin and the affiliate dashboard for the affiliate, in English, Spanish and
 * Arabic, light and dark. The demo accounts only sign in and look.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";
import { DEMO, signInPage } from "./helpers/auth";

const TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

const ROLES: { role: string; email: string; pages: string[] }[] = [
  {
    role: "premium",
    email: DEMO.premium,
    pages: [
      "/dashboard",
      "/calendar",
      "/habits",
      "/mood",
      "/analytics?range=90d",
      "/rewards",
      "/profile",
      "/settings",
      "/subscription",
    ],
  },
  { role: "free", email: DEMO.free, pages: ["/subscription"] },
  { role: "admin", email: "admin@rhythm.local", pages: ["/admin"] },
  // The affiliate's home is their dashboard: /auth, signed in, leads there.
  { role: "affiliate", email: "affiliate@rhythm.local", pages: ["/auth"] },
];

/** The premium account's nine pages take a minute per pass: two passes (the feature specs check their own pages too). */
const COMBOS = {
  all: [
    ["en", "light"],
    ["en", "dark"],
    ["es", "light"],
    ["es", "dark"],
    ["ar", "light"],
    ["ar", "dark"],
  ],
  premium: [
    ["en", "light"],
    ["ar", "dark"],
  ],
} as const;

for (const { role, email, pages } of ROLES) {
  for (const [locale, theme] of role === "premium" ? COMBOS.premium : COMBOS.all) {
    test(`axe finds nothing on the ${role} pages (${locale}, ${theme})`, async ({ page, hydrated }) => {
      test.setTimeout(60_000 + pages.length * 30_000);
      await page.addInitScript((t) => localStorage.setItem("rhythm.theme", t), theme);
      await signInPage(page, email, DEMO.password);
      for (const path of pages) {
        await page.goto(locale === "en" ? path : `/${locale}${path}`);
        await hydrated();
        await expect(page.locator("html")).toHaveAttribute("lang", locale);
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
        // The calendar's week is read after hydration: look once its blocks are drawn (the demo's
        // week always has some), not at the empty grid in between.
        if (path === "/calendar") await expect(page.locator(".rhythm-calendar .rhythm-event").first()).toBeVisible();
        // The charts are drawn on the client; the mood form is a chunk of its own.
        if (path.startsWith("/analytics")) await expect(page.locator(".recharts-surface").first()).toBeAttached();
        if (path === "/mood") await hydrated(page.getByTestId("mood-form"));
        // options() first: it replaces what withTags() set.
        const result = await new AxeBuilder({ page })
          .options({ rules: { "label-content-name-mismatch": { enabled: true } } })
          .withTags(TAGS)
          .analyze();
        expect(
          result.violations.map((v) => ({ page: page.url(), id: v.id, nodes: v.nodes.map((n) => n.target) })),
        ).toEqual([]);
      }
    });
  }
}
