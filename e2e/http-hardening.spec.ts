/**
 * Hardening at the HTTP edge (issue 11, items 4, 5, 6, 9 and 11), against the production build:
 * open redirects through callbackUrl, cross-site and non-JSON posts to JSON routes, request-body
 * ceilings, the dev mailbox's audience, and malformed paths.
 */
import http from "node:http";
import AxeBuilder from "@axe-core/playwright";
import { request as playwrightRequest } from "@playwright/test";
import { DEMO, signInContext, signInPage, uniqueEmail } from "./helpers/auth";
import { expect, test } from "./fixtures";

const EVIL = "https://evil.example";
const onPostgres = !!process.env.TEST_DATABASE_URL;

/** The origin a Location header (or the page) ends up on, seen from `baseURL`. */
const originOf = (location: string, baseURL: string) => new URL(location, baseURL).origin;

const MALICIOUS_CALLBACKS = [
  "https://evil.com",
  "//evil.com",
  "/\\evil.com",
  "https:evil.com",
  "%2F%2Fevil.com",
  "javascript:alert(1)",
  "/\t/evil.example/phish",
  "/\r\n/evil.example",
  "/\u00e9vil",
  "/./\t/evil.example",
];

// The demo accounts only sign in here (nothing of them changes).
test.describe("open redirects through callbackUrl", () => {
  test("signing in on /auth with a malicious callbackUrl lands on this site", async ({ page, auth, baseURL }) => {
    // As the attacker's link has them, in the query string (so "%09" reaches the page as a tab).
    for (const callbackUrl of [
      "%2F%2Fevil.example%2Fphish",
      "/%09/evil.example/phish",
      "https:evil.example",
      "/%0D%0A/evil.example",
      "/%5Cevil.example",
    ]) {
      await page.context().clearCookies();
      await auth.gotoRaw(`?callbackUrl=${callbackUrl}`);
      await auth.signIn(DEMO.premium, DEMO.password);
      await page.waitForURL((url) => url.pathname !== "/auth");
      expect(new URL(page.url()).origin, callbackUrl).toBe(baseURL);
      expect(new URL(page.url()).pathname).toBe("/dashboard");
    }
  });

  test("a same-origin callbackUrl with a query string is kept", async ({ page, auth }) => {
    await auth.goto({ callbackUrl: "/settings?tab=account" });
    await auth.signIn(DEMO.free, DEMO.password);
    await page.waitForURL((url) => url.pathname === "/settings");
    expect(new URL(page.url()).search).toBe("?tab=account");
  });

  test("already signed in, /auth redirects at once: every variant lands same-origin, none is a 500", async ({
    baseURL,
  }) => {
    const ctx = await signInContext(baseURL!, DEMO.free, DEMO.password);
    for (const callbackUrl of MALICIOUS_CALLBACKS) {
      const res = await ctx.get(`/auth?callbackUrl=${encodeURIComponent(callbackUrl)}`, { maxRedirects: 0 });
      expect(res.status(), JSON.stringify(callbackUrl)).toBeLessThan(400);
      const location = res.headers()["location"];
      expect(location, JSON.stringify(callbackUrl)).toBeTruthy();
      expect(originOf(location, baseURL!), JSON.stringify(callbackUrl)).toBe(baseURL);
      // A free account's home (issue 24).
      expect(new URL(location, baseURL).pathname).toBe("/subscription");
    }
    // A raw (unencoded) CR/LF or non-ASCII value in the query string itself.
    const raw = await ctx.get("/auth?callbackUrl=/%0D%0ASet-Cookie:%20x=y", { maxRedirects: 0 });
    expect(raw.status()).toBeLessThan(400);
    expect(raw.headers()["set-cookie"] ?? "").not.toContain("x=y");
    await ctx.dispose();
  });

  test("Auth.js's own callback never sends anyone elsewhere", async ({ baseURL }) => {
    const api = await playwrightRequest.newContext({ baseURL, maxRedirects: 0 });
    for (const callbackUrl of ["https://evil.com/x", "//evil.com", "/\r\n/evil.example", "not a url", "/\u00e9"]) {
      const { csrfToken } = (await (await api.get("/api/auth/csrf")).json()) as { csrfToken: string };
      const res = await api.post("/api/auth/callback/credentials", {
        form: { csrfToken, email: DEMO.free, password: DEMO.password, callbackUrl },
      });
      expect(res.status(), JSON.stringify(callbackUrl)).toBe(302);
      expect(originOf(res.headers()["location"], baseURL!), JSON.stringify(callbackUrl)).toBe(baseURL);
    }
    await api.dispose();
  });
});

