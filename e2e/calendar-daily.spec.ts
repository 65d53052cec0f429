/**
 * The calendar as a person lives in it (issue 23), with real mouse input on a production build:
 * resizing from a block's end edge (also in Arabic), a drop that shows the block where
 * it landed before the server answers, the hour the time grid opens at (desktop, phone, Today),
 * short blocks that show their title, the Arabic phone toolbar, and renaming a block with a note
 * from the calendar and from the dashboard through the one block edit (each page reads the other's
 * change). Each test has a new premium account (UTC, work from 09:00) with days of its own.
 */
import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { CalendarPage, type ApiBlock } from "./pages/calendar";

test.use({ timezoneId: "UTC" });
// A new premium account, a planned day and several page loads each: more than the default minute
// on a busy machine.
test.describe.configure({ timeout: 180_000 });

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// Days three weeks out: never today, so the grid opens at the day's first block or 09:00.
const DAY = addDays(new Date().toISOString().slice(0, 10), Number(process.env.E2E_DAILY_OFFSET ?? 21));

async function addBlock(page: Page, block: { date: string; start: string; end: string; title: string; kind?: string }) {
  const res = await page.request.post("/api/calendar/blocks", { data: block });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { block: ApiBlock & { notes: string } }).block;
}

async function apiBlock(page: Page, date: string, title: string) {
  const res = await page.request.get(`/api/calendar?from=${date}&to=${date}`);
  expect(res.status()).toBe(200);
  const { blocks } = (await res.json()) as { blocks: (ApiBlock & { notes: string })[] };
  return blocks.find((b) => b.title === title);
}

/** Pixels per half hour in the time grid. */
async function halfHour(calendar: CalendarPage, date: string): Promise<number> {
  return (await calendar.gridPoint(date, "12:30")).y - (await calendar.gridPoint(date, "12:00")).y;
}

test("resize from the end edge changes the length, not the place; Shift+Down too", async ({ page, premiumUser }) => {
  void premiumUser;
  await addBlock(page, { date: DAY, start: "15:15", end: "16:15", title: "Call with accountant", kind: "event" });
  const calendar = new CalendarPage(page);
  await calendar.open(DAY);
  const call = calendar.block("Call with accountant");
  await calendar.centre(call);
  const step = await halfHour(calendar, DAY);

  // Bottom edge, one hour down: 15:15-17:15.
  const box = (await call.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height / 2);
  let saved = calendar.saved("PATCH");
  await calendar.drag({ x, y: box.y + box.height - 3 }, { x, y: box.y + box.height - 3 + 2 * step });
  expect((await saved).status()).toBe(200);
  // Longer, not moved: the start stays; the end snaps to the quarter hour nearest the pointer.
  const resized = (await apiBlock(page, DAY, "Call with accountant"))!;
  expect(resized.start).toBe("15:15");
  expect(["17:15", "17:30"]).toContain(resized.end);
  const longer = resized.end === "17:15" ? "17:30" : "17:45";

  // The keyboard resize still works: Shift+Down makes it 15 minutes longer.
  saved = calendar.saved("PATCH");
  await call.focus();
  await page.keyboard.press("Shift+ArrowDown");
  expect((await saved).status()).toBe(200);
  expect(await apiBlock(page, DAY, "Call with accountant")).toMatchObject({ start: "15:15", end: longer });
});

test("Arabic: resize from the end edge of a block", async ({ page, premiumUser }) => {
  void premiumUser;
  await addBlock(page, { date: DAY, start: "10:00", end: "11:00", title: "مراجعة التقرير" });
  const calendar = new CalendarPage(page, "ar");
  await calendar.open(DAY);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const block = calendar.block("مراجعة التقرير");
  await calendar.centre(block);
  const step = await halfHour(calendar, DAY);
  const box = (await block.boundingBox())!;
  const x = box.x + box.width / 2;
  await page.mouse.move(x, box.y + box.height / 2);
  const saved = calendar.saved("PATCH");
  await calendar.drag({ x, y: box.y + box.height - 3 }, { x, y: box.y + box.height - 3 + step });
  expect((await saved).status()).toBe(200);
  expect(await apiBlock(page, DAY, "مراجعة التقرير")).toMatchObject({ start: "10:00", end: "11:30" });
});

