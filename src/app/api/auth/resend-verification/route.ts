import { getCurrentUser } from "@/server/auth/guards";
import { sendVerificationEmail } from "@/server/auth/verification";
import { AppError } from "@/lib/errors";
import { clientIpKey } from "@/server/http/client-ip";
import { requestLocale } from "@/i18n/request-locale";
import { route } from "@/server/http/route-handler";
import { consume } from "@/server/rate-limit/limiters";
import { json } from "@/server/http/api-shapes/common";
import { verificationSentSchema } from "@/server/http/api-shapes/account";

export const POST = route(async (request) => {
  await consume("resendIp", clientIpKey(request));
  const user = await getCurrentUser();
  if (!user) throw new AppError("unauthorized", 401, "auth.errors.noUser");
  // Per account too, so that no number of addresses can send one inbox more than the limit.
  await consume("resendIp", `user:${user.id}`);
  if (user.emailVerified && !user.pendingEmail)
    return json(verificationSentSchema, { sent: false, alreadyVerified: true });
  await sendVerificationEmail(user, requestLocale(request));
  return json(verificationSentSchema, { sent: true });
});
