import "server-only";
/** What the /auth page needs to know from the server: providers, preview hosts, allowed hosts. */
import { headers } from "next/headers";
import { appUrl, env } from "@/lib/env";
import { safeRedirectPath } from "@/lib/safe-redirect";
import { configuredOAuthProviders } from "./providers";

export async function authPageContext() {
  const h = await headers();
  const host = (h.get("x-forwarded-host") ?? h.get("host") ?? "").split(":")[0].toLowerCase();
  const previewHosts = env().PREVIEW_HOSTS;
  const allowedHosts = [...new Set([new URL(appUrl()).hostname, "localhost", "127.0.0.1", ...previewHosts])];
  return { providers: configuredOAuthProviders(), previewHost: previewHosts.includes(host), allowedHosts };
}

/** Where to return after sign-in: a path on Rhythm's own origin, or the fallback (see lib/safe-redirect). */
export function safeCallbackUrl(value: string | string[] | undefined, fallback: string): string {
  return safeRedirectPath(value, fallback, appUrl());
}
