import "server-only";
/** What the /auth page needs to know from the server: providers, preview hosts, allowed hosts. */
import { headers } from "next/headers";
import { appUrl, env } from "@/lib/env";
import { configuredOAuthProviders } from "./providers";

export async function authPageContext() {
  const h = await headers();
  const host = (h.get("x-forwarded-host") ?? h.get("host") ?? "").split(":")[0].toLowerCase();
  const previewHosts = env().PREVIEW_HOSTS;
  const allowedHosts = [...new Set([new URL(appUrl()).hostname, "localhost", "127.0.0.1", ...previewHosts])];
  return { providers: configuredOAuthProviders(), previewHost: previewHosts.includes(host), allowedHosts };
}

/** Only same-site relative paths may be used to return after sign-in. */
export function safeCallbackUrl(value: string | string[] | undefined, fallback: string): string {
  const v = Array.isArray(value) ? value[0] : value;
  if (!v || !v.startsWith("/") || v.startsWith("//") || v.startsWith("/\\") || v.length > 512) return fallback;
  return v;
}