test.describe("cross-site requests to JSON routes", () => {
  test("text/plain and form posts from another origin are refused; the app's own requests pass", async ({
    page,
    premiumUser,
    baseURL,
  }) => {
    const api = page.request;
    const body = JSON.stringify({ description: "gym at 6", date: "2028-03-01" });

    const textPlain = await api.post("/api/schedule", {
      headers: { origin: EVIL, "content-type": "text/plain" },
      data: body,
    });
    expect(textPlain.status()).toBe(403);
    expect((await textPlain.json()).error).toBe("This request came from another site and was refused.");
    const form = await api.post("/api/schedule", {
      headers: { origin: EVIL },
      form: { description: "gym", date: "2028-03-01" },
    });
    expect(form.status()).toBe(403);
    // Without an Origin (a script, not a browser), a non-JSON body is still refused.
    const sameSiteText = await api.post("/api/schedule", { headers: { "content-type": "text/plain" }, data: body });
    expect(sameSiteText.status()).toBe(415);
    // Even JSON from another origin.
    expect((await api.post("/api/schedule", { headers: { origin: EVIL }, data: JSON.parse(body) })).status()).toBe(403);

    const made = await api.post("/api/schedule", { headers: { origin: baseURL! }, data: JSON.parse(body) });
    expect(made.status()).toBe(200);
    const id = (await made.json()).plan.blocks[0].id as string;
    const del = await api.delete(`/api/calendar/blocks/${id}`, { headers: { origin: EVIL } });
    expect(del.status()).toBe(403);
    const patch = await api.patch(`/api/calendar/blocks/${id}`, {
      headers: { origin: EVIL, "content-type": "text/plain" },
      data: JSON.stringify({ done: true }),
    });
    expect(patch.status()).toBe(403);
    expect(
      (await (await api.get("/api/schedule?date=2028-03-01")).json()).plan.blocks.map((b: { id: string }) => b.id),
    ).toContain(id);
    expect((await api.delete(`/api/calendar/blocks/${id}`, { headers: { origin: baseURL! } })).status()).toBe(204);

    const resend = await api.post("/api/auth/resend-verification", {
      headers: { origin: EVIL, "content-type": "application/x-www-form-urlencoded" },
      data: "",
    });
    expect(resend.status()).toBe(403);
    const signup = await api.post("/api/auth/signup", {
      headers: { origin: EVIL },
      form: { email: uniqueEmail("csrf"), password: "a-long-passphrase" },
    });
    expect(signup.status()).toBe(403);
  });

  test("a real cross-site form post from another page is refused", async ({ page, premiumUser, baseURL }) => {
    // A page on another origin (served by Playwright) posting a text/plain form at the API.
    await page.route("http://evil.localhost/**", (route) =>
      route.fulfill({
        contentType: "text/html",
        body: `<form id="f" method="POST" action="${baseURL}/api/schedule" enctype="text/plain"><input name='{"description":"pwned","date":"2028-03-02","x":"' value='"}'></form><script>document.getElementById("f").submit()</script>`,
      }),
    );
    const answer = page.waitForResponse((res) => res.url() === `${baseURL}/api/schedule`);
    await page.goto("http://evil.localhost/attack");
    expect((await answer).status()).toBe(403);
    expect((await (await page.request.get("/api/schedule?date=2028-03-02")).json()).plan).toBeNull();
  });
});

