/**
 * Mood and analytics: a new premium user logs a mood from the dashboard and sees it on /mood and
 * /analytics, and the mood API refuses bad input and saves nothing; the demo premium account (60
 * days of seeded history, only read here) shows ranges switching, days without a plan saying so,
 * the export as valid JSON and CSV, axe finding nothing in en/es/ar, light and dark, and Arabic
 * charts and the year grid reading right to left.
 */
import fs from "node:fs/promises";
import AxeBuilder from "@axe-core/playwright";
import { DEMO, signInContext, signInPage } from "./helpers/auth";
import { expect, test } from "./fixtures";
import { DashboardPage } from "./pages/dashboard";
import { moodListResponseSchema } from "../src/server/mood/response-schemas";

// The accounts live in UTC (the demo's zone, and the browser's for a new account).
const today = () => new Date().toISOString().slice(0, 10);
test.use({ timezoneId: "UTC" });

test.describe("mood and analytics", () => {
  test("log a mood from the dashboard, see it on /mood and on /analytics", async ({
    page,
    premiumUser,
    dashboard,
    hydrated,
  }) => {
    await dashboard.goto();
    const card = page.getByTestId("mood-quick-card");
    await expect(card.getByRole("heading", { name: "How are you feeling right now?" })).toBeVisible();
    await hydrated(card.getByRole("button", { name: "Great" }));
    await card.getByRole("button", { name: "Great" }).click();
    await expect(page.getByText("Mood logged").first()).toBeVisible();
    await expect(card.getByText("Logged: Great.")).toBeVisible();

    await page.goto("/mood");
    const first = page.getByTestId("mood-entry").first();
    await expect(first).toContainText("Great");
    // The year grid counts the day.
    await expect(page.getByText(/^1 day with a check-in in the last year\./)).toBeVisible();
    await expect(page.getByTestId("mood-year-grid").locator("i.mx").first()).toBeAttached();

    // A detailed check-in from /mood, then edited.
    const form = page.getByTestId("mood-form");
    await hydrated(form);
    await form.getByText("Okay", { exact: true }).click();
    await form.getByText("Steady", { exact: true }).click();
    await form.getByRole("button", { name: "Family" }).click();
    await form.getByLabel("Your own tag").fill("Reading");
    await form.getByRole("button", { name: "Add tag" }).click();
    await form.getByLabel("Note (optional)").fill("Quiet afternoon with a book.");
    await form.getByRole("button", { name: "Save check-in" }).click();
    await expect(page.getByTestId("mood-entry").filter({ hasText: "Quiet afternoon with a book." })).toContainText(
      "reading",
    );

    const res = await page.request.get(`/api/moods?from=${today()}&to=${today()}`);
    const { moods } = moodListResponseSchema.parse(await res.json());
    expect(moods.map((m) => m.score).sort()).toEqual([3, 5]);
    expect(moods.find((m) => m.score === 3)).toMatchObject({
      energy: 3,
      tags: ["family", "reading"],
      note: "Quiet afternoon with a book.",
    });

    await page.goto("/analytics?range=7d");
    const mood = page.getByTestId("section-mood");
    await mood.getByText("Show as table").click();
    const label = new Intl.DateTimeFormat("en", {
      weekday: "short",
      day: "numeric",
      month: "short",
      year: "numeric",
      timeZone: "UTC",
    }).format(new Date(`${today()}T12:00:00Z`));
    const row = mood.getByRole("row").filter({ hasText: label });
    // Today's mood is the average of its two check-ins (5 and 3).
    await expect(row).toContainText("4.0 (Good)");
    await expect(row.getByRole("cell").last()).toHaveText("2");
  });

  // The page is prerendered and its data cached in the tab: shown again, it reads the data anew.
  test("a check-in from the dashboard shows on /mood visited earlier in the same tab", async ({
    page,
    premiumUser,
    hydrated,
  }) => {
    void premiumUser;
    await page.goto("/mood");
    await expect(page.getByText("No check-ins yet.")).toBeVisible();
    const menuLink = (name: string) => page.getByRole("link", { name, exact: true }).first();
    await hydrated(menuLink("Dashboard"));
    await menuLink("Dashboard").click();
    const card = page.getByTestId("mood-quick-card");
    await hydrated(card.getByRole("button", { name: "Good" }));
    await card.getByRole("button", { name: "Good" }).click();
    await expect(card.getByText("Logged: Good.")).toBeVisible();
    // Back by the menu: a client-side navigation, so only the refetch can bring the new check-in.
    await menuLink("Mood").click();
    await expect(page.getByTestId("mood-entry").first()).toContainText("Good");
    await expect(page.getByText(/^1 day with a check-in in the last year\./)).toBeVisible();
  });

  // The demo premium account's seeded history, read only.
  test("ranges switch, days without a plan say so, the correlation rests on enough days", async ({
    page,
    hydrated,
  }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    await page.goto("/analytics");
    await expect(page.getByTestId("range-label")).toContainText("(30 days)");
    await page.getByRole("link", { name: "7 days" }).click();
    await expect(page).toHaveURL(/range=7d/);
    await expect(page.getByTestId("range-label")).toContainText("(7 days)");
    await expect(page.getByRole("link", { name: "7 days" })).toHaveAttribute("aria-current", "page");
    await page.getByRole("link", { name: "12 months" }).click();
    await expect(page.getByTestId("range-label")).toContainText("(365 days)");

    // 90 days: the seeded 60 days have plans, the 30 before do not and are shown as such.
    await page.getByRole("link", { name: "90 days" }).click();
    await expect(page.getByTestId("range-label")).toContainText("(90 days)");
    const planned = page.getByTestId("section-planned");
    await expect(planned.getByTestId("takeaway-planned")).toContainText(/You planned \d+ of 90 days and finished \d+%/);
    await planned.getByText("Show as table").click();
    await expect(planned.getByRole("row").nth(1)).toContainText("No plan");
    await expect(page.getByTestId("takeaway-correlation")).toContainText(
      /Across \d+ days with both a mood and a plan, mood and completion have r = -?\d\.\d\d/,
    );
    await expect(page.getByTestId("takeaway-hours")).toContainText("Your best hour:");
    await expect(page.getByTestId("takeaway-habits")).toContainText(
      /Across \d+ habits, you did \d+% of the check-ins that were due\./,
    );

    // A custom range of 10 days, and one that is too long.
    await hydrated(page.getByLabel("From", { exact: true }));
    await page.getByLabel("From", { exact: true }).fill("2026-01-01");
    await page.getByLabel("To", { exact: true }).fill("2026-01-10");
    await page.getByRole("button", { name: "Show" }).click();
    await expect(page.getByTestId("range-label")).toContainText("(10 days)");
    await page.goto("/analytics?range=custom&from=2024-01-01&to=2026-01-01");
    await expect(page.getByRole("alert").filter({ hasText: "at most 400 days" })).toBeVisible();
    // Ten days with one or no logged mood: no correlation number.
    await page.goto(`/analytics?range=7d`);
    await expect(page.getByTestId("takeaway-correlation")).toContainText("Not enough data yet");
  });

  test("export downloads a valid JSON and a valid CSV file", async ({ page }) => {
    await signInPage(page, DEMO.premium, DEMO.password);
    await page.goto("/analytics");
    const [json] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-json").click()]);
    expect(json.suggestedFilename()).toMatch(/^rhythm-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(await fs.readFile((await json.path())!, "utf8")) as {
      profile: { email: string };
      plans: unknown[];
      blocks: unknown[];
      moods: Array<{ score: number }>;
      habits: unknown[];
      habitCheckIns: unknown[];
      rewardLedger: unknown[];
      rewardItems: unknown[];
      badges: unknown[];
    };
    expect(data.profile.email).toBe(DEMO.premium);
    expect(data.plans.length).toBeGreaterThan(30);
    expect(data.blocks.length).toBeGreaterThan(200);
    expect(data.moods.length).toBeGreaterThan(30);
    // The demo's seeded habits (4, with 60 days of check-ins), their points and two rewards to buy.
    expect(data.habits.length).toBeGreaterThanOrEqual(4);
    expect(data.habitCheckIns.length).toBeGreaterThan(30);
    expect(data.rewardLedger.length).toBeGreaterThan(0);
    expect(data.rewardItems.length).toBeGreaterThanOrEqual(2);
    expect(Array.isArray(data.badges)).toBe(true);

    const [csv] = await Promise.all([page.waitForEvent("download"), page.getByTestId("export-csv").click()]);
    expect(csv.suggestedFilename()).toMatch(/^rhythm-export-\d{4}-\d{2}-\d{2}\.csv$/);
    const lines = (await fs.readFile((await csv.path())!, "utf8")).replace(/^\uFEFF/, "").split("\n");
    expect(lines[0].startsWith("kind,")).toBe(true);
    const kinds = new Set(
      lines
        .slice(1)
        .filter(Boolean)
        .map((l) => l.split(",")[0]),
    );
    expect([...kinds].sort()).toEqual(
      expect.arrayContaining([
        "block",
        "habit",
        "habitCheckIn",
        "mood",
        "plan",
        "profile",
        "rewardEntry",
        "rewardItem",
      ]),
    );
    for (const kind of kinds)
      expect([
        "badge",
        "block",
        "habit",
        "habitCheckIn",
        "mood",
        "plan",
        "profile",
        "rewardEntry",
        "rewardItem",
      ]).toContain(kind);
  });

  test("the mood API refuses bad input and saves nothing; other users' ids are 404; free users 403", async ({
    page,
    premiumUser,
    baseURL,
  }) => {
    const count = async () =>
      ((await (await page.request.get(`/api/moods?from=${today()}&to=${today()}`)).json()) as { moods: unknown[] })
        .moods.length;
    const before = await count();
    const bad = [
      { date: today(), score: 6 },
      { date: today(), score: 0 },
      { date: today(), score: 3, mood: "extra" },
      { date: today(), score: 3, note: "x".repeat(2001) },
      { date: today(), score: 3, tags: Array.from({ length: 21 }, (_, i) => `t${i}`) },
      { date: "2026-02-30", score: 3 },
    ];
    for (const body of bad) {
      const res = await page.request.post("/api/moods", { data: body });
      expect(res.status(), JSON.stringify(body).slice(0, 60)).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    }
    expect(await count()).toBe(before);
    expect((await page.request.patch("/api/moods/not-a-real-id", { data: { score: 2 } })).status()).toBe(404);
    expect((await page.request.get("/api/analytics?from=2024-01-01&to=2026-01-01")).status()).toBe(400);

    // The demo free account is refused (it only reads: nothing of it changes).
    const free = await signInContext(baseURL!, DEMO.free, DEMO.password);
    expect((await free.post("/api/moods", { data: { date: today(), score: 3 } })).status()).toBe(403);
    expect((await free.get(`/api/analytics?from=${today()}&to=${today()}`)).status()).toBe(403);
    await free.dispose();
  });
});

// Independent of each other (not serial): one page's finding does not hide the others'.
test.describe("mood and analytics: accessibility and right to left", () => {
  // English light and Arabic dark: e2e/axe-roles.spec.ts's passes over every premium page.
  for (const locale of ["en", "es", "ar"] as const) {
    for (const theme of ["light", "dark"] as const) {
      if ((locale === "en" && theme === "light") || (locale === "ar" && theme === "dark")) continue;
      test(`axe: /mood and /analytics in ${locale}, ${theme}`, async ({ page, hydrated }) => {
        // Three pages, each loaded, hydrated and run through axe: about 55 s on a loaded machine.
        test.slow();
        await page.addInitScript((t) => localStorage.setItem("rhythm.theme", t), theme);
        await signInPage(page, DEMO.premium, DEMO.password);
        const violations: string[] = [];
        for (const path of ["/mood", "/analytics?range=90d", "/dashboard"]) {
          await page.goto(`/${locale}${path}`);
          // The whole page, client parts included (the dashboard's planner is a chunk of its own).
          await hydrated();
          if (path === "/mood") await hydrated(page.getByTestId("mood-form"));
          if (path === "/dashboard") await new DashboardPage(page, locale).ready();
          if (theme === "dark") await expect(page.locator("html")).toHaveClass(/\bdark\b/);
          // The charts are drawn by then: recharts renders on the client.
          if (path.startsWith("/analytics")) await expect(page.locator(".recharts-surface").first()).toBeAttached();
          const results = await new AxeBuilder({ page }).analyze();
          violations.push(
            ...results.violations.map(
              (v) =>
                `${path}: ${v.id}: ${v.nodes
                  .map((n) => n.target.join(" "))
                  .slice(0, 3)
                  .join(" | ")}`,
            ),
          );
        }
        expect(violations).toEqual([]);
      });
    }
  }

  test("Arabic is mirrored: page, year grid and charts read right to left", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signInPage(page, DEMO.premium, DEMO.password);
    await page.goto("/ar/analytics?range=30d");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.getByRole("heading", { level: 2, name: "المخطط مقابل المنجز" })).toBeVisible();
    const planned = page.getByTestId("section-planned");
    await expect(planned.locator(".recharts-surface").first()).toBeAttached();
    // recharts draws tick labels in a layer of their own, named after the axis type.
    const ticks = planned.locator(".recharts-xAxis-tick-labels text");
    await expect(ticks.first()).toBeAttached();
    expect(await ticks.count()).toBeGreaterThan(1);
    const firstTick = (await ticks.first().boundingBox())!;
    const lastTick = (await ticks.last().boundingBox())!;
    // The earliest day is on the right.
    expect(firstTick.x).toBeGreaterThan(lastTick.x);
    // The first value axis (hours) sits on the right.
    const yAxis = (await planned.locator(".recharts-yAxis-tick-labels").first().boundingBox())!;
    const chart = (await planned.locator(".recharts-wrapper").first().boundingBox())!;
    expect(yAxis.x).toBeGreaterThan(chart.x + chart.width / 2);
    // No horizontal overflow of the page at phone width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await page.goto("/ar/mood");
    const cells = page.getByTestId("mood-year-grid").locator("i");
    const oldest = (await cells.first().boundingBox())!;
    const newest = (await cells.last().boundingBox())!;
    expect(oldest.x).toBeGreaterThan(newest.x);
  });
});
