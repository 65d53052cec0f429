/**
 * The dashboard as a new premium user meets it: greeting, the empty-description message,
 * planning a day, checking a block off (and it staying checked), moving and deleting blocks,
 * Re-plan Day, Arabic right to left; plus the schedule API's answers for bad input and for a free
 * account.
 *
 * The flow plans today when the morning is young enough for the whole example day to fit after
 * "now" (the account lives in UTC, the browser's zone); later in the day it plans tomorrow, where
 * "now" plays no part.
 */
import { DEMO, signInContext, signInPage } from "./helpers/auth";
import { expect, test } from "./fixtures";
import { DashboardPage } from "./pages/dashboard";

const DESCRIPTION = "standup at 9:30, 3 hours on the report, lunch, gym at 6pm";
// E2E_DASHBOARD_DAY=today|tomorrow forces one branch (to test both whatever the hour).
const planToday = process.env.E2E_DASHBOARD_DAY
  ? process.env.E2E_DASHBOARD_DAY === "today"
  : new Date().getUTCHours() < 8;

test.use({ timezoneId: "UTC", accountName: "Dana" });

test("plan a day, check it off, edit it and re-plan it", async ({ page, premiumUser, dashboard }) => {
  await dashboard.goto();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Good (morning|afternoon|evening), Dana$/);
  await expect(page.locator("main[data-premium='true']")).toBeVisible();
  await expect(dashboard.heading("today")).toBeVisible();
  let heading = dashboard.heading("today");
  if (!planToday) {
    await dashboard.showTomorrow();
    heading = dashboard.heading("tomorrow");
  }
  await expect(dashboard.dayBox).toHaveAttribute("placeholder", /^Describe your day/);

  // Nothing typed: the message and the hint, and nothing is sent.
  await dashboard.describeDay("   ");
  await dashboard.generateButton.click();
  await expect(page.getByText("Please describe your day", { exact: true })).toBeVisible();
  await expect(page.getByText("Tell us what you want to accomplish today", { exact: true })).toBeVisible();

  // Slow the answer down a little so the working state can be seen.
  await page.route("**/api/schedule", async (route) => {
    await new Promise((r) => setTimeout(r, 700));
    await route.continue();
  });
  await dashboard.describeDay(DESCRIPTION);
  await dashboard.generateButton.click();
  await expect(page.getByRole("button", { name: "Planning your day..." })).toBeVisible();
  await expect(page.getByText("Please describe your day", { exact: true })).toHaveCount(0);
  await expect(heading).toBeVisible();
  await expect(dashboard.blockStart("Standup")).toHaveText("9:30 AM");
  await expect(dashboard.block("Standup").getByTestId("block-reason")).toContainText("as you said");
  await expect(dashboard.block("Report").first()).toBeVisible();
  expect(await dashboard.block("Report").count()).toBeGreaterThanOrEqual(2);
  await expect(dashboard.block("Lunch")).toBeVisible();
  await expect(dashboard.blockStart("Gym")).toHaveText("6:00 PM");
  await expect(dashboard.generateButton).toBeEnabled();
  await page.unroute("**/api/schedule");
  expect(await dashboard.percent()).toBe(0);

  // Check one off: the figure moves at once, and stays after a reload (once the save is answered:
  // the check is shown before the server has it, and a reload would cancel the request).
  const saved = dashboard.blockSaved("PATCH");
  await page.getByRole("checkbox", { name: /^Mark Standup \(9:30 AM\) done$/ }).click();
  await expect(dashboard.doneBox("Standup")).toBeChecked();
  await expect.poll(() => dashboard.percent()).toBeGreaterThan(0);
  const after = await dashboard.percent();
  expect((await saved).ok()).toBe(true);
  await page.reload();
  await expect(dashboard.doneBox("Standup")).toBeChecked();
  expect(await dashboard.percent()).toBe(after);
  await dashboard.ready();

  // Move Lunch 15 minutes later (keeping its length), and it stays there.
  // The timeline shows 12-hour times in English ("12:15 PM"); the time input takes "HH:MM".
  const lunchStart = (await dashboard.blockStart("Lunch").textContent())!;
  const [, hh, mm, period] = /^(\d+):(\d\d) (AM|PM)$/.exec(lunchStart)!;
  const [h, m] = [(Number(hh) % 12) + (period === "PM" ? 12 : 0), Number(mm)];
  const total = h * 60 + m + 15;
  const later = `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
  const laterShown = `${((Math.floor(total / 60) + 11) % 12) + 1}:${String(total % 60).padStart(2, "0")} ${total >= 720 ? "PM" : "AM"}`;
  await dashboard.openEditor("Lunch");
  await page.getByRole("button", { name: "15 minutes later" }).click();
  await expect(page.getByLabel("Start", { exact: true })).toHaveValue(later);
  let patched = dashboard.blockSaved("PATCH");
  await page.getByRole("button", { name: "Save" }).click();
  expect((await patched).status()).toBe(200);
  await expect(dashboard.blockStart("Lunch")).toHaveText(laterShown);
  await expect(dashboard.block("Lunch").getByTestId("block-reason")).toHaveText("moved here by you");

  // Resize Gym by typing a new end time.
  await dashboard.openEditor("Gym");
  await page.getByLabel("End", { exact: true }).fill("19:30");
  patched = dashboard.blockSaved("PATCH");
  await page.getByRole("button", { name: "Save" }).click();
  expect((await patched).status()).toBe(200);
  await expect(dashboard.block("Gym")).toContainText("1 h 30 min");

  // Delete Gym: gone, and still gone after a reload (once the server has deleted it).
  await dashboard.deleteBlock("Gym");
  await page.reload();
  await expect(dashboard.blockStart("Lunch")).toHaveText(laterShown);
  await expect(dashboard.block("Gym")).toHaveCount(0);
  await expect(dashboard.dayBox).toHaveValue(DESCRIPTION);
  await dashboard.ready();

  // Re-plan Day: done and moved-by-hand blocks stay, and it says what moved (or that nothing had to).
  await dashboard.replanButton.click();
  await expect(page.getByRole("heading", { name: "What moved" })).toBeVisible();
  await expect(page.getByTestId("moved-list")).toContainText(/→|Nothing needed to move|:/);
  await expect(dashboard.doneBox("Standup")).toBeChecked();
  await expect(dashboard.blockStart("Lunch")).toHaveText(laterShown);
});

test("the schedule API: messages for bad input, a plan or null, and premium only", async ({
  page,
  premiumUser,
  baseURL,
}) => {
  const api = page.request;
  const empty = await api.post("/api/schedule", { data: { description: "  ", date: "2028-01-15" } });
  expect(empty.status()).toBe(400);
  expect((await empty.json()).error).toBe("Please describe your day");
  const long = await api.post("/api/schedule", { data: { description: "a".repeat(4001), date: "2028-01-15" } });
  expect(long.status()).toBe(413);
  expect((await long.json()).error).toMatch(/4,000 characters/);
  for (const data of [
    { description: "gym", date: "2028-02-30" },
    { description: "gym" },
    ["gym"],
    { description: 5, date: "2028-01-15" },
  ]) {
    expect((await api.post("/api/schedule", { data })).status(), JSON.stringify(data)).toBe(400);
  }
  const notJson = await api.post("/api/schedule", {
    data: "{not json",
    headers: { "content-type": "application/json" },
  });
  expect(notJson.status()).toBe(400);
  expect((await (await api.get("/api/schedule?date=2028-01-16")).json()).plan).toBeNull();
  expect((await api.get("/api/schedule?date=tomorrow")).status()).toBe(400);

  const made = await api.post("/api/schedule", {
    data: { description: "emails at 10, 1 hour of reading", date: "2028-01-16" },
  });
  expect(made.status()).toBe(200);
  const { plan } = await made.json();
  expect(plan.blocks.find((b: { title: string }) => b.title === "Emails")).toMatchObject({
    start: "10:00",
    fixed: true,
  });
  expect((await (await api.get("/api/schedule?date=2028-01-16")).json()).plan.blocks).toEqual(plan.blocks);

  // Its blocks are edited through the one block API, the calendar's.
  const id = plan.blocks[0].id as string;
  const bad = await api.patch(`/api/calendar/blocks/${id}`, { data: { start: "10:03" } });
  expect(bad.status()).toBe(400);
  const backwards = await api.patch(`/api/calendar/blocks/${id}`, { data: { start: "11:00", end: "10:00" } });
  expect(backwards.status()).toBe(400);
  expect((await api.delete(`/api/calendar/blocks/${id}`)).status()).toBe(204);
  expect((await api.delete(`/api/calendar/blocks/${id}`)).status()).toBe(404);

  // The demo free account is refused everything (it only reads: nothing of it changes).
  const free = await signInContext(baseURL!, DEMO.free, DEMO.password);
  expect((await free.post("/api/schedule", { data: { description: "gym", date: "2028-01-15" } })).status()).toBe(403);
  expect((await free.get("/api/schedule?date=2028-01-16")).status()).toBe(403);
  expect((await free.patch(`/api/calendar/blocks/${plan.blocks[1].id}`, { data: { done: true } })).status()).toBe(403);
  await free.dispose();
  const visitor = await page.context().browser()!.newContext({ baseURL });
  expect(
    (await visitor.request.post("/api/schedule", { data: { description: "gym", date: "2028-01-15" } })).status(),
  ).toBe(401);
  await visitor.close();
});

// Reads the demo premium account's dashboard and sends nothing (an empty description stays in the page).
test("Arabic is right to left, in Arabic", async ({ page }) => {
  await signInPage(page, DEMO.premium, DEMO.password);
  const arabic = new DashboardPage(page, "ar");
  await arabic.goto();
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(arabic.heading("today")).toBeVisible();
  await arabic.describeDay("");
  await arabic.generateButton.click();
  await expect(page.getByText("يرجى وصف يومك", { exact: true })).toBeVisible();
  await expect(page.getByText("أخبرنا بما تريد إنجازه اليوم", { exact: true })).toBeVisible();
});

test("a past day asks before it is planned, and a long list that did not fit is grouped", async ({
  page,
  premiumUser,
  dashboard,
}) => {
  void premiumUser;
  const past = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
  await dashboard.goto(past);
  await dashboard.describeDay("standup at 9:30, report for 2 hours");
  let posted = false;
  page.on("request", (r) => {
    if (new URL(r.url()).pathname === "/api/schedule" && r.method() === "POST") posted = true;
  });
  await dashboard.generateButton.click();
  const question = page.getByRole("alert").filter({ hasText: "has already passed." });
  await expect(question).toBeVisible();
  expect(posted).toBe(false);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === "/api/schedule");
  await question.getByRole("button", { name: "Plan it anyway" }).click();
  expect((await answered).status()).toBe(200);
  await expect(dashboard.block("Standup")).toBeVisible();

  // Forty hours of projects: what did not fit is said once per reason, repeats merged.
  const future = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
  await dashboard.goto(future);
  const many = Array.from({ length: 20 }, (_, i) => `project ${String.fromCharCode(65 + i)} for 2 hours`);
  await dashboard.generate([...many, "email for 1 hour", "email for 1 hour"].join(", "));
  const list = page.getByTestId("unscheduled-list");
  await expect(list).toBeVisible();
  await expect(list.getByText(/items?, .* in all, did not fit\./)).toBeVisible();
  await expect(list.getByRole("listitem")).toHaveCount(6);
  await list.getByRole("button", { name: /^Show \d+ more$/ }).click();
  await expect(list.getByRole("button", { name: "Show fewer" })).toHaveAttribute("aria-expanded", "true");
  expect(await list.getByRole("listitem").count()).toBeGreaterThan(6);
});
