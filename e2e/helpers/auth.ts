/** Signing in from tests the way scripts do: GET /api/auth/csrf, then POST the credentials callback. */
import { expect, request as playwrightRequest, type APIRequestContext, type Page } from "@playwright/test";

export const DEMO = { premium: "demo@rhythm.local", free: "free@rhythm.local", password: "rhythm-demo" };

export async function signInContext(baseURL: string, email: string, password: string): Promise<APIRequestContext> {
  const ctx = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const { csrfToken } = (await (await ctx.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await ctx.post("/api/auth/callback/credentials", { form: { csrfToken, email, password } });
  expect(res.status(), `sign-in of ${email}`).toBe(302);
  expect(res.headers()["location"] ?? "").not.toContain("error=");
  return ctx;
}

/** Signs the page's browser context in through the API (shares the cookie jar). */
export async function signInPage(page: Page, email: string, password: string): Promise<void> {
  const { csrfToken } = (await (await page.request.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const res = await page.request.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password },
    maxRedirects: 0,
  });
  expect(res.status()).toBe(302);
  expect(res.headers()["location"] ?? "").not.toContain("error=");
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}
