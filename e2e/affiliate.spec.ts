/**
 * The affiliate programme end to end, as a new user lives it: apply, get approved by the demo
 * admin, share the link; a visitor opens it, signs up, starts a trial and pays (demo billing's
 * paid start, the same commission path as Stripe's invoices); the commission appears as pending,
 * is approved after the holding period and paid by the admin; the dashboards show each step.
 * Also: unknown codes and oversized bodies, 404s for everyone else, axe in light and dark, Arabic.
 * Needs direct database access (PostgreSQL) to skip the waiting (the trial's end, the holding period)
 * and to make each test an admin of its own (the demo admin is shared by every worker; the demo
 * affiliate is only looked at).
 */
import AxeBuilder from "@axe-core/playwright";
import type { Browser, Page } from "@playwright/test";
import { latestVerificationLink } from "./helpers/account";
import { signInPage, uniqueEmail } from "./helpers/auth";
import { createUser, hasDatabaseAccess, query } from "./helpers/db";
import { expect, test } from "./fixtures";
import { AuthPage } from "./pages/auth";
import { affiliateStatsSchema } from "../src/server/affiliates/schemas";

const PASSWORD = "affiliate-e2e-passphrase";
const DEMO_AFFILIATE = { email: "affiliate@rhythm.local", password: "rhythm-demo" };

/** A new admin account (made in the database: no page makes admins once one exists). */
async function newAdmin(): Promise<{ email: string; password: string }> {
  const admin = { email: uniqueEmail("admin"), password: PASSWORD };
  await createUser({ ...admin, role: "admin" });
  return admin;
}

async function signedInPage(
  browser: Browser,
  email: string,
  password: string,
  headers: Record<string, string> = {},
): Promise<Page> {
  const ctx = await browser.newContext({ baseURL: test.info().project.use.baseURL, extraHTTPHeaders: headers });
  const page = await ctx.newPage();
  await signInPage(page, email, password);
  return page;
}

