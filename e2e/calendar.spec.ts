/**
 * The calendar as a new user meets it (issue 12): plan a day on the dashboard, open /calendar,
 * drag a block to another day and time, resize one, create one by selecting a range, delete one
 * and undo, reload: all persisted. Also a keyboard-only move, a refused save put back, Arabic
 * mirrored, phone width, the subscription link and an .ics upload, and axe in light and dark for
 * en, es and ar.
 *
 * Each test that changes anything has a premium account of its own (the `premiumUser` fixture,
 * living in UTC) with a day planned two weeks out, never the last day of its week, so the next day
 * is in the same week view. The rest only read the demo premium account's seeded week.
 */
import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { DEMO, signInPage } from "./helpers/auth";
import { expect, test } from "./fixtures";
import { CalendarPage, type ApiBlock } from "./pages/calendar";

const DESCRIPTION = "standup at 9:30, 3 hours on the report, lunch, gym at 6pm";

function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

// Sunday starts the English week: a Saturday moves on to Sunday.
let DAY = addDays(new Date().toISOString().slice(0, 10), Number(process.env.E2E_CALENDAR_DAY_OFFSET ?? 15));
if (new Date(`${DAY}T00:00:00Z`).getUTCDay() === 6) DAY = addDays(DAY, 1);
const NEXT = addDays(DAY, 1);

test.use({ timezoneId: "UTC" });

const byTitle = (blocks: ApiBlock[], title: string) => blocks.find((b) => b.title === title);

/** "18:00" as the English UI shows it: "6:00 PM". */
function shown(hhmm: string): string {
  const [h, m] = hhmm.split(":").map(Number);
  return `${((h + 11) % 12) + 1}:${String(m).padStart(2, "0")} ${h >= 12 && h < 24 ? "PM" : "AM"}`;
}

/** DAY planned through the schedule API (for the tests whose subject is not the planning). */
async function planDay(page: Page) {
  const res = await page.request.post("/api/schedule", { data: { description: DESCRIPTION, date: DAY } });
  expect(res.status()).toBe(200);
}

