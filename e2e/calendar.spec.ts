/**
 * The calendar as a new user meets it (issue 12): plan a day on the dashboard, open /calendar,
 * drag a block to another day and time, resize one, create one by selecting a range, delete one
 * and undo, reload: all persisted. Also a keyboard-only move, Arabic mirrored, phone width, the
 * subscription link and an .ics upload, and axe in light and dark for en, es and ar.
 *
 * It plans a day two weeks out for the demo premium user (the dashboard spec plans today or
 * tomorrow), never the last day of its week, so the next day is in the same week view.
 */
import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { DEMO, signInPage } from "./helpers/auth";
import { describeDay } from "./helpers/dashboard";

const DESCRIPTION = "standup at 9:30, 3 hours on the report, lunch, gym at 6pm";

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// The demo user lives in UTC. Sunday starts the English week: a Saturday moves on to Sunday.
// E2E_CALENDAR_DAY_OFFSET moves it (to rerun against a database that already has this day's plan).
let DAY = addDays(new Date().toISOString().slice(0, 10), Number(process.env.E2E_CALENDAR_DAY_OFFSET ?? 15));
if (new Date(`${DAY}T00:00:00Z`).getUTCDay() === 6) DAY = addDays(DAY, 1);
const NEXT = addDays(DAY, 1);

interface ApiBlock {
  id: string;
  date: string;
  start: string;
  end: string;
  title: string;
  kind: string;
  fixed: boolean;
  done: boolean;
}

async function apiBlocks(page: Page, from = DAY, to = NEXT): Promise<ApiBlock[]> {
  const res = await page.request.get(`/api/calendar?from=${from}&to=${to}`);
  expect(res.status()).toBe(200);
  return ((await res.json()) as { blocks: ApiBlock[] }).blocks;
}

const byTitle = (blocks: ApiBlock[], title: string) => blocks.find((b) => b.title === title);

function calendarBlock(page: Page, title: string): Locator {
  return page.locator(".rhythm-calendar .rhythm-event").filter({ has: page.getByText(title, { exact: true }) });
}

