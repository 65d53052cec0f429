/** Settings: saved on the server and in the browser, still there after a reload; email changes wait for verification. */
import AxeBuilder from "@axe-core/playwright";
import { createOnboardedUser, latestVerificationLink } from "./helpers/account";
import { DEMO, signInPage, uniqueEmail } from "./helpers/auth";
import { expect, test } from "./fixtures";

test("name, notifications and theme are saved and still there after a reload", async ({ page }) => {
  const account = await createOnboardedUser(page, { name: "Grace" });
  await expect(page.getByRole("heading", { name: "Settings", level: 1 })).toBeVisible();

  const name = page.getByLabel("Name", { exact: true });
  await expect(name).toHaveValue("Grace");
  await expect(page.getByLabel("Email")).toHaveValue(account.email);
  await expect(page.getByRole("radio", { name: "Light" })).toBeChecked();
  const notifications = page.getByRole("switch", { name: "Notifications" });
  await expect(notifications).toBeChecked();

  await name.fill("Grace Hopper");
  await notifications.click();
  await page.getByRole("radio", { name: "Dark" }).click();
  // Nothing applies before saving.
  await expect(page.locator("html")).not.toHaveClass(/\bdark\b/);
  await page.getByRole("button", { name: "Save Changes" }).click();

  await expect(page.getByText("Settings saved!")).toBeVisible();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  expect(await page.evaluate(() => localStorage.getItem("rhythm.theme"))).toBe("dark");

  await page.reload();
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Grace Hopper");
  await expect(page.getByRole("switch", { name: "Notifications" })).not.toBeChecked();
  await expect(page.getByRole("radio", { name: "Dark" })).toBeChecked();

  // Saved on the server too: a browser with no stored theme gets the account's theme.
  await page.evaluate(() => localStorage.removeItem("rhythm.theme"));
  await page.goto("/profile");
  await expect(page.getByLabel("Display name")).toHaveValue("Grace Hopper");
  await page.goto("/settings");
  await expect(page.locator("html")).toHaveClass(/\bdark\b/);
  await expect(page.getByRole("switch", { name: "Notifications" })).not.toBeChecked();
});

test("bad input shows a clear message and keeps what was saved", async ({ page }) => {
  await createOnboardedUser(page, { name: "Keep Me" });
  const name = page.getByLabel("Name", { exact: true });

  await name.fill("   ");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter your name.")).toBeVisible();
  await expect(name).toBeFocused();

  await name.fill("Keep Me");
  await page.getByLabel("Email").fill("not-an-email");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();

  // An address another account uses (the demo's, only named here): the server refuses it with the
  // sign-up message.
  await page.getByLabel("Email").fill(DEMO.premium);
  await name.fill("Changed Name");
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(
    page.getByRole("alert").filter({ hasText: "An account with this email already exists. Please sign in instead." }),
  ).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Name", { exact: true })).toHaveValue("Keep Me");
  await expect(page.getByTestId("email-pending")).toHaveCount(1); // the new account's own address is still unverified
  await expect(page.getByTestId("email-pending")).not.toContainText(DEMO.premium);
});

test("a new email waits for verification; the old one stays in use until the link is opened", async ({
  page,
  freeUser: account,
}) => {
  const next = uniqueEmail("moved");

  await page.getByLabel("Email").fill(next);
  await expect(
    page.getByText("When you save, we will send a confirmation link to this address.", { exact: false }),
  ).toBeVisible();
  await page.getByRole("button", { name: "Save Changes" }).click();
  await expect(page.getByText("Settings saved!")).toBeVisible();
  await expect(page.getByText("Pending verification")).toBeVisible();
  await expect(page.getByTestId("email-pending")).toContainText(next);
  await expect(page.getByTestId("email-pending")).toContainText(account.email);

  // Still the old address on the account.
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(account.email);

  // Reloaded: the pending state is still shown, with a way to send the link again.
  await page.reload();
  await expect(page.getByLabel("Email")).toHaveValue(next);
  await expect(page.getByText("Pending verification")).toBeVisible();
  await expect(page.getByRole("button", { name: "Resend verification email" })).toBeVisible();

  // The link lands on a page that says the new address is confirmed (not a welcome), then back to settings.
  const link = await latestVerificationLink(page, next);
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "Your new email address is confirmed" })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  expect((await (await page.request.get("/api/auth/user")).json()).email).toBe(next);
  await page.getByRole("link", { name: "Back to settings" }).click();
  await page.waitForURL((url) => url.pathname === "/settings");

  // Used once: the same link now says it does not work.
  await page.goto(link);
  await expect(page.getByRole("heading", { name: "This link does not work" })).toBeVisible();
  await page.goto("/settings");
  await expect(page.getByLabel("Email")).toHaveValue(next);
  await expect(page.getByText("Verified", { exact: true })).toBeVisible();
  await expect(page.getByTestId("email-pending")).toHaveCount(0);
});