test("a dropped block sits where it was dropped before the server answers", async ({ page, premiumUser }) => {
  void premiumUser;
  await addBlock(page, { date: DAY, start: "10:00", end: "10:30", title: "Standup", kind: "event" });
  const calendar = new CalendarPage(page);
  await calendar.open(DAY);
  const standup = calendar.block("Standup");
  await calendar.centre(standup);
  const box = (await standup.boundingBox())!;
  const at10 = await calendar.gridPoint(DAY, "10:00");
  const at11 = await calendar.gridPoint(DAY, "11:00");
  const grab = { x: box.x + box.width / 2, y: box.y + box.height / 2 };

  // Hold the PATCH until the block's place has been read: what shows is the browser's own doing.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/calendar/blocks/*", async (route) => {
    if (route.request().method() === "PATCH") await held;
    await route.continue();
  });
  const saved = calendar.saved("PATCH");
  await calendar.drag(grab, { x: grab.x, y: grab.y + (at11.y - at10.y) });
  const dropped = (await standup.boundingBox())!;
  expect(Math.abs(dropped.y - at11.y)).toBeLessThan(3);
  await standup.screenshot({ path: test.info().outputPath("dropped.png") });
  release();
  expect((await saved).status()).toBe(200);
  // The server's answer redraws the event (its element may be replaced for a moment): it stays put.
  await expect
    .poll(async () => {
      const after = await standup.boundingBox();
      return after ? Math.abs(after.y - dropped.y) : Infinity;
    })
    .toBeLessThan(1);
  expect(await apiBlock(page, DAY, "Standup")).toMatchObject({ start: "11:00", end: "11:30" });
});

test("a drop's one request leaves at the release; a refused drop goes back; a drop off the grid sends nothing", async ({
  page,
  premiumUser,
}) => {
  void premiumUser;
  await addBlock(page, { date: DAY, start: "10:00", end: "10:30", title: "Standup", kind: "event" });
  const calendar = new CalendarPage(page);
  await calendar.open(DAY);
  const standup = calendar.block("Standup");
  await calendar.centre(standup);
  const patches: string[] = [];
  page.on("request", (r) => {
    if (r.method() === "PATCH" && r.url().includes("/api/calendar/blocks/")) patches.push(r.postData() ?? "");
  });
  const grabOf = async () => {
    const box = (await standup.boundingBox())!;
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const step = (await calendar.gridPoint(DAY, "11:00")).y - (await calendar.gridPoint(DAY, "10:00")).y;

  // Down an hour: one PATCH (sent at the release, adopted by the drop), saved.
  let grab = await grabOf();
  let saved = calendar.saved("PATCH");
  await calendar.drag(grab, { x: grab.x, y: grab.y + step });
  expect((await saved).status()).toBe(200);
  await expect.poll(async () => (await apiBlock(page, DAY, "Standup"))?.start).toBe("11:00");
  await page.waitForTimeout(300);
  expect(patches).toHaveLength(1);
  expect(JSON.parse(patches[0])).toEqual({ start: "11:00", end: "11:30" });

  // Refused by the server: the block goes back to 11:00 and the page says why.
  await page.route("**/api/calendar/blocks/*", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 409,
          contentType: "application/json",
          body: JSON.stringify({ error: "That block is locked for the test.", code: "test" }),
        })
      : route.continue(),
  );
  grab = await grabOf();
  saved = calendar.saved("PATCH");
  await calendar.drag(grab, { x: grab.x, y: grab.y + step });
  expect((await saved).status()).toBe(409);
  await expect(calendar.toast("Couldn't save that change, so it was put back.")).toContainText("locked for the test");
  await expect
    .poll(async () => (await standup.boundingBox())!.y - (await calendar.gridPoint(DAY, "11:00")).y)
    .toBeLessThan(3);
  expect(patches).toHaveLength(2);
  await page.unroute("**/api/calendar/blocks/*");

  // Carried off the grid and let go there: FullCalendar puts it back, and nothing is sent.
  grab = await grabOf();
  const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
  await calendar.drag(grab, { x: heading.x + 10, y: heading.y + heading.height / 2 });
  await page.waitForTimeout(600);
  expect(patches).toHaveLength(2);
  expect(await apiBlock(page, DAY, "Standup")).toMatchObject({ start: "11:00", end: "11:30" });
});

