import { expect, test } from "@playwright/test";

test("the landing page loads", async ({ page }) => {
  const response = await page.goto("/");
  expect(response?.status()).toBe(200);
  await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  await expect(page.locator("html")).toHaveAttribute("lang", "en");
});

test("/api/health reports the database, Redis and readiness, with a request id", async ({ request }) => {
  const response = await request.get("/api/health");
  expect(response.status()).toBe(200);
  expect(await response.json()).toEqual({ status: "ok", db: "ok", redis: "not-configured", ready: true });
  expect(response.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  const ready = await request.get("/api/health/ready");
  expect(ready.status()).toBe(200);
  // A load balancer's id is kept, so one request can be followed from the balancer to the app.
  const tagged = await request.get("/api/health", { headers: { "x-request-id": "lb-4f2a9c01" } });
  expect(tagged.headers()["x-request-id"]).toBe("lb-4f2a9c01");
  const page = await request.get("/");
  expect(page.headers()["x-request-id"]).toMatch(/^[0-9a-f-]{36}$/);
  expect(response.headers()["x-content-type-options"]).toBe("nosniff");
  expect(response.headers()["content-security-policy"]).toContain("frame-ancestors 'none'");
});

test("an unknown path gets the not-found page", async ({ page }) => {
  const response = await page.goto("/no-such-page");
  expect(response?.status()).toBe(404);
});
