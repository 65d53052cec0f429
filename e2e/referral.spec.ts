/** Referral capture: ?ref= is stored, leaves the URL, and reaches the database once per code, IP and day. */
import { expect, test } from "@playwright/test";
import { hasDatabaseAccess, query } from "./helpers/db";

test("?ref= leaves the URL, is stored under its key and is recorded once", async ({ page }) => {
  const code = `E2E${Date.now()}`;
  const tracked = page.waitForResponse((r) => r.url().endsWith("/api/track-referral") && r.request().method() === "POST");
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
    const rows = await query<{ n: number }>("select count(*)::int as n from referrals where referral_code = $1", [code]);
    expect(rows[0].n).toBe(1);
  }
});

test("a malformed code is refused with 400 and a message", async ({ request }) => {
  const res = await request.post("/api/track-referral", { data: { referralCode: "<bad code>", userAgent: "x" } });
  expect(res.status()).toBe(400);
  expect((await res.json()).error).toBe("That referral code is not valid.");
});
