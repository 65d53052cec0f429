/**
 * Accounts for the onboarding, settings and i18n/theme specs: a fresh user per test (the demo
 * accounts are shared by every spec, so these specs never change them), onboarding driven through
 * the real UI, and the local mailbox.
 */
import { expect, type Page } from "@playwright/test";
import { signInPage, uniqueEmail } from "./auth";

export const PASSWORD = "rhythm-e2e-passphrase";

export interface TestAccount {
  email: string;
  password: string;
}

/** Answers every onboarding step with valid values, starting on /onboarding. */
export async function completeOnboardingSteps(page: Page, name = "Test Person"): Promise<void> {
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  await page.getByLabel("Your name").fill(name);
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Time zone")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Wake-up time")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByLabel("Work starts")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("radio", { name: /Morning/ }).click();
  await page.getByRole("button", { name: "Continue" }).click();
  await page.getByRole("button", { name: "Finish setup" }).click();
}

/** A new account, signed in on the page's browser context and onboarded; the page ends on `landOn`. */
export async function createOnboardedUser(
  page: Page,
  options: { name?: string; landOn?: string } = {},
): Promise<TestAccount> {
  const account = { email: uniqueEmail("member"), password: PASSWORD };
  const created = await page.request.post("/api/auth/signup", {
    data: { email: account.email, password: account.password },
  });
  expect(created.status(), await created.text()).toBe(201);
  await signInPage(page, account.email, account.password);
  const landOn = options.landOn ?? "/settings";
  await page.goto(`/onboarding?callbackUrl=${encodeURIComponent(landOn)}`);
  await completeOnboardingSteps(page, options.name);
  await page.waitForURL((url) => url.pathname === landOn);
  // The caller types into the page next: wait until its scripts have loaded, or a value typed before
  // hydration is reset to the server's (seen on a loaded machine with the settings forms).
  await page.waitForLoadState("networkidle");
  return account;
}

/** The newest verification link mailed to `email` (the local mailbox of the e2e server). */
export async function latestVerificationLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
    expect(res.status()).toBe(200);
    const { messages } = (await res.json()) as { messages: Array<{ text: string }> };
    link = /(http\S+\/api\/auth\/verify\S+)/.exec(messages[0]?.text ?? "")?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}