test("the time grid opens at the day's first block, on desktop and phone; today and Today at the time now", async ({
  page,
  premiumUser,
}) => {
  void premiumUser;
  await addBlock(page, { date: DAY, start: "06:30", end: "07:00", title: "Early swim", kind: "habit" });
  await addBlock(page, { date: DAY, start: "13:00", end: "13:15", title: "Stretch", kind: "task" });
  const calendar = new CalendarPage(page);
  await calendar.open(DAY);
  const swim = calendar.block("Early swim");
  await expect(swim).toBeInViewport();
  await expect(page.locator('.rhythm-calendar [data-time="05:00:00"]').last()).not.toBeInViewport();

  // A 15-minute block shows its title in full; its time is in its tooltip and accessible name.
  const stretch = calendar.block("Stretch");
  await stretch.scrollIntoViewIfNeeded();
  const title = stretch.locator(".rhythm-event-title");
  await expect(title).toHaveText("Stretch");
  expect(await title.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  await expect(stretch).toHaveAttribute("title", /Stretch \(1:00\sPM to 1:15\sPM\)/);
  await expect(stretch).toContainText("1:00 PM to 1:15 PM");

  // Today: an hour before now (rounded down to the half hour).
  const now = new Date();
  const minutes = Math.max(0, Math.floor((now.getUTCHours() * 60 + now.getUTCMinutes() - 60) / 30) * 30);
  const row = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}:00`;
  await page.getByRole("button", { name: "Today", exact: true }).click();
  // Shown in the grid's own scroll area: late in the day the grid is scrolled to its end and that
  // end may lie below the page's fold, so the page's viewport is not the test (it failed after 23:00).
  const nowRow = page.locator(`.rhythm-calendar [data-time="${row}"]`).last();
  await expect.poll(() => nowRow.evaluate(inScrollArea)).toBe(true);

  // A phone opens the day view at the first block too.
  await page.setViewportSize({ width: 390, height: 844 });
  await calendar.open(DAY);
  await expect(calendar.viewButton("day")).toHaveAttribute("aria-pressed", "true");
  await expect(calendar.block("Early swim")).toBeInViewport();
});

test("Arabic on a phone: the toolbar shows the whole title", async ({ page, premiumUser }) => {
  void premiumUser;
  await page.setViewportSize({ width: 390, height: 844 });
  const calendar = new CalendarPage(page, "ar");
  await calendar.open(DAY);
  const heading = page.getByTestId("calendar-title");
  await expect(heading).not.toHaveText("");
  expect(await heading.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
  expect(((await heading.textContent()) ?? "").length).toBeGreaterThan(3);
});

test("rename and a note from the calendar and from the dashboard, each seen by the other", async ({
  page,
  premiumUser,
  dashboard,
}) => {
  void premiumUser;
  await dashboard.goto(DAY);
  await dashboard.generate("standup at 9:30, 2 hours on the report");
  await expect(dashboard.block("Standup")).toBeVisible();

  // Dashboard: rename Standup and give it a note.
  await dashboard.openEditor("Standup");
  await page.getByLabel("Title", { exact: true }).fill("Design standup");
  await page.getByLabel("Note (optional)").fill("Bring the Q3 numbers");
  const saved = dashboard.blockSaved("PATCH");
  await page.getByRole("button", { name: "Save", exact: true }).click();
  expect((await saved).status()).toBe(200);
  await expect(dashboard.block("Design standup")).toBeVisible();
  expect(await apiBlock(page, DAY, "Design standup")).toMatchObject({ notes: "Bring the Q3 numbers", start: "09:30" });

  // Calendar: the new name is there; rename again and change the note.
  const calendar = new CalendarPage(page);
  await calendar.open(DAY);
  await calendar.block("Design standup").click();
  const dialog = page.getByRole("dialog", { name: "Edit block" });
  await expect(dialog.getByLabel("Note")).toHaveValue("Bring the Q3 numbers");
  await dialog.getByLabel("Title").fill("   ");
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give the block a title.");
  await dialog.getByLabel("Title").fill("Team standup");
  await dialog.getByLabel("Note").fill("Room 4");
  const patched = calendar.saved("PATCH");
  await dialog.getByRole("button", { name: "Save" }).click();
  expect((await patched).status()).toBe(200);
  await expect(calendar.block("Team standup")).toBeVisible();

  // The dashboard's API reads the calendar's edit.
  const plan = await page.request.get(`/api/schedule?date=${DAY}`);
  expect(plan.status()).toBe(200);
  const titles = ((await plan.json()) as { plan: { blocks: { title: string }[] } }).plan.blocks.map((b) => b.title);
  expect(titles).toContain("Team standup");
  expect(await apiBlock(page, DAY, "Team standup")).toMatchObject({ notes: "Room 4" });
});

/** Whether `el` is inside the visible part of its nearest scrolling ancestor. */
function inScrollArea(el: Element): boolean {
  let area = el.parentElement;
  while (area && !(area.scrollHeight > area.clientHeight + 1 && /auto|scroll/.test(getComputedStyle(area).overflowY)))
    area = area.parentElement;
  if (!area) return false;
  const a = el.getBoundingClientRect();
  const b = area.getBoundingClientRect();
  return a.bottom > b.top && a.top < b.bottom;
}
