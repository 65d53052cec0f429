/**
 * The request's language: its rules, and the pages' language (next-intl's middleware behind the
 * proxy) agreeing with it.
 */
import createIntlMiddleware from "next-intl/middleware";
import { NextRequest } from "next/server";
import proxy from "@/proxy";
import { localeOf, requestLocale } from "./request-locale";
import { routing } from "./routing";

type Case = { path: string; cookie?: string; accept?: string };

const request = ({ path, cookie, accept }: Case, extra: Record<string, string> = {}) =>
  new Request(`http://localhost${path}`, {
    headers: { ...(cookie ? { cookie } : {}), ...(accept ? { "accept-language": accept } : {}), ...extra },
  });

describe("requestLocale", () => {
  test("the URL's prefix first, in any case", () => {
    expect(requestLocale(request({ path: "/es/dashboard", cookie: "NEXT_LOCALE=ar", accept: "en" }))).toBe("es");
    expect(requestLocale(request({ path: "/AR", accept: "es" }))).toBe("ar");
    expect(requestLocale(request({ path: "/en/pricing", cookie: "NEXT_LOCALE=es" }))).toBe("en");
    expect(requestLocale(request({ path: "/esperanto", cookie: "NEXT_LOCALE=ar" }))).toBe("ar");
  });

  test("then the NEXT_LOCALE cookie, when it names one of ours", () => {
    expect(requestLocale(request({ path: "/api/x", cookie: "theme=dark; NEXT_LOCALE=ar", accept: "es" }))).toBe("ar");
    expect(requestLocale(request({ path: "/api/x", cookie: "NEXT_LOCALE=fr", accept: "es" }))).toBe("es");
    expect(requestLocale(request({ path: "/api/x", cookie: "MY_NEXT_LOCALE=es" }))).toBe("en");
  });

  test("then Accept-Language, most preferred first, by language", () => {
    expect(requestLocale(request({ path: "/api/x", accept: "fr-FR, es-MX;q=0.8, ar;q=0.5" }))).toBe("es");
    expect(requestLocale(request({ path: "/api/x", accept: "es;q=0.5, ar;q=0.9" }))).toBe("ar");
    expect(requestLocale(request({ path: "/api/x", accept: "ar;q=0, es;q=0.1" }))).toBe("es");
    expect(requestLocale(request({ path: "/api/x", accept: "AR-eg" }))).toBe("ar");
  });

  test("English when nothing says otherwise", () => {
    expect(requestLocale(request({ path: "/api/x" }))).toBe("en");
    expect(requestLocale(request({ path: "/api/x", accept: "fr, de;q=0.5, *;q=0.1" }))).toBe("en");
    expect(requestLocale(request({ path: "/api/x", accept: "garbage;;q=x,," }))).toBe("en");
  });

  test("a page's own statement (x-rhythm-locale) comes before everything; an unknown one is ignored", () => {
    const path = { path: "/es/x", cookie: "NEXT_LOCALE=es", accept: "es" };
    expect(requestLocale(request(path, { "x-rhythm-locale": "ar" }))).toBe("ar");
    expect(requestLocale(request(path, { "x-rhythm-locale": "fr" }))).toBe("es");
  });

  test("a server action's page path (query and all) stands for the URL", () => {
    expect(localeOf(new Headers({ cookie: "NEXT_LOCALE=en" }), "/ar?x=1")).toBe("ar");
    expect(localeOf(new Headers({ cookie: "NEXT_LOCALE=es" }), "/settings?tab=1")).toBe("es");
    expect(localeOf(new Headers())).toBe("en");
  });
});

describe("pages get the same language (the proxy hands requestLocale's answer to next-intl)", () => {
  /** The language next-intl serves a page request in: where it redirects to, or what it tells the page. */
  async function pageLocale(c: Case): Promise<string | null> {
    const res = await proxy(new NextRequest(request(c)));
    const location = res.headers.get("location");
    if (location) return /^\/(es|ar)(\/|$)/.exec(new URL(location).pathname)?.[1] ?? "en";
    return res.headers.get("x-middleware-request-x-next-intl-locale");
  }

  const paths = ["/", "/pricing", "/es", "/ar/pricing", "/en/pricing", "/ES/pricing", "/dashboard", "/es/dashboard"];
  const cookies = [
    undefined,
    "NEXT_LOCALE=es",
    "NEXT_LOCALE=ar",
    "NEXT_LOCALE=en",
    "NEXT_LOCALE=fr",
    "a=1; NEXT_LOCALE=ar",
  ];
  const accepts = [
    undefined,
    "es-ES,es;q=0.9,en;q=0.8",
    "ar-EG",
    "en-US,en;q=0.9",
    "fr-FR, es-MX;q=0.8, ar;q=0.5",
    "es-MX, ar;q=0.5",
    "es;q=0.5, ar;q=0.9",
    "de, fr;q=0.5",
    "ar;q=0, es;q=0.1",
    "*",
  ];
  const cases = paths.flatMap((path) =>
    cookies.flatMap((cookie) => accepts.map((accept): Case => ({ path, cookie, accept }))),
  );

  test(`for ${cases.length} combinations of path, cookie and Accept-Language`, async () => {
    const differ: string[] = [];
    for (const c of cases) {
      const page = await pageLocale(c);
      const ours = requestLocale(request(c));
      if (page !== ours) differ.push(`${JSON.stringify(c)}: page ${page}, requestLocale ${ours}`);
    }
    expect(differ).toEqual([]);
  });

  test("next-intl alone would differ for a regional Spanish ahead of Arabic (why the proxy hands it over)", async () => {
    const res = await createIntlMiddleware(routing)(new NextRequest(request({ path: "/", accept: "es-MX, ar;q=0.5" })));
    expect(new URL(res.headers.get("location") ?? "http://x/").pathname).toBe("/ar");
    expect(await pageLocale({ path: "/", accept: "es-MX, ar;q=0.5" })).toBe("es");
  });
});
