/**
 * "How Rhythm read your day" (issue 16 item 11) as a new user meets it: describe tomorrow, open the
 * panel, see each item as understood, change a duration (that block changes length, the others
 * stay put), pin a time, drop an item (and Undo, and drop it again), and the plan follows each
 * time; a reload shows the same. Then axe with the panel open in light and dark, the phone width,
 * and Arabic right to left.
 *
 * Tomorrow, so "now" plays no part in where things go. E2E_SCREENSHOTS=dir saves pictures of the
 * panel (English desktop, Arabic phone in dark).
 */
import AxeBuilder from "@axe-core/playwright";
import path from "node:path";
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import type { DashboardPage } from "./pages/dashboard";

const DESCRIPTION = "standup at 9:30, 3 hours on the report, lunch, emails after lunch, read in the evening";

/** Tomorrow's dashboard, so "now" plays no part in where things go, with the day described and planned. */
async function planTomorrow(dashboard: DashboardPage) {
  await dashboard.goto();
  await dashboard.showTomorrow();
  await dashboard.generate(DESCRIPTION);
}

const timeline = (page: Page) => page.getByTestId("timeline-block");
const block = (page: Page, title: string) => timeline(page).filter({ has: page.getByText(title, { exact: true }) });
const item = (page: Page, title: string) =>
  page.getByTestId("interpretation-item").filter({ has: page.getByText(title, { exact: true }) });

/** Every block on the timeline: id -> its text (times, title, length, reason). */
async function snapshot(page: Page): Promise<Map<string, string>> {
  const items = await timeline(page).evaluateAll((els) =>
    els.map((el) => [el.getAttribute("data-block-id") ?? "", (el.textContent ?? "").replace(/\s+/g, " ")]),
  );
  return new Map(items as [string, string][]);
}

async function idsOf(page: Page, title: string): Promise<string[]> {
  return block(page, title).evaluateAll((els) => els.map((el) => el.getAttribute("data-block-id") ?? ""));
}

/** The blocks other than `titles`'s, exactly as they were. */
async function expectOthersUnchanged(page: Page, before: Map<string, string>, except: string[]) {
  const skip = new Set((await Promise.all(except.map((t) => idsOf(page, t)))).flat());
  const after = await snapshot(page);
  for (const [id, text] of before) {
    if (skip.has(id) || except.some((t) => text.includes(t))) continue;
    expect(after.get(id), text).toBe(text);
  }
}

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

async function openPanel(page: Page, name: string | RegExp = "How Rhythm read your day") {
  const toggle = page.getByRole("button", { name });
  await expect(toggle).toHaveAttribute("aria-expanded", "false");
  await toggle.click();
  await expect(toggle).toHaveAttribute("aria-expanded", "true");
  await expect(page.getByTestId("interpretation-item").first()).toBeVisible();
}

async function edited(page: Page, run: () => Promise<void>) {
  const answer = page.waitForResponse(
    (r) => r.url().includes("/api/schedule/interpretation") && r.request().method() === "PATCH",
  );
  await run();
  expect((await answer).status()).toBe(200);
}

