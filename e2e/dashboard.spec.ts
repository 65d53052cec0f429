/**
 * The dashboard as the demo premium user meets it: greeting, the empty-description message,
 * planning a day, checking a block off (and it staying checked), moving and deleting blocks,
 * Re-plan Day, Arabic right to left; plus the schedule API's answers for bad input and for a free
 * account.
 *
 * The flow plans today when the morning is young enough for the whole example day to fit after
 * "now" (the demo user lives in UTC); later in the day it plans tomorrow, where "now" plays no part.
 */
import { expect, test, type Page } from "@playwright/test";
import { DEMO, signInContext, signInPage } from "./helpers/auth";
import { describeDay } from "./helpers/dashboard";

const DESCRIPTION = "standup at 9:30, 3 hours on the report, lunch, gym at 6pm";
// E2E_DASHBOARD_DAY=today|tomorrow forces one branch (to test both whatever the hour).
const planToday = process.env.E2E_DASHBOARD_DAY
  ? process.env.E2E_DASHBOARD_DAY === "today"
  : new Date().getUTCHours() < 8;

function block(page: Page, title: string) {
  return page.getByTestId("timeline-block").filter({ has: page.getByText(title, { exact: true }) });
}

async function percent(page: Page): Promise<number> {
  const text = (await page.getByTestId("percent-complete").textContent()) ?? "";
  return Number(/(\d+)%/.exec(text)?.[1] ?? NaN);
}

