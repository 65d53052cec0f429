/**
 * The public pages: landing and pricing in each language, their search metadata, the checkout
 * links, robots.txt and sitemap.xml. Prices are the defaults of src/lib/env.ts ($12 / $96).
 */
import { expect, test } from "@playwright/test";

test("the landing page shows the plan example, the claims and the way in", async ({ page }) => {
  await page.goto("/");
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toContainText("Describe your day");
  await expect(page.getByRole("list", { name: "The schedule Rhythm made" }).getByRole("listitem")).toHaveCount(8);
  await expect(page.getByText("09:30–09:45")).toBeVisible();
  await expect(page.getByText("4.9/5")).toBeVisible();
  await expect(page.getByText("3x", { exact: true })).toBeVisible();
  for (const feature of ["Calendar", "Habits", "Mood", "Analytics", "Rewards"]) {
    await expect(page.getByRole("heading", { name: feature, exact: true })).toBeVisible();
  }
  await expect(page.getByText("$12 a month, or $96 a year and save 33%.")).toBeVisible();
  await expect(page.getByRole("link", { name: "Start your 3-day free trial" })).toHaveAttribute(
    "href",
    "/auth?mode=signup",
  );
  await expect(page.getByRole("banner").getByRole("link", { name: "Pricing" })).toHaveAttribute("href", "/pricing");
  await expect(page.getByRole("banner").getByRole("link", { name: "Sign in" })).toHaveAttribute("href", "/auth");
  for (const landmark of ["banner", "main", "contentinfo"] as const)
    await expect(page.getByRole(landmark)).toHaveCount(1);
});

test("the landing page carries canonical, hreflang, OpenGraph and JSON-LD", async ({ page }) => {
  await page.goto("/es");
  const alternates = await page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) => links.map((l) => [l.getAttribute("hreflang"), l.getAttribute("href")]));
  expect(alternates.map(([lang]) => lang).sort()).toEqual(["ar", "en", "es", "x-default"]);
  for (const [, href] of alternates) expect(href?.startsWith("http")).toBe(true);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/es$/);
  await expect(page.locator('meta[property="og:locale"]')).toHaveAttribute("content", "es_ES");
  const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "{}");
  expect(jsonLd).toMatchObject({
    "@type": "SoftwareApplication",
    aggregateRating: { ratingValue: "4.9", bestRating: "5" },
    offers: [
      { price: "12.00", priceCurrency: "USD" },
      { price: "96.00", priceCurrency: "USD" },
    ],
  });
});

test("Arabic is right-to-left and fits a phone without sideways scrolling", async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 780 });
  for (const path of ["/ar", "/ar/pricing", "/es", "/es/pricing"]) {
    await page.goto(path);
    if (path.startsWith("/ar")) await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect([path, overflow]).toEqual([path, 0]);
  }
});

test("pricing shows both plans with the trial, the saving and their checkout links", async ({ page }) => {
  await page.goto("/pricing");
  const monthly = page.locator('[data-plan="monthly"]');
  const yearly = page.locator('[data-plan="yearly"]');
  await expect(monthly).toContainText("$12");
  await expect(monthly).toContainText("Free for 3 days, then $12 a month.");
  await expect(yearly).toContainText("$96");
  await expect(yearly).toContainText("Save 33%");
  await expect(yearly).toContainText("Works out to $8 a month");
  await expect(page.getByText("Cancel anytime").first()).toBeVisible();
  await expect(monthly.getByRole("link", { name: /Start free trial/ })).toHaveAttribute(
    "href",
    "/checkout?plan=monthly",
  );
  await expect(yearly.getByRole("link", { name: /Start free trial/ })).toHaveAttribute("href", "/checkout?plan=yearly");

  await page.goto("/es/pricing");
  await expect(page.locator('[data-plan="yearly"]').getByRole("link")).toHaveAttribute(
    "href",
    "/es/checkout?plan=yearly",
  );
  await expect(page.locator('[data-plan="monthly"]')).toContainText("12 US$");
});

test("a cancelled checkout comes back to pricing with one notice and a clean address", async ({ page }) => {
  await page.goto("/pricing?checkout=cancelled");
  await expect(page.getByText("Checkout cancelled. You have not been charged.")).toBeVisible();
  await expect(page).toHaveURL(/\/pricing$/);
});

test("robots.txt keeps crawlers out of the app and points at the sitemap", async ({ request }) => {
  const robots = await (await request.get("/robots.txt")).text();
  for (const path of [
    "/dashboard",
    "/calendar",
    "/habits",
    "/mood",
    "/analytics",
    "/rewards",
    "/profile",
    "/settings",
    "/admin",
    "/api",
    "/es/dashboard",
    "/ar/settings",
  ]) {
    expect(robots).toContain(`Disallow: ${path}\n`);
  }
  expect(robots).toContain("Allow: /");
  expect(robots).toMatch(/Sitemap: https?:\/\/.+\/sitemap\.xml/);
});

test("sitemap.xml lists / and /pricing in every language with alternates", async ({ request }) => {
  const xml = await (await request.get("/sitemap.xml")).text();
  const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  expect(locs.sort()).toEqual(["/", "/ar", "/ar/pricing", "/es", "/es/pricing", "/pricing"]);
  expect(xml.match(/hreflang="x-default"/g)).toHaveLength(6);
});
