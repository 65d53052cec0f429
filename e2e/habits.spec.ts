/**
 * Habits and rewards as a new user meets them: three habits (water with a target of 8, gym 3 times
 * a week for an hour in the evening, reading 20 minutes before bed), tomorrow's plan with gym and
 * reading in their windows, today's habit blocks checked off on the dashboard (strength, streak and
 * XP move), a skip that keeps the streak, and a custom reward bought with the coins earned. Then
 * axe in light and dark, the phone width, Arabic mirrored, and the API's answers for bad input and
 * other users' ids.
 *
 * The browser runs in a time zone where it is morning now, so today's evening is still ahead and
 * the habit blocks of today fit (onboarding takes the browser's zone).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { localDate as dateIn, MORNING_ZONE } from "./helpers/zones";
import { expect, test } from "./fixtures";

const ZONE = MORNING_ZONE;
test.use({ timezoneId: ZONE, accountName: "Habit Person" });
const localDate = (offsetDays = 0) => dateIn(ZONE, offsetDays);

async function createHabit(page: Page, fill: (dialog: ReturnType<Page["getByRole"]>) => Promise<void>) {
  await page.getByRole("button", { name: "New habit" }).click();
  const dialog = page.getByRole("dialog", { name: "New habit" });
  await fill(dialog);
  await dialog.getByRole("button", { name: "Save habit" }).click();
  await expect(dialog).toHaveCount(0);
}

const card = (page: Page, name: string) => page.locator(`[data-testid="habit-card"][data-habit="${name}"]`);
/** Minutes since midnight of a time as the timeline shows it: "9:30 PM" in English (or "21:30"). */
const minutes = (shown: string) => {
  const [, h, m, period] = /^(\d{1,2}):(\d\d)(?: (AM|PM))?$/.exec(shown.trim()) ?? ["", "NaN", "NaN"];
  const hours = period ? (Number(h) % 12) + (period === "PM" ? 12 : 0) : Number(h);
  return hours * 60 + Number(m);
};

