import { verifyEmailToken } from "@/server/auth/verification";
import { getPathname } from "@/i18n/navigation";
import { requestLocale } from "@/server/http/request-locale";

export const dynamic = "force-dynamic";

/** The link in the verification email: consumes the token, then shows the result on /auth/verified. */
export async function GET(request: Request) {
  const url = new URL(request.url);
  const result = await verifyEmailToken(url.searchParams.get("uid") ?? "", url.searchParams.get("token") ?? "");
  const target = getPathname({ href: "/auth/verified", locale: requestLocale(request) });
  const query = result === "invalid" ? "verified=0" : result === "changed" ? "verified=1&changed=1" : "verified=1";
  return new Response(null, {
    status: 303,
    headers: { Location: `${target}?${query}`, "Cache-Control": "no-store" },
  });
}