test.describe("request bodies", () => {
  test("a body over the limit is a 413 (declared or chunked), deep nesting a 400, and the server carries on", async ({
    baseURL,
  }) => {
    const api = await playwrightRequest.newContext({ baseURL });
    const big = await api.post("/api/auth/signup", {
      headers: { "content-type": "application/json" },
      data: `{"email":"${"a".repeat(2 * 1024 * 1024)}"}`,
    });
    expect(big.status()).toBe(413);
    expect((await big.json()).error).toBe("That is too much text. Please shorten it.");
    const deep = await api.post("/api/auth/signup", {
      headers: { "content-type": "application/json" },
      data: "[".repeat(5000) + "]".repeat(5000),
    });
    expect(deep.status()).toBe(400);
    expect((await deep.json()).error).toBe("The request is nested too deeply (at most 32 levels).");
    const form = await api.post("/api/auth/callback/credentials", {
      headers: { "content-type": "application/x-www-form-urlencoded" },
      data: `email=${"a".repeat(1024 * 1024)}`,
    });
    expect(form.status()).toBe(413);
    expect((await api.get("/api/health")).status()).toBe(200);
    await api.dispose();
  });

  test("a chunked body with no length is cut off at the limit, not read to the end", async ({ baseURL }) => {
    const url = new URL("/api/auth/signup", baseURL);
    const { status, sentMb } = await new Promise<{ status: number; sentMb: number }>((resolve, reject) => {
      const req = http.request({
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: "POST",
        headers: { "content-type": "application/json" },
      });
      const chunk = Buffer.alloc(256 * 1024, 0x20);
      let sent = 0;
      let answered = false;
      req.on("response", (res) => {
        answered = true;
        res.resume();
        resolve({ status: res.statusCode ?? 0, sentMb: sent / 1024 / 1024 });
        req.destroy();
      });
      req.on("error", (err) => (answered ? undefined : reject(err)));
      const pump = () => {
        while (!answered && sent < 100 * 1024 * 1024) {
          sent += chunk.length;
          if (!req.write(chunk)) return void req.once("drain", pump);
        }
        if (!answered) req.end();
      };
      pump();
    });
    expect(status).toBe(413);
    // Answered long before the 100 MB the client was ready to send.
    expect(sentMb).toBeLessThan(50);
  });
});

test.describe("the dev mailbox", () => {
  for (const theme of ["light", "dark"] as const) {
    test(`the mailbox page passes axe (${theme}, phone width, Arabic)`, async ({ browser, baseURL }) => {
      const ctx = await browser.newContext({ baseURL, viewport: { width: 390, height: 844 } });
      await ctx.addInitScript((t) => localStorage.setItem("rhythm.theme", t), theme);
      const page = await ctx.newPage();
      if (onPostgres) await signInPage(page, DEMO.free, DEMO.password);
      for (const path of ["/dev/mailbox", "/ar/dev/mailbox"]) {
        await page.goto(path);
        await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
        if (onPostgres)
          await expect(
            page.getByText(
              path.startsWith("/ar")
                ? "لا تظهر هنا إلا الرسائل المرسلة إلى عناوينك أنت."
                : "Only the mail sent to your own addresses is shown here.",
            ),
          ).toBeVisible();
        expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
      }
      await ctx.close();
    });
  }

  test("signed out on a server database, the mailbox page asks to sign in", async ({ page }) => {
    test.skip(!onPostgres, "the embedded database shows the whole local inbox");
    await page.goto("/dev/mailbox");
    await page.waitForURL((url) => url.pathname === "/auth");
    expect(new URL(page.url()).searchParams.get("callbackUrl")).toBe("/dev/mailbox");
  });

  test(
    onPostgres
      ? "on a server database it shows nothing to an anonymous caller and only one's own mail"
      : "on the embedded database it is the local inbox",
    async ({ baseURL }) => {
      const anonymous = await playwrightRequest.newContext({ baseURL });
      const email = uniqueEmail("mailbox");
      expect(
        (await anonymous.post("/api/auth/signup", { data: { email, password: "a-long-passphrase" } })).status(),
      ).toBe(201);
      const anonymousView = await anonymous.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`);
      if (!onPostgres) {
        expect(anonymousView.status()).toBe(200);
        expect((await anonymousView.json()).messages.length).toBeGreaterThan(0);
        return;
      }
      expect(anonymousView.status()).toBe(401);
      expect(JSON.stringify(await anonymousView.json())).not.toContain("verify");
      expect((await anonymous.get("/api/dev/mailbox")).status()).toBe(401);

      const owner = await signInContext(baseURL!, email, "a-long-passphrase");
      const own = (await (await owner.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json()) as {
        messages: Array<{ to: string }>;
      };
      expect(own.messages.length).toBeGreaterThan(0);
      // Someone else's mail (the demo account's) is not shown to this user.
      const others = (await (await owner.get(`/api/dev/mailbox?to=${encodeURIComponent(DEMO.free)}`)).json()) as {
        messages: unknown[];
      };
      expect(others.messages).toEqual([]);
      const all = (await (await owner.get("/api/dev/mailbox")).json()) as { messages: Array<{ to: string }> };
      expect(new Set(all.messages.map((m) => m.to))).toEqual(new Set([email]));
      await owner.dispose();
      await anonymous.dispose();
    },
  );
});
