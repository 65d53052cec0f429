/**
 * The dashboard (/dashboard): the "Your day" form, the day picker and the timeline with its
 * blocks. Every action waits for what proves it happened: the form hydrated before typing, the
 * server's answer to a save before the caller reloads (a reload cancels a save still on its way).
 */
import { expect, type Locator, type Page, type Response } from "@playwright/test";
import { untilHydrated } from "../helpers/hydration";
import { localePath, text, type Locale } from "./messages";

export class DashboardPage {
  readonly dayBox: Locator;
  readonly generateButton: Locator;
  readonly replanButton: Locator;
  readonly dayPicker: Locator;
  readonly timeline: Locator;

  constructor(
    readonly page: Page,
    readonly locale: Locale = "en",
  ) {
    this.dayBox = page.getByRole("textbox", { name: this.t("dashboard.describe.label") });
    this.generateButton = page.getByRole("button", { name: this.t("dashboard.describe.generate") });
    this.replanButton = page.getByRole("button", { name: this.t("dashboard.schedule.replan") });
    this.dayPicker = page.getByLabel(this.t("dashboard.days.pick"), { exact: true });
    this.timeline = page.getByTestId("timeline-block");
  }

  t(key: string, values?: Record<string, string | number>): string {
    return text(this.locale, key, values);
  }

  /** Opens the dashboard (on `date` when given) and waits until its planner can be typed into. */
  async goto(date?: string): Promise<void> {
    await this.page.goto(localePath(this.locale, `/dashboard${date ? `?date=${date}` : ""}`));
    await this.ready();
  }

  /** The planner (a chunk of its own) has arrived and React has hydrated it. */
  async ready(): Promise<void> {
    await untilHydrated(this.dayBox);
  }

  heading(key: "today" | "tomorrow" | "yesterday"): Locator {
    return this.page.getByRole("heading", { name: this.t(`dashboard.schedule.${key}`) });
  }

  /** Picks a day in the date field and waits for its page. */
  async pickDay(date: string): Promise<void> {
    await untilHydrated(this.dayPicker);
    await this.dayPicker.fill(date);
    await this.page.waitForURL((url) => url.searchParams.get("date") === date);
    await expect(this.dayPicker).toHaveValue(date);
    await this.ready();
  }

  async showTomorrow(): Promise<void> {
    await this.page.getByRole("link", { name: this.t("dashboard.days.tomorrow") }).click();
    await expect(this.heading("tomorrow")).toBeVisible();
    await this.ready();
  }

  /** Types the day's description (once the form is hydrated) and checks the form has it. */
  async describeDay(description: string): Promise<void> {
    await this.ready();
    await this.dayBox.fill(description);
    await expect(this.dayBox).toHaveValue(description);
  }

  /** Describes the day, presses Generate and waits for the plan the server made. */
  async generate(description: string): Promise<void> {
    await this.describeDay(description);
    const answered = this.page.waitForResponse(
      (r) => new URL(r.url()).pathname === "/api/schedule" && r.request().method() === "POST",
    );
    await this.generateButton.click();
    expect((await answered).status()).toBe(200);
    await expect(this.timeline.first()).toBeVisible();
  }

  block(title: string): Locator {
    return this.timeline.filter({ has: this.page.getByText(title, { exact: true }) });
  }

  blockStart(title: string): Locator {
    return this.block(title).getByTestId("block-start");
  }

  /** A block's done checkbox (English: "Mark Standup (9:30 AM) done"). */
  doneBox(title: string): Locator {
    return this.page.getByRole("checkbox", { name: new RegExp(`^Mark ${title} \\(`) });
  }

  /** The figure of "NN% complete". */
  async percent(): Promise<number> {
    const shown = (await this.page.getByTestId("percent-complete").textContent()) ?? "";
    return Number(/(\d+)%/.exec(shown)?.[1] ?? NaN);
  }

  /**
   * Resolves with the answer to the next save of a block (PATCH) or deletion (DELETE): the
   * dashboard edits blocks through the calendar's block API, the app's one way to edit a block.
   */
  blockSaved(method: "PATCH" | "DELETE"): Promise<Response> {
    return this.page.waitForResponse(
      (r) => /\/api\/calendar\/blocks\/[^/]+$/.test(new URL(r.url()).pathname) && r.request().method() === method,
    );
  }

  async openEditor(title: string): Promise<void> {
    await this.page.getByRole("button", { name: this.t("dashboard.block.edit", { title }) }).click();
  }

  /** Deletes a block from its editor and waits until the server has deleted it. */
  async deleteBlock(title: string): Promise<void> {
    await this.openEditor(title);
    const deleted = this.blockSaved("DELETE");
    await this.page.getByRole("button", { name: this.t("dashboard.block.deleteNamed", { title }) }).click();
    expect((await deleted).status()).toBe(204);
    await expect(this.block(title)).toHaveCount(0);
  }

  toast(text: string | RegExp): Locator {
    return this.page.locator("[data-sonner-toast]").filter({ hasText: text });
  }
}
