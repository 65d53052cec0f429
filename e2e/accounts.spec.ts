/**
 * Accounts a person can live with (issue 17): a forgotten password reset from the mailbox link,
 * a password changed from the profile with the other sessions signed out, and the language and
 * theme that follow the account to a fresh browser; the new pages pass axe in en/es/ar, light/dark.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { completeOnboardingSteps, createOnboardedUser, PASSWORD, signUpAccount } from "./helpers/account";
import { DEMO, signInContext, signInPage, uniqueEmail } from "./helpers/auth";
import { hasDatabaseAccess, query } from "./helpers/db";
import { expect, test } from "./fixtures";
import { AuthPage } from "./pages/auth";

const NEW_PASSWORD = "a-fresh-passphrase-42";

/**
 * The mail sent to `email`, newest first. The person asking for a reset is signed out, and on a
 * server database the mailbox page shows mail only to its signed-in owner, so there the test reads
 * the server's mailbox table (the same rows the page shows).
 */
async function mailTo(page: Page, email: string): Promise<Array<{ subject: string; text: string }>> {
  if (hasDatabaseAccess) {
    return query<{ subject: string; text: string }>(
      `select subject, text from mail_messages where lower("to") = lower($1) order by created_at desc`,
      [email],
    );
  }
  const res = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  return ((await res.json()) as { messages: Array<{ subject: string; text: string }> }).messages;
}

/** The newest reset link mailed to `email` (the e2e server's local mailbox). */
async function latestResetLink(page: Page, email: string): Promise<string> {
  let link: string | undefined;
  await expect(async () => {
    const messages = await mailTo(page, email);
    const mail = messages.find((m) => m.text.includes("/auth/reset?token="));
    link = /(http\S+\/auth\/reset\?token=\S+)/.exec(mail?.text ?? "")?.[1];
    expect(link).toBeTruthy();
  }).toPass({ timeout: 10_000 });
  return link!;
}

test("forgot password: the mailed link sets a new one once, signs out every session, and the new one signs in", async ({
  page,
  baseURL,
  auth,
  hydrated,
}) => {
  const { email } = await signUpAccount(baseURL!, { prefix: "forgot" });
  const elsewhere = await signInContext(baseURL!, email, PASSWORD);
  expect((await elsewhere.get("/api/auth/user")).status()).toBe(200);

  await auth.goto();
  await auth.email.fill(email);
  await auth.forgotPasswordLink.click();
  await page.waitForURL(/\/auth\/reset/);
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
  await expect(page.getByLabel("Email")).toHaveValue(email);
  await hydrated(page.locator("main form"));
  await page.getByRole("button", { name: "Send reset link" }).click();
  await expect(page.getByRole("status")).toContainText(`If an account uses ${email}`);

  // An unknown address gets the very same answer.
  const known = await page.request.post("/api/auth/password-reset", { data: { email } });
  const unknown = await page.request.post("/api/auth/password-reset", { data: { email: uniqueEmail("nobody") } });
  expect(known.status()).toBe(200);
  expect(unknown.status()).toBe(200);
  expect(await known.text()).toBe(await unknown.text());

  const link = await latestResetLink(page, email);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Choose a new password" })).toBeVisible();
  await hydrated(page.locator("main form"));
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill("something-else-entirely");
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.locator('main [role="alert"]')).toHaveText("The two passwords do not match.");
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Set new password" }).click();
  await expect(page.getByRole("status")).toContainText("Your password is changed");

  // The session signed in before the reset is refused now.
  expect((await elsewhere.get("/api/auth/user")).status()).toBe(401);
  await elsewhere.dispose();

  // The link works once.
  const again = await page.request.post("/api/auth/password-reset/confirm", {
    data: { token: new URL(link).searchParams.get("token"), password: "another-passphrase-7" },
  });
  expect(again.status()).toBe(400);
  expect(((await again.json()) as { error: string }).error).toContain("already been used");

  await page.getByRole("link", { name: "Sign in" }).click();
  await page.waitForURL(/\/auth(\?|$)/);
  await auth.signIn(email, PASSWORD);
  await expect(page.locator('main [role="alert"]')).toBeVisible();
  await auth.signIn(email, NEW_PASSWORD);
  await page.waitForURL(/\/(onboarding|pricing|dashboard)/);

  // Opening the used link shows why it no longer works, and offers a new one.
  await page.goto(link);
  await expect(page.locator('main [role="alert"]')).toContainText("already been used");
  await page.getByRole("button", { name: "Send a new link" }).click();
  await expect(page.getByRole("heading", { name: "Forgot your password?" })).toBeVisible();
});

