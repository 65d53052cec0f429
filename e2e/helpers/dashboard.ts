/**
 * The dashboard's "Your day" box, filled only once the page is interactive. A fill that lands
 * before React has hydrated the form is lost (the box comes back empty and Generate says "Please
 * describe your day"), which a loaded machine makes likely; the character count is React's own
 * state, so seeing it match proves the text reached the form.
 */
import { expect, type Page } from "@playwright/test";

export async function describeDay(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "Your day" });
  const count = `${text.length.toLocaleString("en-US")} / 4,000`;
  await expect(async () => {
    await box.fill(text);
    await expect(page.getByText(count, { exact: true })).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 30_000 });
}
