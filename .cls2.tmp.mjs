import { chromium } from "@playwright/test";
const [base, path] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox"] });
const ctx = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true });
const cookie = (await import("node:fs")).readFileSync("/tmp/cookie.txt", "utf8");
await ctx.addCookies(cookie.split("; ").map((p) => { const i = p.indexOf("="); return { name: p.slice(0, i), value: p.slice(i + 1), url: base }; }));
const page = await ctx.newPage();
const cdp = await ctx.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
await page.addInitScript(() => {
  window.__log = [];
  const t0 = performance.now();
  const snap = () => { const el = document.querySelector(".rhythm-calendar [role=row] , .rhythm-calendar .fc-2z"); const sc = document.querySelector(".rhythm-calendar .fc-6w, .rhythm-calendar [style*='overflow']"); const title = document.querySelector("h2"); window.__log.push(Math.round(performance.now()-t0) + " lane0h=" + (document.querySelector('.rhythm-calendar .fc-2z')?.getBoundingClientRect().height ?? '-') + " scrollTop=" + (sc?.scrollTop ?? '-') + " toolbarH=" + (document.querySelector('[data-testid=calendar-toolbar]')?.getBoundingClientRect().height ?? '-') + " quickY=" + (document.querySelector('[data-testid=quick-add]')?.getBoundingClientRect().y ?? '-')); };
  const iv = setInterval(snap, 50); setTimeout(() => clearInterval(iv), 6000);
});
await page.goto(base + path, { waitUntil: "networkidle" });
await page.waitForTimeout(2000);
const log = await page.evaluate(() => window.__log);
let last = ""; for (const l of log) { const k = l.replace(/^\d+ /, ""); if (k !== last) console.log(l); last = k; }
await browser.close();
