import { verifyEmailToken } from "@/server/auth/verification";
import { getPathname } from "@/i18n/navigation";
import { translate } from "@/i18n/messages";
import { requestLocale } from "@/i18n/request-locale";

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!);

export const dynamic = "force-dynamic";

/** The link in the verification email: consumes the token, then shows the result on /auth/verified. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const result = await verifyEmailToken(url.searchParams.get("uid") ?? "", url.searchParams.get("token") ?? "");
  const locale = requestLocale(request);
  if (result === "taken") {
    // An e-mail change whose address another account took meanwhile: a conflict, said plainly.
    const t = (key: string) => escapeHtml(translate(locale, `auth.verifiedPage.taken.${key}`));
    const settings = getPathname({ href: "/settings", locale });
    const back = escapeHtml(translate(locale, "auth.verifiedPage.toSettings"));
    const html =
      `<!doctype html><html lang="${locale}" dir="${locale === "ar" ? "rtl" : "ltr"}"><head><meta charset="utf-8">` +
      `<meta name="viewport" content="width=device-width, initial-scale=1"><title>${t("title")}</title></head>` +
      `<body><main><h1>${t("title")}</h1><p>${t("body")}</p><p><a href="${settings}">${back}</a></p></main></body></html>`;
    return new Response(html, {
      status: 409,
      headers: { "Content-Type": "text/html; charset=utf-8", "Cache-Control": "no-store" },
    });
  }
  const target = getPathname({ href: "/auth/verified", locale });
  const query = result === "invalid" ? "verified=0" : result === "changed" ? "verified=1&changed=1" : "verified=1";
  return new Response(null, {
    status: 303,
    headers: { Location: `${target}?${query}`, "Cache-Control": "no-store" },
  });
}
