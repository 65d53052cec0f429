import { getCurrentUser } from "@/server/auth/guards";
import { ipLimitKey } from "@/server/http/client-ip";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { trackReferralSchema } from "@/server/referrals/schemas";
import { attributeSignUp, recordReferralVisit } from "@/server/affiliates/track-referral";
import { referralClientKey } from "@/server/affiliates/visitor-key";

/**
 * 204 whether or not the code belongs to anyone (no code enumeration); only an active
 * affiliate's code is recorded. Bodies over 1 KB are refused (413), malformed codes get 400.
 */
export const POST = route(async (request) => {
  const ip = referralClientKey(request);
  await consume("referralIp", ipLimitKey(ip));
  const input = parseInput(trackReferralSchema, await readJson(request, 1024));
  if (input.userId) {
    // A sign-up is attributed only to the signed-in user it claims to be.
    const user = await getCurrentUser();
    if (user && user.id === input.userId) await attributeSignUp({ userId: user.id, ip });
  } else {
    await recordReferralVisit({
      code: input.referralCode,
      ip,
      userAgent: input.userAgent || request.headers.get("user-agent") || "",
    });
  }
  return new Response(null, { status: 204 });
});
