/**
 * Arabic in the planner (issue 16, item 8): the Arabic dashboard says the planner reads Arabic, an
 * Arabic day is planned with clean Arabic titles, and the breaks the planner inserts are shown in
 * the language of the page, so switching the language translates them (titles people wrote stay
 * as written).
 */
import { expect, test } from "@playwright/test";
import { PASSWORD } from "./helpers/account";
import { signInPage, uniqueEmail } from "./helpers/auth";
import { createUser, hasDatabaseAccess } from "./helpers/db";

test.skip(!hasDatabaseAccess, "creates its own premium user in the e2e database");

test("an Arabic day is planned, and the planner's breaks follow the page's language", async ({ page }) => {
  const email = uniqueEmail("arabic-planner");
  await createUser({ email, password: PASSWORD, tier: "monthly" });
  await signInPage(page, email, PASSWORD);
  // Tomorrow: "now" plays no part in it.
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  await page.goto(`/ar/dashboard?date=${date}`);
  await page.waitForLoadState("networkidle");
  await expect(page.getByText("يفهم المخطِّط الأوصاف المكتوبة بالعربية أو الإنجليزية أو الإسبانية.")).toBeVisible();

  const box = page.getByRole("textbox", { name: "يومك" });
  const text = "اجتماع الساعة ٩ صباحاً، ثم ساعتان على التقرير، وكتابة المقال ساعتين";
  await expect(async () => {
    await box.fill(text);
    await expect(box).toHaveValue(text, { timeout: 1000 });
  }).toPass();
  await page.getByRole("button", { name: "أنشئ جدولي" }).click();

  const blocks = page.getByTestId("timeline-block");
  const titled = (title: string) => blocks.filter({ has: page.getByText(title, { exact: true }) });
  await expect(titled("اجتماع")).toBeVisible();
  await expect(titled("التقرير").first()).toBeVisible();
  await expect(titled("كتابة المقال").first()).toBeVisible();
  await expect(titled("استراحة").first()).toBeVisible();

  await page.goto(`/en/dashboard?date=${date}`);
  await expect(titled("Break").first()).toBeVisible();
  await expect(titled("اجتماع")).toBeVisible();
  await expect(titled("استراحة")).toHaveCount(0);

  await page.goto(`/es/dashboard?date=${date}`);
  await expect(titled("Descanso").first()).toBeVisible();
  await expect(titled("التقرير").first()).toBeVisible();
});