/** The centre x of a day's column and the top y of a time's row in the time grid. */
/** "18:00" as the English UI shows it: "6:00 PM". */
function shown(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h >= 12 && h < 24 ? "PM" : "AM"}`;
}

async function gridPoint(page: Page, date: string, time: string): Promise<{ x: number; y: number }> {
  const column = await page.locator(`.rhythm-calendar [role=columnheader][data-date="${date}"]`).boundingBox();
  const rows = page.locator(`.rhythm-calendar [data-time="${time}:00"]`);
  const boxes = await rows.evaluateAll((els) =>
    els.map((e) => e.getBoundingClientRect()).map((r) => ({ y: r.y, width: r.width })),
  );
  const lane = boxes.sort((a, b) => b.width - a.width)[0];
  expect(column && lane).toBeTruthy();
  return { x: column!.x + column!.width / 2, y: lane.y };
}

async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const steps = 12;
  for (let i = 1; i <= steps; i++)
    await page.mouse.move(from.x + ((to.x - from.x) * i) / steps, from.y + ((to.y - from.y) * i) / steps);
  await page.mouse.up();
}

const toast = (page: Page, text: string | RegExp) => page.locator("[data-sonner-toast]").filter({ hasText: text });

const saved = (page: Page, method: string) =>
  page.waitForResponse((res) => res.url().includes("/api/calendar/blocks") && res.request().method() === method, {
    timeout: 15_000,
  });

async function planDay(page: Page) {
  await page.goto(`/dashboard?date=${DAY}`);
  const existing = await apiBlocks(page, DAY, DAY);
  if (existing.some((b) => b.title === "Standup")) return;
  await describeDay(page, DESCRIPTION);
  await page.getByRole("button", { name: "Generate My Schedule" }).click();
  await expect(page.getByTestId("timeline-block").filter({ hasText: "Standup" })).toBeVisible();
}

async function openCalendarOn(page: Page, date: string, path = "/calendar") {
  await page.goto(path);
  // The first visit of a locale loads the calendar's own chunk (FullCalendar) on a busy machine.
  await expect(page.getByTestId("calendar")).toBeVisible({ timeout: 30_000 });
  await page.locator("#calendar-date").fill(date);
  await expect(page.locator(`.rhythm-calendar [role=columnheader][data-date="${date}"]`)).toBeVisible();
}

test.describe("calendar", () => {
  test.describe.configure({ mode: "serial" });

  test("drag to another day and time, resize, create, delete and undo: all persisted", async ({ page }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    await planDay(page);
    const planned = await apiBlocks(page);
    const standup = byTitle(planned, "Standup")!;
    const gym = byTitle(planned, "Gym")!;
    expect(standup.date).toBe(DAY);
    expect(standup.start).toBe("09:30");

    await openCalendarOn(page, DAY);
    await expect(page.getByRole("button", { name: "Week" })).toHaveAttribute("aria-pressed", "true");
    const standupEl = calendarBlock(page, "Standup");
    await expect(standupEl).toBeVisible();
    // Coloured by kind and marked fixed (icon + label for screen readers).
    await expect(standupEl).toHaveClass(/rhythm-kind-event/);
    await expect(standupEl.getByTestId("calendar-block")).toHaveAttribute("data-fixed", "true");
    await expect(standupEl).toContainText("Fixed time");

    // Drag Standup to the next day at 11:00: grab near its top, drop at the top of 11:00 + the same offset.
    await standupEl.scrollIntoViewIfNeeded();
    const box = (await standupEl.boundingBox())!;
    const at930 = await gridPoint(page, DAY, "09:30");
    const at1100 = await gridPoint(page, NEXT, "11:00");
    const grab = { x: box.x + box.width / 2, y: box.y + 4 };
    const patch = saved(page, "PATCH");
    await drag(page, grab, { x: at1100.x, y: at1100.y + (grab.y - at930.y) });
    expect((await patch).status()).toBe(200);
    await expect(toast(page, /^Moved Standup to .*11:00/)).toBeVisible();
    let now = await apiBlocks(page);
    expect(byTitle(now, "Standup")).toMatchObject({
      date: NEXT,
      start: "11:00",
      end: addMinutes("11:00", minutes(standup)),
    });

    // Resize Gym 30 minutes longer from its bottom edge.
    const gymEl = calendarBlock(page, "Gym");
    await gymEl.scrollIntoViewIfNeeded();
    const gymBox = (await gymEl.boundingBox())!;
    const halfHour = (await gridPoint(page, DAY, "18:30")).y - (await gridPoint(page, DAY, "18:00")).y;
    await gymEl.hover();
    const resize = saved(page, "PATCH");
    await drag(
      page,
      { x: gymBox.x + gymBox.width / 2, y: gymBox.y + gymBox.height - 2 },
      { x: gymBox.x + gymBox.width / 2, y: gymBox.y + gymBox.height - 2 + halfHour },
    );
    expect((await resize).status()).toBe(200);
    now = await apiBlocks(page);
    expect(byTitle(now, "Gym")).toMatchObject({ date: DAY, start: gym.start, end: addMinutes(gym.end, 30) });

    // Select 14:00-15:00 on the day: the create dialog, title and kind.
    const at1400 = await gridPoint(page, DAY, "14:00");
    const at1500 = await gridPoint(page, DAY, "15:00");
    await page.mouse.move(at1400.x, at1400.y + 3);
    await drag(page, { x: at1400.x, y: at1400.y + 3 }, { x: at1500.x, y: at1500.y - 3 });
    const dialog = page.getByRole("dialog", { name: "New block" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel("Start")).toHaveValue("14:00");
    await expect(dialog.getByLabel("End")).toHaveValue("15:00");
    await dialog.getByRole("button", { name: "Add block" }).click();
    await expect(dialog.getByRole("alert")).toHaveText("Please give the block a title.");
    await dialog.getByLabel("Title").fill("Call the bank");
    await dialog.getByLabel("Kind").selectOption("event");
    const created = saved(page, "POST");
    await dialog.getByRole("button", { name: "Add block" }).click();
    expect((await created).status()).toBe(201);
    await expect(calendarBlock(page, "Call the bank")).toBeVisible();

    // Delete Lunch from its edit dialog, then Undo from the toast: it comes back as it was.
    const lunch = byTitle(now, "Lunch")!;
    await calendarBlock(page, "Lunch").click();
    const edit = page.getByRole("dialog", { name: "Edit block" });
    await expect(edit.getByLabel("Title")).toHaveValue("Lunch");
    const deleted = saved(page, "DELETE");
    await edit.getByRole("button", { name: "Delete" }).click();
    expect((await deleted).status()).toBe(204);
    await expect(calendarBlock(page, "Lunch")).toHaveCount(0);
    const restored = saved(page, "POST");
    await toast(page, "Removed Lunch").getByRole("button", { name: "Undo" }).click();
    expect((await restored).status()).toBe(200);
    await expect(calendarBlock(page, "Lunch")).toBeVisible();

    // Reload: everything is where it was left.
    await page.reload();
    await page.locator("#calendar-date").fill(DAY);
    await expect(calendarBlock(page, "Call the bank")).toBeVisible();
    now = await apiBlocks(page);
    expect(byTitle(now, "Standup")).toMatchObject({ date: NEXT, start: "11:00" });
    expect(byTitle(now, "Gym")?.end).toBe(addMinutes(gym.end, 30));
    expect(byTitle(now, "Call the bank")).toMatchObject({ date: DAY, start: "14:00", end: "15:00", kind: "event" });
    expect(byTitle(now, "Lunch")).toMatchObject({
      id: lunch.id,
      date: lunch.date,
      start: lunch.start,
      end: lunch.end,
      done: lunch.done,
    });
    // Standup shows in the next day's column.
    const column = (await page.locator(`.rhythm-calendar [role=columnheader][data-date="${NEXT}"]`).boundingBox())!;
    const moved = (await calendarBlock(page, "Standup").boundingBox())!;
    expect(moved.x + moved.width / 2).toBeGreaterThan(column.x);
    expect(moved.x + moved.width / 2).toBeLessThan(column.x + column.width);
  });

  test("with the keyboard only, a block moves and is edited", async ({ page }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    await planDay(page);
    await openCalendarOn(page, DAY);
    const before = byTitle(await apiBlocks(page), "Call the bank") ?? byTitle(await apiBlocks(page), "Gym")!;
    const el = calendarBlock(page, before.title);
    await el.focus();
    await expect(el).toBeFocused();
    await expect(page.getByTestId("calendar-help")).toContainText("Up or Down arrow moves it 15 minutes");

    // Down arrow: 15 minutes later, saved at once.
    let patch = saved(page, "PATCH");
    await page.keyboard.press("ArrowDown");
    expect((await patch).status()).toBe(200);
    await expect
      .poll(async () => byTitle(await apiBlocks(page), before.title)?.start)
      .toBe(addMinutes(before.start, 15));

    // Right arrow: the next day.
    patch = saved(page, "PATCH");
    await calendarBlock(page, before.title).focus();
    await page.keyboard.press("ArrowRight");
    expect((await patch).status()).toBe(200);
    await expect.poll(async () => byTitle(await apiBlocks(page), before.title)?.date).toBe(NEXT);

    // Enter opens the editor; its buttons move it back, Enter on Save saves.
    await calendarBlock(page, before.title).focus();
    await page.keyboard.press("Enter");
    const edit = page.getByRole("dialog", { name: "Edit block" });
    await expect(edit).toBeVisible();
    await edit.getByRole("button", { name: "Previous day" }).focus();
    await page.keyboard.press("Enter");
    await edit.getByRole("button", { name: "Earlier 15 min" }).focus();
    await page.keyboard.press("Enter");
    await expect(edit.getByLabel("Day")).toHaveValue(DAY);
    await expect(edit.getByLabel("Start")).toHaveValue(before.start);
    patch = saved(page, "PATCH");
    await edit.getByRole("button", { name: "Save" }).focus();
    await page.keyboard.press("Enter");
    expect((await patch).status()).toBe(200);
    await expect
      .poll(async () => byTitle(await apiBlocks(page), before.title))
      .toMatchObject({ date: DAY, start: before.start, end: before.end });
  });

  test("a failed save puts the block back and says why", async ({ page }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    await openCalendarOn(page, DAY);
    const target = byTitle(await apiBlocks(page), "Gym")!;
    await page.route("**/api/calendar/blocks/**", (route) =>
      route.request().method() === "PATCH"
        ? route.fulfill({
            status: 400,
            contentType: "application/json",
            body: JSON.stringify({ error: "That block is locked for the test.", code: "test" }),
          })
        : route.continue(),
    );
    await calendarBlock(page, "Gym").focus();
    await page.keyboard.press("ArrowDown");
    await expect(toast(page, "Couldn't save that change, so it was put back.")).toContainText(
      "That block is locked for the test.",
    );
    // Put back: its label reads the old time, 12-hour in English ("6:00 PM").
    await expect(calendarBlock(page, "Gym")).toContainText(`${shown(target.start)} to ${shown(target.end)}`);
    await page.unroute("**/api/calendar/blocks/**");
    expect(byTitle(await apiBlocks(page), "Gym")).toMatchObject({ start: target.start, end: target.end });
  });

  test("Arabic is mirrored, with Arabic day names and a Saturday week start", async ({ page }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    await openCalendarOn(page, DAY, "/ar/calendar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    const root = page.locator(".rhythm-calendar > [dir=rtl]").first();
    await expect(root).toBeVisible();
    const headers = page.locator(".rhythm-calendar [role=columnheader][data-date]");
    const first = await headers.first().getAttribute("data-date");
    expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(6);
    // Later days sit further left.
    const a = (await headers.nth(0).boundingBox())!;
    const b = (await headers.nth(1).boundingBox())!;
    expect(b.x).toBeLessThan(a.x);
    await expect(headers.first()).toContainText(/[\u0600-\u06FF]/);
    await expect(page.getByRole("button", { name: "أسبوع" })).toHaveAttribute("aria-pressed", "true");
  });

  test("at phone width the day view is the default", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPage(page, DEMO.premium, DEMO.password);
    await page.goto("/calendar");
    await expect(page.getByRole("button", { name: "Day", exact: true })).toHaveAttribute("aria-pressed", "true", {
      timeout: 30_000,
    });
    await expect(page.locator(".rhythm-calendar [role=columnheader][data-date]")).toHaveCount(1);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test("subscription link with copy and reset, and an .ics upload", async ({ page, context, baseURL }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
    await signInPage(page, DEMO.premium, DEMO.password);
    await page.goto("/calendar");
    const url = page.getByTestId("feed-url");
    await expect(url).toHaveValue(/\/api\/calendar\/feed\/.+\.ics$/, { timeout: 30_000 });
    const first = await url.inputValue();
    await page.getByRole("button", { name: "Copy link" }).click();
    await expect(toast(page, "Link copied")).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(first);

    await page.getByRole("button", { name: "Reset link" }).click();
    const confirm = page.getByRole("alertdialog", { name: "Reset the subscription link?" });
    await confirm.getByRole("button", { name: "Reset link" }).click();
    await expect(url).not.toHaveValue(first);
    expect((await page.request.get(first)).status()).toBe(404);
    expect((await page.request.get(await url.inputValue())).status()).toBe(200);

    const start = `${NEXT.replaceAll("-", "")}T160000Z`;
    const ics = [
      "BEGIN:VCALENDAR",
      "VERSION:2.0",
      "PRODID:-//e2e//EN",
      "BEGIN:VEVENT",
      "UID:e2e-dentist@example.com",
      `DTSTAMP:${start}`,
      `DTSTART:${start}`,
      `DTEND:${NEXT.replaceAll("-", "")}T170000Z`,
      "SUMMARY:Dentist",
      "END:VEVENT",
      "END:VCALENDAR",
      "",
    ].join("\r\n");
    await page
      .getByTestId("ics-upload")
      .setInputFiles({ name: "dentist.ics", mimeType: "text/calendar", buffer: Buffer.from(ics) });
    await expect(page.getByTestId("import-result")).toHaveText("Imported 1 event");
    expect(byTitle(await apiBlocks(page), "Dentist")).toMatchObject({
      date: NEXT,
      start: "16:00",
      end: "17:00",
      fixed: true,
    });
    await page
      .getByTestId("ics-upload")
      .setInputFiles({ name: "notes.ics", mimeType: "text/calendar", buffer: Buffer.from("hello, not a calendar") });
    await expect(page.getByTestId("import-result")).toHaveText("That file is not a calendar (.ics) file.");
  });

  for (const locale of ["en", "es", "ar"] as const) {
    for (const theme of ["light", "dark"] as const) {
      test(`axe: no violations (${locale}, ${theme})`, async ({ page }) => {
        if (theme === "dark") await page.addInitScript(() => localStorage.setItem("rhythm.theme", "dark"));
        await signInPage(page, DEMO.premium, DEMO.password);
        await openCalendarOn(page, DAY, locale === "en" ? "/calendar" : `/${locale}/calendar`);
        await expect(page.locator(".rhythm-calendar .rhythm-event").first()).toBeVisible();
        if (theme === "dark") await expect(page.locator("html")).toHaveClass(/dark/);
        const results = await new AxeBuilder({ page }).analyze();
        expect(
          results.violations.map(
            (v) =>
              `${v.id}: ${v.nodes
                .map((n) => n.target.join(" "))
                .slice(0, 3)
                .join(", ")}`,
          ),
        ).toEqual([]);
      });
    }
  }
});

function minutes(b: { start: string; end: string }): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return m(b.end) - m(b.start);
}

function addMinutes(time: string, add: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + add;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
