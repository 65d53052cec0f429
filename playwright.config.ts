/**
 * End-to-end tests against a production build (`next build` + `next start`) in Debian's
 * Chromium. The server gets a fresh database: a new PostgreSQL database when TEST_DATABASE_URL is
 * set, a fresh embedded PGlite directory otherwise (see e2e/serve.mjs).
 */
import { defineConfig, devices } from "@playwright/test";

const port = Number(process.env.E2E_PORT ?? 3100);
// On PostgreSQL a second server without the proxy's sign-in filter shares the database, so the
// authorization matrix can prove that the server-side guards refuse on their own.
const usesPostgres = !!process.env.TEST_DATABASE_URL;
process.env.E2E_DB_NAME ??= `rhythm_e2e_${Date.now()}`;
export const NO_PROXY_PORT = port + 1;
// localhost, not 127.0.0.1: Next and Auth.js name the host "localhost" when building callback URLs.
const baseURL = `http://localhost:${port}`;
const chromium = process.env.CHROME_PATH ?? "/usr/bin/chromium";

export default defineConfig({
  testDir: "./e2e",
  outputDir: process.env.E2E_OUTPUT ?? "test-results",
  // Every test makes the accounts it changes (e2e/fixtures.ts), so tests run side by side, in any
  // order: two workers by default (the machines have two cores), E2E_WORKERS to choose.
  fullyParallel: true,
  workers: Number(process.env.E2E_WORKERS ?? 2),
  retries: process.env.CI ? 1 : 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [["list"]] : [["list"], ["html", { open: "never" }]],
  use: {
    baseURL,
    // A failed test's retry records a trace (DOM snapshots of every step); every failure keeps a
    // screenshot. Recording a trace for every test, to keep only the failures', cost every passing
    // test its snapshots; CI retries once, so a failure still comes with its trace. No screencast:
    // encoding frames took a fifth of Chromium's CPU time.
    trace: { mode: process.env.CI ? "on-first-retry" : "retain-on-failure", screenshots: false },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: chromium,
      args: [
        "--headless",
        "--no-sandbox",
        "--disable-gpu",
        "--disable-background-networking",
        "--disable-component-update",
        "--disable-sync",
        "--no-first-run",
        "--disable-quic",
      ],
    },
  },
  projects: [{ name: "chromium", use: { ...devices["Desktop Chrome"] } }],
  webServer: [
    {
      command: "node e2e/serve.mjs",
      url: `${baseURL}/api/health`,
      timeout: 900_000,
      reuseExistingServer: false,
      gracefulShutdown: { signal: "SIGTERM", timeout: 10_000 },
      stdout: "pipe",
      stderr: "pipe",
      env: { E2E_PORT: String(port), E2E_DB_NAME: process.env.E2E_DB_NAME },
    },
    ...(usesPostgres
      ? [
          {
            command: "node e2e/serve.mjs",
            url: `http://localhost:${NO_PROXY_PORT}/api/health`,
            timeout: 900_000,
            reuseExistingServer: false,
            gracefulShutdown: { signal: "SIGTERM" as const, timeout: 10_000 },
            stdout: "pipe" as const,
            stderr: "pipe" as const,
            env: {
              E2E_PORT: String(NO_PROXY_PORT),
              E2E_DB_NAME: process.env.E2E_DB_NAME,
              E2E_SECONDARY: "1",
              PROXY_AUTH_FILTER: "off",
            },
          },
        ]
      : []),
  ],
});
