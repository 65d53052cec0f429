#!/usr/bin/env node
/**
 * The calendar page's speed (issue 12): with 300 blocks in view (a week), how soon the page is
 * interactive, and the drag-and-drop save round-trip (pointer released -> PATCH answered).
 *
 *   BASE_URL=http://localhost:3300 node bench/calendar-page.mjs
 *
 * Against a production build (`next build && next start`, see README). Signs in as EMAIL /
 * PASSWORD (the demo premium account by default) and seeds the blocks through the calendar API
 * (POST /api/calendar/blocks) in the week of WEEK_OF (default: the Sunday five weeks after today's
 * week; the API takes dates up to two years ahead), once.
 *
 * "Interactive" is measured in the browser: navigation start -> the 300th block is in the DOM and
 * the main thread has had no long task (> 50 ms) for 500 ms after it (the TTI rule, from a
 * PerformanceObserver of long tasks). Targets: interactive < 1500 ms, drag round-trip p50 < 150 ms.
 * ROUNDS (default 5) page loads, DRAGS (default 30) drags; medians reported.
 */
import { chromium } from "@playwright/test";

const BASE_URL = process.env.BASE_URL ?? "http://localhost:3300";
const EMAIL = process.env.EMAIL ?? "demo@rhythm.local";
const PASSWORD = process.env.PASSWORD ?? "rhythm-demo";
const WEEK_OF = process.env.WEEK_OF ?? defaultWeek();
const ROUNDS = Number(process.env.ROUNDS ?? 5);
const DRAGS = Number(process.env.DRAGS ?? 30);
const BLOCKS = 300;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";

const addDays = (date, n) => {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
function defaultWeek() {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - d.getUTCDay() + 35);
  return d.toISOString().slice(0, 10);
}
const hhmm = (m) => `${String(Math.floor(m / 60)).padStart(2, "0")}:${String(m % 60).padStart(2, "0")}`;
const quantile = (xs, q) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor(q * s.length))];
};

const browser = await chromium.launch({ executablePath: CHROME, args: ["--headless", "--no-sandbox"] });
const context = await browser.newContext({ baseURL: BASE_URL, viewport: { width: 1440, height: 1000 } });
const api = context.request;
const { csrfToken } = await (await api.get("/api/auth/csrf")).json();
const signIn = await api.post("/api/auth/callback/credentials", {
  form: { csrfToken, email: EMAIL, password: PASSWORD },
  maxRedirects: 0,
});
if (signIn.status() !== 302) throw new Error(`sign-in failed: ${signIn.status()}`);

// Seed: 300 blocks over the 7 days, 43 a day from 06:00 in 20-minute steps (kinds in turn).
const to = addDays(WEEK_OF, 6);
const existing = (await (await api.get(`/api/calendar?from=${WEEK_OF}&to=${to}`)).json()).blocks;
const kinds = ["task", "event", "meal", "break", "habit"];
for (let i = existing.length; i < BLOCKS; i++) {
  const day = i % 7;
  const slot = Math.floor(i / 7);
  const start = 6 * 60 + slot * 20;
  const res = await api.post("/api/calendar/blocks", {
    data: {
      date: addDays(WEEK_OF, day),
      start: hhmm(start),
      end: hhmm(start + 15),
      title: `Bench block ${i + 1}`,
      kind: kinds[i % kinds.length],
    },
  });
  if (res.status() !== 201) throw new Error(`seeding block ${i + 1}: ${res.status()} ${await res.text()}`);
}
const inView = (await (await api.get(`/api/calendar?from=${WEEK_OF}&to=${to}`)).json()).blocks.length;
console.log(`blocks in the week of ${WEEK_OF}: ${inView}`);

await context.addInitScript(() => {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, end: e.startTime + e.duration });
  }).observe({ type: "longtask", buffered: true });
});

const loads = [];
for (let round = 0; round < ROUNDS + 1; round++) {
  const page = await context.newPage();
  await page.goto(`/calendar?date=${WEEK_OF}`, { waitUntil: "commit" });
  const rendered = await page.waitForFunction(
    (n) => (document.querySelectorAll(".rhythm-calendar .rhythm-event").length >= n ? performance.now() : false),
    inView,
    { timeout: 60_000, polling: "raf" },
  );
  const renderedAt = await rendered.jsonValue();
  await page.waitForTimeout(1500);
  const interactive = await page.evaluate((at) => {
    // The end of the last long task that a 500 ms quiet window does not follow, from the render on.
    let t = at;
    for (const task of window.__longTasks.sort((a, b) => a.start - b.start))
      if (task.end > t && task.start < t + 500) t = task.end;
    return t;
  }, renderedAt);
  const nav = await page.evaluate(() => performance.getEntriesByType("navigation")[0].toJSON());
  // The first load warms the server and the browser cache: not counted.
  if (round > 0)
    loads.push({
      rendered: renderedAt,
      interactive,
      domContentLoaded: nav.domContentLoadedEventEnd,
      longTasks: await page.evaluate(() => window.__longTasks.length),
    });
  if (round < ROUNDS) await page.close();
  else {
    // Drag and drop on the last page: one block back and forth by 30 minutes, timing release -> PATCH answer.
    const times = [];
    const leaves = [];
    const target = page
      .locator(".rhythm-calendar .rhythm-event")
      .filter({ has: page.getByText("Bench block 1", { exact: true }) });
    for (let i = 0; i < DRAGS; i++) {
      await target.scrollIntoViewIfNeeded();
      const box = await target.boundingBox();
      const slot = await page.locator('.rhythm-calendar [data-time="06:30:00"]').last().boundingBox();
      const first = await page.locator('.rhythm-calendar [data-time="06:00:00"]').last().boundingBox();
      const dy = (slot.y - first.y) * (i % 2 === 0 ? 1 : -1);
      const x = box.x + box.width / 2;
      // The middle of the block: its top and bottom edges resize it (issue 23).
      const y = box.y + box.height / 2;
      await page.mouse.move(x, y);
      await page.mouse.down();
      for (let s = 1; s <= 6; s++) await page.mouse.move(x, y + (dy * s) / 6);
      const isPatch = (r) => r.url().includes("/api/calendar/blocks/") && r.method() === "PATCH";
      const answered = page.waitForResponse((r) => isPatch(r.request()));
      let left = 0;
      const sent = page.waitForRequest(isPatch).then(() => (left = Date.now()));
      const t0 = Date.now();
      await page.mouse.up();
      const res = await answered;
      times.push(Date.now() - t0);
      await sent;
      leaves.push(left - t0);
      if (res.status() !== 200) throw new Error(`drag ${i + 1}: ${res.status()}`);
      await page.waitForTimeout(150);
    }
    console.log(
      `drag-and-drop save round-trip (${DRAGS} drags): p50 ${quantile(times, 0.5)} ms, p90 ${quantile(times, 0.9)} ms, max ${Math.max(...times)} ms (target p50 < 150 ms)`,
    );
    console.log(`of which release -> request sent: p50 ${quantile(leaves, 0.5)} ms, p90 ${quantile(leaves, 0.9)} ms`);
  }
}
const med = (k) =>
  Math.round(
    quantile(
      loads.map((l) => l[k]),
      0.5,
    ),
  );
console.log(`page loads: ${loads.length} (after one warm-up)`);
console.log(
  `DOMContentLoaded p50 ${med("domContentLoaded")} ms; ${inView} blocks rendered p50 ${med("rendered")} ms; interactive p50 ${med("interactive")} ms (target < 1500 ms); long tasks per load p50 ${med("longTasks")}`,
);
await browser.close();
