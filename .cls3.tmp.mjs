import { chromium } from "@playwright/test";
const [base, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true, hasTouch: true });
const cookie = (await import("node:fs")).readFileSync("/tmp/cookie.txt", "utf8");
await ctx.addCookies(cookie.split("; ").map((p) => { const i = p.indexOf("="); return { name: p.slice(0, i), value: p.slice(i + 1), url: base }; }));
const page = await ctx.newPage();
await page.addInitScript(() => {
  window.__log = [];
  const t0 = performance.now();
  const snap = () => {
    const labels = [...document.querySelectorAll(".rhythm-calendar [role=rowheader]")].slice(0, 4).map((e) => Math.round(e.getBoundingClientRect().y) + ":" + (e.textContent || "").trim());
    const sc = [...document.querySelectorAll(".rhythm-calendar *")].find((e) => e.scrollTop > 0);
    window.__log.push(Math.round(performance.now() - t0) + " " + labels.join(",") + " scroll=" + (sc ? sc.scrollTop : 0) + " title=" + (document.querySelector("[data-testid=calendar-title]")?.textContent || ""));
    if (performance.now() - t0 < 8000) requestAnimationFrame(snap);
  };
  requestAnimationFrame(snap);
});
await page.goto(base + path, { waitUntil: "networkidle" });
await page.waitForTimeout(1500);
const log = await page.evaluate(() => window.__log);
let last = ""; for (const l of log) { const k = l.replace(/^\d+ /, ""); if (k !== last) console.log(l); last = k; }
await browser.close();
