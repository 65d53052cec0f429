import { localizedPathname } from "./pathname";

describe("localizedPathname", () => {
  test("English is unprefixed, other languages are prefixed", () => {
    expect(localizedPathname({ href: "/", locale: "en" })).toBe("/");
    expect(localizedPathname({ href: "/pricing", locale: "en" })).toBe("/pricing");
    expect(localizedPathname({ href: "/", locale: "es" })).toBe("/es");
    expect(localizedPathname({ href: "/pricing", locale: "ar" })).toBe("/ar/pricing");
  });

  test("queries are serialized after the prefix", () => {
    expect(localizedPathname({ href: { pathname: "/auth", query: { mode: "signup" } }, locale: "en" })).toBe(
      "/auth?mode=signup",
    );
    expect(localizedPathname({ href: { pathname: "/checkout", query: { plan: "yearly" } }, locale: "es" })).toBe(
      "/es/checkout?plan=yearly",
    );
    expect(localizedPathname({ href: { pathname: "/", query: { a: ["1", "2"] } }, locale: "ar" })).toBe("/ar?a=1&a=2");
  });

  test("forcePrefix prefixes English too (links that change the language)", () => {
    expect(localizedPathname({ href: "/", locale: "en", forcePrefix: true })).toBe("/en");
    expect(localizedPathname({ href: "/pricing", locale: "en", forcePrefix: true })).toBe("/en/pricing");
    expect(localizedPathname({ href: "/", locale: "es", forcePrefix: true })).toBe("/es");
  });
});
