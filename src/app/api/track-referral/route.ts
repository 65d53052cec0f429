import { getCurrentUser } from "@/server/auth/guards";
import { clientIp } from "@/server/http/request-locale";
import { parseInput, readJson, route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { trackReferralSchema } from "@/server/referrals/schemas";
import { trackReferral } from "@/server/referrals/track-referral";

export const POST = route(async (request) => {
  const ip = clientIp(request);
  await consume("referralIp", ip);
  const input = parseInput(trackReferralSchema, await readJson(request, 4096));
  // A sign-up is attributed only to the signed-in user it claims to be.
  const user = input.userId ? await getCurrentUser() : null;
  await trackReferral({
    referralCode: input.referralCode,
    ipAddress: ip,
    userAgent: input.userAgent || request.headers.get("user-agent") || "",
    userId: user && user.id === input.userId ? user.id : undefined,
  });
  return new Response(null, { status: 204 });
});