async function axeClean(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

test.describe("habits and rewards", () => {
  test("three habits, planned into tomorrow, checked off today, a skip that keeps the streak, a reward bought", async ({
    page,
    premiumUser,
    dashboard,
    hydrated,
  }) => {
    // A long flow: near its minute on a loaded CI machine (2 cores, 2 workers).
    test.slow();
    test.setTimeout(180_000);
    await page.goto("/habits");
    await expect(page.getByRole("heading", { level: 1, name: "Habits" })).toBeVisible();
    await expect(page.getByText("No habits yet")).toBeVisible();
    await hydrated(page.getByRole("button", { name: "New habit" }));

    await createHabit(page, async (d) => {
      await d.getByLabel("Name").fill("Water");
      await d.getByLabel("Count towards a target (e.g. 8 glasses)").check();
      await d.getByLabel("Target", { exact: true }).fill("8");
      await d.getByLabel("Unit").fill("glasses");
    });
    await createHabit(page, async (d) => {
      await d.getByLabel("Name").fill("Gym");
      await d.getByLabel("Schedule").selectOption("timesPerWeek");
      await d.getByLabel("Times a week").fill("3");
      await d.getByLabel("It takes time in my day (Rhythm plans it)").check();
      await d.getByLabel("Minutes").fill("60");
      await d.getByLabel("Preferred time").selectOption("evening");
    });
    await createHabit(page, async (d) => {
      await d.getByLabel("Name").fill("Reading");
      await d.getByLabel("It takes time in my day (Rhythm plans it)").check();
      await d.getByLabel("Minutes").fill("20");
      await d.getByLabel("Preferred time").selectOption("range");
      await d.getByLabel("From", { exact: true }).fill("21:00");
      await d.getByLabel("To", { exact: true }).fill("22:00");
      // Started a week ago, so yesterday can be checked in below.
      await d.getByLabel("Start date").fill(localDate(-7));
    });
    await expect(page.getByTestId("habit-card")).toHaveCount(3);
    await expect(card(page, "Water")).toContainText("Every day · 8 glasses");
    await expect(card(page, "Gym")).toContainText("3 times a week · 60 min");

    // A bad value is refused with a message and nothing is saved.
    await page.getByRole("button", { name: "New habit" }).click();
    const bad = page.getByRole("dialog", { name: "New habit" });
    await bad.getByLabel("Name").fill("Broken");
    await bad.getByLabel("Schedule").selectOption("everyNDays");
    await bad.getByLabel("Every how many days").fill("99");
    await bad.getByRole("button", { name: "Save habit" }).click();
    await expect(bad.getByRole("alert")).toContainText("Please choose a schedule");
    await bad.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByTestId("habit-card")).toHaveCount(3);

    // Tomorrow's plan: gym in the evening, reading between 21:00 and 22:00.
    await dashboard.goto(localDate(1));
    await dashboard.generate("2 hours on the report, lunch");
    await expect(dashboard.block("Gym")).toBeVisible();
    const gymStart = (await dashboard.blockStart("Gym").textContent()) ?? "";
    const readingStart = (await dashboard.blockStart("Reading").textContent()) ?? "";
    expect(minutes(gymStart)).toBeGreaterThanOrEqual(17 * 60);
    expect(minutes(readingStart)).toBeGreaterThanOrEqual(21 * 60);
    expect(minutes(readingStart) + 20).toBeLessThanOrEqual(22 * 60);
    await expect(dashboard.block("Water")).toHaveCount(0);

    // Today's plan: check the habit blocks off from the dashboard (each saved before leaving).
    await dashboard.goto(localDate(0));
    await dashboard.generate("emails for 30 minutes");
    await expect(dashboard.block("Reading")).toBeVisible();
    let saved = dashboard.blockSaved("PATCH");
    await dashboard.doneBox("Reading").click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByText(/^\+\d+ XP · \+\d+ coins$/).first()).toBeVisible();
    if (await dashboard.block("Gym").count()) {
      saved = dashboard.blockSaved("PATCH");
      await dashboard.doneBox("Gym").click();
      expect((await saved).status()).toBe(200);
    }

    await page.goto("/habits");
    await expect(card(page, "Reading").getByTestId("day-status")).toHaveText("Done");
    await expect(card(page, "Reading").getByTestId("streak")).toHaveText("1 day");
    expect(
      Number((await card(page, "Reading").getByTestId("strength").textContent())?.replace("%", "")),
    ).toBeGreaterThan(0);

    // Water with a value and a note on the habits page.
    await hydrated(card(page, "Water").getByLabel("Amount (glasses)"));
    await card(page, "Water").getByLabel("Amount (glasses)").fill("8");
    await card(page, "Water").getByLabel("Note (optional)").fill("with lemon");
    await card(page, "Water").getByRole("button", { name: "Mark Water done" }).click();
    await expect(card(page, "Water").getByTestId("day-status")).toHaveText("Done · 8 glasses");

    // Yesterday: reading done; today: skipped; the streak is kept, the skip budget used.
    await page.getByLabel("Check in for").selectOption(localDate(-1));
    await expect(card(page, "Reading").getByTestId("day-status")).toHaveText("No check-in that day");
    await card(page, "Reading").getByRole("button", { name: "Mark Reading done" }).click();
    await expect(card(page, "Reading").getByTestId("day-status")).toHaveText("Done");
    await page.getByLabel("Check in for").selectOption(localDate(0));
    await expect(card(page, "Reading").getByTestId("streak")).toHaveText("2 days");
    await card(page, "Reading").getByRole("button", { name: "Undo the check-in of Reading" }).click();
    await expect(card(page, "Reading").getByTestId("day-status")).toHaveText("Not checked in yet today");
    await card(page, "Reading").getByRole("button", { name: "Skip Reading" }).click();
    await expect(card(page, "Reading").getByTestId("day-status")).toHaveText("Skipped (the streak is kept)");
    await expect(card(page, "Reading").getByTestId("streak")).toHaveText("1 day");
    await expect(card(page, "Reading").getByTestId("skips-left")).toHaveText("0 (per 7 days)");
    // The heatmap's text equivalent.
    await card(page, "Reading").getByText("History of Reading as a table").click();
    await expect(card(page, "Reading").getByRole("table")).toBeVisible();

    // Rewards: XP and coins earned; define a reward and buy it.
    await page.goto("/rewards");
    await expect(page.getByTestId("level")).toHaveText("Level 1");
    const coins = Number(await page.getByTestId("coins").textContent());
    expect(coins).toBeGreaterThan(0);
    await expect(page.getByTestId("xp")).toContainText(/^[1-9]\d* XP of 100/);
    await expect(page.getByTestId("badge-earned").filter({ hasText: "First check-in" })).toBeVisible();
    await expect(page.getByTestId("badge-locked").filter({ hasText: "Seven in a row" })).toContainText("of 7");
    await hydrated(page.getByLabel("Reward", { exact: true }));
    await page.getByLabel("Reward", { exact: true }).fill("An episode of a series");
    await page.getByLabel("Price in coins").fill(String(coins));
    await page.getByRole("button", { name: "Add reward" }).click();
    await page.getByRole("button", { name: `Redeem An episode of a series for ${coins} coins` }).click();
    // Spending asks first.
    await page
      .getByRole("alertdialog", { name: "Redeem An episode of a series?" })
      .getByRole("button", { name: /^Spend \d+ coins?$/ })
      .click();
    await expect(page.getByText("Enjoy: An episode of a series!")).toBeVisible();
    await expect(page.getByTestId("coins")).toHaveText("0");
    await expect(page.getByRole("button", { name: `Redeem An episode of a series for ${coins} coins` })).toBeDisabled();
    await expect(page.getByText("Redeemed: An episode of a series")).toBeVisible();

    // The API: no coins left is 409, bad input 400, someone else's id 404 (a made-up one here).
    const [item] = ((await (await page.request.get("/api/rewards")).json()) as { items: { id: string }[] }).items;
    expect((await page.request.post(`/api/rewards/items/${item.id}/redeem`)).status()).toBe(409);
    expect(
      (
        await page.request.post("/api/habits", { data: { name: "x", schedule: { type: "weekdays", days: [8] } } })
      ).status(),
    ).toBe(400);
    expect(
      (
        await page.request.post("/api/habits/not-mine/check-ins", { data: { date: localDate(0), status: "done" } })
      ).status(),
    ).toBe(404);
  });

  test("axe clean in light and dark, at phone width, and mirrored in Arabic", async ({
    page,
    context,
    premiumUser,
    hydrated,
  }) => {
    // Six pages through axe plus a phone and an Arabic pass: over a minute on a loaded machine.
    test.slow();
    const created = await page.request.post("/api/habits", {
      data: { name: "Water", schedule: { type: "daily" }, target: { value: 8, unit: "glasses" } },
    });
    expect(created.status()).toBe(201);
    const { habit } = (await created.json()) as { habit: { id: string } };
    expect(
      (
        await page.request.post(`/api/habits/${habit.id}/check-ins`, {
          data: { date: localDate(0), status: "done", value: 8 },
        })
      ).status(),
    ).toBe(200);
    await page.request.post("/api/rewards/items", { data: { title: "Coffee", cost: 5 } });

    for (const path of ["/habits", "/rewards"]) {
      await page.goto(path);
      await hydrated();
      await axeClean(page);
    }
    await context.addInitScript(() => localStorage.setItem("rhythm.theme", "dark"));
    for (const path of ["/habits", "/rewards"]) {
      await page.goto(path);
      await expect(page.locator("html")).toHaveClass(/\bdark\b/);
      await hydrated();
      await axeClean(page);
    }

    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/habits");
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    await page.getByRole("button", { name: "New habit" }).click();
    await expect(page.getByRole("dialog", { name: "New habit" })).toBeVisible();
    await page.keyboard.press("Escape");

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto("/ar/habits");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("العادات");
    await expect(card(page, "Water").getByTestId("day-status")).toContainText("تم");
    await axeClean(page);
    await page.goto("/ar/rewards");
    await expect(page.getByTestId("level")).toHaveText("المستوى 1");
    await axeClean(page);
  });
});
