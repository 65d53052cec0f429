/** Secure, __Secure- prefixed session cookies: with an https APP_URL, or behind a trusted TLS proxy only. */
import { resetEnvForTests } from "@/lib/env";
import { forwardedProto, usesSecureCookies } from "./cookie-security";

const saved = { APP_URL: process.env.APP_URL, TRUST_PROXY: process.env.TRUST_PROXY };
function setEnv(vars: { APP_URL?: string; TRUST_PROXY?: string }) {
  for (const name of ["APP_URL", "TRUST_PROXY"] as const) {
    if (vars[name] === undefined) delete process.env[name];
    else process.env[name] = vars[name];
  }
  resetEnvForTests();
}
afterAll(() => setEnv(saved));

const https = new Headers({ "x-forwarded-proto": "https" });

test("an https APP_URL always means Secure cookies", () => {
  setEnv({ APP_URL: "https://rhythm.example.com" });
  expect(usesSecureCookies(new Headers())).toBe(true);
  expect(usesSecureCookies(undefined)).toBe(true);
});

test("X-Forwarded-Proto counts only from a trusted proxy", () => {
  setEnv({ APP_URL: "http://localhost:3000" });
  expect(usesSecureCookies(https)).toBe(false);
  setEnv({ APP_URL: "http://localhost:3000", TRUST_PROXY: "1" });
  expect(usesSecureCookies(https)).toBe(true);
  expect(usesSecureCookies(new Headers({ "x-forwarded-proto": "http" }))).toBe(false);
  expect(usesSecureCookies(new Headers())).toBe(false);
});

test("the scheme of the nearest trusted hop", () => {
  expect(forwardedProto("https", 1)).toBe("https");
  expect(forwardedProto("http, https", 1)).toBe("https");
  expect(forwardedProto("https, http", 2)).toBe("https");
  expect(forwardedProto("HTTPS", 2)).toBe("https");
  expect(forwardedProto("https", 0)).toBeNull();
});
