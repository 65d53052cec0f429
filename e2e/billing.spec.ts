/**
 * A new user goes from pricing to a demo trial, reaches the dashboard, cancels, keeps access until
 * the end date, and is sent to /pricing after it (the end date is moved into the past directly in
 * the database, so this part needs PostgreSQL).
 */
import { latestVerificationLink, signUpAccount } from "./helpers/account";
import { hasDatabaseAccess, query } from "./helpers/db";
import { expect, test } from "./fixtures";

test("pricing -> demo trial -> dashboard -> cancel -> access until the end date -> /pricing", async ({
  page,
  auth,
  baseURL,
}) => {
  const { email, password } = await signUpAccount(baseURL!, { prefix: "trial" });
  // Onboard directly through the sign-in page's flow: sign in, then finish onboarding in the DB-free way
  // (the onboarding flow itself has its own spec).
  await auth.goto();
  await auth.signIn(email, password);
  await page.waitForURL(/\/(onboarding|pricing|dashboard)/);
  test.skip(!hasDatabaseAccess, "needs PostgreSQL to mark onboarding done and move the end date");
  await query("update users set has_completed_onboarding = true where email = $1", [email]);
  // A subscription needs a verified address (e2e/hardening-auth.spec.ts shows the refusal).
  const link = await latestVerificationLink(page, email);
  expect((await page.request.get(link, { maxRedirects: 0 })).headers()["location"]).toContain("verified=1");

  await page.goto("/pricing");
  await page.locator('a[href*="/checkout?plan=monthly"]').first().click();
  await page.waitForURL(/\/checkout\?plan=monthly/);
  await expect(page.getByTestId("demo-billing")).toBeVisible();
  await page.getByRole("button", { name: "Start my free trial" }).click();
  await page.waitForURL(/\/dashboard/);
  await expect(page.locator('main[data-premium="true"]')).toBeVisible();

  await page.goto("/subscription");
  await expect(page.getByTestId("subscription-phase")).toHaveText("Free trial");
  await page.getByRole("button", { name: "Cancel subscription" }).click();
  // Cancelling asks first (issue 17).
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByTestId("subscription-phase")).toHaveText("Cancelled, active until the end date");
  await page.goto("/dashboard");
  await expect(page.locator('main[data-premium="true"]')).toBeVisible();

  await query("update users set subscription_end_date = now() - interval '1 minute' where email = $1", [email]);
  await page.goto("/dashboard");
  await page.waitForURL(/\/pricing/);
});
