/**
 * Sign-in limits around the credentials callback: a hard limit per account and client address, a
 * slowdown (never a block) per account across addresses, a limit per address across accounts; the
 * hard limits counted before the password check. A stranger cannot lock the owner out. The callback stand-in plays
 * Auth.js's part (argon2 against the real row, then a redirect with or without `error=`).
 */
import { verify } from "@node-rs/argon2";
import { testDatabaseKind, setupTestDatabase } from "@/server/db/test-database";
import { CLIENT_IP_HEADER } from "@/server/http/client-ip";
import { resetAllLimitsForTests } from "@/server/rate-limit/limiters";
import { unsafeFindUserByEmail } from "@/server/users/queries";
import { insertTestUser, uniqueTestEmail } from "@/server/users/testing/user-fixtures";
import { clearSignInLimits, slowdownMs, SLOWDOWN_AFTER, throttleCredentials } from "./credentials-throttle";
import { hashPassword } from "./sign-up";
import { logger } from "@/server/logger";

setupTestDatabase();

const PASSWORD = "the-right-passphrase";
let evaluations = 0;

async function callback(request: Request): Promise<Response> {
  evaluations += 1;
  const form = await request.formData();
  const user = await unsafeFindUserByEmail(String(form.get("email")));
  const ok = !!user?.passwordHash && (await verify(user.passwordHash, String(form.get("password"))).catch(() => false));
  return new Response(null, {
    status: 302,
    headers: { location: ok ? "http://localhost/dashboard" : "http://localhost/auth?error=CredentialsSignin" },
  });
}

function attempt(email: string, password: string, socket: string | null, forwardedFor?: string): Promise<Response> {
  const headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" };
  if (socket) headers[CLIENT_IP_HEADER] = socket;
  if (forwardedFor) headers["x-forwarded-for"] = forwardedFor;
  return throttleCredentials(
    new Request("http://localhost/api/auth/callback/credentials", {
      method: "POST",
      headers,
      body: new URLSearchParams({ email, password, csrfToken: "x" }),
    }),
    callback,
  );
}

async function account(): Promise<string> {
  const email = uniqueTestEmail("throttle");
  await insertTestUser({ email, passwordHash: await hashPassword(PASSWORD) });
  return email;
}

beforeEach(() => {
  resetAllLimitsForTests();
  evaluations = 0;
});

describe(`credentials throttle (${testDatabaseKind()})`, () => {
  test("10 wrong passwords from one address lock that address out of the account, with the spec's text", async () => {
    const email = await account();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++)
      statuses.push((await attempt(email.toUpperCase(), `wrong-${i}`, "198.51.100.7")).status);
    expect(evaluations).toBe(10);
    expect(statuses.slice(0, 10).every((s) => s === 302)).toBe(true);
    expect(statuses.slice(10).every((s) => s === 429)).toBe(true);
    // The right password is refused too from that address while the lock holds, with the spec's message.
    const locked = await attempt(email, PASSWORD, "198.51.100.7");
    expect(locked.status).toBe(429);
    expect(locked.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(await locked.json()).toEqual({
      error: "Too many failed attempts. Please try again later.",
      code: "rate_limited",
    });
    expect(evaluations).toBe(10);
  });

  test("a stranger guessing from ever-new addresses never locks the owner out: slowed down, not blocked", async () => {
    const email = await account();
    const failures = SLOWDOWN_AFTER + 5;
    for (let i = 0; i < failures; i++) {
      expect((await attempt(email, `wrong-${i}`, `198.51.${Math.floor(i / 250)}.${i % 250}`)).status).toBe(302);
    }
    expect(evaluations).toBe(failures);
    // Each further attempt waits before the password is checked (a lower bound: a busy machine only adds).
    const started = performance.now();
    const owner = await attempt(email, PASSWORD, "203.0.113.99");
    expect(performance.now() - started).toBeGreaterThanOrEqual(slowdownMs(failures) - 5);
    expect(owner.headers.get("location")).toBe("http://localhost/dashboard");
    // The owner's success clears the account's count: no more waiting.
    expect(slowdownMs(0)).toBe(0);
  });

  test("the waits grow with the account's failures and stop growing at 2 s", () => {
    expect(slowdownMs(SLOWDOWN_AFTER)).toBe(0);
    expect(slowdownMs(SLOWDOWN_AFTER + 1)).toBeGreaterThan(0);
    expect(slowdownMs(SLOWDOWN_AFTER + 5)).toBeGreaterThan(slowdownMs(SLOWDOWN_AFTER + 1));
    expect(slowdownMs(10_000)).toBe(2_000);
  });

  test("40 concurrent wrong guesses from one address: no more than the limit reach the password check", async () => {
    const email = await account();
    const results = await Promise.all(Array.from({ length: 40 }, (_, i) => attempt(email, `wrong-${i}`, "192.0.2.1")));
    expect(evaluations).toBeLessThanOrEqual(10);
    expect(results.filter((r) => r.status === 429)).toHaveLength(40 - evaluations);
  });

  test("a password reset lifts the lock of the address that did it", async () => {
    const email = await account();
    for (let i = 0; i < 10; i++) await attempt(email, `typo-${i}`, "203.0.113.8");
    expect((await attempt(email, PASSWORD, "203.0.113.8")).status).toBe(429);
    await clearSignInLimits(email.toLowerCase(), "203.0.113.8");
    expect((await attempt(email, PASSWORD, "203.0.113.8")).headers.get("location")).toBe("http://localhost/dashboard");
  });

  test("the owner's success clears the account's count and gives the address its point back", async () => {
    const email = await account();
    for (let i = 0; i < 9; i++) expect((await attempt(email, `typo-${i}`, "203.0.113.5")).status).toBe(302);
    const ok = await attempt(email, PASSWORD, "203.0.113.5");
    expect(ok.headers.get("location")).toBe("http://localhost/dashboard");
    for (let i = 0; i < 10; i++) expect((await attempt(email, `typo-again-${i}`, "203.0.113.5")).status).toBe(302);
    expect((await attempt(email, "one-too-many", "203.0.113.5")).status).toBe(429);
  });

  test("one address is limited across accounts, whatever X-Forwarded-For it sends; other addresses are not", async () => {
    const emails = await Promise.all(Array.from({ length: 6 }, () => account()));
    let refused: Response | undefined;
    for (let i = 0; i < 60 && !refused; i++) {
      const res = await attempt(emails[i % 6], `wrong-${i}`, "::ffff:203.0.113.66", `${i}.1.1.1`);
      if (res.status === 429) refused = res;
    }
    expect(evaluations).toBe(50);
    expect((await refused!.json()).error).toMatch(/^Too many attempts\. Please wait \d+ seconds/);
    // The same IPv4 address without the mapped prefix is the same client.
    expect((await attempt(emails[0], PASSWORD, "203.0.113.66")).status).toBe(429);
    expect((await attempt(emails[0], PASSWORD, "203.0.113.67")).headers.get("location")).toBe(
      "http://localhost/dashboard",
    );
  });

  test("without a client address nothing is evaluated: a 503, not a shared bucket", async () => {
    const email = await account();
    const spy = jest.spyOn(logger, "error");
    const res = await attempt(email, PASSWORD, null, "1.2.3.4");
    spy.mockRestore();
    expect(res.status).toBe(503);
    expect(evaluations).toBe(0);
  });
});
