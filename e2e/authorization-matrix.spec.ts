/**
 * Every route of the spec's table x every kind of visitor -> the expected page, redirect or 404,
 * once through the proxy and once against a server whose proxy sign-in filter is off (the server
 * guards alone). Also: RSC and prefetch requests for a premium page never carry premium content.
 * Needs direct database access to create the accounts, so it runs on PostgreSQL (as in CI).
 */
import { expect, request as playwrightRequest, test, type APIRequestContext } from "@playwright/test";
import { signInContext, uniqueEmail } from "./helpers/auth";
import { createUser, hasDatabaseAccess } from "./helpers/db";

test.skip(!hasDatabaseAccess, "needs TEST_DATABASE_URL (PostgreSQL) to create accounts in each state");

type Persona = "visitor" | "notOnboarded" | "free" | "premium" | "expired" | "freeYear" | "admin";
type Outcome = 200 | 404 | "/auth" | "/onboarding" | "/pricing" | "/dashboard" | "/subscription" | "/admin";

const DAY = 24 * 60 * 60 * 1000;
const PASSWORD = "matrix-password-42";
const premiumPages = ["/dashboard", "/calendar", "/habits", "/mood", "/analytics", "/rewards"];
const memberPages = ["/profile", "/settings", "/subscription"];

/** Each role's home (src/lib/home-path.ts, issue 24): where /auth and /onboarding send a signed-in visitor. */
function home(who: Exclude<Persona, "visitor">): Outcome {
  if (who === "admin") return "/admin";
  if (who === "notOnboarded") return "/onboarding";
  return who === "premium" || who === "freeYear" ? "/dashboard" : "/subscription";
}

function expected(route: string, who: Persona): Outcome {
  const signedIn = who !== "visitor";
  if (premiumPages.includes(route)) {
    if (!signedIn) return "/auth";
    if (who === "notOnboarded") return "/onboarding";
    return who === "premium" || who === "freeYear" ? 200 : "/pricing";
  }
  if (memberPages.includes(route)) {
    if (!signedIn) return "/auth";
    return who === "notOnboarded" ? "/onboarding" : 200;
  }
  switch (route) {
    case "/":
    case "/pricing":
    case "/affiliate":
      return 200;
    case "/auth":
      return who === "visitor" ? 200 : home(who);
    case "/admin":
      return !signedIn ? "/auth" : who === "admin" ? 200 : 404;
    case "/admin-setup":
      return 404; // an admin exists
    case "/onboarding":
      return who === "visitor" ? "/auth" : who === "notOnboarded" ? 200 : home(who);
    case "/checkout":
    case "/subscribe":
      if (!signedIn) return "/auth";
      return who === "notOnboarded" ? "/onboarding" : "/pricing"; // no plan chosen: pick one first
    case "/affiliate/dashboard/not-an-affiliate":
      // Only that affiliate, or an admin, may see an affiliate's dashboard; an id that is no
      // affiliate's is a 404 for everyone (admins included).
      return !signedIn ? "/auth" : 404;
    default:
      return 404;
  }
}

const routes = [
  "/",
  "/auth",
  "/pricing",
  "/checkout",
  "/subscribe",
  "/onboarding",
  "/admin-setup",
  "/affiliate",
  "/affiliate/dashboard/not-an-affiliate",
  ...premiumPages,
  ...memberPages,
  "/admin",
  "/no-such-page",
];

const personas: Persona[] = ["visitor", "notOnboarded", "free", "premium", "expired", "freeYear", "admin"];
const contexts = new Map<string, APIRequestContext>();

async function context(base: string, who: Persona, emails: Record<Persona, string>) {
  const key = `${base}|${who}`;
  if (!contexts.has(key)) {
    contexts.set(
      key,
      who === "visitor"
        ? await playwrightRequest.newContext({ baseURL: base, maxRedirects: 0 })
        : await signInContext(base, emails[who], PASSWORD),
    );
  }
  return contexts.get(key)!;
}

const emails = Object.fromEntries(personas.map((p) => [p, uniqueEmail(`matrix-${p.toLowerCase()}`)])) as Record<
  Persona,
  string
>;

test.beforeAll(async () => {
  const now = Date.now();
  await createUser({ email: emails.notOnboarded, password: PASSWORD, onboarded: false });
  await createUser({ email: emails.free, password: PASSWORD });
  await createUser({
    email: emails.premium,
    password: PASSWORD,
    tier: "monthly",
    status: "active",
    endDate: new Date(now + 20 * DAY),
  });
  await createUser({
    email: emails.expired,
    password: PASSWORD,
    tier: "yearly",
    status: "active",
    endDate: new Date(now - DAY),
  });
  await createUser({
    email: emails.freeYear,
    password: PASSWORD,
    tier: "free_year",
    status: "active",
    endDate: new Date(now + 300 * DAY),
  });
  await createUser({ email: emails.admin, password: PASSWORD, role: "admin" });
});

test.afterAll(async () => {
  for (const ctx of contexts.values()) await ctx.dispose();
});

for (const mode of ["proxy", "no-proxy"] as const) {
  test.describe(`authorization matrix (${mode})`, () => {
    for (const who of personas) {
      test(`${who}`, async ({ baseURL }) => {
        const base = mode === "proxy" ? baseURL! : baseURL!.replace(/:(\d+)$/, (_m, p: string) => `:${Number(p) + 1}`);
        const ctx = await context(base, who, emails);
        const problems: string[] = [];
        for (const route of routes) {
          const want = expected(route, who);
          const res = await ctx.get(route);
          const status = res.status();
          const location = res.headers()["location"] ?? "";
          const path = location ? new URL(location, base).pathname : "";
          const ok = typeof want === "number" ? status === want : status >= 300 && status < 400 && path === want;
          if (!ok) problems.push(`${route}: expected ${want}, got ${status} ${location}`);
        }
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe("requests that try to skip the guards", () => {
  const variants: Array<Record<string, string>> = [
    { "x-middleware-subrequest": "middleware:middleware:middleware:middleware:middleware" },
    { RSC: "1" },
    { RSC: "1", "Next-Router-Prefetch": "1" },
    { "Next-Router-Prefetch": "1" },
  ];
  for (const headers of variants) {
    test(`free user, ${JSON.stringify(headers)}`, async ({ baseURL }) => {
      const ctx = await context(baseURL!, "free", emails);
      for (const path of ["/dashboard", "/dashboard?_rsc=abc12", "/habits?_rsc=1"]) {
        const res = await ctx.get(path, { headers });
        const body = await res.text();
        // Premium pages mark their <main> with data-premium; the page's texts themselves travel in
        // every page's message bundle, so the marker is what tells premium markup apart.
        expect(body, `${path} ${JSON.stringify(headers)}`).not.toContain("data-premium");
      }
    });
  }
});
