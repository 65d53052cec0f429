/**
 * Fresh accounts for the specs (the demo accounts are shared by every spec running in parallel,
 * so a spec that changes anything uses accounts of its own): signed up through the API from a
 * loopback address of the worker's own (helpers/loopback.ts), onboarded through the real UI,
 * made premium through the demo billing the e2e server runs with (the embedded database, or
 * BILLING_DEMO=1 on PostgreSQL: the same checkout a visitor uses), and the local mailbox.
 * e2e/fixtures.ts hands these to tests; beforeAll hooks call them directly.
 */
import { expect, test, type Browser, type Page } from "@playwright/test";
import { signInPage, uniqueEmail } from "./auth";
import { untilHydrated } from "./hydration";
import { nextAccountAddress, raw } from "./loopback";

export const PASSWORD = "rhythm-e2e-passphrase";

export interface TestAccount {
  email: string;
  password: string;
  name: string;
}

export interface AccountOptions {
  /** The display name, answered in onboarding too. */
  name?: string;
  /** Where the page ends once the account is ready (default /settings). */
  landOn?: string;
}

/** A new account (not onboarded, not verified, signed in nowhere), made through the sign-up API. */
export async function signUpAccount(
  baseURL: string,
  options: { name?: string; prefix?: string } = {},
): Promise<TestAccount> {
  const account: TestAccount = {
    email: uniqueEmail(options.prefix ?? "member"),
    password: PASSWORD,
    name: options.name ?? "Test Person",
  };
  const res = await raw(
    baseURL,
    nextAccountAddress(),
    "POST",
    "/api/auth/signup",
    { "content-type": "application/json" },
    JSON.stringify({ email: account.email, password: account.password, displayName: account.name }),
  );
  expect(res.status, res.body).toBe(201);
  return account;
}

/** Answers every onboarding step with valid values, starting on /onboarding. */
export async function completeOnboardingSteps(page: Page, name = "Test Person"): Promise<void> {
  await expect(page.getByRole("heading", { name: "What should we call you?" })).toBeVisible();
  const nameField = page.getByLabel("Your name");
  await untilHydrated(nameField);
  await nameField.fill(name);
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

/**
 * A new account, signed in on the page's browser context and onboarded (the time zone is the
 * browser's); the page ends on `landOn` (default /settings), hydrated, ready to be typed into.
 */
export async function createOnboardedUser(page: Page, options: AccountOptions = {}): Promise<TestAccount> {
  const account = await signUpAccount(baseUrl(), { name: options.name });
  await signInPage(page, account.email, account.password);
  const landOn = options.landOn ?? "/settings";
  await onboard(page, account, landOn);
  await untilHydrated(page.locator("main"));
  return account;
}

/**
 * A new premium account (verified, onboarded, on the monthly plan's demo-billing trial), signed in
 * on the page's browser context; the page ends on `landOn` when one is given (hydrated), else on
 * its way to the dashboard, where the checkout sends it.
 */
export async function createPremiumUser(page: Page, options: AccountOptions = {}): Promise<TestAccount> {
  const account = await signUpAccount(baseUrl(), { name: options.name });
  await signInPage(page, account.email, account.password);
  // A subscription needs a verified address; verified first, onboarding goes straight on to the checkout.
  await verifyEmail(page, account.email);
  await onboard(page, account, "/checkout?plan=monthly");
  await startTrial(page);
  if (options.landOn) {
    await page.goto(options.landOn);
    await untilHydrated(page.locator("main"));
  }
  return account;
}

/** Onboards the signed-in account through the real steps and waits for `landOn`'s page. */
async function onboard(page: Page, account: TestAccount, landOn: string): Promise<void> {
  await page.goto(`/onboarding?callbackUrl=${encodeURIComponent(landOn)}`);
  await completeOnboardingSteps(page, account.name);
  const pathname = new URL(landOn, "http://x").pathname;
  await page.waitForURL((url) => url.pathname === pathname);
}

/** Opens the newest verification link mailed to the account (the page must be signed in as it). */
export async function verifyEmail(page: Page, email: string): Promise<void> {
  const link = await latestVerificationLink(page, email);
  expect((await page.request.get(link, { maxRedirects: 0 })).headers()["location"]).toContain("verified=1");
}

/**
 * Starts the monthly plan's demo-billing trial for the signed-in, verified, onboarded user (from
 * the checkout page when the page is on it already).
 */
export async function startTrial(page: Page): Promise<void> {
  if (new URL(page.url()).pathname !== "/checkout") await page.goto("/checkout?plan=monthly");
  const start = page.getByRole("button", { name: "Start my free trial" });
  await untilHydrated(start);
  await start.click();
  await page.waitForURL((url) => url.pathname === "/dashboard", { waitUntil: "commit" });
}

/** A premium account made in a browser context of its own (for beforeAll hooks and second users). */
export async function createPremiumUserApart(
  browser: Browser,
  baseURL: string,
  options: AccountOptions = {},
): Promise<TestAccount> {
  const context = await browser.newContext({ baseURL });
  try {
    return await createPremiumUser(await context.newPage(), options);
  } finally {
    await context.close();
  }
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

/** The server the running test talks to (playwright.config.ts's baseURL). */
export function baseUrl(): string {
  return test.info().project.use.baseURL!;
}
