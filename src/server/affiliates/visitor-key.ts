import "server-only";
/**
 * A visitor is an HMAC of their address under a key derived from AUTH_SECRET: visits can be
 * counted once per day and compared with an affiliate's sign-ins without storing any address.
 */
import { createHmac } from "node:crypto";
import { authSecret } from "@/server/auth/secret";
import { clientIp } from "@/server/http/client-ip";

/** The client's address for referral purposes (the one client-address function, src/server/http/client-ip.ts). */
export function referralClientKey(request: Request): string {
  return clientIp(request);
}

/** Addresses that do not tell clients apart: unknown, or loopback (a local proxy or test run). */
export function isAnonymousAddress(ip: string): boolean {
  return ip === "unknown" || ip === "::1" || ip.startsWith("127.") || ip.startsWith("::ffff:127.");
}

export async function visitorKey(ip: string): Promise<string> {
  const key = createHmac("sha256", await authSecret())
    .update("rhythm.referral-visitor.v1")
    .digest();
  return createHmac("sha256", key).update(ip).digest("base64url");
}
