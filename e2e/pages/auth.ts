/**
 * The sign-in and sign-up page (/auth). Its form is a client component: before hydration a
 * submit would be the browser's own (a GET with the fields in the address) and typed values may
 * be reset, so every action waits for React to have the form first.
 */
import { expect, type Locator, type Page } from "@playwright/test";
import { untilHydrated } from "../helpers/hydration";
import { localePath, text, type Locale } from "./messages";

export class AuthPage {
  readonly form: Locator;
  readonly email: Locator;
  readonly password: Locator;
  readonly name: Locator;
  readonly signInButton: Locator;
  readonly signUpButton: Locator;
  readonly signUpTab: Locator;
  readonly forgotPasswordLink: Locator;
  readonly googleButton: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale = "en",
  ) {
    this.form = page.locator("main form").first();
    this.email = page.getByLabel(this.t("auth.email"), { exact: true });
    this.password = page.getByLabel(this.t("auth.password"), { exact: true });
    this.name = page.getByLabel(this.t("auth.displayName"), { exact: true });
    this.signInButton = page.getByRole("button", { name: this.t("auth.signInButton"), exact: true });
    this.signUpButton = page.getByRole("button", { name: this.t("auth.signUpButton"), exact: true });
    this.signUpTab = page.getByRole("tab", { name: this.t("auth.signUpTab") });
    this.forgotPasswordLink = page.getByRole("link", { name: this.t("accounts.forgotLink") });
    this.googleButton = page.getByRole("button", { name: this.t("auth.continueWithGoogle") });
  }

  t(key: string, values?: Record<string, string | number>): string {
    return text(this.locale, key, values);
  }

  /** Opens /auth (the sign-up tab with `mode: "signup"`), ready to be typed into. */
  async goto(options: { callbackUrl?: string; mode?: "signup" } = {}): Promise<void> {
    const query = new URLSearchParams();
    if (options.mode) query.set("mode", options.mode);
    if (options.callbackUrl) query.set("callbackUrl", options.callbackUrl);
    const search = query.size ? `?${query.toString()}` : "";
    await this.page.goto(localePath(this.locale, `/auth${search}`));
    await this.ready();
  }

  /** Opens /auth with a query string exactly as given (for addresses an attacker writes). */
  async gotoRaw(search: string): Promise<void> {
    await this.page.goto(localePath(this.locale, `/auth${search}`));
    await this.ready();
  }

  async ready(): Promise<void> {
    await untilHydrated(this.form);
  }

  /** Fills the sign-in form and submits it; the caller waits for where it leads. */
  async signIn(email: string, password: string): Promise<void> {
    await this.ready();
    await this.email.fill(email);
    await this.password.fill(password);
    await this.signInButton.click();
  }

  /** Switches to the sign-up tab if needed, fills it and submits it. */
  async signUp(account: { email: string; password: string; name?: string }): Promise<void> {
    await this.ready();
    if (!(await this.signUpButton.isVisible())) {
      await this.signUpTab.click();
      await expect(this.signUpButton).toBeVisible();
    }
    if (account.name !== undefined) await this.name.fill(account.name);
    await this.email.fill(account.email);
    await this.password.fill(account.password);
    await this.signUpButton.click();
  }

  /** The form's error (role=alert) with the given text. */
  error(message: string | RegExp): Locator {
    return this.page.getByRole("alert").filter({ hasText: message });
  }
}
