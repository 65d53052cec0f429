/**
 * Settings' clock format and planning settings (issue 16 items 10 and 14): English shows 12-hour
 * times until the user picks 24-hour, and then the dashboard timeline shows 24-hour times; the
 * buffer after meetings and calls is kept free in the plan, and a new buffer moves what follows a
 * meeting on Re-plan Day. Out-of-range minutes get a clear message. The settings page passes axe
 * in light and dark.
 *
 * A new premium account for the flow, new free accounts for axe (the `premiumUser` and `freeUser`
 * fixtures, on either database).
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "./fixtures";

const DESCRIPTION = "meeting at 9 until 10, emails 30 min";

/**
 * A working day (Monday to Friday, the default work days) two to eight days out: the work window
 * starts at 9, so the emails follow the meeting and its buffer. On a weekend there is no work
 * window and the emails rightly take the morning's first free slot, so "tomorrow" failed on Fridays.
 */
function nextWorkDay(): string {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + 2);
  while (d.getUTCDay() === 0 || d.getUTCDay() === 6) d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
}
const DAY = nextWorkDay();

test.describe("planning settings", () => {
  test("12-hour by default in English, 24-hour once chosen; the buffer after a meeting is kept free", async ({
    page,
    premiumUser,
    dashboard,
    hydrated,
  }) => {
    // The product defaults: automatic clock (12-hour in English), 5 minutes after meetings and calls.
    await dashboard.goto(DAY);
    await dashboard.generate(DESCRIPTION);
    await expect(dashboard.blockStart("Meeting")).toHaveText("9:00 AM");
    await expect(dashboard.blockStart("Emails")).toHaveText("10:05 AM");

    // Settings: 24-hour clock and a 20-minute buffer; a bad value first.
    await page.goto("/settings");
    await hydrated();
    await expect(page.getByLabel("Clock", { exact: true })).toHaveValue("auto");
    await expect(page.getByLabel("Buffer after meetings and calls (minutes)")).toHaveValue("5");
    await expect(page.getByLabel("Longest focus stretch (minutes)")).toHaveValue("120");
    await expect(page.getByLabel("Break length (minutes)")).toHaveValue("15");
    await page.getByLabel("Buffer after meetings and calls (minutes)").fill("45");
    await page.getByRole("button", { name: "Save planning preferences" }).click();
    await expect(page.locator("#bufferMinutes-error")).toHaveText(
      "The buffer must be between 0 and 30 minutes, in steps of 5.",
    );
    await expect(page.getByLabel("Buffer after meetings and calls (minutes)")).toBeFocused();
    await page.getByLabel("Buffer after meetings and calls (minutes)").fill("20");
    await page.getByLabel("Clock", { exact: true }).selectOption("24h");
    await page.getByRole("button", { name: "Save planning preferences" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Planning preferences saved." })).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Clock", { exact: true })).toHaveValue("24h");
    await expect(page.getByLabel("Buffer after meetings and calls (minutes)")).toHaveValue("20");

    // The timeline in 24-hour times; Re-plan Day honours the new buffer.
    await dashboard.goto(DAY);
    await expect(dashboard.blockStart("Meeting")).toHaveText("09:00");
    await expect(dashboard.blockStart("Emails")).toHaveText("10:05");
    await dashboard.replanButton.click();
    await expect(page.getByRole("heading", { name: "What moved" })).toBeVisible();
    await expect(dashboard.blockStart("Emails")).toHaveText("10:20");
    await expect(dashboard.blockStart("Meeting")).toHaveText("09:00");
    await expect(page.getByTestId("moved-list")).toContainText("10:05");
  });

  for (const theme of ["light", "dark"] as const) {
    test(`the settings page with the planning settings passes axe (${theme})`, async ({ page, freeUser, hydrated }) => {
      await page.addInitScript((t) => localStorage.setItem("rhythm.theme", t), theme);
      await page.goto("/settings");
      await hydrated();
      if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await expect(page.getByLabel("Clock", { exact: true })).toBeVisible();
      await page.getByLabel("Break length (minutes)").fill("3");
      await page.getByRole("button", { name: "Save planning preferences" }).click();
      await expect(page.locator("#breakMinutes-error")).toHaveText(
        "The break length must be between 5 and 30 minutes, in steps of 5.",
      );
      expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    });
  }
});
