/** Onboarding end to end: from the sign-up form through every step to where the user was going. */
import { DEMO, signInPage, uniqueEmail } from "./helpers/auth";
import { PASSWORD } from "./helpers/account";
import { expect, test } from "./fixtures";

// A browser somewhere other than the server's UTC, so detection is really exercised.
test.use({ timezoneId: "America/Bogota" });

test("a new user signs up, completes every step and continues to where they were going", async ({
  page,
  auth,
  hydrated,
}) => {
  const email = uniqueEmail("onboard");
  await auth.goto();
  await auth.signUp({ name: "Olivia Park", email, password: PASSWORD });

  // The form goes on to the new account's home (issue 24): onboarding, with nowhere else asked for.
  await page.waitForURL((url) => url.pathname === "/onboarding");
  expect(new URL(page.url()).searchParams.get("callbackUrl")).toBeNull();
  await expect(page.getByTestId("onboarding-progress")).toHaveText("Step 1 of 6");
  await expect(page.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");

  // 1. Name: pre-filled from sign-up; required. Keyboard only: Enter continues.
  const name = page.getByLabel("Your name");
  await hydrated(name);
  await expect(name).toHaveValue("Olivia Park");
  await expect(name).toBeFocused();
  await name.fill("");
  await name.press("Enter");
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(name).toHaveAttribute("aria-invalid", "true");
  await name.fill("Olivia");
  await name.press("Enter");

  // 2. Time zone: detected from the browser, validated against the browser's list.
  await expect(page.getByTestId("onboarding-progress")).toHaveText("Step 2 of 6");
  await expect(page.getByRole("heading", { name: "Which time zone are you in?" })).toBeFocused();
  // A searchable list that shows cities, not raw ids.
  const zone = page.getByRole("combobox", { name: "Time zone" });
  await expect(zone).toHaveValue("Bogota (America, GMT-5)");
  await zone.fill("Mars/Olympus_Mons");
  await expect(page.getByText("No time zone matches.", { exact: false })).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please choose a time zone from the list, for example Europe/Madrid.")).toBeVisible();
  await zone.fill("madr");
  await expect(page.getByRole("listbox", { name: "Matching cities" }).getByRole("option").first()).toContainText(
    "Madrid",
  );
  await zone.press("ArrowDown");
  await zone.press("ArrowUp");
  await zone.press("Enter");
  await expect(zone).toHaveValue(/^Madrid \(Europe, GMT\+\d\)$/);
  await expect(page.getByText(/^It is .+ there now\.$/)).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // 3. Wake-up and bedtime: bedtime must come later.
  await expect(page.getByTestId("onboarding-progress")).toHaveText("Step 3 of 6");
  await page.getByLabel("Wake-up time").fill("08:00");
  await page.getByLabel("Bedtime").fill("07:00");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Your bedtime must be later than your wake-up time.")).toBeVisible();
  await page.getByLabel("Bedtime").fill("23:00");
  await expect(page.getByText("That is 15 h 0 min awake.")).toBeVisible();
  await page.getByRole("button", { name: "Continue" }).click();

  // 4. Working hours: inside the waking day.
  await expect(page.getByTestId("onboarding-progress")).toHaveText("Step 4 of 6");
  await page.getByLabel("Work starts").fill("07:00");
  await page.getByLabel("Work ends").fill("16:00");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(
    page.getByText("Your working hours must fall between your wake-up time and your bedtime."),
  ).toBeVisible();
  await page.getByLabel("Work starts").fill("09:30");
  await page.getByRole("button", { name: "Continue" }).click();

  // Back keeps the answers.
  await page.getByRole("button", { name: "Back" }).click();
  await expect(page.getByLabel("Work starts")).toHaveValue("09:30");
  await page.getByRole("button", { name: "Continue" }).click();

  // 5. Focus time: required; a radio group (arrow keys move the choice).
  await expect(page.getByTestId("onboarding-progress")).toHaveText("Step 5 of 6");
  await page.getByRole("button", { name: "Continue" }).click();
  await expect(page.getByText("Please choose when you focus best.")).toBeVisible();
  await page.getByRole("radio", { name: /Morning/ }).click();
  // Held briefly, as a person presses it: Radix selects on the focus move only while the key is down.
  await page.keyboard.press("ArrowRight", { delay: 50 });
  await expect(page.getByRole("radio", { name: /Afternoon/ })).toBeChecked();
  await page.getByRole("button", { name: "Continue" }).click();

  // 6. Goals: toggles plus free text, at most five, each at most 60 characters.
  await expect(page.getByTestId("onboarding-progress")).toHaveText("Step 6 of 6");
  await page.getByRole("button", { name: "Build better habits" }).click();
  await expect(page.getByRole("button", { name: "Build better habits" })).toHaveAttribute("aria-pressed", "true");
  await page.getByRole("button", { name: "Exercise regularly" }).click();
  const custom = page.getByLabel("Your own goal");
  await custom.fill("x".repeat(61));
  await custom.press("Enter");
  await expect(page.getByText("Each goal can be at most 60 characters long.")).toBeVisible();
  await custom.fill("Finish my thesis");
  await custom.press("Enter");
  await expect(page.getByRole("list", { name: "Your goals" }).getByText("Finish my thesis")).toBeVisible();
  await page.getByRole("button", { name: "Learn something new" }).click();
  await page.getByRole("button", { name: "Feel less stressed" }).click();
  await expect(page.getByText("You have chosen 5 goals, the most you can pick.", { exact: false })).toBeVisible();
  await expect(page.getByRole("button", { name: "Be more productive" })).toBeDisabled();
  await expect(custom).toBeDisabled();
  await page.getByRole("button", { name: "Remove Finish my thesis" }).click();
  await expect(page.getByText("4 of 5 chosen")).toBeVisible();

  await page.getByRole("button", { name: "Finish setup" }).click();
  // On to the account's home: for a free plan, /subscription with the trial offer (issue 24).
  await page.waitForURL((url) => url.pathname === "/subscription");

  const profile = await page.request.get("/api/auth/user");
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toMatchObject({ hasCompletedOnboarding: true, email, subscriptionTier: "free" });

  // Onboarding is done: coming back goes straight on.
  await page.goto("/onboarding?callbackUrl=%2Fprofile");
  await page.waitForURL((url) => url.pathname === "/profile");
  await expect(page.getByLabel("Display name")).toHaveValue("Olivia");
});

test("a visitor who is not signed in is sent to sign in first, and comes back to onboarding", async ({ page }) => {
  await page.goto("/onboarding?callbackUrl=%2Fsettings");
  await page.waitForURL((url) => url.pathname === "/auth");
  const back = new URL(page.url()).searchParams.get("callbackUrl");
  expect(back).toBe("/onboarding?callbackUrl=%2Fsettings");
});

// The demo free account only signs in and asks for pages (nothing of it changes).
test("an onboarded user skips onboarding, and only same-site destinations are followed", async ({ page }) => {
  await signInPage(page, DEMO.free, DEMO.password);
  await page.goto("/onboarding?callbackUrl=%2Fsettings");
  await page.waitForURL((url) => url.pathname === "/settings");

  for (const evil of ["https://evil.example/x", "//evil.example/x", "/\\evil.example"]) {
    const res = await page.request.get(`/onboarding?callbackUrl=${encodeURIComponent(evil)}`, { maxRedirects: 0 });
    expect([303, 307, 308]).toContain(res.status());
    expect(res.headers()["location"]).toMatch(/^\/subscription$|^http:\/\/127\.0\.0\.1:\d+\/subscription$/);
  }
});
