/** Accounts end to end, the way scripts and people use them (issue: accounts and sign-in). */
import { request as playwrightRequest } from "@playwright/test";
import { DEMO, signInContext, uniqueEmail } from "./helpers/auth";
import { hasDatabaseAccess, query } from "./helpers/db";
import { expect, test } from "./fixtures";

/** On a server database the mailbox shows a mail only to the signed-in user it was sent to. */
async function latestLink(baseURL: string, email: string, password: string): Promise<string> {
  const ctx = await signInContext(baseURL, email, password);
  const res = await ctx.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: Array<{ text: string; subject: string }> };
  expect(messages.length).toBeGreaterThan(0);
  const link = /(http\S+\/api\/auth\/verify\S+)/.exec(messages[0].text)?.[1];
  expect(link).toBeTruthy();
  await ctx.dispose();
  return link!;
}

test("sign up, verify through the mailbox, sign in by csrf + callback, read the profile", async ({ baseURL }) => {
  const api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  const email = uniqueEmail("Script").replace("script", "Script");
  const created = await api.post("/api/auth/signup", {
    data: { email, password: "a-long-passphrase", displayName: "Script Person" },
  });
  expect(created.status()).toBe(201);
  const body = (await created.json()) as { id: string; email: string };
  expect(body.email).toBe(email.toLowerCase());

  // Every spec message on the matching bad input.
  const taken = await api.post("/api/auth/signup", {
    data: { email: email.toUpperCase(), password: "a-long-passphrase" },
  });
  expect(taken.status()).toBe(409);
  expect((await taken.json()).error).toBe("An account with this email already exists. Please sign in instead.");
  const short = await api.post("/api/auth/signup", { data: { email: uniqueEmail("short"), password: "12345" } });
  expect(short.status()).toBe(400);
  expect((await short.json()).error).toBe("Password should be at least 6 characters long.");
  const bad = await api.post("/api/auth/signup", { data: { email: "not-an-email", password: "a-long-passphrase" } });
  expect(bad.status()).toBe(400);
  expect((await bad.json()).error).toBe("Please enter a valid email address.");
  const common = await api.post("/api/auth/signup", {
    data: { email: uniqueEmail("common"), password: "password123" },
  });
  expect(common.status()).toBe(400);
  const notJson = await api.post("/api/auth/signup", {
    data: "{nope",
    headers: { "content-type": "application/json" },
  });
  expect(notJson.status()).toBe(400);

  // The link verifies once.
  const link = await latestLink(baseURL!, email.toLowerCase(), "a-long-passphrase");
  const first = await api.get(link);
  expect(first.status()).toBe(303);
  expect(first.headers()["location"]).toContain("verified=1");
  const again = await api.get(link);
  expect(again.headers()["location"]).toContain("verified=0");

  const signedIn = await signInContext(baseURL!, email, "a-long-passphrase");
  const profile = await signedIn.get("/api/auth/user");
  expect(profile.status()).toBe(200);
  expect(await profile.json()).toEqual({
    hasCompletedOnboarding: false,
    subscriptionTier: "free",
    subscriptionStatus: "inactive",
    subscriptionEndDate: null,
    email: email.toLowerCase(),
  });
  await signedIn.dispose();
  await api.dispose();
});

test("resending verification without a signed-in user says so", async ({ request }) => {
  const res = await request.post("/api/auth/resend-verification");
  expect(res.status()).toBe(401);
  expect((await res.json()).error).toBe("No user is currently signed in");
});

test("the password policy is published", async ({ request }) => {
  const res = await request.get("/api/auth/password-policy");
  expect(await res.json()).toEqual({
    minLength: 6,
    requireLowercase: false,
    requireUppercase: false,
    requireNumeric: false,
    requireNonAlphanumeric: false,
  });
});

// The demo free account only signs in (nothing of it changes).
test("a tampered or missing cookie gets 401", async ({ baseURL }) => {
  const ctx = await signInContext(baseURL!, DEMO.free, DEMO.password);
  const state = await ctx.storageState();
  const cookie = state.cookies.find((c) => c.name.endsWith("authjs.session-token"))!;
  const tampered = await playwrightRequest.newContext({
    baseURL,
    extraHTTPHeaders: { cookie: `${cookie.name}=${cookie.value.slice(0, -4)}AAAA` },
  });
  expect((await tampered.get("/api/auth/user")).status()).toBe(401);
  expect((await (await playwrightRequest.newContext({ baseURL })).get("/api/auth/user")).status()).toBe(401);
  await ctx.dispose();
});

test("30 wrong passwords for one account get 429 with the lock-out text", async ({ baseURL }) => {
  const email = uniqueEmail("brute");
  const api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
  await api.post("/api/auth/signup", { data: { email, password: "the-right-passphrase" } });
  const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
  const statuses: number[] = [];
  for (let i = 0; i < 30; i++) {
    const res = await api.post("/api/auth/callback/credentials", {
      form: { csrfToken, email, password: `wrong-${i}` },
    });
    statuses.push(res.status());
  }
  expect(statuses).toContain(429);
  expect(statuses.slice(-1)[0]).toBe(429);
  // Even the right password is refused while the limit holds.
  const res = await api.post("/api/auth/callback/credentials", {
    form: { csrfToken, email, password: "the-right-passphrase" },
  });
  expect(res.status()).toBe(429);
  expect((await res.json()).error).toBe("Too many failed attempts. Please try again later.");
  await api.dispose();
});

test("a deleted user's old cookie gets 401", async ({ baseURL }) => {
  test.skip(!hasDatabaseAccess, "deletes the row directly: needs PostgreSQL");
  const email = uniqueEmail("deleted");
  const api = await playwrightRequest.newContext({ baseURL });
  await api.post("/api/auth/signup", { data: { email, password: "soon-to-be-gone" } });
  const ctx = await signInContext(baseURL!, email, "soon-to-be-gone");
  expect((await ctx.get("/api/auth/user")).status()).toBe(200);
  await query("delete from users where email = $1", [email]);
  expect((await ctx.get("/api/auth/user")).status()).toBe(401);
  await ctx.dispose();
  await api.dispose();
});

// An account of its own: a wrong password counts towards that account's lock-out.
test("signing in on the /auth page welcomes the user back", async ({ page, freeUser, auth }) => {
  await page.context().clearCookies();
  await auth.goto({ callbackUrl: "/settings" });
  await auth.signIn(freeUser.email, "wrong-password");
  await expect(auth.error("Incorrect email or password.")).toBeVisible();
  await auth.signIn(freeUser.email, freeUser.password);
  await page.waitForURL("**/settings");
});

// The demo free account's address is only named, as one that is taken.
test("sign-up form validates live and shows the spec's texts", async ({ page, auth }) => {
  await auth.goto({ mode: "signup" });
  await auth.email.fill("nope");
  await auth.password.focus();
  await expect(page.getByText("Please enter a valid email address.")).toBeVisible();
  await auth.password.fill("abc");
  await expect(page.getByText("at least 6 characters")).toBeVisible();
  await auth.signUp({ email: DEMO.free, password: "another-long-passphrase" });
  await expect(auth.error("An account with this email already exists. Please sign in instead.")).toBeVisible();
});