test("profile: photo URL validated with an initials fallback, and the display name saved", async ({ page }) => {
  await createOnboardedUser(page, { name: "Ada Lovelace", landOn: "/profile" });
  await expect(page.getByTestId("profile-avatar")).toHaveText("A\u200CL");

  const photo = page.getByLabel("Photo URL");
  await photo.fill("http://images.example.com/ada.png");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Please enter a web address of an image that starts with https://.")).toBeVisible();

  // This address gives no image (no network in tests): the initials stay, with a warning.
  await photo.fill("https://images.example.invalid/ada.png");
  await expect(page.getByText("We could not load an image from this address.", { exact: false })).toBeVisible();
  await expect(page.getByTestId("profile-avatar")).toHaveText("A\u200CL");
  await page.getByLabel("Display name").fill("Ada King");
  // Such an address is refused with that one message, and nothing is saved (issue 17).
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByLabel("Photo URL")).toBeFocused();
  await expect(page.getByText("Profile saved!")).toHaveCount(0);
  await photo.fill("");
  await page.getByRole("button", { name: "Save profile" }).click();
  await expect(page.getByText("Profile saved!")).toBeVisible();

  await page.reload();
  await expect(page.getByLabel("Photo URL")).toHaveValue("");
  await expect(page.getByLabel("Display name")).toHaveValue("Ada King");
  await expect(page.getByText("Email and password")).toBeVisible();
  await expect(page.getByTestId("profile-plan")).toHaveText("Free");
});

test("sign out everywhere ends every session of the account, this one included", async ({ page, browser, baseURL }) => {
  const account = await createOnboardedUser(page, { landOn: "/profile" });
  const other = await browser.newContext({ baseURL });
  const otherPage = await other.newPage();
  await signInPage(otherPage, account.email, account.password);
  expect((await otherPage.request.get("/api/auth/user")).status()).toBe(200);

  await page.getByRole("button", { name: "Sign out everywhere" }).click();
  await expect(page.getByRole("alertdialog", { name: "Sign out on every device?" })).toBeVisible();
  await page.getByRole("alertdialog").getByRole("button", { name: "Sign out everywhere" }).click();
  await page.waitForURL((url) => url.pathname === "/");

  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  expect((await otherPage.request.get("/api/auth/user")).status()).toBe(401);
  await otherPage.goto("/settings");
  await otherPage.waitForURL((url) => url.pathname === "/auth");
  await other.close();

  // Signing in again works.
  await signInPage(page, account.email, account.password);
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);
});

test("delete account: the typed email must match; then the account is gone and this browser is signed out", async ({
  page,
}) => {
  const account = await createOnboardedUser(page, { landOn: "/profile" });
  await page.getByRole("button", { name: "Delete account" }).click();
  const dialog = page.getByRole("alertdialog", { name: "Delete your account?" });
  await expect(dialog).toBeVisible();
  const confirm = dialog.getByRole("button", { name: "Delete my account" });
  await expect(confirm).toBeDisabled();
  await dialog.getByRole("textbox").fill("someone-else@example.com");
  await expect(confirm).toBeDisabled();

  // Escape cancels and nothing happens.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  expect((await page.request.get("/api/auth/user")).status()).toBe(200);

  await page.getByRole("button", { name: "Delete account" }).click();
  await dialog.getByRole("textbox").fill(account.email.toUpperCase());
  await confirm.click();
  await page.waitForURL((url) => url.pathname === "/");

  expect((await page.request.get("/api/auth/user")).status()).toBe(401);
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const signIn = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email: account.email, password: account.password },
    maxRedirects: 0,
  });
  expect(signIn.headers()["location"] ?? "").toContain("error=");
});
