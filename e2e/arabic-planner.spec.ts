/**
 * Arabic in the planner (issue 16, item 8): the Arabic dashboard says the planner reads Arabic, an
 * Arabic day is planned with clean Arabic titles, and the breaks the planner inserts are shown in
 * the language of the page, so switching the language translates them (titles people wrote stay
 * as written). A premium account of its own, living in UTC.
 */
import { expect, test } from "./fixtures";
import { DashboardPage } from "./pages/dashboard";

test.use({ timezoneId: "UTC" });

test("an Arabic day is planned, and the planner's breaks follow the page's language", async ({ page, premiumUser }) => {
  // Tomorrow: "now" plays no part in it.
  const date = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  const arabic = new DashboardPage(page, "ar");
  await arabic.goto(date);
  await expect(page.getByText("يفهم المخطِّط الأوصاف المكتوبة بالعربية أو الإنجليزية أو الإسبانية.")).toBeVisible();

  await arabic.generate("اجتماع الساعة ٩ صباحاً، ثم ساعتان على التقرير، وكتابة المقال ساعتين");
  await expect(arabic.block("اجتماع")).toBeVisible();
  await expect(arabic.block("التقرير").first()).toBeVisible();
  await expect(arabic.block("كتابة المقال").first()).toBeVisible();
  await expect(arabic.block("استراحة").first()).toBeVisible();

  // /en/ explicitly: the Arabic page set the language cookie, which an unprefixed address follows.
  const english = new DashboardPage(page, "en");
  await page.goto(`/en/dashboard?date=${date}`);
  await english.ready();
  await expect(english.block("Break").first()).toBeVisible();
  await expect(english.block("اجتماع")).toBeVisible();
  await expect(english.block("استراحة")).toHaveCount(0);

  const spanish = new DashboardPage(page, "es");
  await spanish.goto(date);
  await expect(spanish.block("Descanso").first()).toBeVisible();
  await expect(spanish.block("التقرير").first()).toBeVisible();
});
