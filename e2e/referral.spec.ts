/** Referral capture: ?ref= leaves the URL, is stored under its key, and an active affiliate's code is recorded once per visitor and day. */
import { expect, test } from "@playwright/test";
import { hasDatabaseAccess, query } from "./helpers/db";

const visitsToday = async () =>
  (
    await query<{ n: number }>(
      "select count(*)::int as n from referral_visits v join affiliates a on a.user_id = v.affiliate_id where a.code = 'RHYTHMDEMO' and v.visit_day = (now() at time zone 'utc')::date",
    )
  )[0].n;

test("?ref= leaves the URL, is stored under its key and is recorded once", async ({ page }) => {
  // The demo affiliate's code, typed in another case: codes compare case-insensitively.
  const code = "RhythmDemo";
  const before = hasDatabaseAccess ? await visitsToday() : 0;
  const tracked = page.waitForResponse(
    (r) => r.url().endsWith("/api/track-referral") && r.request().method() === "POST",
  );
  await page.goto(`/pricing?ref=${code}&utm=keep`);
  expect((await tracked).status()).toBe(204);
  await expect(page).toHaveURL(/\/pricing\?utm=keep$/);
  expect(await page.evaluate(() => localStorage.getItem("rhythm.referralCode"))).toBe(code);

  // A second visit the same day from the same address is not counted again.
  const again = page.waitForResponse((r) => r.url().endsWith("/api/track-referral"));
  await page.goto(`/?ref=${code}`);
  expect((await again).status()).toBe(204);
  await expect(page).toHaveURL(/\/$/);

  if (hasDatabaseAccess) {
    const after = await visitsToday();
    expect(after).toBeGreaterThanOrEqual(1);
    expect(after - before).toBeLessThanOrEqual(1);
  }
});

test("a malformed code is refused with 400 and a message", async ({ request }) => {
  const res = await request.post("/api/track-referral", { data: { referralCode: "<bad code>", userAgent: "x" } });
  expect(res.status()).toBe(400);
  expect((await res.json()).error).toBe("That referral code is not valid.");
});