test.describe("the interpretation in view", () => {
  // A long flow: near its minute on a loaded CI machine (2 cores, 2 workers).
  test.slow();
  test("describe a day, open how Rhythm read it, change a duration, pin a time, drop an item", async ({
    page,
    premiumUser,
    dashboard,
  }) => {
    expect(premiumUser.email).toBeTruthy();
    await planTomorrow(dashboard);
    await expect(block(page, "Standup").getByTestId("block-start")).toHaveText("9:30 AM");
    await expect(block(page, "Lunch")).toContainText("1 h");

    await openPanel(page);
    await expect(page.getByTestId("interpretation-item")).toHaveCount(5);
    await expect(item(page, "Standup")).toContainText("At 9:30 AM");
    await expect(item(page, "Standup")).toContainText("15 min");
    await expect(item(page, "Report")).toContainText("3 h");
    await expect(item(page, "Emails")).toContainText("After Lunch");
    await expect(item(page, "Read")).toContainText("In the evening");
    await expect(item(page, "Read")).toContainText("Normal priority");
    await expect(item(page, "Read")).toContainText("From “read in the evening”");

    // A duration: Lunch becomes 45 minutes where it is; every other block stays put.
    let before = await snapshot(page);
    const lunchStart = await block(page, "Lunch").getByTestId("block-start").textContent();
    await item(page, "Lunch").getByLabel("Minutes").fill("45");
    await edited(page, () => item(page, "Lunch").getByRole("button", { name: "Set" }).click());
    await expect(block(page, "Lunch")).toContainText("45 min");
    await expect(block(page, "Lunch").getByTestId("block-start")).toHaveText(lunchStart ?? "");
    await expect(item(page, "Lunch")).toContainText("45 min");
    await expectOthersUnchanged(page, before, ["Lunch"]);

    // A bad duration is refused before anything is sent.
    await item(page, "Lunch").getByLabel("Minutes").fill("7");
    await item(page, "Lunch").getByRole("button", { name: "Set" }).click();
    await expect(item(page, "Lunch").getByRole("alert")).toHaveText("Use 5 to 720 minutes, in 5-minute steps.");
    await item(page, "Lunch").getByLabel("Minutes").fill("45");

    // A pinned time: Emails goes to 8 PM, fixed; nothing was there, so nothing else moves.
    before = await snapshot(page);
    await item(page, "Emails").getByLabel("Pin at").fill("20:00");
    await edited(page, () => item(page, "Emails").getByRole("button", { name: "Pin" }).click());
    await expect(block(page, "Emails").getByTestId("block-start")).toHaveText("8:00 PM");
    await expect(block(page, "Emails")).toContainText("pinned here by you");
    await expect(item(page, "Emails")).toContainText("At 8:00 PM");
    await expectOthersUnchanged(page, before, ["Emails"]);

    // Drop Read: its block goes, the rest stays; Undo brings it back; drop it again.
    before = await snapshot(page);
    await edited(page, () => item(page, "Read").getByRole("button", { name: "Drop" }).click());
    await expect(block(page, "Read")).toHaveCount(0);
    await expect(item(page, "Read")).toContainText("Dropped");
    await expectOthersUnchanged(page, before, ["Read"]);
    await edited(page, () => page.getByRole("button", { name: "Undo" }).click());
    await expect(block(page, "Read")).toHaveCount(1);
    await edited(page, () => item(page, "Read").getByRole("button", { name: "Drop" }).click());
    await expect(block(page, "Read")).toHaveCount(0);
    await expect(item(page, "Read").getByRole("button", { name: "Bring back" })).toBeVisible();

    // What was saved is what a reload shows.
    const saved = await snapshot(page);
    await page.reload();
    await page.waitForLoadState("networkidle");
    expect(await snapshot(page)).toEqual(saved);
    await openPanel(page);
    await expect(item(page, "Lunch")).toContainText("45 min");
    await expect(item(page, "Emails")).toContainText("At 8:00 PM");
    await expect(item(page, "Read")).toContainText("Dropped");

    // Keyboard: the panel closes and opens from its button.
    const toggle = page.getByRole("button", { name: "How Rhythm read your day" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await page.keyboard.press("Enter");
    await expect(toggle).toHaveAttribute("aria-expanded", "true");

    // The API refuses another day's edit and bad input with 4xx.
    const date = new URL(page.url()).searchParams.get("date")!;
    const bad = await page.request.patch("/api/schedule/interpretation", {
      data: { date, taskId: "nope", edit: { op: "drop" } },
    });
    expect(bad.status()).toBe(404);
    const badTime = await page.request.patch("/api/schedule/interpretation", {
      data: { date, taskId: "t1", edit: { op: "pin", start: "25:00" } },
    });
    expect(badTime.status()).toBe(400);
  });

  test("axe with the panel open in light and dark, the phone width, and Arabic right to left", async ({
    page,
    context,
    premiumUser,
    dashboard,
  }) => {
    expect(premiumUser.email).toBeTruthy();
    await planTomorrow(dashboard);
    await expect(block(page, "Standup")).toBeVisible();
    await openPanel(page);
    await axeClean(page);
    const shots = process.env.E2E_SCREENSHOTS;
    if (shots) {
      await page.setViewportSize({ width: 1280, height: 1400 });
      await page.getByTestId("interpretation").screenshot({ path: path.join(shots, "interpretation-en.png") });
    }

    await context.addInitScript(() => localStorage.setItem("rhythm.theme", "dark"));
    await page.reload();
    await expect(page.locator("html")).toHaveClass(/\bdark\b/);
    await page.waitForLoadState("networkidle");
    await openPanel(page);
    await axeClean(page);

    await page.setViewportSize({ width: 390, height: 844 });
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);

    const date = new URL(page.url()).searchParams.get("date")!;
    await page.goto(`/ar/dashboard?date=${date}`);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.waitForLoadState("networkidle");
    await openPanel(page, "كيف فهم Rhythm يومك");
    await expect(page.getByTestId("interpretation")).toContainText("أولوية عادية");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await axeClean(page);
    if (shots) {
      await page.setViewportSize({ width: 390, height: 2400 });
      await page
        .getByTestId("interpretation")
        .screenshot({ path: path.join(shots, "interpretation-ar-phone-dark.png") });
    }
  });
});