test("drag to another day and time, resize, create, delete and undo: all persisted", async ({
  page,
  premiumUser,
  dashboard,
  calendar,
}) => {
  await dashboard.goto(DAY);
  await dashboard.generate(DESCRIPTION);
  await expect(dashboard.block("Standup")).toBeVisible();
  const planned = await calendar.apiBlocks(DAY, NEXT);
  const standup = byTitle(planned, "Standup")!;
  const gym = byTitle(planned, "Gym")!;
  expect(standup.date).toBe(DAY);
  expect(standup.start).toBe("09:30");

  await calendar.goto(DAY);
  await expect(calendar.viewButton("week")).toHaveAttribute("aria-pressed", "true");
  const standupEl = calendar.block("Standup");
  await expect(standupEl).toBeVisible();
  // Coloured by kind and marked fixed (icon + label for screen readers).
  await expect(standupEl).toHaveClass(/rhythm-kind-event/);
  await expect(standupEl.getByTestId("calendar-block")).toHaveAttribute("data-fixed", "true");
  await expect(standupEl).toContainText("Fixed time");

  // Drag Standup to the next day at 11:00: grab its middle (its edges resize), drop at 11:00 + the same offset.
  await calendar.centre(standupEl);
  const box = (await standupEl.boundingBox())!;
  const at930 = await calendar.gridPoint(DAY, "09:30");
  const at1100 = await calendar.gridPoint(NEXT, "11:00");
  const grab = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  const patch = calendar.saved("PATCH");
  await calendar.drag(grab, { x: at1100.x, y: at1100.y + (grab.y - at930.y) });
  expect((await patch).status()).toBe(200);
  await expect(calendar.toast(/^Moved Standup to .*11:00/)).toBeVisible();
  let now = await calendar.apiBlocks(DAY, NEXT);
  expect(byTitle(now, "Standup")).toMatchObject({
    date: NEXT,
    start: "11:00",
    end: addMinutes("11:00", minutes(standup)),
  });

  // Resize Gym 30 minutes longer from its bottom edge.
  // gridPoint scrolls its slot into view: measure the half hour first, then find the block where it is now.
  const halfHour = (await calendar.gridPoint(DAY, "18:30")).y - (await calendar.gridPoint(DAY, "18:00")).y;
  const gymEl = calendar.block("Gym");
  await calendar.centre(gymEl);
  await gymEl.hover();
  const gymBox = (await gymEl.boundingBox())!;
  const resize = calendar.saved("PATCH");
  await calendar.drag(
    { x: gymBox.x + gymBox.width / 2, y: gymBox.y + gymBox.height - 2 },
    { x: gymBox.x + gymBox.width / 2, y: gymBox.y + gymBox.height - 2 + halfHour },
  );
  expect((await resize).status()).toBe(200);
  now = await calendar.apiBlocks(DAY, NEXT);
  expect(byTitle(now, "Gym")).toMatchObject({ date: DAY, start: gym.start, end: addMinutes(gym.end, 30) });

  // Select 20:00-21:00 on the day (free: the plan ends with the gym): the create dialog, title and kind.
  const at2000 = await calendar.gridPoint(DAY, "20:00");
  const at2100 = await calendar.gridPoint(DAY, "21:00");
  await page.mouse.move(at2000.x, at2000.y + 3);
  await calendar.drag({ x: at2000.x, y: at2000.y + 3 }, { x: at2100.x, y: at2100.y - 3 });
  const dialog = page.getByRole("dialog", { name: "New block" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Start")).toHaveValue("20:00");
  await expect(dialog.getByLabel("End")).toHaveValue("21:00");
  await dialog.getByRole("button", { name: "Add block" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Please give the block a title.");
  await dialog.getByLabel("Title").fill("Call the bank");
  await dialog.getByLabel("Kind").selectOption("event");
  const created = calendar.saved("POST");
  await dialog.getByRole("button", { name: "Add block" }).click();
  expect((await created).status()).toBe(201);
  await expect(calendar.block("Call the bank")).toBeVisible();

  // Delete Lunch from its edit dialog, then Undo from the toast: it comes back as it was.
  const lunch = byTitle(now, "Lunch")!;
  await calendar.block("Lunch").click();
  const edit = page.getByRole("dialog", { name: "Edit block" });
  await expect(edit.getByLabel("Title")).toHaveValue("Lunch");
  const deleted = calendar.saved("DELETE");
  await edit.getByRole("button", { name: "Delete" }).click();
  expect((await deleted).status()).toBe(204);
  await expect(calendar.block("Lunch")).toHaveCount(0);
  const restored = calendar.saved("POST");
  await calendar.toast("Removed Lunch").getByRole("button", { name: "Undo" }).click();
  expect((await restored).status()).toBe(200);
  await expect(calendar.block("Lunch")).toBeVisible();

  // Reload: everything is where it was left.
  await page.reload();
  await calendar.ready();
  await calendar.show(DAY);
  await expect(calendar.block("Call the bank")).toBeVisible();
  now = await calendar.apiBlocks(DAY, NEXT);
  expect(byTitle(now, "Standup")).toMatchObject({ date: NEXT, start: "11:00" });
  expect(byTitle(now, "Gym")?.end).toBe(addMinutes(gym.end, 30));
  expect(byTitle(now, "Call the bank")).toMatchObject({ date: DAY, start: "20:00", end: "21:00", kind: "event" });
  expect(byTitle(now, "Lunch")).toMatchObject({
    id: lunch.id,
    date: lunch.date,
    start: lunch.start,
    end: lunch.end,
    done: lunch.done,
  });
  // Standup shows in the next day's column.
  const column = (await calendar.columnHeader(NEXT).boundingBox())!;
  const moved = (await calendar.block("Standup").boundingBox())!;
  expect(moved.x + moved.width / 2).toBeGreaterThan(column.x);
  expect(moved.x + moved.width / 2).toBeLessThan(column.x + column.width);
});

test("with the keyboard only, a block moves and is edited", async ({ page, premiumUser, calendar }) => {
  await planDay(page);
  await calendar.goto(DAY);
  const before = byTitle(await calendar.apiBlocks(DAY, NEXT), "Gym")!;
  const el = calendar.block(before.title);
  await el.focus();
  await expect(el).toBeFocused();
  await expect(page.getByTestId("calendar-help")).toContainText("Up or Down arrow moves it 15 minutes");
  const gymNow = async () => byTitle(await calendar.apiBlocks(DAY, NEXT), before.title);

  // Down arrow: 15 minutes later, saved at once.
  let patch = calendar.saved("PATCH");
  await page.keyboard.press("ArrowDown");
  expect((await patch).status()).toBe(200);
  await expect.poll(async () => (await gymNow())?.start).toBe(addMinutes(before.start, 15));

  // Right arrow: the next day.
  patch = calendar.saved("PATCH");
  await calendar.block(before.title).focus();
  await page.keyboard.press("ArrowRight");
  expect((await patch).status()).toBe(200);
  await expect.poll(async () => (await gymNow())?.date).toBe(NEXT);

  // Enter opens the editor; its buttons move it back, Enter on Save saves.
  await calendar.block(before.title).focus();
  await page.keyboard.press("Enter");
  const edit = page.getByRole("dialog", { name: "Edit block" });
  await expect(edit).toBeVisible();
  await edit.getByRole("button", { name: "Previous day" }).focus();
  await page.keyboard.press("Enter");
  await edit.getByRole("button", { name: "Earlier 15 min" }).focus();
  await page.keyboard.press("Enter");
  await expect(edit.getByLabel("Day")).toHaveValue(DAY);
  await expect(edit.getByLabel("Start")).toHaveValue(before.start);
  patch = calendar.saved("PATCH");
  await edit.getByRole("button", { name: "Save" }).focus();
  await page.keyboard.press("Enter");
  expect((await patch).status()).toBe(200);
  await expect.poll(gymNow).toMatchObject({ date: DAY, start: before.start, end: before.end });
});

test("an empty week: axe finds nothing, and Tab reaches each day's Add button", async ({
  page,
  premiumUser,
  calendar,
}) => {
  const empty = addDays(DAY, 63);
  await calendar.open(empty);
  // Nothing planned that week: the grid's only focusable things are the days' buttons.
  await expect(calendar.events).toHaveCount(0);
  const results = await new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21aa", "wcag22aa"]).analyze();
  expect(results.violations.map((v) => v.id)).toEqual([]);
  const add = page.locator(".rhythm-lane-add");
  await expect(add).toHaveCount(7);
  const label = new Intl.DateTimeFormat("en", {
    weekday: "long",
    month: "long",
    day: "numeric",
    timeZone: "UTC",
  }).format(new Date(`${empty}T00:00:00Z`));
  const button = page.getByRole("button", { name: `Add a block on ${label}` });
  await button.focus();
  await expect(button).toBeFocused();
  await expect(button).toBeVisible();
  await page.keyboard.press("Enter");
  const dialog = page.getByRole("dialog", { name: "New block" });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel("Day")).toHaveValue(empty);
});

test("a failed save puts the block back and says why", async ({ page, premiumUser, calendar }) => {
  await planDay(page);
  await calendar.goto(DAY);
  const target = byTitle(await calendar.apiBlocks(DAY, NEXT), "Gym")!;
  await page.route("**/api/calendar/blocks/**", (route) =>
    route.request().method() === "PATCH"
      ? route.fulfill({
          status: 400,
          contentType: "application/json",
          body: JSON.stringify({ error: "That block is locked for the test.", code: "test" }),
        })
      : route.continue(),
  );
  await calendar.block("Gym").focus();
  await page.keyboard.press("ArrowDown");
  await expect(calendar.toast("Couldn't save that change, so it was put back.")).toContainText(
    "That block is locked for the test.",
  );
  // Put back: its label reads the old time, 12-hour in English ("6:00 PM").
  await expect(calendar.block("Gym")).toContainText(`${shown(target.start)} to ${shown(target.end)}`);
  await page.unroute("**/api/calendar/blocks/**");
  expect(byTitle(await calendar.apiBlocks(DAY, NEXT), "Gym")).toMatchObject({ start: target.start, end: target.end });
});

// The demo premium account only read from here on, except where a test makes its own account.
test("Arabic is mirrored, with Arabic day names and a Saturday week start", async ({ page }) => {
  await signInPage(page, DEMO.premium, DEMO.password);
  const arabic = new CalendarPage(page, "ar");
  await arabic.goto(DAY);
  await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
  const root = page.locator(".rhythm-calendar > [dir=rtl]").first();
  await expect(root).toBeVisible();
  const first = await arabic.columnHeaders.first().getAttribute("data-date");
  expect(new Date(`${first}T00:00:00Z`).getUTCDay()).toBe(6);
  // Later days sit further left.
  const a = (await arabic.columnHeaders.nth(0).boundingBox())!;
  const b = (await arabic.columnHeaders.nth(1).boundingBox())!;
  expect(b.x).toBeLessThan(a.x);
  await expect(arabic.columnHeaders.first()).toContainText(/[\u0600-\u06FF]/);
  await expect(arabic.viewButton("week")).toHaveAttribute("aria-pressed", "true");
});

test("at phone width the day view is the default", async ({ page, calendar }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInPage(page, DEMO.premium, DEMO.password);
  await calendar.goto();
  await expect(calendar.viewButton("day")).toHaveAttribute("aria-pressed", "true");
  await expect(calendar.columnHeaders).toHaveCount(1);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow).toBeLessThanOrEqual(0);
});

test("subscription link with copy and reset, and an .ics upload", async ({
  page,
  context,
  baseURL,
  premiumUser,
  calendar,
}) => {
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: baseURL });
  await calendar.goto();
  const url = page.getByTestId("feed-url");
  await expect(url).toHaveValue(/\/api\/calendar\/feed\/.+\.ics$/);
  const first = await url.inputValue();
  await page.getByRole("button", { name: "Copy link" }).click();
  await expect(calendar.toast("Link copied")).toBeVisible();
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
  expect(byTitle(await calendar.apiBlocks(DAY, NEXT), "Dentist")).toMatchObject({
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

// The demo premium account's seeded week (imported events and today's plan), read only. English
// light and Arabic dark are e2e/axe-roles.spec.ts's passes over every premium page, /calendar included.
for (const locale of ["en", "es", "ar"] as const) {
  for (const theme of ["light", "dark"] as const) {
    if ((locale === "en" && theme === "light") || (locale === "ar" && theme === "dark")) continue;
    test(`axe: no violations (${locale}, ${theme})`, async ({ page }) => {
      if (theme === "dark") await page.addInitScript(() => localStorage.setItem("rhythm.theme", "dark"));
      await signInPage(page, DEMO.premium, DEMO.password);
      const calendar = new CalendarPage(page, locale);
      await calendar.goto();
      await expect(calendar.events.first()).toBeVisible();
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

function minutes(b: { start: string; end: string }): number {
  const m = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
  return m(b.end) - m(b.start);
}

function addMinutes(time: string, add: number): string {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3)) + add;
  return `${String(Math.floor(total / 60)).padStart(2, "0")}:${String(total % 60).padStart(2, "0")}`;
}
