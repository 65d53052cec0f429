/**
 * "Google" sign-in against a loopback OpenID provider (e2e/oidc-provider.mjs) configured through
 * the real Google provider's variables: the popup path, the blocked-popup redirect path, and no
 * automatic linking onto an existing password account with the same email.
 */
import type { Page } from "@playwright/test";
import { completeOnboardingSteps, signUpAccount } from "./helpers/account";
import { uniqueEmail } from "./helpers/auth";
import { expect, test } from "./fixtures";

async function loginAtProvider(page: Page, email: string) {
  await page.waitForURL(/:\d+\/interaction\//);
  const loginUrl = page.url();
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill("anything");
  await Promise.all([
    page.waitForURL((url) => url.toString() !== loginUrl),
    page.locator('button[type="submit"]').click(),
  ]);
  // The development provider asks for consent ("Authorize" / Continue) for a new account.
  await page
    .getByRole("button", { name: "Continue" })
    .click({ timeout: 10_000 })
    .catch(() => {});
}

test("Google sign-in in a popup signs the user in", async ({ page, auth }) => {
  const email = uniqueEmail("google-popup");
  await auth.goto({ callbackUrl: "/profile" });
  const popupPromise = page.waitForEvent("popup");
  await auth.googleButton.click();
  const popup = await popupPromise;
  await loginAtProvider(popup, email);
  // A new Google account has not finished onboarding yet.
  await page.waitForURL(/\/onboarding/, { timeout: 30_000 });
  const profile = await page.request.get("/api/auth/user");
  expect(profile.status()).toBe(200);
  expect((await profile.json()).email).toBe(email.toLowerCase());
  // Google vouched for the address (email_verified): no verification step before a subscription.
  await completeOnboardingSteps(page);
  await page.waitForURL(/\/profile/);
  await page.goto("/checkout?plan=monthly");
  await expect(page.getByRole("button", { name: "Start my free trial" })).toBeVisible();
  await expect(page.getByTestId("verify-before-checkout")).toHaveCount(0);
});

test("a blocked popup falls back to a full-page redirect", async ({ page, auth }) => {
  await page.addInitScript(() => {
    window.open = () => null;
  });
  const email = uniqueEmail("google-redirect");
  await auth.goto({ callbackUrl: "/settings" });
  await auth.googleButton.click();
  await loginAtProvider(page, email);
  await page.waitForURL(/\/onboarding/, { timeout: 30_000 });
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(email.toLowerCase());
});

test("Google never attaches itself to an existing unverified password account", async ({ page, auth, baseURL }) => {
  const { email } = await signUpAccount(baseURL!, { prefix: "google-taken" });
  await page.addInitScript(() => {
    window.open = () => null;
  });
  await auth.goto();
  await auth.googleButton.click();
  await loginAtProvider(page, email);
  await expect(
    page
      .getByRole("alert")
      .filter({ hasText: "An account already exists with this email using a different sign-in method." }),
  ).toBeVisible({ timeout: 30_000 });
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});