test.describe("dashboard", () => {
  test.describe.configure({ mode: "serial" });

  test("plan a day, check it off, edit it and re-plan it", async ({ page }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    await page.goto("/dashboard");
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Demo$/);
    await expect(page.locator("main[data-premium='true']")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Today's Schedule" })).toBeVisible();
    let heading = "Today's Schedule";
    if (!planToday) {
      await page.getByRole("link", { name: "Tomorrow" }).click();
      heading = "Tomorrow's Schedule";
      await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    }

    const textarea = page.getByRole("textbox", { name: "Your day" });
    await expect(textarea).toHaveAttribute("placeholder", /^Describe your day/);
    const generate = page.getByRole("button", { name: "Generate My Schedule" });

    // Nothing typed: the message and the hint, and nothing is sent.
    await textarea.fill("   ");
    await generate.click();
    await expect(page.getByText("Please describe your day", { exact: true })).toBeVisible();
    await expect(page.getByText("Tell us what you want to accomplish today", { exact: true })).toBeVisible();

    // Slow the answer down a little so the working state can be seen.
    await page.route("**/api/schedule", async (route) => {
      await new Promise((r) => setTimeout(r, 700));
      await route.continue();
    });
    await describeDay(page, DESCRIPTION);
    await generate.click();
    await expect(page.getByRole("button", { name: "Planning your day..." })).toBeVisible();
    await expect(page.getByText("Please describe your day", { exact: true })).toHaveCount(0);
    await expect(page.getByRole("heading", { name: heading })).toBeVisible();
    await expect(block(page, "Standup").getByTestId("block-start")).toHaveText("9:30 AM");
    await expect(block(page, "Standup").getByTestId("block-reason")).toContainText("as you said");
    await expect(block(page, "Report").first()).toBeVisible();
    expect(await block(page, "Report").count()).toBeGreaterThanOrEqual(2);
    await expect(block(page, "Lunch")).toBeVisible();
    await expect(block(page, "Gym").getByTestId("block-start")).toHaveText("6:00 PM");
    await expect(page.getByRole("button", { name: "Generate My Schedule" })).toBeEnabled();
    await page.unroute("**/api/schedule");
    expect(await percent(page)).toBe(0);

    // Check one off: the figure moves at once, and stays after a reload (once the save is answered:
    // the check is shown before the server has it, and a reload would cancel the request).
    const saved = page.waitForResponse(
      (r) => r.url().includes("/api/schedule/blocks/") && r.request().method() === "PATCH",
    );
    await page.getByRole("checkbox", { name: /^Mark Standup \(9:30 AM\) done$/ }).click();
    await expect(page.getByRole("checkbox", { name: /^Mark Standup/ })).toBeChecked();
    await expect.poll(() => percent(page)).toBeGreaterThan(0);
    const after = await percent(page);
    expect((await saved).ok()).toBe(true);
    await page.reload();
    await expect(page.getByRole("checkbox", { name: /^Mark Standup/ })).toBeChecked();
    expect(await percent(page)).toBe(after);

    // Move Lunch 15 minutes later (keeping its length), and it stays there.
    // The timeline shows 12-hour times in English ("12:15 PM"); the time input takes "HH:MM".
    const lunchStart = (await block(page, "Lunch").getByTestId("block-start").textContent())!;
    const [, hh, mm, period] = /^(\d+):(\d\d) (AM|PM)$/.exec(lunchStart)!;
    const [h, m] = [(Number(hh) % 12) + (period === "PM" ? 12 : 0), Number(mm)];
    const total = h * 60 + m + 15;
    const later = `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
    const laterShown = `${((Math.floor(total / 60) + 11) % 12) + 1}:${String(total % 60).padStart(2, "0")} ${total >= 720 ? "PM" : "AM"}`;
    await page.getByRole("button", { name: "Edit Lunch" }).click();
    await page.getByRole("button", { name: "15 minutes later" }).click();
    await expect(page.getByLabel("Start", { exact: true })).toHaveValue(later);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(block(page, "Lunch").getByTestId("block-start")).toHaveText(laterShown);
    await expect(block(page, "Lunch").getByTestId("block-reason")).toHaveText("moved here by you");

    // Resize Gym by typing a new end time.
    await page.getByRole("button", { name: "Edit Gym" }).click();
    await page.getByLabel("End", { exact: true }).fill("19:30");
    await page.getByRole("button", { name: "Save" }).click();
    await expect(block(page, "Gym")).toContainText("1 h 30 min");

    // Delete Gym.
    await page.getByRole("button", { name: "Edit Gym" }).click();
    await page.getByRole("button", { name: "Delete Gym" }).click();
    await expect(block(page, "Gym")).toHaveCount(0);
    await page.waitForLoadState("networkidle");
    await page.reload();
    await expect(block(page, "Lunch").getByTestId("block-start")).toHaveText(laterShown);
    await expect(block(page, "Gym")).toHaveCount(0);
    await expect(page.getByRole("textbox", { name: "Your day" })).toHaveValue(DESCRIPTION);

    // Re-plan Day: done and moved-by-hand blocks stay, and it says what moved (or that nothing had to).
    await page.getByRole("button", { name: "Re-plan Day" }).click();
    await expect(page.getByRole("heading", { name: "What moved" })).toBeVisible();
    await expect(page.getByTestId("moved-list")).toContainText(/→|Nothing needed to move|:/);
    await expect(page.getByRole("checkbox", { name: /^Mark Standup/ })).toBeChecked();
    await expect(block(page, "Lunch").getByTestId("block-start")).toHaveText(laterShown);
  });

  test("the schedule API: messages for bad input, a plan or null, and premium only", async ({ page, baseURL }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    const api = page.request;
    const empty = await api.post("/api/schedule", { data: { description: "  ", date: "2030-01-15" } });
    expect(empty.status()).toBe(400);
    expect((await empty.json()).error).toBe("Please describe your day");
    const long = await api.post("/api/schedule", { data: { description: "a".repeat(4001), date: "2030-01-15" } });
    expect(long.status()).toBe(413);
    expect((await long.json()).error).toMatch(/4,000 characters/);
    for (const data of [
      { description: "gym", date: "2030-02-30" },
      { description: "gym" },
      ["gym"],
      { description: 5, date: "2030-01-15" },
    ]) {
      expect((await api.post("/api/schedule", { data })).status(), JSON.stringify(data)).toBe(400);
    }
    const notJson = await api.post("/api/schedule", {
      data: "{not json",
      headers: { "content-type": "application/json" },
    });
    expect(notJson.status()).toBe(400);
    expect((await (await api.get("/api/schedule?date=2030-01-16")).json()).plan).toBeNull();
    expect((await api.get("/api/schedule?date=tomorrow")).status()).toBe(400);

    const made = await api.post("/api/schedule", {
      data: { description: "emails at 10, 1 hour of reading", date: "2030-01-16" },
    });
    expect(made.status()).toBe(200);
    const plan = await made.json();
    expect(plan.blocks.find((b: { title: string }) => b.title === "Emails")).toMatchObject({
      start: "10:00",
      fixed: true,
    });
    expect((await (await api.get("/api/schedule?date=2030-01-16")).json()).plan.blocks).toEqual(plan.blocks);

    const id = plan.blocks[0].id as string;
    const bad = await api.patch(`/api/schedule/blocks/${id}`, { data: { date: "2030-01-16", start: "10:03" } });
    expect(bad.status()).toBe(400);
    const backwards = await api.patch(`/api/schedule/blocks/${id}`, {
      data: { date: "2030-01-16", start: "11:00", end: "10:00" },
    });
    expect(backwards.status()).toBe(400);
    expect((await api.delete(`/api/schedule/blocks/${id}?date=2030-01-16`)).status()).toBe(200);
    expect((await api.delete(`/api/schedule/blocks/${id}?date=2030-01-16`)).status()).toBe(404);

    const free = await signInContext(baseURL!, DEMO.free, DEMO.password);
    expect((await free.post("/api/schedule", { data: { description: "gym", date: "2030-01-15" } })).status()).toBe(403);
    expect((await free.get("/api/schedule?date=2030-01-16")).status()).toBe(403);
    expect(
      (
        await free.patch(`/api/schedule/blocks/${plan.blocks[1].id}`, { data: { date: "2030-01-16", done: true } })
      ).status(),
    ).toBe(403);
    await free.dispose();
    const visitor = await page.context().browser()!.newContext({ baseURL });
    expect(
      (await visitor.request.post("/api/schedule", { data: { description: "gym", date: "2030-01-15" } })).status(),
    ).toBe(401);
    await visitor.close();
  });

  test("Arabic is right to left, in Arabic", async ({ page }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    await page.goto("/ar/dashboard");
    await page.waitForLoadState("networkidle");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { name: "جدول اليوم" })).toBeVisible();
    const box = page.getByRole("textbox", { name: "يومك" });
    await expect(async () => {
      await box.fill("");
      await expect(box).toHaveValue("", { timeout: 1000 });
    }).toPass();
    await page.getByRole("button", { name: "أنشئ جدولي" }).click();
    await expect(page.getByText("يرجى وصف يومك", { exact: true })).toBeVisible();
    await expect(page.getByText("أخبرنا بما تريد إنجازه اليوم", { exact: true })).toBeVisible();
  });
});
