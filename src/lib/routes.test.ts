/**
 * The prerendered pages ((shell)/**) have no server render to guard them: the proxy guards exactly the
 * paths listed in PRERENDERED_PREMIUM_PAGES and PRERENDERED_MEMBER_PAGES (src/proxy.ts). A page moved
 * into (shell) without being listed would be served to anyone; one listed but not there is a stale entry.
 */
import { readdirSync, existsSync } from "node:fs";
import { join } from "node:path";
import { MEMBER_ROUTES, PREMIUM_ROUTES, PRERENDERED_MEMBER_PAGES, PRERENDERED_PREMIUM_PAGES } from "./routes";

const SHELL = join(process.cwd(), "src/app/[locale]/(shell)");

test("every page in (shell) is guarded by the proxy, and each guarded page is there", () => {
  const pages = readdirSync(SHELL, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(SHELL, d.name, "page.tsx")))
    .map((d) => `/${d.name}`)
    .sort();
  expect(pages).toEqual([...PRERENDERED_PREMIUM_PAGES, ...PRERENDERED_MEMBER_PAGES].sort());
});

test("the guard asked of each prerendered page is the route table's", () => {
  for (const p of PRERENDERED_PREMIUM_PAGES) expect(PREMIUM_ROUTES).toContain(p);
  for (const p of PRERENDERED_MEMBER_PAGES) expect(MEMBER_ROUTES).toContain(p);
});
