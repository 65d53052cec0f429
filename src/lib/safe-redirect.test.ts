/** Open redirects (issue 11, item 5): every classic trick lands on Rhythm's own origin. */
import { authRedirect, safeRedirectPath } from "./safe-redirect";

const ORIGIN = "http://localhost:3000";
const FALLBACK = "/dashboard";
const safe = (value: unknown) => safeRedirectPath(value, FALLBACK, ORIGIN);

/** What a browser does with a Location header value: resolve it against the current page. */
const landsOn = (location: string) => new URL(location, `${ORIGIN}/auth`).origin;

describe("safeRedirectPath", () => {
  const hostile = [
    "https://evil.com",
    "http://evil.com/dashboard",
    "//evil.com",
    "///evil.com",
    "/\\evil.com",
    "\\\\evil.com",
    "/\\/evil.com",
    "https:evil.com",
    "http:evil.com",
    "https:/evil.com",
    "%2F%2Fevil.com",
    "/%2F%2Fevil.com/../../",
    "javascript:alert(1)",
    "JaVaScRiPt:alert(1)",
    " javascript:alert(1)",
    "data:text/html,<script>alert(1)</script>",
    "/\t/evil.example/phish",
    "/%09/evil.example/phish",
    "/\n/evil.example",
    "/\r/evil.example",
    "/\r\n/evil.example",
    "\t//evil.example",
    "/\u0000/evil.example",
    "/\u007f/evil.example",
    "/\u001b/evil.example",
    "/./evil.example",
    "/.//evil.example",
    "/a/..//evil.example",
    "http://localhost:3000@evil.com/",
    "http://evil.com#@localhost:3000/",
    "http://localhost:3000.evil.com/",
    "https://localhost:3000/dashboard",
    "http://localhost:3001/dashboard",
    "/\u3002evil.com",
    "/dashboard\r\nSet-Cookie: a=b",
    "/dashboard?q=\u00e9",
    "/\u2028/evil.com",
    "／／evil.com",
    "evil.com",
    "dashboard",
    "?callbackUrl=//evil.com",
    "",
    "/" + "a".repeat(3000),
  ];

  test.each(hostile)("%j never leaves the origin", (value) => {
    const result = safe(value);
    expect(result.startsWith("/")).toBe(true);
    expect(result.startsWith("//")).toBe(false);
    expect(landsOn(result)).toBe(ORIGIN);
    // Always a valid header value: printable ASCII only.
    expect(result).toMatch(/^[\x21-\x7e]+$/);
  });

  test("the values that resolve elsewhere, or carry control or non-ASCII characters, give the fallback", () => {
    for (const value of [
      "https://evil.com",
      "//evil.com",
      "/\\evil.com",
      "https:evil.com",
      "javascript:alert(1)",
      "/\t/evil.example/phish",
      "/\r\n/evil.example",
      "/dashboard\r\nSet-Cookie: a=b",
      "/dashboard?q=\u00e9",
      "／／evil.com",
      "evil.com",
      "/.//evil.example",
    ]) {
      expect(safe(value)).toBe(FALLBACK);
    }
  });

  test("a value that only looks encoded stays a harmless path on this origin", () => {
    // Next decodes the query parameter once; what is left is a literal path segment.
    expect(safe("%2F%2Fevil.com")).toBe(FALLBACK);
    expect(safe("/%2F%2Fevil.com")).toBe("/%2F%2Fevil.com");
    expect(safe("/%09/evil.example/phish")).toBe("/%09/evil.example/phish");
  });

  test("same-origin paths are kept, with their query and fragment", () => {
    expect(safe("/settings")).toBe("/settings");
    expect(safe("/es/dashboard?date=2026-11-23&view=day")).toBe("/es/dashboard?date=2026-11-23&view=day");
    expect(safe("/onboarding?callbackUrl=%2Fprofile")).toBe("/onboarding?callbackUrl=%2Fprofile");
    expect(safe("/calendar#today")).toBe("/calendar#today");
    expect(safe("/a/../profile")).toBe("/profile");
    expect(safe(`${ORIGIN}/ar/habits?x=1`)).toBe("/ar/habits?x=1");
    expect(safe(["/rewards", "//evil.com"])).toBe("/rewards");
  });

  test("anything that is not a string gives the fallback", () => {
    for (const value of [undefined, null, 42, {}, [], [42]]) expect(safe(value)).toBe(FALLBACK);
  });
});

describe("authRedirect (Auth.js's redirect callback)", () => {
  test("keeps same-origin targets and sends everything else to the home page, never throwing", () => {
    expect(authRedirect({ url: "/dashboard?x=1", baseUrl: ORIGIN })).toBe(`${ORIGIN}/dashboard?x=1`);
    expect(authRedirect({ url: `${ORIGIN}/settings`, baseUrl: ORIGIN })).toBe(`${ORIGIN}/settings`);
    for (const url of ["https://evil.com", "//evil.com", "/\r\nX: y", "not a url", "/\u00e9", "javascript:alert(1)"]) {
      expect(authRedirect({ url, baseUrl: ORIGIN })).toBe(`${ORIGIN}/`);
    }
  });
});
