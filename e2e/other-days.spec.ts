/**
 * Other days stay on other days (issue 29, kind 7), as a premium user meets it on the dashboard: a
 * description with an item for the next day ("tomorrow dentist at 10:30") plans today's items and
 * lists the dentist under "For other days" with its date and time; "Add to <day>" puts it on that
 * day in one click (a toast, the button then says it was added, a reload offers it no more), and
 * that day's dashboard shows the block at 10:30.
 *
 * The day planned is tomorrow (UTC, the account's and the browser's zone), where "now" plays no
 * part, so the item lands on the day after it.
 */
import AxeBuilder from "@axe-core/playwright";
import { localDate } from "./helpers/zones";
import { expect, test } from "./fixtures";

test.use({ timezoneId: "UTC", accountName: "Omar" });

const weekday = (date: string) =>
  new Intl.DateTimeFormat("en", { weekday: "long", timeZone: "UTC" }).format(new Date(`${date}T12:00:00Z`));

test("an item for another day is listed, added to that day in one click, and not offered again", async ({
  page,
  premiumUser,
  dashboard,
}) => {
  const day = localDate("UTC", 1);
  const next = localDate("UTC", 2);
  await dashboard.goto(day);
  await dashboard.generate("report 2h, call mum. tomorrow dentist at 10:30");

  // Today's items are planned; the dentist is not on this day.
  await expect(dashboard.block("Report").first()).toBeVisible();
  await expect(dashboard.block("Call mum")).toBeVisible();
  await expect(dashboard.block("Dentist")).toHaveCount(0);

  // It is listed for its own day, with its date and time.
  const list = page.getByRole("region", { name: dashboard.t("dashboard.schedule.otherDaysTitle") });
  await expect(list.getByRole("heading", { name: "For other days" })).toBeVisible();
  const item = list.getByRole("listitem").filter({ hasText: "Dentist" });
  await expect(item).toContainText(weekday(next));
  await expect(item).toContainText("10:30 AM");
  const violations = (await new AxeBuilder({ page }).include("[data-testid='other-days-list']").analyze()).violations;
  expect(violations.map((v) => v.id)).toEqual([]);

  // One click: the server places it at its time on that day.
  const added = page.waitForResponse(
    (r) => new URL(r.url()).pathname === "/api/schedule/quick-add" && r.request().method() === "POST",
  );
  await item.getByRole("button", { name: `Add to ${weekday(next)}: Dentist` }).click();
  expect((await added).status()).toBe(200);
  await expect(page.getByText(`Dentist added to ${weekday(next)}.`)).toBeVisible();
  await expect(item.getByRole("button", { name: `Added to ${weekday(next)}: Dentist` })).toBeDisabled();

  // Not offered twice: after a reload the list is gone.
  await page.reload();
  await dashboard.ready();
  await expect(dashboard.block("Call mum")).toBeVisible();
  await expect(page.getByTestId("other-days-list")).toHaveCount(0);

  // That day has the block, at its time.
  await dashboard.pickDay(next);
  await expect(dashboard.blockStart("Dentist")).toHaveText("10:30 AM");
});