async function expectAxeClean(page: Page) {
  // The class is switched directly (not through next-themes, whose change turns transitions off),
  // so colours would fade for 150 ms and axe could read them half-way (a flaky contrast finding).
  await page.evaluate(() => {
    const style = document.createElement("style");
    style.id = "axe-no-transitions";
    style.textContent = "*,*::before,*::after{transition:none!important}";
    document.head.appendChild(style);
  });
  for (const theme of ["light", "dark"] as const) {
    await page.evaluate((t) => {
      localStorage.setItem("rhythm.theme", t);
      document.documentElement.classList.toggle("dark", t === "dark");
      void window.getComputedStyle(document.body).color;
    }, theme);
    const { violations } = await new AxeBuilder({ page }).analyze();
    expect(violations.map((v) => `${theme}: ${v.id} ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
  }
  await page.evaluate(() => {
    localStorage.setItem("rhythm.theme", "light");
    document.documentElement.classList.remove("dark");
    document.getElementById("axe-no-transitions")?.remove();
  });
}

test("track-referral: 204 for unknown codes, 400 for malformed ones, 413 for bodies over 1 KB", async ({ request }) => {
  expect(
    (await request.post("/api/track-referral", { data: { referralCode: "NOSUCHCODE1", userAgent: "x" } })).status(),
  ).toBe(204);
  expect((await request.post("/api/track-referral", { data: { referralCode: "<bad code>" } })).status()).toBe(400);
  expect(
    (
      await request.post("/api/track-referral", { data: { referralCode: "RHYTHMDEMO", userAgent: "x".repeat(1100) } })
    ).status(),
  ).toBe(413);
  if (hasDatabaseAccess) {
    const rows = await query<{ n: number }>(
      "select count(*)::int as n from referral_visits v join affiliates a on a.user_id = v.affiliate_id where a.code = 'NOSUCHCODE1'",
    );
    expect(rows[0].n).toBe(0);
  }
});

test("apply -> approved -> link -> visit -> sign-up -> trial -> paid -> pending -> approved -> paid out", async ({
  browser,
}) => {
  test.skip(!hasDatabaseAccess, "needs TEST_DATABASE_URL (PostgreSQL) to move the trial's end and the holding period");
  test.setTimeout(240_000);

  // 1. A verified user applies.
  const applicantEmail = uniqueEmail("applicant");
  const applicantId = await createUser({ email: applicantEmail, password: PASSWORD });
  const applicant = await signedInPage(browser, applicantEmail, PASSWORD);
  await applicant.goto("/affiliate");
  await expect(applicant.getByRole("heading", { name: "Become an affiliate" })).toBeVisible();
  await applicant.getByLabel("Name").fill("Casey Writer");
  await applicant.getByLabel("Website or audience").fill("https://casey.example.com");
  await applicant.getByLabel("How will you promote Rhythm?").fill("A weekly newsletter on planning for 5,000 readers.");
  await applicant.getByRole("button", { name: "Send application" }).click();
  await expect(applicant.getByText("Your application is waiting for review.")).toBeVisible();
  // An applicant is not an affiliate yet: the stats API does not exist for them.
  expect((await applicant.request.get("/api/affiliate/stats")).status()).toBe(404);

  // 2. An admin approves it.
  const adminAccount = await newAdmin();
  const admin = await signedInPage(browser, adminAccount.email, adminAccount.password);
  await admin.goto("/admin?tab=applications");
  const row = admin.getByTestId("admin-application").filter({ hasText: applicantEmail });
  await expectAxeClean(admin);
  await row.getByRole("button", { name: "Approve" }).click();
  await expect(admin.getByText("Application approved: the applicant is now an affiliate.")).toBeVisible();

  // 3. The affiliate's login goes to their dashboard, with a readable code.
  await applicant.goto("/affiliate");
  await applicant.waitForURL(new RegExp(`/affiliate/dashboard/${applicantId}$`));
  const code = (await applicant.getByTestId("affiliate-code").textContent())!.trim();
  expect(code).toMatch(/^[A-HJ-KM-NP-Z2-9]{8}$/);
  await expect(applicant.getByTestId("affiliate-link")).toHaveText(new RegExp(`\\?ref=${code}$`));

  // 4. A visitor (another network) opens the link in lower case and signs up.
  const visitorCtx = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": "203.0.113.77" },
  });
  const visitor = await visitorCtx.newPage();
  const tracked = visitor.waitForResponse((r) => r.url().endsWith("/api/track-referral"));
  await visitor.goto(`/pricing?ref=${code.toLowerCase()}`);
  expect((await tracked).status()).toBe(204);
  const visitorEmail = uniqueEmail("jordan");
  const visitorAuth = new AuthPage(visitor);
  await visitorAuth.goto();
  const signupTracked = visitor.waitForResponse((r) => r.url().endsWith("/api/track-referral"));
  await visitorAuth.signUp({ email: visitorEmail, password: PASSWORD });
  expect((await signupTracked).status()).toBe(204);
  // The form goes on to /dashboard, whose guard sends a new user to /onboarding: wait for that
  // navigation to end, or it interrupts the visit to the checkout below.
  await visitor.waitForURL((url) => url.pathname === "/onboarding");
  const [attribution] = await query<{ status: string; affiliate_id: string }>(
    "select a.status, a.affiliate_id from referral_attributions a join users u on u.id = a.user_id where u.email = $1",
    [visitorEmail],
  );
  expect(attribution).toEqual({ status: "accepted", affiliate_id: applicantId });

  // 5. The visitor confirms the address (a subscription needs it) and starts a trial: counted, earns nothing yet.
  await query("update users set has_completed_onboarding = true where email = $1", [visitorEmail]);
  const verifyLink = await latestVerificationLink(visitor, visitorEmail);
  expect((await visitor.request.get(verifyLink, { maxRedirects: 0 })).headers()["location"]).toContain("verified=1");
  await visitor.goto("/checkout?plan=monthly");
  await visitor.getByRole("button", { name: "Start my free trial" }).click();
  await visitor.waitForURL(/\/dashboard/);
  let stats = affiliateStatsSchema.parse(await (await applicant.request.get("/api/affiliate/stats")).json());
  expect(stats).toMatchObject({ clicks: 1, signups: 1, trials: 1, paying: 0, earnings: [] });

  // 6. The trial has run out; the visitor pays: a demo paid invoice, a pending commission.
  await query(
    "update users set trial_ends_at = now() - interval '5 days', subscription_end_date = now() - interval '1 day' where email = $1",
    [visitorEmail],
  );
  await visitor.goto("/checkout?plan=monthly");
  await visitor.getByRole("button", { name: "Start my free trial" }).click();
  await visitor.waitForURL(/\/dashboard/);
  stats = affiliateStatsSchema.parse(await (await applicant.request.get("/api/affiliate/stats")).json());
  expect(stats).toMatchObject({
    paying: 1,
    earnings: [{ currency: "usd", pending: 240, approved: 0, paid: 0, reversed: 0 }],
  });
  await applicant.reload();
  await expect(applicant.getByTestId("affiliate-paying")).toHaveText("1");
  await expect(applicant.getByTestId("earnings-pending")).toHaveText("$2.40");
  await expect(applicant.getByTestId("affiliate-referred")).toContainText(`${visitorEmail[0]}***@example.com, monthly`);
  await expectAxeClean(applicant);

  // 7. The holding period passes; the admin pays the approved balance with a reference.
  await query("update affiliate_commissions set invoice_paid_at = now() - interval '31 days' where affiliate_id = $1", [
    applicantId,
  ]);
  await admin.goto("/admin?tab=payouts");
  const balance = admin.getByTestId("admin-balance").filter({ hasText: applicantEmail });
  await expect(balance).toContainText("$2.40");
  const csv = await admin.request.get("/api/admin/payouts/csv");
  expect(csv.headers()["content-type"]).toContain("text/csv");
  expect(await csv.text()).toContain(`${applicantId},${applicantEmail},${code},USD,2.40`);
  await balance.getByLabel("Payment reference").fill("E2E-PAYOUT-1");
  await balance.getByRole("button", { name: "Mark paid" }).click();
  // Hard to undo: the console asks first, naming the amount.
  const confirmPaid = admin.getByRole("alertdialog", { name: "Mark $2.40 as paid?" });
  await expect(confirmPaid).toBeVisible();
  await expectAxeClean(admin);
  await confirmPaid.getByRole("button", { name: "Mark paid" }).click();
  await expect(admin.getByText("$2.40 marked as paid.")).toBeVisible();
  stats = affiliateStatsSchema.parse(await (await applicant.request.get("/api/affiliate/stats")).json());
  expect(stats.earnings).toEqual([{ currency: "usd", pending: 0, approved: 0, paid: 240, reversed: 0 }]);

  // The audit log shows the approval and the payout.
  await admin.goto("/admin?tab=audit");
  await expect(admin.getByTestId("admin-audit-row").filter({ hasText: "payout.paid" }).first()).toContainText(
    "E2E-PAYOUT-1",
  );
  await expect(admin.getByTestId("admin-audit-row").filter({ hasText: "application.approve" }).first()).toBeVisible();

  // 8. Nobody else sees any of it: the visitor (a plain user) and the demo affiliate get 404s.
  const other = await signedInPage(browser, DEMO_AFFILIATE.email, DEMO_AFFILIATE.password);
  for (const page of [visitor, other]) {
    for (const path of [
      "/api/admin/users",
      "/api/admin/payouts",
      "/api/admin/payouts/csv",
      "/api/admin/applications",
      "/api/admin/commissions",
      "/api/admin/audit",
      "/api/admin/webhook-events",
      `/api/admin/users/${applicantId}`,
    ]) {
      expect((await page.request.get(path)).status(), path).toBe(404);
    }
    expect((await page.request.post(`/api/admin/users/${applicantId}`, { data: { action: "disable" } })).status()).toBe(
      404,
    );
    expect(
      (
        await page.request.post("/api/admin/payouts", {
          data: { affiliateId: applicantId, currency: "usd", reference: "x" },
        })
      ).status(),
    ).toBe(404);
    expect((await page.goto(`/affiliate/dashboard/${applicantId}`))?.status()).toBe(404);
    expect((await page.goto("/admin"))?.status()).toBe(404);
  }
  expect((await visitor.request.get("/api/affiliate/stats")).status()).toBe(404);
});

test("admin console: search, user detail, actions audited, bad input 400; Arabic mirrored", async ({ browser }) => {
  test.skip(!hasDatabaseAccess, "needs TEST_DATABASE_URL (PostgreSQL) to create accounts");
  const email = uniqueEmail("console");
  const userId = await createUser({ email, password: PASSWORD });
  const adminAccount = await newAdmin();
  const admin = await signedInPage(browser, adminAccount.email, adminAccount.password);

  const found = await (await admin.request.get(`/api/admin/users?q=${encodeURIComponent(email.toUpperCase())}`)).json();
  expect(found).toMatchObject({ total: 1, rows: [{ id: userId, email }] });
  expect((await admin.request.get("/api/admin/users?page=0")).status()).toBe(400);
  expect(
    (await admin.request.post(`/api/admin/users/${userId}`, { data: { action: "delete_everything" } })).status(),
  ).toBe(400);
  expect((await admin.request.post(`/api/admin/users/no-such-user`, { data: { action: "enable" } })).status()).toBe(
    404,
  );
  expect(
    (
      await admin.request.post("/api/admin/payouts", {
        data: { affiliateId: userId, currency: "dollars", reference: "x1" },
      })
    ).status(),
  ).toBe(400);

  // The user is signed in elsewhere; the admin disables them: their next request is signed out.
  const member = await signedInPage(browser, email, PASSWORD);
  expect((await member.request.get("/api/auth/user")).status()).toBe(200);
  await admin.goto(`/admin?tab=users&q=${encodeURIComponent(email)}&user=${userId}`);
  const detail = admin.getByTestId("admin-user-detail");
  await expect(detail).toContainText(email);
  await detail.getByRole("button", { name: "Disable" }).click();
  await admin
    .getByRole("alertdialog", { name: `Disable ${email}?` })
    .getByRole("button", { name: "Disable" })
    .click();
  await expect(admin.getByText(`${email} is disabled and signed out.`)).toBeVisible();
  expect((await member.request.get("/api/auth/user")).status()).toBe(401);
  const enabled = await admin.request.post(`/api/admin/users/${userId}`, { data: { action: "enable" } });
  expect(await enabled.json()).toMatchObject({ disabled: false });
  const audit = await (await admin.request.get("/api/admin/audit")).json();
  expect(
    audit.entries.filter((e: { targetId: string }) => e.targetId === userId).map((e: { action: string }) => e.action),
  ).toEqual(["user.enable", "user.disable"]);

  // Arabic: the console and the demo affiliate's dashboard are mirrored.
  await admin.goto("/ar/admin");
  await expect(admin.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(admin.getByRole("link", { name: "المستخدمون" })).toBeVisible();
  const [demo] = await query<{ id: string }>("select id from users where email = $1", [DEMO_AFFILIATE.email]);
  await admin.goto(`/ar/affiliate/dashboard/${demo.id}`);
  await expect(admin.locator("html")).toHaveAttribute("dir", "rtl");
  await expect(admin.getByTestId("affiliate-code")).toHaveText("RHYTHMDEMO");
  await expectAxeClean(admin);

  // At phone width the dashboard still fits.
  await admin.setViewportSize({ width: 390, height: 844 });
  await admin.goto(`/affiliate/dashboard/${demo.id}`);
  const overflow = await admin.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBeLessThanOrEqual(0);
});
