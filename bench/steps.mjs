#!/usr/bin/env node
/**
 * The steps a new user timed over a second (issue 24, item 14), measured in Chromium against a
 * running production build: sign-in (button pressed -> the home page's heading), saving the
 * language in settings (pressed -> the page back in the new language), the admin console's load,
 * saving a new habit (pressed -> its card), and each signed-in page's load (navigation -> its
 * heading, hydrated). RUNS (5) rounds; medians and worst reported, target < 1000 ms each.
 *
 *   npm run build && npm start &            # or NEXT_DIST_DIR=.next-bench npx next start -p 3000
 *   BASE_URL=http://localhost:3000 node bench/steps.mjs
 *
 * Uses the demo accounts (demo@ and admin@rhythm.local); the habit and language changes are put
 * back after each round (the habit is deleted, the language set to English). Writes
 * bench/results/steps.json.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3000";
const RUNS = Number(process.env.RUNS ?? 5);
const PASSWORD = process.env.PASSWORD ?? "rhythm-demo";
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PAGES = ["/dashboard", "/calendar", "/habits", "/mood", "/analytics", "/rewards", "/settings", "/profile"];

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : Math.round((s[s.length / 2 - 1] + s[s.length / 2]) / 2);
};
const times = new Map();
const record = (name, ms) => times.set(name, [...(times.get(name) ?? []), Math.round(ms)]);

const browser = await chromium.launch({ executablePath: CHROME, args: ["--headless", "--no-sandbox"] });

/** Milliseconds `action` takes until `done` resolves. */
async function timed(action, done) {
  const start = performance.now();
  await Promise.all([done(), action()]);
  return performance.now() - start;
}

/** A fresh context signed in through the form; the sign-in itself is timed. */
async function signedIn(email, home) {
  const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto("/auth");
  await page.getByRole("button", { name: "Sign in", exact: true }).waitFor();
  await page.waitForFunction(() => document.readyState === "complete");
  await page.getByLabel("Email", { exact: true }).fill(email);
  await page.getByLabel("Password", { exact: true }).fill(PASSWORD);
  const ms = await timed(
    () => page.getByRole("button", { name: "Sign in", exact: true }).click(),
    async () => {
      await page.waitForURL((url) => url.pathname === home, { timeout: 30_000 });
      await page.getByRole("heading", { level: 1 }).first().waitFor();
    },
  );
  return { context, page, ms };
}

async function pageLoad(page, path) {
  return timed(
    () => page.goto(path, { waitUntil: "commit" }),
    async () => {
      await page.waitForURL((url) => url.pathname === path);
      await page.getByRole("heading", { level: 1 }).first().waitFor();
      await page.waitForFunction(() => document.readyState === "complete");
    },
  );
}

for (let run = 0; run < RUNS; run++) {
  const premium = await signedIn("demo@rhythm.local", "/dashboard");
  record("sign-in (premium)", premium.ms);
  const { page } = premium;
  for (const path of PAGES) record(`load ${path}`, await pageLoad(page, path));

  // A new habit, saved from the dialog; deleted again through the API afterwards.
  await page.goto("/habits");
  await page.waitForFunction(() => document.readyState === "complete");
  await page.getByRole("button", { name: "New habit" }).click();
  const dialog = page.getByRole("dialog", { name: "New habit" });
  const name = `Bench ${Date.now()}`;
  await dialog.getByLabel("Name").fill(name);
  record(
    "save a habit",
    await timed(
      () => dialog.getByRole("button", { name: "Save habit" }).click(),
      () => page.locator(`[data-testid="habit-card"][data-habit="${name}"]`).waitFor(),
    ),
  );
  const list = await (await page.request.get("/api/habits")).json();
  const made = (list.habits ?? list).find?.((h) => h.name === name);
  if (made) await page.request.delete(`/api/habits/${made.id}`);

  // Saving the language: Spanish, until the settings page is back in Spanish; then English again.
  await page.goto("/settings");
  await page.waitForFunction(() => document.readyState === "complete");
  await page.getByLabel("Language").selectOption("es");
  record(
    "save the language",
    await timed(
      () => page.getByRole("button", { name: "Save Changes" }).click(),
      () => page.waitForURL((url) => url.pathname === "/es/settings", { timeout: 30_000 }),
    ),
  );
  await page.locator("html[lang=es]").waitFor({ state: "attached" });
  await page.getByLabel("Idioma").selectOption("en");
  await Promise.all([
    page.waitForURL((url) => url.pathname === "/settings", { timeout: 30_000 }),
    page.getByRole("button", { name: "Guardar cambios" }).click(),
  ]);
  await premium.context.close();

  const admin = await signedIn("admin@rhythm.local", "/admin");
  record("sign-in (admin, lands on /admin)", admin.ms);
  record("load /admin", await pageLoad(admin.page, "/admin"));
  await admin.context.close();
}
await browser.close();

const results = [...times].map(([step, ms]) => ({ step, median: median(ms), worst: Math.max(...ms), runs: ms }));
for (const r of results)
  console.log(
    `${r.step.padEnd(36)} median ${String(r.median).padStart(5)} ms  worst ${String(r.worst).padStart(5)} ms`,
  );
const out = join(dirname(fileURLToPath(import.meta.url)), "results", "steps.json");
mkdirSync(dirname(out), { recursive: true });
writeFileSync(out, JSON.stringify({ baseUrl: BASE_URL, runs: RUNS, at: new Date().toISOString(), results }, null, 2));
console.log(`\nwritten to ${out}`);