test("change password from the profile: the other session is signed out, this one stays", async ({ page, baseURL }) => {
  const account = await createOnboardedUser(page, { landOn: "/profile" });
  const other = await signInContext(baseURL!, account.email, account.password);
  expect((await other.get("/api/auth/user")).status()).toBe(200);

  await page.getByLabel("Current password").fill("not-my-password");
  await page.getByLabel("New password", { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel("Repeat the new password").fill(NEW_PASSWORD);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.locator('main [role="alert"]')).toHaveText("Your current password is not correct.");

  await page.getByLabel("Current password").fill(account.password);
  await page.getByRole("button", { name: "Change password" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Password changed." })).toBeVisible();

  expect((await other.get("/api/auth/user")).status()).toBe(401);
  await other.dispose();
  await page.reload();
  await expect(page.getByRole("heading", { name: "Password", level: 2 })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  // The notice is in the mailbox, and only the new password signs in.
  const mailbox = await page.request.get(`/api/dev/mailbox?to=${encodeURIComponent(account.email)}`);
  const { messages } = (await mailbox.json()) as { messages: Array<{ subject: string }> };
  expect(messages.map((m) => m.subject)).toContain("Your Rhythm password was changed");
  const fresh = await signInContext(baseURL!, account.email, NEW_PASSWORD);
  await fresh.dispose();
});

test("Spanish and dark follow the account to a fresh browser", async ({
  page,
  browser,
  baseURL,
  freeUser: account,
}) => {
  await page.getByRole("radio", { name: "Dark" }).click();
  await page.getByLabel("Language").selectOption("es");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await page.waitForURL((url) => url.pathname === "/es/settings");

  const context = await browser.newContext({ baseURL });
  const fresh = await context.newPage();
  const freshAuth = new AuthPage(fresh);
  await freshAuth.goto({ callbackUrl: "/settings" });
  await expect(fresh.locator("html")).toHaveAttribute("lang", "en");
  await freshAuth.signIn(account.email, account.password);
  await fresh.waitForURL((url) => url.pathname === "/es/settings");
  await expect(fresh.locator("html")).toHaveAttribute("lang", "es");
  await expect(fresh.locator("html")).toHaveClass(/\bdark\b/);
  await expect(fresh.getByLabel("Idioma")).toHaveValue("es");
  expect(
    await fresh.evaluate(() => [localStorage.getItem("rhythm.language"), localStorage.getItem("rhythm.theme")]),
  ).toEqual(["es", "dark"]);
  // Unprefixed pages now open in Spanish too (the locale cookie follows).
  await fresh.goto("/profile");
  await expect(fresh.locator("html")).toHaveAttribute("lang", "es");
  await context.close();
});

test("a free user sent from a premium page sees why, their plan, and the way to the trial, the profile and sign-out", async ({
  page,
  freeUser,
}) => {
  await page.goto("/calendar");
  await page.waitForURL(/\/pricing\?reason=premium&from=%2Fcalendar/);
  const notice = page.getByTestId("premium-required");
  await expect(notice).toContainText("Your plan does not include the calendar; start your free trial below to use it.");
  await expect(notice).toContainText("Your current plan: Free.");
  await expect(page.getByRole("link", { name: /Start free trial/ }).first()).toBeVisible();
  // The header knows the visitor is signed in: no "Sign in" leading back here.
  const header = page.getByRole("navigation").first();
  await expect(header.getByRole("link", { name: "Go to app" })).toHaveAttribute("href", "/subscription");
  await expect(header.getByRole("link", { name: "Sign in" })).toHaveCount(0);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await notice.getByRole("link", { name: "Your profile" }).click();
  await page.waitForURL((url) => url.pathname === "/profile");
  await page.goto("/pricing?reason=premium&from=%2Fhabits");
  await expect(page.getByTestId("premium-required")).toContainText("Your plan does not include habits");
  await page.getByTestId("premium-required").getByRole("button", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  await expect(page.getByRole("navigation").first().getByRole("link", { name: "Sign in" })).toBeVisible();
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

test("planning preferences: wake, bed, working hours and work days are saved and shown again; bad hours get a clear message", async ({
  page,
  freeUser,
}) => {
  await page.getByLabel("Wake-up time").fill("06:15");
  await page.getByLabel("Bedtime").fill("21:30");
  await page.getByLabel("Work starts").fill("05:00");
  await page.getByRole("button", { name: "Save planning preferences" }).click();
  await expect(page.getByLabel("Work starts")).toBeFocused();
  await expect(page.locator("#workStart-error")).toHaveText(
    "Your working hours must fall between your wake-up time and your bedtime.",
  );
  await page.getByLabel("Work starts").fill("07:00");
  await page.getByLabel("Work ends").fill("15:00");
  await page.getByLabel("Best time for focused work").selectOption("afternoon");
  // Work days: Monday to Friday by default; this person works Saturdays instead of Fridays.
  const workDays = page.getByRole("group", { name: "Work days" });
  await expect(workDays.getByRole("checkbox", { name: "Friday" })).toBeChecked();
  await expect(workDays.getByRole("checkbox", { name: "Saturday" })).not.toBeChecked();
  await workDays.getByRole("checkbox", { name: "Friday" }).click();
  await workDays.getByRole("checkbox", { name: "Saturday" }).click();
  await page.getByRole("button", { name: "Save planning preferences" }).click();
  await expect(page.getByRole("status").filter({ hasText: "Planning preferences saved." })).toBeVisible();
  await page.reload();
  await expect(workDays.getByRole("checkbox", { name: "Friday" })).not.toBeChecked();
  await expect(workDays.getByRole("checkbox", { name: "Saturday" })).toBeChecked();
  await expect(workDays.getByRole("checkbox", { name: "Monday" })).toBeChecked();
  await expect(page.getByLabel("Wake-up time")).toHaveValue("06:15");
  await expect(page.getByLabel("Bedtime")).toHaveValue("21:30");
  await expect(page.getByLabel("Work starts")).toHaveValue("07:00");
  await expect(page.getByLabel("Work ends")).toHaveValue("15:00");
  await expect(page.getByLabel("Best time for focused work")).toHaveValue("afternoon");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("after sign-up the next page says to check the email, and the app reminds with Resend until dismissed", async ({
  page,
  auth,
}) => {
  const email = uniqueEmail("verify");
  await auth.goto({ mode: "signup" });
  await auth.signUp({ email, password: PASSWORD });
  await page.waitForURL(/\/onboarding/);
  await expect(page.getByTestId("verify-banner")).toContainText(
    `Account created. Check your email: we sent a confirmation link to ${email}.`,
  );

  await page.goto("/onboarding?callbackUrl=%2Fsubscription");
  await completeOnboardingSteps(page);
  await page.waitForURL((url) => url.pathname === "/subscription");
  const banner = page.getByTestId("verify-banner");
  await expect(banner).toContainText("Please confirm your email address");
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await banner.getByRole("button", { name: "Resend verification email" }).click();
  await expect(page.getByText("We sent you a new link. Check your inbox.")).toBeVisible();
  await banner.getByRole("button", { name: "Hide this reminder" }).click();
  await expect(banner).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.getByTestId("verify-banner")).toHaveCount(0);
});

test("the user menu shows the plan and leads to profile, settings, subscription and sign-out, on phones too", async ({
  page,
}) => {
  await createOnboardedUser(page, { name: "Menu Person", landOn: "/settings" });
  const trigger = page.getByRole("button", { name: /^Menu Person.*account menu$/ });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await trigger.click();
  const menu = page.getByRole("menu");
  await expect(menu).toContainText("Plan: Free");
  await expect(menu.getByRole("menuitem", { name: "Subscription" })).toBeVisible();
  // A plain user is offered the affiliate programme, and no admin console.
  await expect(menu.getByRole("menuitem", { name: "Become an affiliate" })).toHaveAttribute("href", "/affiliate");
  await expect(menu.getByRole("menuitem", { name: "Admin console" })).toHaveCount(0);
  await menu.getByRole("menuitem", { name: "Profile" }).click();
  await page.waitForURL((url) => url.pathname === "/profile");

  // The theme chosen in the menu is saved on the account.
  await trigger.click();
  await page.getByRole("menuitem", { name: "Theme" }).click();
  await page.getByRole("menuitemradio", { name: "Dark" }).click();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(async () => {
    const res = await page.request.get("/api/account/preferences");
    expect(((await res.json()) as { theme: string }).theme).toBe("dark");
  }).toPass({ timeout: 5_000 });

  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto("/settings");
  const phoneTrigger = page.getByRole("button", { name: "Account menu for Menu Person" }).last();
  await expect(phoneTrigger).toBeVisible();
  await expect(page.locator('header [aria-current="page"]')).toBeInViewport();
  await phoneTrigger.click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await page.waitForURL((url) => url.pathname === "/");
  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
});

// The demo admin and affiliate only sign in and look (nothing of them changes).
test("the user menu leads the demo admin to the admin console and the demo affiliate to their dashboard", async ({
  page,
}) => {
  await signInPage(page, "admin@rhythm.local", DEMO.password);
  await page.goto("/profile");
  await page
    .getByRole("button", { name: /account menu/i })
    .first()
    .click();
  await expect(page.getByRole("menuitem", { name: "Affiliate dashboard" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Admin console" }).click();
  await page.waitForURL((url) => url.pathname === "/admin");

  await page.context().clearCookies();
  await signInPage(page, "affiliate@rhythm.local", DEMO.password);
  await page.goto("/profile");
  await page
    .getByRole("button", { name: /account menu/i })
    .first()
    .click();
  await expect(page.getByRole("menuitem", { name: "Admin console" })).toHaveCount(0);
  await page.getByRole("menuitem", { name: "Affiliate dashboard" }).click();
  await page.waitForURL((url) => /^\/affiliate\/dashboard\/[\w-]+$/.test(url.pathname));
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
});

test("the user menu opens from the keyboard, loaded on demand; Escape closes it and gives focus back", async ({
  page,
}) => {
  await signInPage(page, DEMO.free, DEMO.password);
  await page.goto("/profile");
  const trigger = page.getByRole("button", { name: /account menu/i }).first();
  await trigger.focus();
  await page.keyboard.press("Enter");
  const menu = page.getByRole("menu");
  await expect(menu.getByRole("menuitem", { name: "Settings" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole("button", { name: /account menu/i }).first()).toBeFocused();
  // Once loaded it is Radix's own trigger: ArrowDown opens it again.
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("menu").getByRole("menuitem", { name: "Profile" })).toBeVisible();
});

for (const locale of ["en", "es", "ar"] as const) {
  for (const theme of ["light", "dark"] as const) {
    test(`the reset pages and the password card pass axe (${locale}, ${theme})`, async ({ page }) => {
      await page.addInitScript((t) => localStorage.setItem("rhythm.theme", t), theme);
      const prefix = locale === "en" ? "" : `/${locale}`;
      await page.goto(`${prefix}/auth/reset`);
      await expect(page.locator("html")).toHaveAttribute("lang", locale);
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.goto(`${prefix}/auth/reset?token=not-a-real-token`);
      await expect(page.locator('main [role="alert"]')).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      await page.goto(`${prefix}/auth`);
      await expect(
        page.getByRole("link", {
          name:
            locale === "en"
              ? "Forgot password?"
              : locale === "es"
                ? "¿Olvidaste tu contraseña?"
                : "هل نسيت كلمة المرور؟",
        }),
      ).toBeVisible();
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      if (locale === "en") {
        await createOnboardedUser(page, { landOn: "/profile" });
        await expect(page.getByLabel("Current password")).toBeVisible();
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      }
    });
  }
}

test("cancelling a trial asks first and states the end date; profile and subscription agree on the trial", async ({
  page,
  premiumUser,
}) => {
  await page.goto("/profile");
  await expect(page.locator("#main").getByText("Free trial", { exact: true })).toBeVisible();
  await page.goto("/subscription");
  await expect(page.getByTestId("subscription-phase")).toHaveText("Free trial");
  const ends = (await page.getByTestId("subscription-summary").locator("dd").last().textContent())?.trim() ?? "";

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("You keep premium access until");
  expect(ends.length).toBeGreaterThan(0);
  await expect(dialog).toContainText(ends);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await dialog.getByRole("button", { name: "Keep my subscription" }).click();
  await expect(page.getByTestId("subscription-phase")).toHaveText("Free trial");

  await page.getByRole("button", { name: "Cancel subscription" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Cancel subscription" }).click();
  await expect(page.getByTestId("subscription-phase")).toHaveText("Cancelled, active until the end date");
});

test("an unreachable photo address is refused with one message and nothing is saved", async ({ page }) => {
  await createOnboardedUser(page, { landOn: "/profile" });
  await page.getByLabel("Photo URL").fill("https://127.0.0.1:9/missing.png");
  await expect(page.getByText("We could not load an image from this address.", { exact: false })).toBeVisible({
    timeout: 15_000,
  });
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByLabel("Photo URL")).toBeFocused();
  await expect(page.getByText("We could not load an image from this address.", { exact: false })).toHaveCount(1);
  await expect(page.getByText("Profile saved!")).toHaveCount(0);
  await page.reload();
  await expect(page.getByLabel("Photo URL")).toHaveValue("");
});
