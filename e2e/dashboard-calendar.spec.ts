/**
 * What the calendar issue adds to the dashboard: any day from a date field, a block dragged to a
 * new time with the pointer (saved, and still there after a reload), and Undo after deleting a
 * block. Plans a day a month out for a new premium user.
 */
import { expect, test } from "./fixtures";

const DESCRIPTION = "standup at 9:30, 3 hours on the report, lunch, gym at 6pm";
const DAY = (() => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() + Number(process.env.E2E_DASHBOARD_DRAG_OFFSET ?? 30));
  return d.toISOString().slice(0, 10);
})();

test.use({ timezoneId: "UTC" });

test("dashboard: pick a day, drag a block to a new time, delete one and undo", async ({
  page,
  premiumUser,
  dashboard,
}) => {
  await dashboard.goto();
  await dashboard.pickDay(DAY);
  await expect(page.getByRole("heading", { name: /^Schedule for / })).toBeVisible();

  await dashboard.generate(DESCRIPTION);
  await expect(dashboard.blockStart("Gym")).toHaveText("6:00 PM");

  // Drag Gym's handle 60 px down: one pixel a minute, so an hour later; the new time shows while dragging.
  const handle = dashboard.block("Gym").getByTestId("block-drag-handle");
  await handle.scrollIntoViewIfNeeded();
  const box = (await handle.boundingBox())!;
  const x = box.x + box.width / 2;
  const y = box.y + box.height / 2;
  await page.mouse.move(x, y);
  await page.mouse.down();
  for (let i = 1; i <= 6; i++) await page.mouse.move(x, y + i * 10);
  await expect(dashboard.blockStart("Gym")).toHaveText("7:00 PM");
  const saved = dashboard.blockSaved("PATCH");
  await page.mouse.up();
  expect((await saved).status()).toBe(200);
  await expect(dashboard.blockStart("Gym")).toHaveText("7:00 PM");

  // Delete Lunch, then Undo from the toast.
  await dashboard.deleteBlock("Lunch");
  const restored = page.waitForResponse((res) => res.url().endsWith("/restore") && res.request().method() === "POST");
  await dashboard.toast("Removed Lunch").getByRole("button", { name: "Undo" }).click();
  expect((await restored).status()).toBe(200);
  await expect(dashboard.block("Lunch")).toBeVisible();

  await page.reload();
  await expect(dashboard.blockStart("Gym")).toHaveText("7:00 PM");
  await expect(dashboard.block("Lunch")).toBeVisible();
});
