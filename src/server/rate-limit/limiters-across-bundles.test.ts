/**
 * Route handlers and server actions are bundled separately, each with its own copy of our modules
 * and of rate-limiter-flexible, while the limiters are shared through globalThis. Two isolated
 * module registries play two bundles here: a limit reached through one copy must answer 429 with
 * the rate-limit message through the other (it answered 500 when errors were told by `instanceof`).
 * The real resend route and settings action are exercised end to end in e2e/hardening-auth.spec.ts.
 */
import { resetAllLimitsForTests } from "./limiters";

type Bundle = {
  limiters: typeof import("./limiters");
  routeHandler: typeof import("@/server/http/route-handler");
  errors: typeof import("@/lib/errors");
};

function loadBundle(): Bundle {
  let bundle: Bundle | undefined;
  jest.isolateModules(() => {
    /* eslint-disable @typescript-eslint/no-require-imports -- a second copy of the modules needs a fresh require */
    bundle = {
      limiters: require("./limiters"),
      routeHandler: require("@/server/http/route-handler"),
      errors: require("@/lib/errors"),
    };
    /* eslint-enable @typescript-eslint/no-require-imports */
  });
  return bundle!;
}

const request = () => new Request("http://localhost/api/auth/resend-verification", { method: "POST" });

beforeEach(() => resetAllLimitsForTests());

test("the copies really are distinct: instanceof fails across them, isAppError does not", () => {
  const a = loadBundle();
  const b = loadBundle();
  const err = b.errors.rateLimited(5);
  expect(err instanceof a.errors.AppError).toBe(false);
  expect(a.errors.isAppError(err)).toBe(true);
  expect(a.errors.isAppError(err) && err.code).toBe("rate_limited");
  expect(a.errors.isAppError(new Error("rate_limited"))).toBe(false);
  expect(a.errors.isAppError({ code: "rate_limited", status: 429, messageKey: "errors.rateLimited" })).toBe(false);
});

test("one limiter used from two bundles (the resend route's and the settings action's): 429 and the message, never 500", async () => {
  const routeBundle = loadBundle();
  const actionBundle = loadBundle();
  // The route's copy creates the shared limiter first...
  const resend = routeBundle.routeHandler.route(async () => {
    await routeBundle.limiters.consume("resendIp", "203.0.113.1");
    return Response.json({ sent: true });
  });
  expect((await resend(request(), undefined)).status).toBe(200);

  // ...and the other copy uses it (as the settings action does, per user): its rejections come from
  // the other copy of the library, and the other copy's wrapper must still see a 429.
  const save = actionBundle.routeHandler.route(async () => {
    await actionBundle.limiters.consume("resendIp", "email-change:user-1");
    return Response.json({ saved: true });
  });
  const statuses: number[] = [];
  for (let i = 0; i < 11; i++) statuses.push((await save(request(), undefined)).status);
  expect(statuses).toEqual([...Array(10).fill(200), 429]);
  const refusal = await save(request(), undefined);
  expect((await refusal.json()).error).toMatch(/^Too many attempts\. Please wait \d+ seconds and try again\.$/);

  // The route, through its own copy, reaches the limit on the limiter it created...
  for (let i = 0; i < 9; i++) expect((await resend(request(), undefined)).status).toBe(200);
  const limited = await resend(request(), undefined);
  expect(limited.status).toBe(429);
  expect(limited.headers.get("retry-after")).toMatch(/^\d+$/);
  expect((await limited.json()).error).toMatch(/^Too many attempts/);

  // ...and a route wrapper from the action's copy turns the other copy's 429 into a 429 too.
  const crossRoute = actionBundle.routeHandler.route(async () => {
    await routeBundle.limiters.consume("resendIp", "203.0.113.1");
    return Response.json({ sent: true });
  });
  expect((await crossRoute(request(), undefined)).status).toBe(429);
});
